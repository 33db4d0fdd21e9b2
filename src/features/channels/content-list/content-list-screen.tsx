import {
  ArrowUploadRegular,
  ClosedCaptionRegular,
  CopyRegular,
  DeleteRegular,
  EditRegular,
  GlobeRegular,
  ImageRegular,
  LinkRegular,
  ListRegular,
  LockClosedRegular,
  OpenRegular,
  EyeOffRegular,
} from '@fluentui/react-icons'
import { Button } from '@fluentui/react-components'
import { useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactElement, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useParams } from 'react-router'
import { bulkUpdateVideos, deleteVideoBulk, restoreVideos } from '@/api/generated/channel/endpoints/videos/videos'
import { deleteShortVideoBulk } from '@/api/generated/channel/endpoints/short-videos/short-videos'
import type { PrivacyStatus, Video, VideoBulkChanges, VideoSearchRequest } from '@/api/generated/channel/model'
import { usePermissions } from '@/shared/auth'
import { useUrlPanel } from '@/shared/hooks'
import { ListPage, useEditorPanel, useServerList, type BulkAction, type RowAction, type ServerListSource } from '@/shared/list'
import { useNotify, useUndo } from '@/shared/feedback'
import { VIDEO_WRITE } from '../access'
import { BulkJobDialog, type BulkJob } from './bulk-job-dialog'
import { contentSearchFilters, PRIVACY_STATUSES, type ContentList, type ContentListState } from './content-list-spec'
import { platformUrl } from './thumbnail-src'
import { videoTrashPath } from './video-trash-path'
import { ThumbnailDialog } from './thumbnail-dialog'
import { useContentColumns, type ContentColumnId } from './use-content-columns'
import { useContentFilters } from './use-content-filters'
import { useCopyConfirmation } from './use-copy-confirmation'
import { useLiveVideoStatus } from './use-live-video-status'
import { VideoEditor } from './video-editor'
import { interruptedVideoIds, pickFileAgain } from '../content-upload/interrupted-uploads'
import { uploadRowState } from '../content-upload/upload-activity'
import { sentByAnotherTab } from '../content-upload/upload-heartbeat'
import { uploadManager } from '../content-upload/upload-manager'

/** Most ids one restoreVideos call takes (IdsRequest). */
const RESTORE_PART = 1000

/** The CSV import (and its parser) load when it is opened. */
const VideoImportDialog = lazy(() => import('./video-import/video-import-dialog'))

/** Most videos a bulk action takes at once ("all N matching" on the 10,000-video channel); sent in parts of 500. */
const CONTENT_BULK_LIMIT = 10_000

const PRIVACY_ICON: Record<PrivacyStatus, ReactElement> = { public: <GlobeRegular />, unlisted: <EyeOffRegular />, private: <LockClosedRegular /> }

export interface ContentListScreenProps {
  list: ContentList
  source: ServerListSource<VideoSearchRequest, Video>
  /** The short-videos list (platform links to /shorts/, no kind filter). */
  shorts: boolean
  title: string
  columns: readonly ContentColumnId[]
  defaultColumns: readonly ContentColumnId[]
  exportFileName: string
  /** More tools at the end of the list's toolbar (saved views). */
  toolbar?: ReactNode
}

const titleOf = (video: Video) => video.video

/** The thumbnail candidates come from the thumbnail tool's call, so they need its permission. */
const THUMBNAIL_READ = 'thumbnail_manage_view'

/**
 * The videos and short-videos lists: filters and columns, server paging and sort, row
 * actions (edit, thumbnail, privacy, copy, open, delete), the inline title edit, bulk edit / add to
 * playlist / delete with per-item results, restrictions badges and live upload status.
 */
export function ContentListScreen({ list, source, shorts, title, columns: columnIds, defaultColumns, exportFileName, toolbar }: ContentListScreenProps) {
  const { t } = useTranslation('videos')
  const { channelId = '' } = useParams()
  const { can } = usePermissions()
  const notify = useNotify()
  const offerUndo = useUndo()
  const queryClient = useQueryClient()
  const toBody = useCallback((state: ContentListState) => contentSearchFilters(channelId, state), [channelId])
  const server = useServerList(list, toBody, source)
  useLiveVideoStatus(channelId, source.queryKeyRoot)
  const editor = useEditorPanel()
  const thumbnailPanel = useUrlPanel('thumbnail')
  const [copy, copyRegion] = useCopyConfirmation(t('copy.failed'))
  const [job, setJob] = useState<BulkJob | null>(null)
  const [importing, setImporting] = useState(false)
  // Titles of the rows seen, so a results report can name videos from earlier pages.
  const [seen] = useState(() => new Map<string, string>())
  const pageRows = server.query.data?.items
  useEffect(() => {
    for (const row of pageRows ?? []) seen.set(row.id, row.video)
  }, [pageRows, seen])

  const changeOne = useCallback(
    async (video: Video, changes: VideoBulkChanges) => {
      const [result] = (await bulkUpdateVideos({ channelId, ids: [video.id], changes })).items
      if (result && !result.isSuccess) throw new Error(result.message ?? t('bulk.unknownError'))
      await queryClient.invalidateQueries({ queryKey: [source.queryKeyRoot] })
    },
    [channelId, queryClient, source.queryKeyRoot, t],
  )
  const saveTitle = useCallback((video: Video, next: string) => changeOne(video, { title: { mode: 'replace', value: next } }), [changeOne])
  const canWrite = can(VIDEO_WRITE)
  const canThumbnails = can(THUMBNAIL_READ)
  const { columns, overlay } = useContentColumns({ ids: columnIds, onTitleSave: canWrite ? saveTitle : undefined })
  const filters = useContentFilters({ showKind: !shorts })

  // What the row actions call changes with every URL change (the panels and the list read the
  // URL); the actions read it when run, so the array itself stays put and typing in the search
  // box does not re-render every visible row.
  const navigate = useNavigate()
  const location = useLocation()
  const latest = useRef({ changeOne, notify, offerUndo, editor, thumbnailPanel, copy, refresh: server.refresh, navigate })
  useLayoutEffect(() => {
    latest.current = { changeOne, notify, offerUndo, editor, thumbnailPanel, copy, refresh: server.refresh, navigate }
  })
  const rowActions = useMemo<RowAction<Video>[]>(() => {
    const privacy = PRIVACY_STATUSES.map<RowAction<Video>>((status) => ({
      id: `privacy-${status}`,
      label: t(`actions.makePrivacy.${status}`),
      icon: PRIVACY_ICON[status],
      permission: VIDEO_WRITE,
      visible: (video) => video.privacyStatus !== status,
      // Applies at once; Undo in the toast puts the visibility back.
      onSelect: async (video) => {
        await latest.current.changeOne(video, { privacyStatus: status })
        const was = video.privacyStatus
        latest.current.offerUndo({
          title: t('actions.privacyChanged', { name: video.video, privacy: t(`privacy.${status}`) }),
          undo: () => latest.current.changeOne(video, { privacyStatus: was }),
          undone: t('actions.privacyChanged', { name: video.video, privacy: t(`privacy.${was}`) }),
        })
      },
    }))
    return [
      { id: 'edit', label: t('actions.edit'), icon: <EditRegular />, permission: VIDEO_WRITE, onSelect: (video) => latest.current.editor.open(video.id) },
      {
        // An upload this browser no longer sends (reloaded mid-upload): pick its file to continue where it stopped.
        id: 'pick-file-again',
        label: t('actions.pickFileAgain'),
        icon: <ArrowUploadRegular />,
        permission: 'content_create',
        visible: (video) =>
          uploadRowState(video, { here: (id) => uploadManager.isUploading(id), otherTabs: sentByAnotherTab(), storedHere: interruptedVideoIds() }) ===
          'interrupted',
        onSelect: (video) => void pickFileAgain(video.id),
      },
      {
        id: 'thumbnail',
        label: t('actions.thumbnail'),
        icon: <ImageRegular />,
        permission: VIDEO_WRITE,
        visible: (video) => canThumbnails && (video.uploadStatus === 'uploaded' || video.uploadStatus === 'processing'),
        onSelect: (video) => latest.current.thumbnailPanel.open(video.id),
      },
      {
        id: 'subtitles',
        label: t('actions.subtitles'),
        icon: <ClosedCaptionRegular />,
        visible: () => !shorts,
        onSelect: (video) => latest.current.navigate(`${video.id}/subtitles`, { relative: 'path' }),
      },
      ...privacy,
      {
        id: 'copy-id',
        label: t('actions.copyId'),
        icon: <CopyRegular />,
        visible: (video) => Boolean(video.videoId),
        onSelect: (video) => latest.current.copy(video.videoId ?? '', t('copy.idCopied')),
      },
      {
        id: 'copy-link',
        label: t('actions.copyLink'),
        icon: <LinkRegular />,
        visible: (video) => Boolean(platformUrl(video.videoId, shorts)),
        onSelect: (video) => latest.current.copy(platformUrl(video.videoId, shorts) ?? '', t('copy.linkCopied')),
      },
      {
        id: 'open',
        label: t('actions.open'),
        icon: <OpenRegular />,
        visible: (video) => Boolean(platformUrl(video.videoId, shorts)),
        onSelect: (video) => {
          const url = platformUrl(video.videoId, shorts)
          if (url) window.open(url, '_blank', 'noopener,noreferrer')
        },
      },
      {
        id: 'delete',
        label: t('actions.delete'),
        icon: <DeleteRegular />,
        permission: VIDEO_WRITE,
        // Into the channel's videos Trash: no question first, Undo in the toast (docs/decisions.md "Trash and Undo").
        onSelect: async (video) => {
          await (shorts ? deleteShortVideoBulk : deleteVideoBulk)({ ids: [video.id] })
          await latest.current.refresh()
          latest.current.offerUndo({
            title: t('actions.deleted', { count: 1 }),
            undo: async () => {
              await restoreVideos({ ids: [video.id] })
              await latest.current.refresh()
            },
            undone: t('actions.restored', { count: 1 }),
          })
        },
      },
    ]
  }, [t, shorts, canThumbnails])

  const bulkActions = useMemo<BulkAction<Video>[]>(
    () => [
      {
        id: 'edit',
        label: t('bulk.edit.button'),
        icon: <EditRegular />,
        permission: VIDEO_WRITE,
        limit: CONTENT_BULK_LIMIT,
        run: async (ids) => setJob({ kind: 'edit', ids }),
      },
      {
        id: 'playlist',
        label: t('bulk.playlist.button'),
        icon: <ListRegular />,
        permission: VIDEO_WRITE,
        limit: CONTENT_BULK_LIMIT,
        run: async (ids) => setJob({ kind: 'playlist', ids }),
      },
      {
        // Into the Trash at once, no question; the toast's Undo restores them all (onDeleted below).
        id: 'delete',
        label: t('actions.delete'),
        icon: <DeleteRegular />,
        permission: VIDEO_WRITE,
        limit: CONTENT_BULK_LIMIT,
        run: async (ids) => setJob({ kind: 'delete', ids }),
      },
    ],
    [t],
  )

  /** A bulk delete's toast: Undo restores the videos from the Trash, in parts the contract takes. */
  const onDeleted = useCallback(
    (ids: string[]) =>
      offerUndo({
        title: t('actions.deleted', { count: ids.length }),
        undo: async () => {
          for (let start = 0; start < ids.length; start += RESTORE_PART) await restoreVideos({ ids: ids.slice(start, start + RESTORE_PART) })
          await latest.current.refresh()
        },
        undone: t('actions.restored', { count: ids.length }),
      }),
    [offerUndo, t],
  )

  const thumbnailVideo = thumbnailPanel.value
  return (
    <ListPage
      server={server}
      title={title}
      columns={columns}
      defaultColumns={defaultColumns}
      getRowId={(video) => video.id}
      rowLabel={titleOf}
      filters={filters}
      rowActions={rowActions}
      bulkActions={bulkActions}
      exportFileName={exportFileName}
      emptyMessage={t('empty')}
      actions={
        <>
          {toolbar}
          {!shorts && canWrite ? (
            <Button appearance="secondary" icon={<ArrowUploadRegular />} onClick={() => setImporting(true)}>
              {t('import.button')}
            </Button>
          ) : null}
          <Button appearance="secondary" icon={<DeleteRegular />} onClick={() => void navigate(videoTrashPath(location.pathname, location.search))}>
            {t('actions.trash')}
          </Button>
        </>
      }
      editorPermission={VIDEO_WRITE}
      editor={(target, close) => <VideoEditor id={target} onClose={close} />}
    >
      {copyRegion}
      {overlay}
      {thumbnailVideo && canThumbnails ? <ThumbnailDialog videoId={thumbnailVideo} onClose={thumbnailPanel.close} /> : null}
      {importing ? (
        <Suspense fallback={null}>
          <VideoImportDialog
            channelId={channelId}
            example={pageRows?.[0] ? { id: pageRows[0].id, title: pageRows[0].video } : undefined}
            onClose={() => setImporting(false)}
          />
        </Suspense>
      ) : null}
      {job ? (
        <BulkJobDialog job={job} channelId={channelId} shorts={shorts} nameOf={(id) => seen.get(id) ?? id} onDeleted={onDeleted} onClose={() => setJob(null)} />
      ) : null}
    </ListPage>
  )
}
