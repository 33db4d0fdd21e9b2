import { Button, Link } from '@fluentui/react-components'
import { DeleteRegular, VideoClipMultipleRegular } from '@fluentui/react-icons'
import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useParams } from 'react-router'
import {
  getSearchPlaylistsQueryKey,
  searchPlaylists,
  useDeletePlaylistBulk,
  useRestorePlaylists,
  useSearchPlaylists,
} from '@/api/generated/channel/endpoints/playlists/playlists'
import type { Playlist, PlaylistSearchRequest } from '@/api/generated/channel/model'
import {
  ListPage,
  serverListSource,
  useDeleteRows,
  useEditorPanel,
  useServerList,
  useStandardRowActions,
  type ListColumn,
  type ListFilterControl,
  type ListFiltersOf,
  type ListStateOf,
  type RowAction,
} from '@/shared/list'
import { useFormatters } from '@/shared/hooks'
import { PLAYLIST_WRITE } from '../access'
import { MediaTitle, PrivacyBadge } from './playlist-cells'
import { PlaylistEditor } from './playlist-editor'
import { playlistTrashPath, playlistVideosPath, rememberPlaylist } from './playlist-memory'
import { PLAYLIST_DEFAULT_COLUMNS, PRIVACY_STATUSES, playlistSearchFilters, playlistsList } from './playlists-list'

type SortKey = (typeof playlistsList.sortKeys)[number]

const PLAYLISTS = serverListSource<PlaylistSearchRequest, Playlist>(useSearchPlaylists, searchPlaylists, getSearchPlaylistsQueryKey)

const nameOf = (playlist: Playlist) => playlist.playlist

/** contents/playlists of a channel: search, privacy and last-update filters; create, edit, delete; opening one shows its videos. */
export function ChannelPlaylistsScreen() {
  const { t } = useTranslation('playlists')
  const format = useFormatters()
  const { channelId = '' } = useParams()
  const location = useLocation()
  const navigate = useNavigate()
  const toBody = useCallback((state: ListStateOf<typeof playlistsList>) => playlistSearchFilters(channelId, state), [channelId])
  const server = useServerList(playlistsList, toBody, PLAYLISTS)
  const editor = useEditorPanel()

  const open = useCallback(
    (playlist: Playlist) => {
      rememberPlaylist(playlist)
      void navigate(playlistVideosPath(location.pathname, location.search, playlist.id))
    },
    [navigate, location.pathname, location.search],
  )

  // Deleting moves playlists to the channel's Trash: no question first, Undo in the toast (docs/decisions.md "Trash and Undo").
  const { mutateAsync: deleteMany } = useDeletePlaylistBulk()
  const { mutateAsync: restoreMany } = useRestorePlaylists()
  const { remove, bulkDelete, undoable } = useDeleteRows<Playlist>('playlists', PLAYLIST_WRITE, deleteMany, server.refresh, { restore: restoreMany })
  const standard = useStandardRowActions<Playlist>({
    namespace: 'playlists',
    permission: PLAYLIST_WRITE,
    name: nameOf,
    onEdit: editor.open,
    remove,
    confirmDelete: !undoable,
  })
  const rowActions = useMemo<RowAction<Playlist>[]>(
    () => [{ id: 'open', label: t('actions.open'), icon: <VideoClipMultipleRegular />, onSelect: open }, ...standard],
    [t, open, standard],
  )
  const bulkActions = useMemo(() => [bulkDelete], [bulkDelete])

  const columns = useMemo<ListColumn<Playlist, SortKey>[]>(
    () => [
      {
        id: 'playlist',
        label: t('columns.playlist'),
        sortKey: 'playlist',
        required: true,
        width: 340,
        render: (p) => (
          <MediaTitle thumbnail={p.thumbnail} title={p.playlist}>
            <Link
              href={playlistVideosPath(location.pathname, location.search, p.id)}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
                event.preventDefault()
                open(p)
              }}
            >
              {p.playlist}
            </Link>
          </MediaTitle>
        ),
        csv: (p) => p.playlist,
      },
      {
        id: 'videoCount',
        label: t('columns.videoCount'),
        sortKey: 'videoCount',
        width: 120,
        align: 'end',
        render: (p) => format.number(p.videoCount),
        csv: (p) => p.videoCount,
      },
      {
        id: 'lastModificationTime',
        label: t('columns.lastModificationTime'),
        sortKey: 'lastModificationTime',
        width: 180,
        render: (p) => format.dateTime(p.lastModificationTime),
        csv: (p) => p.lastModificationTime,
      },
      {
        id: 'privacyStatus',
        phone: true,
        label: t('columns.privacyStatus'),
        sortKey: 'privacyStatus',
        width: 140,
        render: (p) => <PrivacyBadge status={p.privacyStatus} label={t(`privacy.${p.privacyStatus}`)} />,
        csv: (p) => t(`privacy.${p.privacyStatus}`),
      },
      {
        id: 'description',
        label: t('columns.description'),
        width: 260,
        render: (p) => <span title={p.description ?? ''}>{p.description ?? ''}</span>,
        csv: (p) => p.description ?? '',
      },
    ],
    [t, format, open, location.pathname, location.search],
  )

  const filters = useMemo<ListFilterControl<ListFiltersOf<typeof playlistsList>>[]>(
    () => [
      { kind: 'search', key: 'search', label: t('filters.search'), placeholder: t('filters.searchPlaceholder') },
      {
        kind: 'select',
        key: 'privacyStatus',
        label: t('filters.privacyStatus'),
        options: PRIVACY_STATUSES.map((value) => ({ value, label: t(`privacy.${value}`) })),
      },
      { kind: 'date', key: 'lastUpdateDateStart', label: t('filters.lastUpdateDateStart') },
      { kind: 'date', key: 'lastUpdateDateEnd', label: t('filters.lastUpdateDateEnd') },
    ],
    [t],
  )

  return (
    <ListPage
      server={server}
      title={t('title')}
      create={{ label: t('actions.create'), permission: PLAYLIST_WRITE }}
      editor={(target, close) => <PlaylistEditor channelId={channelId} target={target} onClose={close} />}
      columns={columns}
      defaultColumns={PLAYLIST_DEFAULT_COLUMNS}
      getRowId={(p) => p.id}
      rowLabel={nameOf}
      filters={filters}
      rowActions={rowActions}
      bulkActions={bulkActions}
      exportFileName={t('exportFile')}
      emptyMessage={t('empty')}
      pageActions={
        <Button appearance="secondary" icon={<DeleteRegular />} onClick={() => void navigate(playlistTrashPath(location.pathname, location.search))}>
          {t('actions.trash')}
        </Button>
      }
    />
  )
}
