import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { ListPage, StatusBadge, useEditorPanel, useServerList, type ListColumn, type ListFilterControl, type ListFiltersOf, CellText } from '@/shared/list'
import { useFormatters } from '@/shared/hooks'
import { NamedParameterEditor } from './named-parameter-editor'
import { ParameterTrashButton } from './parameter-trash-button'
import type { NamedParameterKind, NamedRecord } from './named-parameters'
import { NAMED_DEFAULT_COLUMNS, namedSearchFilters, type licensorsList } from './parameter-lists'
import { useParameterActions, useStatusOptions } from './use-parameter-actions'

type SortKey = (typeof licensorsList.sortKeys)[number]

/** The licansorParameter and producerParameter lists: name, status and the operation menu. */
export function NamedParameterList({ kind }: { kind: NamedParameterKind }) {
  const { t } = useTranslation('dynamic-parameter')
  const format = useFormatters()
  const server = useServerList(kind.list, namedSearchFilters, kind)
  const editor = useEditorPanel()
  const statuses = useStatusOptions()

  const mutations = kind.useListMutations()
  const { rowActions, bulkActions } = useParameterActions<NamedRecord>({
    permission: kind.permission,
    setStatus: mutations.setStatus,
    deleteMany: mutations.deleteMany,
    restoreMany: mutations.restoreMany,
    refresh: server.refresh,
    openEditor: editor.open,
  })

  const columns = useMemo<ListColumn<NamedRecord, SortKey>[]>(
    () => [
      { id: 'name', label: t('columns.name'), sortKey: 'name', render: (r) => <CellText text={r.name} />, csv: (r) => r.name, width: 320 },
      {
        id: 'status',
        label: t('columns.status'),
        sortKey: 'status',
        render: (r) => <StatusBadge status={r.status} label={t(`status.${r.status}`)} />,
        csv: (r) => t(`status.${r.status}`),
        width: 140,
      },
      { id: 'createdAt', label: t('columns.createdAt'), render: (r) => format.dateTime(r.createdAt), csv: (r) => r.createdAt, width: 180 },
    ],
    [t, format],
  )

  const filters = useMemo<ListFilterControl<ListFiltersOf<typeof licensorsList>>[]>(
    () => [
      { kind: 'search', key: 'search', label: t('filters.search'), placeholder: t('filters.searchName') },
      { kind: 'select', key: 'status', label: t('filters.status'), options: statuses },
    ],
    [t, statuses],
  )

  return (
    <ListPage
      server={server}
      title={t(`${kind.kind}.title`)}
      create={{ label: t(`${kind.kind}.create`), permission: kind.permission }}
      editor={(target, close) => <NamedParameterEditor kind={kind} target={target} onClose={close} />}
      columns={columns}
      defaultColumns={NAMED_DEFAULT_COLUMNS}
      getRowId={(r) => r.id}
      rowLabel={(r) => r.name}
      filters={filters}
      rowActions={rowActions}
      bulkActions={bulkActions}
      exportFileName={t(`${kind.kind}.exportFile`)}
      emptyMessage={t(`${kind.kind}.empty`)}
      pageActions={<ParameterTrashButton kind={kind.kind} />}
    />
  )
}
