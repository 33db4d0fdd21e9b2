import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useParams } from 'react-router'
import {
  getSearchCaptionTrackTrashQueryKey,
  searchCaptionTrackTrash,
  usePurgeCaptionTracks,
  useRestoreCaptionTracks,
  useSearchCaptionTrackTrash,
} from '@/api/generated/channel/endpoints/captions/captions'
import type { CaptionTrackTrashSearchRequest, TrashedCaptionTrack } from '@/api/generated/channel/model'
import { languageName } from '@/lib/track-languages'
import { TrashListPage, serverListSource, useServerList, useTrashRows, type ListColumn, type ListStateOf } from '@/shared/list'
import { VIDEO_WRITE } from '../access'
import { subtitleTrashBack } from '../subtitles/subtitle-trash-path'
import { SUBTITLE_TRASH_DEFAULT_COLUMNS, subtitleTrashFilters, subtitleTrashList } from './subtitle-trash-list'

type SortKey = (typeof subtitleTrashList.sortKeys)[number]

const TRASH = serverListSource<CaptionTrackTrashSearchRequest, TrashedCaptionTrack>(
  useSearchCaptionTrackTrash,
  searchCaptionTrackTrash,
  getSearchCaptionTrackTrashQueryKey,
)

/**
 * contents/subtitles/trash of a channel: the deleted caption tracks of all its videos (a track of
 * some video went missing: one place to look), with the video, who and when; restore at once,
 * delete for good after a question. Opened from a video's subtitles page, "Back" returns there.
 */
export function SubtitleTrashScreen() {
  const { t, i18n } = useTranslation('subtitles')
  const { channelId = '' } = useParams()
  const location = useLocation()
  const toBody = useCallback((state: ListStateOf<typeof subtitleTrashList>) => subtitleTrashFilters(channelId, state), [channelId])
  const server = useServerList(subtitleTrashList, toBody, TRASH)
  const { mutateAsync: restore } = useRestoreCaptionTracks()
  const { mutateAsync: purge } = usePurgeCaptionTracks()
  const videoOf = useCallback((track: TrashedCaptionTrack) => track.videoTitle ?? t('trash.videoGone'), [t])
  // "Video: English" names a row (its actions, its selection, the purge question): a name alone repeats across videos.
  const labelOf = useCallback((track: TrashedCaptionTrack) => `${videoOf(track)}: ${track.name}`, [videoOf])
  const trash = useTrashRows<TrashedCaptionTrack>({ namespace: 'subtitles', permission: VIDEO_WRITE, name: labelOf, restore, purge, refresh: server.refresh })
  const back = subtitleTrashBack(location.pathname, location.search)

  const columns = useMemo<ListColumn<TrashedCaptionTrack, SortKey>[]>(
    () => [
      { id: 'videoTitle', label: t('trash.columns.video'), sortKey: 'videoTitle', required: true, width: 280, render: videoOf, csv: videoOf },
      {
        id: 'language',
        label: t('tracks.language'),
        sortKey: 'languageCode',
        phone: true,
        width: 140,
        render: (track) => languageName(track.languageCode, i18n.language),
        csv: (track) => track.languageCode,
      },
      { id: 'kind', label: t('tracks.kind'), width: 150, render: (track) => t(`kind.${track.kind}`), csv: (track) => track.kind },
      { id: 'name', label: t('tracks.name'), sortKey: 'name', width: 160, render: (track) => track.name, csv: (track) => track.name },
      { id: 'status', label: t('tracks.status'), width: 120, render: (track) => t(`status.${track.status}`), csv: (track) => track.status },
      ...trash.columns,
    ],
    [t, i18n.language, videoOf, trash.columns],
  )

  return (
    <TrashListPage
      namespace="subtitles"
      back={back.path}
      server={server}
      trash={trash}
      columns={columns}
      defaultColumns={SUBTITLE_TRASH_DEFAULT_COLUMNS}
      getRowId={(track) => track.id}
      rowLabel={labelOf}
      words={back.toVideo ? { backLabel: t('trash.backToVideo') } : {}}
    />
  )
}
