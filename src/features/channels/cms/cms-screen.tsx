import { Button, Link, makeStyles } from '@fluentui/react-components'
import { DeleteRegular, OpenRegular } from '@fluentui/react-icons'
import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { getSearchCmsQueryKey, searchCms, useDeleteCmsBulk, useRestoreCms, useSearchCms, useUpdateCmsStatus } from '@/api/generated/channel/endpoints/cms/cms'
import type { Cms, CmsSearchRequest } from '@/api/generated/channel/model'
import {
  ListPage,
  serverListSource,
  StatusBadge,
  useDeleteRows,
  useEditorPanel,
  useServerList,
  useStandardRowActions,
  useStatusChange,
  type ListColumn,
  type ListFilterControl,
  type ListFiltersOf,
  type RowAction,
} from '@/shared/list'
import { useFormatters } from '@/shared/hooks'
import { CMS_WRITE } from '../access'
import { cmsManagementPath, rememberCms } from '../cms-management/remember-cms'
import { CmsEditor } from './cms-editor'
import { CMS_DEFAULT_COLUMNS, CMS_TRASH_PATH, cmsList, cmsSearchFilters } from './cms-list'

type SortKey = (typeof cmsList.sortKeys)[number]

const CMS = serverListSource<CmsSearchRequest, Cms>(useSearchCms, searchCms, getSearchCmsQueryKey)

const nameOf = (cms: Cms) => cms.name

const useStyles = makeStyles({
  link: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: '100%' },
})

/** /cms: the company's CMS accounts; opening one goes to its channels (cms-management). */
export function CmsScreen() {
  const { t } = useTranslation('cms')
  const styles = useStyles()
  const format = useFormatters()
  const navigate = useNavigate()
  const server = useServerList(cmsList, cmsSearchFilters, CMS)
  const editor = useEditorPanel()

  const { mutateAsync: setStatus } = useUpdateCmsStatus()
  // Deleting moves CMS accounts (with their policies) to the Trash: no question first, Undo in the toast (docs/decisions.md "Trash and Undo").
  const { mutateAsync: deleteMany } = useDeleteCmsBulk()
  const { mutateAsync: restoreMany } = useRestoreCms()
  const changeStatus = useStatusChange('cms', setStatus, server.refresh, nameOf)
  const { remove, bulkDelete, undoable } = useDeleteRows<Cms>('cms', CMS_WRITE, deleteMany, server.refresh, { restore: restoreMany })
  const standardActions = useStandardRowActions<Cms>({
    namespace: 'cms',
    permission: CMS_WRITE,
    name: nameOf,
    onEdit: editor.open,
    statusChange: changeStatus,
    remove,
    confirmDelete: !undoable,
    // A status change applies at once; the toast's Undo sets it back (docs/decisions.md "Trash and Undo").
    confirmDeactivate: false,
  })

  const open = useCallback(
    (cms: Cms) => {
      rememberCms(cms)
      void navigate(cmsManagementPath(cms.id))
    },
    [navigate],
  )
  const rowActions = useMemo<RowAction<Cms>[]>(
    () => [{ id: 'open', label: t('actions.open'), icon: <OpenRegular />, onSelect: open }, ...standardActions],
    [t, open, standardActions],
  )
  const bulkActions = useMemo(() => [bulkDelete], [bulkDelete])

  const statusLabel = useCallback((status: string) => t(status === 'active' ? 'status.active' : 'status.passive'), [t])

  const columns = useMemo<ListColumn<Cms, SortKey>[]>(
    () => [
      {
        id: 'name',
        label: t('columns.name'),
        sortKey: 'name',
        required: true,
        render: (cms) => (
          <Link
            className={styles.link}
            href={cmsManagementPath(cms.id)}
            title={cms.name}
            onClick={(event) => {
              event.preventDefault()
              open(cms)
            }}
          >
            {cms.name}
          </Link>
        ),
        csv: (cms) => cms.name,
        width: 240,
      },
      {
        id: 'cmsKey',
        label: t('columns.cmsKey'),
        sortKey: 'cmsKey',
        render: (cms) => <span title={cms.cmsKey}>{cms.cmsKey}</span>,
        csv: (cms) => cms.cmsKey,
        width: 220,
      },
      {
        id: 'channelCount',
        label: t('columns.channelCount'),
        sortKey: 'channelCount',
        align: 'end',
        render: (cms) => format.number(cms.channelCount),
        csv: (cms) => cms.channelCount,
        width: 150,
      },
      {
        id: 'status',
        label: t('columns.status'),
        sortKey: 'status',
        render: (cms) => <StatusBadge status={cms.status} label={statusLabel(cms.status)} />,
        csv: (cms) => statusLabel(cms.status),
        width: 120,
      },
      {
        id: 'createdAt',
        label: t('columns.createdAt'),
        sortKey: 'createdAt',
        render: (cms) => format.dateTime(cms.createdAt),
        csv: (cms) => cms.createdAt,
        width: 170,
      },
    ],
    [t, styles.link, format, statusLabel, open],
  )

  const filters = useMemo<ListFilterControl<ListFiltersOf<typeof cmsList>>[]>(
    () => [
      { kind: 'search', key: 'search', label: t('filters.search'), placeholder: t('filters.searchPlaceholder') },
      {
        kind: 'select',
        key: 'status',
        label: t('filters.status'),
        options: (['active', 'passive'] as const).map((value) => ({ value, label: t(`status.${value}`) })),
      },
    ],
    [t],
  )

  return (
    <ListPage
      server={server}
      title={t('title')}
      subtitle={t('subtitle')}
      create={{ label: t('actions.create'), permission: CMS_WRITE }}
      editor={(target, close) => <CmsEditor target={target} onClose={close} />}
      columns={columns}
      defaultColumns={CMS_DEFAULT_COLUMNS}
      getRowId={(cms) => cms.id}
      rowLabel={nameOf}
      filters={filters}
      rowActions={rowActions}
      bulkActions={bulkActions}
      exportFileName={t('exportFile')}
      emptyMessage={t('empty')}
      pageActions={
        <Button appearance="secondary" icon={<DeleteRegular />} onClick={() => void navigate(CMS_TRASH_PATH)}>
          {t('actions.trash')}
        </Button>
      }
    />
  )
}
