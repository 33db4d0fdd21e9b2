import { Button } from '@fluentui/react-components'
import { ArrowLeftRegular } from '@fluentui/react-icons'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { getSearchUserTrashQueryKey, searchUserTrash, usePurgeUsers, useRestoreUsers, useSearchUserTrash } from '@/api/generated/identity/endpoints/users/users'
import type { TrashedUser, UserTrashSearchRequest } from '@/api/generated/identity/model'
import {
  CellText,
  defineTrashList,
  joinNames,
  ListPage,
  serverListSource,
  useServerList,
  trashSearch,
  useTrashRows,
  type ListColumn,
  type ListFilterControl,
  type ListFiltersOf,
} from '@/shared/list'

const userTrashList = defineTrashList('user-trash', ['firstName', 'lastName', 'email', 'deletedAt'] as const)
type SortKey = (typeof userTrashList.sortKeys)[number]

const DEFAULT_COLUMNS = ['firstName', 'lastName', 'email', 'roles', 'deletedBy', 'deletedAt', 'purgeAt'] as const

const TRASH = serverListSource<UserTrashSearchRequest, TrashedUser>(useSearchUserTrash, searchUserTrash, getSearchUserTrashQueryKey)

const fullName = (user: TrashedUser) => `${user.firstName} ${user.lastName}`.trim()

/** /users/trash: the deleted users with who and when; restore at once (they sign in again), delete for good after a question. */
export function UserTrashScreen() {
  const { t } = useTranslation('users')
  const navigate = useNavigate()
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

  const filters = useMemo<ListFilterControl<ListFiltersOf<typeof userTrashList>>[]>(
    () => [{ kind: 'search', key: 'search', label: t('filters.search'), placeholder: t('filters.searchPlaceholder') }],
    [t],
  )

  return (
    <ListPage
      server={server}
      title={t('trash.title')}
      subtitle={t('trash.subtitle')}
      pageActions={
        <Button appearance="secondary" icon={<ArrowLeftRegular />} onClick={() => void navigate('/users')}>
          {t('trash.back')}
        </Button>
      }
      columns={columns}
      defaultColumns={DEFAULT_COLUMNS}
      getRowId={(u) => u.id}
      rowLabel={fullName}
      filters={filters}
      rowActions={trash.rowActions}
      bulkActions={trash.bulkActions}
      exportFileName={t('trash.exportFile')}
      emptyMessage={t('trash.empty')}
    />
  )
}
