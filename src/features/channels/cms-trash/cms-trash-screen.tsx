import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { getSearchCmsTrashQueryKey, searchCmsTrash, usePurgeCms, useRestoreCms, useSearchCmsTrash } from '@/api/generated/channel/endpoints/cms/cms'
import type { CmsTrashSearchRequest, TrashedCms } from '@/api/generated/channel/model'
import { useFormatters } from '@/shared/hooks'
import { serverListSource, TrashListPage, useServerList, useTrashRows, type ListColumn } from '@/shared/list'
import { CMS_WRITE } from '../access'
import { CMS_TRASH_DEFAULT_COLUMNS, cmsTrashFilters, cmsTrashList } from './cms-trash-list'

type SortKey = (typeof cmsTrashList.sortKeys)[number]

const TRASH = serverListSource<CmsTrashSearchRequest, TrashedCms>(useSearchCmsTrash, searchCmsTrash, getSearchCmsTrashQueryKey)

const nameOf = (cms: TrashedCms) => cms.name

/** /cms/trash: the deleted CMS accounts with who and when; restore (with their policies) at once, delete for good after a question. */
export function CmsTrashScreen() {
  const { t } = useTranslation('cms')
  const format = useFormatters()
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

  return (
    <TrashListPage
      namespace="cms"
      back="/cms"
      server={server}
      trash={trash}
      columns={columns}
      defaultColumns={CMS_TRASH_DEFAULT_COLUMNS}
      getRowId={(c) => c.id}
      rowLabel={nameOf}
    />
  )
}
