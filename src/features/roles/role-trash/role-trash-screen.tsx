import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { getSearchRoleTrashQueryKey, searchRoleTrash, usePurgeRoles, useRestoreRoles, useSearchRoleTrash } from '@/api/generated/identity/endpoints/roles/roles'
import type { RoleTrashSearchRequest, TrashedRole } from '@/api/generated/identity/model'
import { useFormatters } from '@/shared/hooks'
import { CellText, TrashListPage, serverListSource, useServerList, useTrashRows, type ListColumn, defineTrashList, trashSearch } from '@/shared/list'
import { useRolesChanged } from '../use-roles-changed'

const roleTrashList = defineTrashList('role-trash', ['name', 'platformType', 'userCount', 'deletedAt'] as const)
type SortKey = (typeof roleTrashList.sortKeys)[number]

const DEFAULT_COLUMNS = ['name', 'platformType', 'permissionCount', 'userCount', 'deletedBy', 'deletedAt', 'purgeAt'] as const

const TRASH = serverListSource<RoleTrashSearchRequest, TrashedRole>(useSearchRoleTrash, searchRoleTrash, getSearchRoleTrashQueryKey)

const nameOf = (role: TrashedRole) => role.name

/** /role-management/trash: the deleted roles with who and when and how many users held them; restore at once, delete for good after a question. */
export function RoleTrashScreen() {
  const { t } = useTranslation('role-management')
  const format = useFormatters()
  const server = useServerList(roleTrashList, trashSearch, TRASH)
  const { mutateAsync: restore } = useRestoreRoles()
  const { mutateAsync: purge } = usePurgeRoles()
  // A restore gives the role back to its holders: the signed-in user's permissions may change.
  const refresh = useRolesChanged(server.refresh)
  const trash = useTrashRows<TrashedRole>({ namespace: 'role-management', permission: 'role_write', name: nameOf, restore, purge, refresh })

  const columns = useMemo<ListColumn<TrashedRole, SortKey>[]>(
    () => [
      { id: 'name', label: t('columns.name'), sortKey: 'name', required: true, width: 200, render: (r) => <CellText text={r.name} />, csv: (r) => r.name },
      {
        id: 'platformType',
        label: t('columns.platformType'),
        sortKey: 'platformType',
        width: 150,
        render: (r) => t(`platforms.${r.platformType}`, { defaultValue: r.platformType }),
        csv: (r) => r.platformType,
      },
      {
        id: 'permissionCount',
        label: t('columns.permissionCount'),
        align: 'end',
        width: 110,
        render: (r) => format.number(r.permissionCount),
        csv: (r) => r.permissionCount,
      },
      {
        id: 'userCount',
        label: t('columns.userCount'),
        sortKey: 'userCount',
        align: 'end',
        width: 110,
        render: (r) => format.number(r.userCount),
        csv: (r) => r.userCount,
      },
      ...trash.columns,
    ],
    [t, format, trash.columns],
  )

  return (
    <TrashListPage
      namespace="role-management"
      back="/role-management"
      server={server}
      trash={trash}
      columns={columns}
      defaultColumns={DEFAULT_COLUMNS}
      getRowId={(r) => r.id}
      rowLabel={nameOf}
    />
  )
}
