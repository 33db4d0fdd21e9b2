import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useParams } from 'react-router'
import { getSearchVideoTrashQueryKey, purgeVideos, restoreVideos, searchVideoTrash, useSearchVideoTrash } from '@/api/generated/channel/endpoints/videos/videos'
import type { TrashedVideo, VideoTrashSearchRequest } from '@/api/generated/channel/model'
import { useFormatters } from '@/shared/hooks'
import { TrashListPage, serverListSource, useServerList, useTrashRows, type ListColumn, type ListStateOf } from '@/shared/list'
import { VIDEO_WRITE } from '../access'
import { videosPath } from '../content-list/video-trash-path'
import { MediaTitle } from '../playlists/playlist-cells'
import { VIDEO_TRASH_DEFAULT_COLUMNS, videoTrashFilters, videoTrashList } from './video-trash-list'

type SortKey = (typeof videoTrashList.sortKeys)[number]

const TRASH = serverListSource<VideoTrashSearchRequest, TrashedVideo>(useSearchVideoTrash, searchVideoTrash, getSearchVideoTrashQueryKey)

const titleOf = (video: TrashedVideo) => video.video
const restore = ({ data }: { data: { ids: string[] } }) => restoreVideos(data)
const purge = ({ data }: { data: { ids: string[] } }) => purgeVideos(data)

/** contents/videos/trash of a channel: its deleted videos and short videos with who and when; restore at once, delete for good after a question. */
export function VideoTrashScreen() {
  const { t } = useTranslation('videos')
  const format = useFormatters()
  const { channelId = '' } = useParams()
  const location = useLocation()
  const toBody = useCallback((state: ListStateOf<typeof videoTrashList>) => videoTrashFilters(channelId, state), [channelId])
  const server = useServerList(videoTrashList, toBody, TRASH)
  const trash = useTrashRows<TrashedVideo>({ namespace: 'videos', permission: VIDEO_WRITE, name: titleOf, restore, purge, refresh: server.refresh })

  const columns = useMemo<ListColumn<TrashedVideo, SortKey>[]>(
    () => [
      {
        id: 'video',
        label: t('columns.video'),
        sortKey: 'video',
        required: true,
        width: 280,
        render: (v) => <MediaTitle thumbnail={v.thumbnail} title={v.video} />,
        csv: (v) => v.video,
      },
      { id: 'videoKind', label: t('columns.videoKind'), width: 120, render: (v) => t(`kind.${v.videoKind}`), csv: (v) => v.videoKind },
      { id: 'fileName', label: t('columns.fileName'), width: 200, render: (v) => v.fileName ?? '', csv: (v) => v.fileName ?? '' },
      {
        id: 'uploadedAt',
        label: t('columns.uploadedAt'),
        sortKey: 'uploadedAt',
        width: 170,
        minWidth: 170,
        render: (v) => (v.uploadedAt ? format.dateTime(v.uploadedAt) : ''),
        csv: (v) => v.uploadedAt ?? '',
      },
      ...trash.columns,
    ],
    [t, format, trash.columns],
  )

  return (
    <TrashListPage
      namespace="videos"
      back={videosPath(location.pathname, location.search)}
      server={server}
      trash={trash}
      columns={columns}
      defaultColumns={VIDEO_TRASH_DEFAULT_COLUMNS}
      getRowId={(v) => v.id}
      rowLabel={titleOf}
      words={{ searchPlaceholder: null }}
    />
  )
}
