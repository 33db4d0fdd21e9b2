import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useParams } from 'react-router'
import {
  getSearchRemovedChannelUsersQueryKey,
  searchRemovedChannelUsers,
  useRestoreChannelUsers,
  useSearchRemovedChannelUsers,
} from '@/api/generated/channel/endpoints/channel-users/channel-users'
import type { RemovedChannelUser } from '@/api/generated/channel/model'
import { joinNames, TrashListPage, useServerList, useTrashRows, type ListColumn, type ListStateOf, type ServerListSource } from '@/shared/list'
import { carriedSearch } from '@/shared/routing'
import {
  CHANNEL_USERS_REMOVED_DEFAULT_COLUMNS,
  channelUsersRemovedFilters,
  channelUsersRemovedList,
  type ChannelUsersRemovedBody,
} from './channel-users-removed-list'

type SortKey = (typeof channelUsersRemovedList.sortKeys)[number]

const REMOVED: ServerListSource<ChannelUsersRemovedBody, RemovedChannelUser> = {
  useSearch: ({ channelId, ...body }, options) => useSearchRemovedChannelUsers(channelId, body, options),
  search: ({ channelId, ...body }, signal) => searchRemovedChannelUsers(channelId, body, undefined, signal),
  queryKeyRoot: getSearchRemovedChannelUsersQueryKey('')[0],
}

/** Keys of this page in the shared `channels` namespace. */
const USERS = 'pages.channels.users'
const KEYS = `${USERS}.removed`
const WRITE = 'channel_user_write'

const fullName = (user: RemovedChannelUser) => `${user.firstName} ${user.lastName}`.trim()

/**
 * users/removed of a channel: who was taken off the channel in the last 30 days, with the roles
 * they had, who removed them and when; "Restore" gives them their place back with those roles (the
 * same restore as the remove's Undo, so it also works after a reload or from another tab).
 */
export function ChannelUsersRemovedScreen() {
  const { t } = useTranslation('channels')
  const { channelId = '' } = useParams()
  const location = useLocation()
  const toBody = useCallback((state: ListStateOf<typeof channelUsersRemovedList>) => channelUsersRemovedFilters(channelId, state), [channelId])
  const server = useServerList(channelUsersRemovedList, toBody, REMOVED)
  const { mutateAsync: restoreUsers } = useRestoreChannelUsers()
  const restore = useCallback((variables: { data: { ids: string[] } }) => restoreUsers({ channelId, data: variables.data }), [restoreUsers, channelId])
  const labels = useMemo(
    () => ({ deletedBy: t(`${KEYS}.columns.deletedBy`), deletedAt: t(`${KEYS}.columns.deletedAt`), purgeAt: t(`${KEYS}.columns.purgeAt`) }),
    [t],
  )
  const trash = useTrashRows<RemovedChannelUser>({
    namespace: 'channels',
    keyPrefix: KEYS,
    permission: WRITE,
    name: fullName,
    restore,
    refresh: server.refresh,
    labels,
  })

  const columns = useMemo<ListColumn<RemovedChannelUser, SortKey>[]>(
    () => [
      {
        id: 'firstName',
        label: t(`${USERS}.columns.firstName`),
        sortKey: 'firstName',
        required: true,
        width: 150,
        render: (u) => u.firstName,
        csv: (u) => u.firstName,
      },
      { id: 'lastName', label: t(`${USERS}.columns.lastName`), sortKey: 'lastName', width: 150, render: (u) => u.lastName, csv: (u) => u.lastName },
      {
        id: 'roles',
        label: t(`${KEYS}.columns.roles`),
        width: 200,
        render: (u) => <span title={joinNames(u.roles)}>{joinNames(u.roles) || t(`${USERS}.noRole`)}</span>,
        csv: (u) => joinNames(u.roles),
      },
      { id: 'email', label: t(`${USERS}.columns.email`), width: 220, render: (u) => u.email, csv: (u) => u.email },
      ...trash.columns,
    ],
    [t, trash.columns],
  )

  return (
    <TrashListPage
      namespace="channels"
      keyPrefix={KEYS}
      back={`${location.pathname.replace(/\/removed$/, '')}${carriedSearch(location.search)}`}
      server={server}
      trash={trash}
      columns={columns}
      defaultColumns={CHANNEL_USERS_REMOVED_DEFAULT_COLUMNS}
      getRowId={(u) => u.id}
      rowLabel={fullName}
      words={{ searchLabel: t(`${USERS}.search`), searchPlaceholder: t(`${KEYS}.searchPlaceholder`) }}
    />
  )
}
