import { Button } from '@fluentui/react-components'
import { ArrowLeftRegular } from '@fluentui/react-icons'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { getSearchCmsTrashQueryKey, searchCmsTrash, usePurgeCms, useRestoreCms, useSearchCmsTrash } from '@/api/generated/channel/endpoints/cms/cms'
import type { CmsTrashSearchRequest, TrashedCms } from '@/api/generated/channel/model'
import { useFormatters } from '@/shared/hooks'
import { ListPage, serverListSource, useServerList, useTrashRows, type ListColumn, type ListFilterControl, type ListFiltersOf } from '@/shared/list'
import { CMS_WRITE } from '../access'
import { CMS_TRASH_DEFAULT_COLUMNS, cmsTrashFilters, cmsTrashList } from './cms-trash-list'

type SortKey = (typeof cmsTrashList.sortKeys)[number]

const TRASH = serverListSource<CmsTrashSearchRequest, TrashedCms>(useSearchCmsTrash, searchCmsTrash, getSearchCmsTrashQueryKey)

const nameOf = (cms: TrashedCms) => cms.name

/** /cms/trash: the deleted CMS accounts with who and when; restore (with their policies) at once, delete for good after a question. */
export function CmsTrashScreen() {
  const { t } = useTranslation('cms')
  const format = useFormatters()
  const navigate = useNavigate()
  const server = useServerList(cmsTrashList, cmsTrashFilters, TRASH)
  const { mutateAsync: restore } = useRestoreCms()
  const { mutateAsync: purge } = usePurgeCms()
  const trash = useTrashRows<TrashedCms>({ namespace: 'cms', permission: CMS_WRITE, name: nameOf, restore, purge, refresh: server.refresh })

  const columns = useMemo<ListColumn<TrashedCms, SortKey>[]>(
    () => [
      {
        id: 'name',
        label: t('columns.name'),
        sortKey: 'name',
        required: true,
        width: 200,
        render: (c) => <span title={c.name}>{c.name}</span>,
        csv: (c) => c.name,
      },
      {
        id: 'cmsKey',
        label: t('columns.cmsKey'),
        sortKey: 'cmsKey',
        width: 180,
        render: (c) => <span title={c.cmsKey}>{c.cmsKey}</span>,
        csv: (c) => c.cmsKey,
      },
      {
        id: 'policyCount',
        label: t('trash.policyCount'),
        width: 100,
        align: 'end',
        render: (c) => format.number(c.policyCount),
        csv: (c) => c.policyCount,
      },
      ...trash.columns,
    ],
    [t, format, trash.columns],
  )

  const filters = useMemo<ListFilterControl<ListFiltersOf<typeof cmsTrashList>>[]>(
    () => [{ kind: 'search', key: 'search', label: t('filters.search'), placeholder: t('filters.searchPlaceholder') }],
    [t],
  )

  return (
    <ListPage
      server={server}
      title={t('trash.title')}
      subtitle={t('trash.subtitle')}
      pageActions={
        <Button appearance="secondary" icon={<ArrowLeftRegular />} onClick={() => void navigate('/cms')}>
          {t('trash.back')}
        </Button>
      }
      columns={columns}
      defaultColumns={CMS_TRASH_DEFAULT_COLUMNS}
      getRowId={(c) => c.id}
      rowLabel={nameOf}
      filters={filters}
      rowActions={trash.rowActions}
      bulkActions={trash.bulkActions}
      exportFileName={t('trash.exportFile')}
      emptyMessage={t('trash.empty')}
    />
  )
}
