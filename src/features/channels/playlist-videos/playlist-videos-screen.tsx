import { Button, makeStyles, tokens } from '@fluentui/react-components'
import {
  AddRegular,
  ArrowDownRegular,
  ArrowLeftRegular,
  ArrowSortRegular,
  ArrowUpRegular,
  ChevronDoubleDownRegular,
  ChevronDoubleUpRegular,
  DocumentDismissRegular,
  HistoryRegular,
} from '@fluentui/react-icons'
import { useCallback, useEffect, useMemo, useState, type ReactElement } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router'
import {
  getSearchPlaylistVideosQueryKey,
  searchPlaylistVideos,
  useDeletePlaylistVideoBulk,
  useGetPlaylist,
  useRestorePlaylistVideos,
  useSearchPlaylistVideos,
} from '@/api/generated/channel/endpoints/playlists/playlists'
import type { PlaylistVideo } from '@/api/generated/channel/model'
import { describeError } from '@/lib/error-text'
import { EmptyState, QueryFailure } from '@/shared/feedback'
import {
  ListPage,
  useDeleteRows,
  useServerList,
  useStandardRowActions,
  type LeadingCell,
  type ListColumn,
  type ListFilterControl,
  type ListFiltersOf,
  type ListStateOf,
  type RowAction,
  type ServerListSource,
} from '@/shared/list'
import { useFormatters } from '@/shared/hooks'
import { PLAYLIST_WRITE } from '../access'
import { MediaTitle, PrivacyBadge } from '../playlists/playlist-cells'
import { isPlaylistId, playlistRemovedPath, playlistsPath, readRememberedPlaylist, rememberPlaylist } from '../playlists/playlist-memory'
import { PRIVACY_STATUSES } from '../playlists/playlists-list'
import { AddVideosDialog } from './add-videos-dialog'
import { DragHandle, useDropMonitor } from './drag-handle'
import { MoveToPositionDialog } from './move-to-position-dialog'
import { inPlaylistOrder, PLAYLIST_VIDEO_DEFAULT_COLUMNS, playlistVideosFilters, playlistVideosList, type PlaylistVideosBody } from './playlist-videos-list'
import { useMoveVideo } from './use-move-video'

type SortKey = (typeof playlistVideosList.sortKeys)[number]

const PLAYLIST_VIDEOS: ServerListSource<PlaylistVideosBody, PlaylistVideo> = {
  useSearch: ({ playlistId, ...body }, options) => useSearchPlaylistVideos(playlistId, body, options),
  search: ({ playlistId, ...body }, signal) => searchPlaylistVideos(playlistId, body, undefined, signal),
  queryKeyRoot: getSearchPlaylistVideosQueryKey('')[0],
}

const KEYS = 'videos'
const titleOf = (row: PlaylistVideo) => row.videoTitle

const useStyles = makeStyles({
  // The row under the pointer shows where the dragged row will land; the dragged row fades.
  root: {
    minWidth: 0,
    '& [data-drop-edge="top"]': { boxShadow: `inset 0 ${tokens.strokeWidthThickest} 0 ${tokens.colorBrandStroke1}` },
    '& [data-drop-edge="bottom"]': { boxShadow: `inset 0 calc(-1 * ${tokens.strokeWidthThickest}) 0 ${tokens.colorBrandStroke1}` },
    '& [data-dragging="true"]': { opacity: 0.5 },
  },
  liveRegion: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: 0,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: 0,
  },
})

/**
 * contents/playlists/playlistvideo?playlistId=: the videos of one playlist, in its order. Adds
 * videos from the channel, removes one or many, and reorders by dragging a row or with the row
 * menu (up, down, top, bottom, to position…), each move announced in a live region. Without a
 * playlistId the remembered playlist (rememberPlaylist) is reopened.
 */
export function PlaylistVideosScreen() {
  const { t } = useTranslation('playlists')
  const [params] = useSearchParams()
  const fromUrl = params.get('playlistId')
  const remembered = useMemo(() => readRememberedPlaylist(), [])
  const playlistId = isPlaylistId(fromUrl) ? fromUrl : fromUrl ? null : (remembered?.id ?? null)
  if (!playlistId) return <NoPlaylist title={t('videos.choose')} description={t('videos.chooseDescription')} />
  return <PlaylistVideos key={playlistId} playlistId={playlistId} rememberedName={remembered?.id === playlistId ? remembered.name : ''} />
}

function NoPlaylist({ title, description }: { title: string; description: string }) {
  const { t } = useTranslation('playlists')
  const location = useLocation()
  const navigate = useNavigate()
  return (
    <EmptyState
      icon={<DocumentDismissRegular />}
      title={title}
      description={description}
      actions={
        <Button appearance="primary" icon={<ArrowLeftRegular />} onClick={() => void navigate(playlistsPath(location.pathname, location.search))}>
          {t('videos.back')}
        </Button>
      }
    />
  )
}

function PlaylistVideos({ playlistId, rememberedName }: { playlistId: string; rememberedName: string }) {
  const { t } = useTranslation('playlists')
  const styles = useStyles()
  const format = useFormatters()
  const { channelId = '' } = useParams()
  const location = useLocation()
  const navigate = useNavigate()
  const playlist = useGetPlaylist(playlistId)
  const toBody = useCallback((state: ListStateOf<typeof playlistVideosList>) => playlistVideosFilters(playlistId, state), [playlistId])
  const server = useServerList(playlistVideosList, toBody, PLAYLIST_VIDEOS)
  const canReorder = inPlaylistOrder(server.list.state)
  const playlistLength = playlist.data?.videoCount ?? server.query.data?.totalCount ?? 0

  // The playlist's current name is what the page, the breadcrumb's memory and the next visit show.
  useEffect(() => {
    if (playlist.data) rememberPlaylist(playlist.data)
  }, [playlist.data])

  const [announcement, setAnnouncement] = useState('')
  const announce = useCallback((message: string) => {
    // Cleared first, so the same words twice in a row are read twice.
    setAnnouncement('')
    requestAnimationFrame(() => setAnnouncement(message))
  }, [])
  const move = useMoveVideo(server.body, playlistLength, announce)
  const [moving, setMoving] = useState<PlaylistVideo | null>(null)

  const onDrop = useCallback(
    (itemId: string, position: number) => {
      const row = server.query.data?.items.find((item) => item.id === itemId)
      if (row) move(row, position)
    },
    [server.query.data, move],
  )
  useDropMonitor(onDrop)

  const { mutateAsync: deleteBulk } = useDeletePlaylistVideoBulk()
  const deleteMany = useCallback((variables: { data: { ids: string[] } }) => deleteBulk({ playlistId, data: variables.data }), [deleteBulk, playlistId])
  const refresh = server.refresh
  const refreshAll = useCallback(async () => Promise.all([refresh(), playlist.refetch()]), [refresh, playlist])
  // Removing applies at once; Undo is the gateway's restore: the entries back at their places.
  const { mutateAsync: restoreEntries } = useRestorePlaylistVideos()
  const restore = useCallback((variables: { data: { ids: string[] } }) => restoreEntries({ playlistId, data: variables.data }), [restoreEntries, playlistId])
  const { remove, bulkDelete, undoable } = useDeleteRows<PlaylistVideo>('playlists', PLAYLIST_WRITE, deleteMany, refreshAll, { keyPrefix: KEYS, restore })
  const standard = useStandardRowActions<PlaylistVideo>({
    namespace: 'playlists',
    keyPrefix: KEYS,
    permission: PLAYLIST_WRITE,
    name: titleOf,
    remove,
    confirmDelete: !undoable,
  })
  const last = playlistLength - 1
  const rowActions = useMemo<RowAction<PlaylistVideo>[]>(() => {
    const reorder = (
      id: string,
      label: string,
      icon: ReactElement,
      visible: (row: PlaylistVideo) => boolean,
      to: (row: PlaylistVideo) => number,
    ): RowAction<PlaylistVideo> => ({
      id,
      label,
      icon,
      permission: PLAYLIST_WRITE,
      visible: (row) => canReorder && visible(row),
      onSelect: (row) => move(row, to(row)),
    })
    return [
      reorder(
        'moveUp',
        t('move.up'),
        <ArrowUpRegular />,
        (row) => row.position > 0,
        (row) => row.position - 1,
      ),
      reorder(
        'moveDown',
        t('move.down'),
        <ArrowDownRegular />,
        (row) => row.position < last,
        (row) => row.position + 1,
      ),
      reorder(
        'moveTop',
        t('move.top'),
        <ChevronDoubleUpRegular />,
        (row) => row.position > 0,
        () => 0,
      ),
      reorder(
        'moveBottom',
        t('move.bottom'),
        <ChevronDoubleDownRegular />,
        (row) => row.position < last,
        () => last,
      ),
      {
        id: 'moveTo',
        label: t('move.toPosition'),
        icon: <ArrowSortRegular />,
        permission: PLAYLIST_WRITE,
        visible: () => canReorder && last > 0,
        onSelect: setMoving,
      },
      ...standard,
    ]
  }, [t, canReorder, last, move, standard])
  const bulkActions = useMemo(() => [bulkDelete], [bulkDelete])

  const dragLabel = t('move.dragHint')
  const leadingCell = useMemo<LeadingCell<PlaylistVideo>>(
    () => ({ width: 72, header: t('columns.position'), render: (row) => <DragHandle row={row} enabled={canReorder} label={dragLabel} /> }),
    [t, canReorder, dragLabel],
  )

  const columns = useMemo<ListColumn<PlaylistVideo, SortKey>[]>(
    () => [
      {
        id: 'videoTitle',
        label: t('columns.videoTitle'),
        sortKey: 'videoTitle',
        required: true,
        width: 360,
        render: (row) => <MediaTitle thumbnail={row.thumbnail} title={row.videoTitle} />,
        csv: (row) => row.videoTitle,
      },
      {
        id: 'uploadedAt',
        label: t('columns.uploadedAt'),
        sortKey: 'uploadedAt',
        width: 180,
        render: (row) => format.dateTime(row.uploadedAt),
        csv: (row) => row.uploadedAt ?? '',
      },
      {
        id: 'privacyStatus',
        phone: true,
        label: t('columns.privacyStatus'),
        sortKey: 'privacyStatus',
        width: 140,
        render: (row) => <PrivacyBadge status={row.privacyStatus} label={t(`privacy.${row.privacyStatus}`)} />,
        csv: (row) => t(`privacy.${row.privacyStatus}`),
      },
    ],
    [t, format],
  )

  const filters = useMemo<ListFilterControl<ListFiltersOf<typeof playlistVideosList>>[]>(
    () => [
      { kind: 'search', key: 'search', label: t('videos.filters.search'), placeholder: t('videos.filters.searchPlaceholder') },
      {
        kind: 'multiselect',
        key: 'visibility',
        label: t('videos.filters.visibility'),
        options: PRIVACY_STATUSES.map((value) => ({ value, label: t(`privacy.${value}`) })),
      },
    ],
    [t],
  )

  if (playlist.isError && describeError(playlist.error).status === 404)
    return <NoPlaylist title={t('videos.notFound')} description={t('videos.notFoundDescription')} />

  const name = playlist.data?.playlist ?? rememberedName
  return (
    <div className={styles.root}>
      {/* The playlist's own details (its count, privacy and current name) failed; the list may still be there. */}
      {playlist.isError ? <QueryFailure query={playlist} title={t('videos.detailsFailed')} /> : null}
      <ListPage
        server={server}
        title={name || t('videos.title')}
        subtitle={
          playlist.data ? (
            t(canReorder ? 'videos.subtitle' : 'videos.subtitleSorted', {
              count: playlist.data.videoCount,
              privacy: t(`privacy.${playlist.data.privacyStatus}`),
            })
          ) : playlist.isPending ? (
            <span aria-busy="true">{t('common:states.loading')}</span>
          ) : undefined
        }
        pageActions={
          <>
            <Button appearance="secondary" icon={<ArrowLeftRegular />} onClick={() => void navigate(playlistsPath(location.pathname, location.search))}>
              {t('videos.back')}
            </Button>
            {/* What was removed in the last 30 days, to put back after the toast's Undo is gone. */}
            <Button
              appearance="secondary"
              icon={<HistoryRegular />}
              onClick={() => void navigate(playlistRemovedPath(location.pathname, location.search, playlistId))}
            >
              {t('removed.open')}
            </Button>
          </>
        }
        create={{ label: t('add.open'), permission: PLAYLIST_WRITE, icon: <AddRegular /> }}
        editor={(_target, close) => <AddVideosDialog channelId={channelId} playlistId={playlistId} onClose={close} onAdded={refreshAll} />}
        columns={columns}
        defaultColumns={PLAYLIST_VIDEO_DEFAULT_COLUMNS}
        getRowId={(row) => row.id}
        rowLabel={titleOf}
        filters={filters}
        rowActions={rowActions}
        bulkActions={bulkActions}
        leadingCell={leadingCell}
        exportFileName={t('videos.exportFile')}
        emptyMessage={t('videos.empty')}
      >
        {moving ? (
          <MoveToPositionDialog row={moving} total={playlistLength} onMove={(position) => move(moving, position)} onClose={() => setMoving(null)} />
        ) : null}
      </ListPage>
      <div className={styles.liveRegion} role="status" aria-live="polite" aria-atomic="true" data-testid="reorder-announcement">
        {announcement}
      </div>
    </div>
  )
}
