import { Button } from '@fluentui/react-components'
import { DeleteRegular } from '@fluentui/react-icons'
import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import {
  getSearchUsersQueryKey,
  searchUsers,
  useDeleteUsersBulk,
  useRestoreUsers,
  useSearchUsers,
  useUpdateUserStatus,
} from '@/api/generated/identity/endpoints/users/users'
import type { User, UserSearchRequest } from '@/api/generated/identity/model'
import {
  joinNames,
  ListPage,
  StatusBadge,
  useDeleteRows,
  useEditorPanel,
  serverListSource,
  useServerList,
  useStandardRowActions,
  useStatusChange,
  type ListColumn,
  type ListFilterControl,
  type ListFiltersOf,
  CellText,
} from '@/shared/list'
import { useFormatters } from '@/shared/hooks'
import { UserEditor } from './user-editor'
import { useChannelOptions, useUserOptions } from './use-user-options'
import { USER_DEFAULT_COLUMNS, userSearchFilters, usersList } from './users-list'

type SortKey = (typeof usersList.sortKeys)[number]

const USERS = serverListSource<UserSearchRequest, User>(useSearchUsers, searchUsers, getSearchUsersQueryKey)

const fullName = (user: User) => `${user.firstName} ${user.lastName}`.trim()

/** /users: the user list (filters and default columns: users-list.ts), create, edit, (de)activate, delete (to the Trash, with Undo). */
export function UsersScreen() {
  const { t } = useTranslation('users')
  const format = useFormatters()
  const server = useServerList(usersList, userSearchFilters, USERS)
  const editor = useEditorPanel()
  const options = useUserOptions({ roles: server.list.state.filters.roles, companies: server.list.state.filters.companies })
  const channelOptions = useChannelOptions(server.list.state.filters.companies)

  const { mutateAsync: setStatus } = useUpdateUserStatus()
  const { mutateAsync: deleteUsers } = useDeleteUsersBulk()
  const changeStatus = useStatusChange('users', setStatus, server.refresh, fullName)
  const { mutateAsync: restoreUsers } = useRestoreUsers()
  // Deleting moves users to the Trash (their sessions end): no question first, Undo in the toast (docs/decisions.md "Trash and Undo").
  const { bulkDelete } = useDeleteRows<User>('users', 'user_write', deleteUsers, server.refresh, { restore: restoreUsers })
  const navigate = useNavigate()
  const rowActions = useStandardRowActions<User>({
    namespace: 'users',
    permission: 'user_write',
    name: fullName,
    // Deactivating applies at once; the toast's Undo activates the user again (docs/decisions.md "Trash and Undo").
    confirmDeactivate: false,
    onEdit: editor.open,
    statusChange: changeStatus,
  })
  const bulkActions = useMemo(() => [bulkDelete], [bulkDelete])

  const statusLabel = useCallback(
    (status: string) => options.statuses.labelOf(status) ?? t(`status.${status === 'active' ? 'active' : 'passive'}`),
    [options.statuses, t],
  )

  const columns = useMemo<ListColumn<User, SortKey>[]>(
    () => [
      {
        id: 'firstName',
        label: t('columns.firstName'),
        sortKey: 'firstName',
        render: (u) => <CellText text={u.firstName} />,
        csv: (u) => u.firstName,
        width: 150,
      },
      { id: 'lastName', label: t('columns.lastName'), sortKey: 'lastName', render: (u) => <CellText text={u.lastName} />, csv: (u) => u.lastName, width: 150 },
      { id: 'email', label: t('columns.email'), sortKey: 'email', render: (u) => <CellText text={u.email} />, csv: (u) => u.email, width: 240 },
      {
        id: 'roles',
        label: t('columns.roles'),
        render: (u) => <CellText text={joinNames(u.roles)}>{t('noRole')}</CellText>,
        csv: (u) => joinNames(u.roles),
        width: 200,
      },
      { id: 'phoneNumber', label: t('columns.phoneNumber'), sortKey: 'phoneNumber', render: (u) => u.phoneNumber ?? '', csv: (u) => u.phoneNumber, width: 160 },
      {
        id: 'status',
        label: t('columns.status'),
        sortKey: 'status',
        render: (u) => <StatusBadge status={u.status} label={statusLabel(u.status)} />,
        csv: (u) => statusLabel(u.status),
        width: 120,
      },
      {
        id: 'executive',
        label: t('columns.executive'),
        render: (u) => (u.executive ? t('yes') : t('no')),
        csv: (u) => (u.executive ? t('yes') : t('no')),
        width: 110,
      },
      {
        id: 'companies',
        label: t('columns.companies'),
        render: (u) => <CellText text={joinNames(u.companies)} />,
        csv: (u) => joinNames(u.companies),
        width: 200,
      },
      { id: 'channels', label: t('columns.channels'), render: (u) => <CellText text={joinNames(u.channels)} />, csv: (u) => joinNames(u.channels), width: 200 },
      {
        id: 'createdAt',
        label: t('columns.createdAt'),
        sortKey: 'createdAt',
        render: (u) => format.dateTime(u.createdAt),
        csv: (u) => u.createdAt,
        width: 170,
      },
      {
        id: 'lastLoginAt',
        label: t('columns.lastLoginAt'),
        render: (u) => format.dateTime(u.lastLoginAt) || t('never'),
        csv: (u) => u.lastLoginAt ?? '',
        width: 170,
      },
    ],
    [t, format, statusLabel],
  )

  const filters = useMemo<ListFilterControl<ListFiltersOf<typeof usersList>>[]>(
    () => [
      { kind: 'search', key: 'search', label: t('filters.search'), placeholder: t('filters.searchPlaceholder') },
      { kind: 'select', key: 'status', label: t('filters.status'), options: options.statuses.options, loading: options.statuses.loading },
      { kind: 'multiselect', key: 'roles', label: t('filters.roles'), options: options.roles.options, loading: options.roles.loading },
      { kind: 'boolean', key: 'executive', label: t('filters.executive'), trueLabel: t('yes'), falseLabel: t('no') },
      { kind: 'multiselect', key: 'companies', label: t('filters.companies'), options: options.companies.options, loading: options.companies.loading },
      { kind: 'multiselect', key: 'channels', label: t('filters.channels'), options: channelOptions.options, loading: channelOptions.loading },
    ],
    [t, options, channelOptions],
  )

  return (
    <ListPage
      server={server}
      title={t('title')}
      create={{ label: t('actions.create'), permission: 'user_write' }}
      pageActions={
        <Button appearance="secondary" icon={<DeleteRegular />} onClick={() => void navigate('/users/trash')}>
          {t('actions.trash')}
        </Button>
      }
      editor={(target, close) => <UserEditor target={target} onClose={close} />}
      columns={columns}
      defaultColumns={USER_DEFAULT_COLUMNS}
      getRowId={(u) => u.id}
      rowLabel={fullName}
      filters={filters}
      rowActions={rowActions}
      bulkActions={bulkActions}
      exportFileName={t('exportFile')}
      emptyMessage={t('empty')}
    />
  )
}
