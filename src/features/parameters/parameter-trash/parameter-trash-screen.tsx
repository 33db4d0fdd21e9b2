import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { TrashedParameter } from '@/api/generated/parameter/model'
import { CellText, TrashListPage, StatusBadge, trashSearch, useServerList, useTrashRows, type ListColumn } from '@/shared/list'
import { PARAMETER_TRASH, type ParameterTrashKind } from './parameter-trash-kinds'
import { PARAMETER_TRASH_DEFAULT_COLUMNS, parameterTrashList } from './parameter-trash-list'

type SortKey = (typeof parameterTrashList.sortKeys)[number]

const nameOf = (row: TrashedParameter) => row.name

/**
 * `<list>/trash` of a parameter list (products, companies, licensors, producers): the deleted
 * records with who deleted them and when; restore at once, delete for good after a question
 * (docs/decisions.md "Trash and Undo").
 */
function ParameterTrashScreen({ kind }: { kind: ParameterTrashKind }) {
  const { t } = useTranslation('dynamic-parameter')
  const server = useServerList(parameterTrashList, trashSearch, kind)
  const { restore, purge } = kind.useCalls()
  const trash = useTrashRows<TrashedParameter>({
    namespace: 'dynamic-parameter',
    permission: kind.permission,
    name: nameOf,
    restore,
    purge,
    refresh: server.refresh,
  })

  const columns = useMemo<ListColumn<TrashedParameter, SortKey>[]>(
    () => [
      { id: 'name', label: t('columns.name'), sortKey: 'name', required: true, width: 280, render: (r) => <CellText text={r.name} />, csv: (r) => r.name },
      {
        id: 'status',
        label: t('columns.status'),
        sortKey: 'status',
        width: 120,
        render: (r) => <StatusBadge status={r.status} label={t(`status.${r.status}`)} />,
        csv: (r) => t(`status.${r.status}`),
      },
      ...trash.columns,
    ],
    [t, trash.columns],
  )

  return (
    <TrashListPage
      namespace="dynamic-parameter"
      back={kind.listPath}
      server={server}
      trash={trash}
      columns={columns}
      defaultColumns={PARAMETER_TRASH_DEFAULT_COLUMNS}
      getRowId={(r) => r.id}
      rowLabel={nameOf}
      words={{
        title: t(`${kind.kind}.trashTitle`),
        backLabel: t(`${kind.kind}.trashBack`),
        exportFileName: t(`${kind.kind}.trashExportFile`),
        searchPlaceholder: t('filters.searchName'),
      }}
    />
  )
}

export const ProductTrashScreen = () => <ParameterTrashScreen kind={PARAMETER_TRASH.product} />
export const CompanyTrashScreen = () => <ParameterTrashScreen kind={PARAMETER_TRASH.company} />
export const LicensorTrashScreen = () => <ParameterTrashScreen kind={PARAMETER_TRASH.licensor} />
export const ProducerTrashScreen = () => <ParameterTrashScreen kind={PARAMETER_TRASH.producer} />
