import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { getSearchUserTrashQueryKey, searchUserTrash, usePurgeUsers, useRestoreUsers, useSearchUserTrash } from '@/api/generated/identity/endpoints/users/users'
import type { TrashedUser, UserTrashSearchRequest } from '@/api/generated/identity/model'
import { CellText, defineTrashList, joinNames, TrashListPage, serverListSource, useServerList, trashSearch, useTrashRows, type ListColumn } from '@/shared/list'

const userTrashList = defineTrashList('user-trash', ['firstName', 'lastName', 'email', 'deletedAt'] as const)
type SortKey = (typeof userTrashList.sortKeys)[number]

const DEFAULT_COLUMNS = ['firstName', 'lastName', 'email', 'roles', 'deletedBy', 'deletedAt', 'purgeAt'] as const

const TRASH = serverListSource<UserTrashSearchRequest, TrashedUser>(useSearchUserTrash, searchUserTrash, getSearchUserTrashQueryKey)

const fullName = (user: TrashedUser) => `${user.firstName} ${user.lastName}`.trim()

/** /users/trash: the deleted users with who and when; restore at once (they sign in again), delete for good after a question. */
export function UserTrashScreen() {
  const { t } = useTranslation('users')
  const server = useServerList(userTrashList, trashSearch, TRASH)
  const { mutateAsync: restore } = useRestoreUsers()
  const { mutateAsync: purge } = usePurgeUsers()
  const trash = useTrashRows<TrashedUser>({ namespace: 'users', permission: 'user_write', name: fullName, restore, purge, refresh: server.refresh })

  const columns = useMemo<ListColumn<TrashedUser, SortKey>[]>(
    () => [
      {
        id: 'firstName',
        label: t('columns.firstName'),
        sortKey: 'firstName',
        required: true,
        width: 150,
        render: (u) => <CellText text={u.firstName} />,
        csv: (u) => u.firstName,
      },
      { id: 'lastName', label: t('columns.lastName'), sortKey: 'lastName', width: 150, render: (u) => <CellText text={u.lastName} />, csv: (u) => u.lastName },
      { id: 'email', label: t('columns.email'), sortKey: 'email', width: 240, render: (u) => <CellText text={u.email} />, csv: (u) => u.email },
      {
        id: 'roles',
        label: t('columns.roles'),
        width: 200,
        render: (u) => <CellText text={joinNames(u.roles)}>{t('noRole')}</CellText>,
        csv: (u) => joinNames(u.roles),
      },
      ...trash.columns,
    ],
    [t, trash.columns],
  )

  return (
    <TrashListPage
      namespace="users"
      back="/users"
      server={server}
      trash={trash}
      columns={columns}
      defaultColumns={DEFAULT_COLUMNS}
      getRowId={(u) => u.id}
      rowLabel={fullName}
    />
  )
}
