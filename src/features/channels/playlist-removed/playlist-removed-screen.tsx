import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useLocation, useSearchParams } from 'react-router'
import {
  getSearchRemovedPlaylistVideosQueryKey,
  searchRemovedPlaylistVideos,
  useRestorePlaylistVideos,
  useSearchRemovedPlaylistVideos,
} from '@/api/generated/channel/endpoints/playlists/playlists'
import type { RemovedPlaylistVideo } from '@/api/generated/channel/model'
import { useFormatters } from '@/shared/hooks'
import { TrashListPage, useServerList, useTrashRows, type ListColumn, type ListStateOf, type ServerListSource } from '@/shared/list'
import { PLAYLIST_WRITE } from '../access'
import { MediaTitle } from '../playlists/playlist-cells'
import { isPlaylistId, playlistVideosPath, readRememberedPlaylist } from '../playlists/playlist-memory'
import { PLAYLIST_REMOVED_DEFAULT_COLUMNS, playlistRemovedFilters, playlistRemovedList, type PlaylistRemovedBody } from './playlist-removed-list'

type SortKey = (typeof playlistRemovedList.sortKeys)[number]

const REMOVED: ServerListSource<PlaylistRemovedBody, RemovedPlaylistVideo> = {
  useSearch: ({ playlistId, ...body }, options) => useSearchRemovedPlaylistVideos(playlistId, body, options),
  search: ({ playlistId, ...body }, signal) => searchRemovedPlaylistVideos(playlistId, body, undefined, signal),
  queryKeyRoot: getSearchRemovedPlaylistVideosQueryKey('')[0],
}

const KEYS = 'removed'
const titleOf = (row: RemovedPlaylistVideo) => row.videoTitle

/**
 * contents/playlists/playlistvideo/removed?playlistId=…: the videos taken out of a playlist in the
 * last 30 days, with who removed them and when; "Restore" puts them back at their places (the
 * same restore as the remove's Undo, so it also works after a reload or from another tab).
 */
export function PlaylistRemovedScreen() {
  const [params] = useSearchParams()
  const fromUrl = params.get('playlistId')
  const location = useLocation()
  const remembered = readRememberedPlaylist()
  const playlistId = isPlaylistId(fromUrl) ? fromUrl : (remembered?.id ?? null)
  // No playlist named or remembered: its videos page asks to choose one.
  if (!playlistId) return <Navigate replace to={`${location.pathname.replace(/\/removed$/, '')}${location.search}`} />
  // The name the playlist's videos page remembered (this page comes from there): no call of its own for it.
  return <PlaylistRemoved key={playlistId} playlistId={playlistId} name={remembered?.id === playlistId ? remembered.name : ''} />
}

function PlaylistRemoved({ playlistId, name }: { playlistId: string; name: string }) {
  const { t } = useTranslation('playlists')
  const format = useFormatters()
  const location = useLocation()
  const toBody = useCallback((state: ListStateOf<typeof playlistRemovedList>) => playlistRemovedFilters(playlistId, state), [playlistId])
  const server = useServerList(playlistRemovedList, toBody, REMOVED)
  const { mutateAsync: restoreEntries } = useRestorePlaylistVideos()
  const restore = useCallback((variables: { data: { ids: string[] } }) => restoreEntries({ playlistId, data: variables.data }), [restoreEntries, playlistId])
  const labels = useMemo(
    () => ({ deletedBy: t(`${KEYS}.columns.deletedBy`), deletedAt: t(`${KEYS}.columns.deletedAt`), purgeAt: t(`${KEYS}.columns.purgeAt`) }),
    [t],
  )
  const trash = useTrashRows<RemovedPlaylistVideo>({
    namespace: 'playlists',
    keyPrefix: KEYS,
    permission: PLAYLIST_WRITE,
    name: titleOf,
    restore,
    refresh: server.refresh,
    labels,
  })

  const columns = useMemo<ListColumn<RemovedPlaylistVideo, SortKey>[]>(
    () => [
      {
        id: 'videoTitle',
        label: t('columns.videoTitle'),
        sortKey: 'videoTitle',
        required: true,
        width: 320,
        render: (row) => <MediaTitle thumbnail={row.thumbnail} title={row.videoTitle} />,
        csv: (row) => row.videoTitle,
      },
      {
        id: 'position',
        label: t(`${KEYS}.columns.position`),
        width: 90,
        align: 'end',
        // One-based, as the playlist's # column counts.
        render: (row) => format.number(row.position + 1),
        csv: (row) => row.position + 1,
      },
      ...trash.columns,
    ],
    [t, format, trash.columns],
  )

  return (
    <TrashListPage
      namespace="playlists"
      keyPrefix={KEYS}
      back={playlistVideosPath(location.pathname, location.search, playlistId)}
      server={server}
      trash={trash}
      columns={columns}
      defaultColumns={PLAYLIST_REMOVED_DEFAULT_COLUMNS}
      getRowId={(row) => row.id}
      rowLabel={titleOf}
      words={{
        title: name ? t(`${KEYS}.title`, { name }) : t(`${KEYS}.titleFallback`),
        searchLabel: t(`${KEYS}.search`),
        searchPlaceholder: t(`${KEYS}.searchPlaceholder`),
      }}
    />
  )
}
