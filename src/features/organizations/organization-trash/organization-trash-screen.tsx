import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import {
  getSearchOrganizationTrashQueryKey,
  searchOrganizationTrash,
  usePurgeOrganizations,
  useRestoreOrganizations,
  useSearchOrganizationTrash,
} from '@/api/generated/identity/endpoints/organizations/organizations'
import type { OrganizationTrashSearchRequest, TrashedOrganization } from '@/api/generated/identity/model'
import { CellText, serverListSource, TrashListPage, useServerList, useTrashRows, type ListColumn, defineTrashList, trashSearch } from '@/shared/list'

const organizationTrashList = defineTrashList('organization-trash', ['name', 'country', 'deletedAt'] as const)
type SortKey = (typeof organizationTrashList.sortKeys)[number]

const DEFAULT_COLUMNS = ['name', 'authorizedName', 'taxNumber', 'deletedBy', 'deletedAt', 'purgeAt'] as const

const TRASH = serverListSource<OrganizationTrashSearchRequest, TrashedOrganization>(
  useSearchOrganizationTrash,
  searchOrganizationTrash,
  getSearchOrganizationTrashQueryKey,
)

const nameOf = (organization: TrashedOrganization) => organization.name

/** /organization/trash: the deleted organizations with who and when; restore at once, delete for good after a question. */
export function OrganizationTrashScreen() {
  const { t } = useTranslation('organization')
  const server = useServerList(organizationTrashList, trashSearch, TRASH)
  const { mutateAsync: restore } = useRestoreOrganizations()
  const { mutateAsync: purge } = usePurgeOrganizations()
  const trash = useTrashRows<TrashedOrganization>({
    namespace: 'organization',
    permission: 'organization_write',
    name: nameOf,
    restore,
    purge,
    refresh: server.refresh,
  })

  const columns = useMemo<ListColumn<TrashedOrganization, SortKey>[]>(
    () => [
      { id: 'name', label: t('columns.name'), sortKey: 'name', required: true, width: 220, render: (o) => <CellText text={o.name} />, csv: (o) => o.name },
      {
        id: 'authorizedName',
        label: t('columns.authorizedName'),
        width: 180,
        render: (o) => <CellText text={o.authorizedName} />,
        csv: (o) => o.authorizedName,
      },
      { id: 'taxNumber', label: t('columns.taxNumber'), width: 150, render: (o) => o.taxNumber ?? '', csv: (o) => o.taxNumber },
      { id: 'email', label: t('columns.email'), width: 220, render: (o) => <CellText text={o.email} />, csv: (o) => o.email },
      ...trash.columns,
    ],
    [t, trash.columns],
  )

  return (
    <TrashListPage
      namespace="organization"
      back="/organization"
      server={server}
      trash={trash}
      columns={columns}
      defaultColumns={DEFAULT_COLUMNS}
      getRowId={(o) => o.id}
      rowLabel={nameOf}
    />
  )
}
