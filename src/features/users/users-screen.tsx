import { Button } from '@fluentui/react-components'
import { AddRegular, EditRegular, PersonAvailableRegular, PersonProhibitedRegular } from '@fluentui/react-icons'
import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { getSearchUsersQueryKey, searchUsers, useDeleteUsersBulk, useSearchUsers, useUpdateUserStatus } from '@/api/generated/identity/endpoints/users/users'
import type { User, UserSearchRequest } from '@/api/generated/identity/model'
import { usePermissions } from '@/shared/auth/use-permissions'
import { useUrlPanel } from '@/shared/ui/form'
import {
  joinNames,
  ListView,
  StatusBadge,
  useDeleteRows,
  useFormatters,
  useServerList,
  useStatusChange,
  type ListColumn,
  type ListFilterControl,
  type ListFiltersOf,
  type RowAction,
  type ServerListSource,
} from '@/shared/ui/list'
import { PageFrame } from '@/shared/ui/page-frame/page-frame'
import { UserEditor } from './user-editor'
import { useChannelOptions, useUserOptions } from './use-user-options'
import { USER_DEFAULT_COLUMNS, userSearchBody, usersList } from './users-list'

type SortKey = (typeof usersList.sortKeys)[number]

const USERS: ServerListSource<UserSearchRequest, User> = {
  useSearch: useSearchUsers,
  search: (body, signal) => searchUsers(body, undefined, signal),
  queryKeyRoot: getSearchUsersQueryKey()[0],
}

const fullName = (user: User) => `${user.firstName} ${user.lastName}`.trim()

/** /users: the user list (spec §3 filters and default columns), create, edit, (de)activate. */
export function UsersScreen() {
  const { t } = useTranslation('users')
  const { can } = usePermissions()
  const format = useFormatters()
  const { list, query, fetchPage, refresh } = useServerList(usersList, userSearchBody, USERS)
  const editor = useUrlPanel('editor')
  const openEditor = editor.open
  const options = useUserOptions()
  const channelOptions = useChannelOptions(list.state.filters.companies)

  const { mutateAsync: setStatus } = useUpdateUserStatus()
  const { mutateAsync: deleteUsers } = useDeleteUsersBulk()
  const changeStatus = useStatusChange('users', setStatus, refresh, fullName)
  const { bulkDelete } = useDeleteRows<User>('users', 'user_write', deleteUsers, refresh)

  const statusLabel = useCallback(
    (status: string) => options.statuses.find((option) => option.value === status)?.label ?? t(`status.${status === 'active' ? 'active' : 'passive'}`),
    [options.statuses, t],
  )

  const columns = useMemo<ListColumn<User, SortKey>[]>(
    () => [
      { id: 'firstName', label: t('columns.firstName'), sortKey: 'firstName', render: (u) => u.firstName, csv: (u) => u.firstName, width: 150 },
      { id: 'lastName', label: t('columns.lastName'), sortKey: 'lastName', render: (u) => u.lastName, csv: (u) => u.lastName, width: 150 },
      { id: 'email', label: t('columns.email'), sortKey: 'email', render: (u) => u.email, csv: (u) => u.email, width: 240 },
      { id: 'roles', label: t('columns.roles'), render: (u) => <span title={joinNames(u.roles)}>{joinNames(u.roles) || t('noRole')}</span>, csv: (u) => joinNames(u.roles), width: 200 },
      { id: 'phoneNumber', label: t('columns.phoneNumber'), sortKey: 'phoneNumber', render: (u) => u.phoneNumber ?? '', csv: (u) => u.phoneNumber, width: 160 },
      { id: 'status', label: t('columns.status'), sortKey: 'status', render: (u) => <StatusBadge status={u.status} label={statusLabel(u.status)} />, csv: (u) => statusLabel(u.status), width: 120 },
      { id: 'executive', label: t('columns.executive'), render: (u) => (u.executive ? t('yes') : t('no')), csv: (u) => (u.executive ? t('yes') : t('no')), width: 110 },
      { id: 'companies', label: t('columns.companies'), render: (u) => <span title={joinNames(u.companies)}>{joinNames(u.companies)}</span>, csv: (u) => joinNames(u.companies), width: 200 },
      { id: 'channels', label: t('columns.channels'), render: (u) => <span title={joinNames(u.channels)}>{joinNames(u.channels)}</span>, csv: (u) => joinNames(u.channels), width: 200 },
      { id: 'createdAt', label: t('columns.createdAt'), sortKey: 'createdAt', render: (u) => format.dateTime(u.createdAt), csv: (u) => u.createdAt, width: 170 },
      { id: 'lastLoginAt', label: t('columns.lastLoginAt'), render: (u) => format.dateTime(u.lastLoginAt) || t('never'), csv: (u) => u.lastLoginAt ?? '', width: 170 },
    ],
    [t, format, statusLabel],
  )

  const rowActions = useMemo<RowAction<User>[]>(
    () => [
      { id: 'edit', label: t('actions.edit'), icon: <EditRegular />, permission: 'user_write', onSelect: (u) => openEditor(u.id) },
      {
        id: 'activate',
        label: t('actions.activate'),
        icon: <PersonAvailableRegular />,
        permission: 'user_write',
        visible: (u) => u.status !== 'active',
        onSelect: (u) => changeStatus(u, 'active'),
      },
      {
        id: 'deactivate',
        label: t('actions.deactivate'),
        icon: <PersonProhibitedRegular />,
        permission: 'user_write',
        visible: (u) => u.status === 'active',
        destructive: true,
        confirm: (u) => ({ title: t('actions.deactivateTitle', { name: fullName(u) }), message: t('actions.deactivateMessage'), confirmLabel: t('actions.deactivate') }),
        onSelect: (u) => changeStatus(u, 'passive'),
      },
    ],
    [t, openEditor, changeStatus],
  )

  const bulkActions = useMemo(() => [bulkDelete], [bulkDelete])

  const filters = useMemo<ListFilterControl<ListFiltersOf<typeof usersList>>[]>(
    () => [
      { kind: 'search', key: 'search', label: t('filters.search'), placeholder: t('filters.searchPlaceholder') },
      { kind: 'select', key: 'status', label: t('filters.status'), options: options.statuses, loading: options.loading.statuses },
      { kind: 'multiselect', key: 'roles', label: t('filters.roles'), options: options.roles, loading: options.loading.roles },
      { kind: 'boolean', key: 'executive', label: t('filters.executive'), trueLabel: t('yes'), falseLabel: t('no') },
      { kind: 'multiselect', key: 'companies', label: t('filters.companies'), options: options.companies, loading: options.loading.companies },
      { kind: 'multiselect', key: 'channels', label: t('filters.channels'), options: channelOptions.options, loading: channelOptions.loading },
    ],
    [t, options, channelOptions],
  )

  return (
    <PageFrame
      title={t('title')}
      actions={
        can('user_write') ? (
          <Button appearance="primary" icon={<AddRegular />} onClick={() => editor.open('new')}>
            {t('actions.create')}
          </Button>
        ) : null
      }
    >
      <ListView
        list={list}
        ariaLabel={t('title')}
        query={query}
        columns={columns}
        defaultColumns={USER_DEFAULT_COLUMNS}
        getRowId={(u) => u.id}
        rowLabel={fullName}
        filters={filters}
        rowActions={rowActions}
        bulkActions={bulkActions}
        fetchPage={fetchPage}
        exportFileName={t('exportFile')}
        emptyMessage={t('empty')}
      />
      {editor.value && can('user_write') ? <UserEditor target={editor.value} onClose={editor.close} /> : null}
    </PageFrame>
  )
}
