import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useParams } from 'react-router'
import {
  getSearchPlaylistTrashQueryKey,
  searchPlaylistTrash,
  usePurgePlaylists,
  useRestorePlaylists,
  useSearchPlaylistTrash,
} from '@/api/generated/channel/endpoints/playlists/playlists'
import type { PlaylistTrashSearchRequest, TrashedPlaylist } from '@/api/generated/channel/model'
import { useFormatters } from '@/shared/hooks'
import { TrashListPage, serverListSource, useServerList, useTrashRows, type ListColumn, type ListStateOf } from '@/shared/list'
import { PLAYLIST_WRITE } from '../access'
import { MediaTitle } from '../playlists/playlist-cells'
import { playlistsPath } from '../playlists/playlist-memory'
import { PLAYLIST_TRASH_DEFAULT_COLUMNS, playlistTrashFilters, playlistTrashList } from './playlist-trash-list'

type SortKey = (typeof playlistTrashList.sortKeys)[number]

const TRASH = serverListSource<PlaylistTrashSearchRequest, TrashedPlaylist>(useSearchPlaylistTrash, searchPlaylistTrash, getSearchPlaylistTrashQueryKey)

const nameOf = (playlist: TrashedPlaylist) => playlist.playlist

/** contents/playlists/trash of a channel: the deleted playlists with who and when; restore at once, delete for good after a question. */
export function PlaylistTrashScreen() {
  const { t } = useTranslation('playlists')
  const format = useFormatters()
  const { channelId = '' } = useParams()
  const location = useLocation()
  const toBody = useCallback((state: ListStateOf<typeof playlistTrashList>) => playlistTrashFilters(channelId, state), [channelId])
  const server = useServerList(playlistTrashList, toBody, TRASH)
  const { mutateAsync: restore } = useRestorePlaylists()
  const { mutateAsync: purge } = usePurgePlaylists()
  const trash = useTrashRows<TrashedPlaylist>({ namespace: 'playlists', permission: PLAYLIST_WRITE, name: nameOf, restore, purge, refresh: server.refresh })

  const columns = useMemo<ListColumn<TrashedPlaylist, SortKey>[]>(
    () => [
      {
        id: 'playlist',
        label: t('columns.playlist'),
        sortKey: 'playlist',
        required: true,
        width: 320,
        render: (p) => <MediaTitle thumbnail={p.thumbnail} title={p.playlist} />,
        csv: (p) => p.playlist,
      },
      {
        id: 'videoCount',
        label: t('columns.videoCount'),
        sortKey: 'videoCount',
        width: 100,
        align: 'end',
        render: (p) => format.number(p.videoCount),
        csv: (p) => p.videoCount,
      },
      ...trash.columns,
    ],
    [t, format, trash.columns],
  )

  return (
    <TrashListPage
      namespace="playlists"
      back={playlistsPath(location.pathname, location.search)}
      server={server}
      trash={trash}
      columns={columns}
      defaultColumns={PLAYLIST_TRASH_DEFAULT_COLUMNS}
      getRowId={(p) => p.id}
      rowLabel={nameOf}
    />
  )
}
