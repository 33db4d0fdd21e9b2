import { Button } from '@fluentui/react-components'
import { HistoryRegular, PersonAddRegular } from '@fluentui/react-icons'
import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useParams } from 'react-router'
import {
  getSearchChannelUsersQueryKey,
  searchChannelUsers,
  useDeleteChannelUserBulk,
  useRestoreChannelUsers,
  useSearchChannelUsers,
} from '@/api/generated/channel/endpoints/channel-users/channel-users'
import type { ChannelUser } from '@/api/generated/channel/model'
import {
  joinNames,
  ListPage,
  useDeleteRows,
  useServerList,
  useStandardRowActions,
  type ListColumn,
  type ListFilterControl,
  type ListFiltersOf,
  type ListStateOf,
  type ServerListSource,
} from '@/shared/list'
import { carriedSearch } from '@/shared/routing'
import { AddChannelUsers } from './add-channel-users'
import { CHANNEL_USER_COLUMNS, channelUsersFilters, channelUsersList, type ChannelUsersBody } from './channel-users-list'

type SortKey = (typeof channelUsersList.sortKeys)[number]

const CHANNEL_USERS: ServerListSource<ChannelUsersBody, ChannelUser> = {
  useSearch: ({ channelId, ...body }, options) => useSearchChannelUsers(channelId, body, options),
  search: ({ channelId, ...body }, signal) => searchChannelUsers(channelId, body, undefined, signal),
  queryKeyRoot: getSearchChannelUsersQueryKey('')[0],
}

/** Keys of this page in the shared `channels` namespace (the list kit's hooks read them there). */
const KEYS = 'pages.channels.users'
const WRITE = 'channel_user_write'

const fullName = (user: ChannelUser) => `${user.firstName} ${user.lastName}`.trim()

/** A channel's users tab: who may work on the channel, adding users with a role and removing them. */
export function ChannelUsersScreen() {
  const { t } = useTranslation('channels')
  const { channelId = '' } = useParams()
  const location = useLocation()
  const navigate = useNavigate()
  const toBody = useCallback((state: ListStateOf<typeof channelUsersList>) => channelUsersFilters(channelId, state), [channelId])
  const server = useServerList(channelUsersList, toBody, CHANNEL_USERS)

  const { mutateAsync: deleteBulk } = useDeleteChannelUserBulk()
  const deleteMany = useCallback((variables: { data: { ids: string[] } }) => deleteBulk({ channelId, data: variables.data }), [deleteBulk, channelId])
  // Removing applies at once; Undo is the gateway's restore: the users back with the roles they had.
  const { mutateAsync: restoreUsers } = useRestoreChannelUsers()
  const restore = useCallback((variables: { data: { ids: string[] } }) => restoreUsers({ channelId, data: variables.data }), [restoreUsers, channelId])
  const { remove, bulkDelete, undoable } = useDeleteRows<ChannelUser>('channels', WRITE, deleteMany, server.refresh, { keyPrefix: KEYS, restore })
  const rowActions = useStandardRowActions<ChannelUser>({
    namespace: 'channels',
    keyPrefix: KEYS,
    permission: WRITE,
    name: fullName,
    remove,
    confirmDelete: !undoable,
  })
  const bulkActions = useMemo(() => [bulkDelete], [bulkDelete])

  const columns = useMemo<ListColumn<ChannelUser, SortKey>[]>(
    () => [
      { id: 'firstName', label: t(`${KEYS}.columns.firstName`), sortKey: 'firstName', width: 160, render: (u) => u.firstName, csv: (u) => u.firstName },
      { id: 'lastName', label: t(`${KEYS}.columns.lastName`), sortKey: 'lastName', width: 160, render: (u) => u.lastName, csv: (u) => u.lastName },
      {
        id: 'roles',
        label: t(`${KEYS}.columns.roles`),
        width: 220,
        render: (u) => <span title={joinNames(u.roles)}>{joinNames(u.roles) || t(`${KEYS}.noRole`)}</span>,
        csv: (u) => joinNames(u.roles),
      },
      {
        id: 'phoneNumber',
        label: t(`${KEYS}.columns.phoneNumber`),
        sortKey: 'phoneNumber',
        width: 170,
        render: (u) => u.phoneNumber ?? '',
        csv: (u) => u.phoneNumber ?? '',
      },
      { id: 'email', label: t(`${KEYS}.columns.email`), width: 240, render: (u) => u.email, csv: (u) => u.email },
    ],
    [t],
  )

  const filters = useMemo<ListFilterControl<ListFiltersOf<typeof channelUsersList>>[]>(
    () => [{ kind: 'search', key: 'search', label: t(`${KEYS}.search`), placeholder: t(`${KEYS}.searchPlaceholder`) }],
    [t],
  )

  return (
    <ListPage
      server={server}
      title={t(`${KEYS}.title`)}
      create={{ label: t(`${KEYS}.add`), permission: WRITE, icon: <PersonAddRegular /> }}
      pageActions={
        // Who was removed in the last 30 days, to put back after the toast's Undo is gone.
        <Button
          appearance="secondary"
          icon={<HistoryRegular />}
          onClick={() => void navigate(`${location.pathname.replace(/\/+$/, '')}/removed${carriedSearch(location.search)}`)}
        >
          {t(`${KEYS}.removed.open`)}
        </Button>
      }
      editor={(_target, close) => <AddChannelUsers channelId={channelId} onClose={close} onAdded={server.refresh} />}
      columns={columns}
      defaultColumns={CHANNEL_USER_COLUMNS}
      getRowId={(u) => u.id}
      rowLabel={fullName}
      filters={filters}
      rowActions={rowActions}
      bulkActions={bulkActions}
      exportFileName={t(`${KEYS}.exportFile`)}
      emptyMessage={t(`${KEYS}.empty`)}
    />
  )
}
