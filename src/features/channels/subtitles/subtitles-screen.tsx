import { Button, Divider, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components'
import { DeleteRegular } from '@fluentui/react-icons'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router'
import { getListCaptionTracksQueryKey, useGetCaptionTrack, useListCaptionTracks } from '@/api/generated/channel/endpoints/captions/captions'
import { useGetVideo } from '@/api/generated/channel/endpoints/videos/videos'
import { notificationHub } from '@/api/notification-hub'
import { usePermissions } from '@/shared/auth'
import { QueryFailure } from '@/shared/feedback'
import { PageFrame, Surface } from '@/shared/frame'
import { VIDEO_WRITE } from '../access'
import { CueEditor } from './cue-editor'
import { subtitleTrashPath } from './subtitle-trash-path'
import { SubtitleUpload } from './subtitle-upload'
import { TrackTable } from './track-table'

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  // The theme's link colours (the browser's blue and visited purple were unreadable in the dark theme).
  back: {
    color: tokens.colorBrandForegroundLink,
    ':hover': { color: tokens.colorBrandForegroundLinkHover },
    ':visited': { color: tokens.colorBrandForegroundLink },
  },
})

/** The cue editor of the track named in the URL (`?track=`), once its cues are here. */
function TrackEditor(props: { trackId: string; fileUrl: string | null; videoDuration: number | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('subtitles')
  const track = useGetCaptionTrack(props.trackId)
  if (track.error) return <QueryFailure query={track} title={t('editor.loadFailed')} />
  if (!track.data) return <Spinner size="small" label={t('common:states.loading')} />
  if (track.data.status === 'processing') return <Text>{t('editor.processing')}</Text>
  return <CueEditor key={`${track.data.id}-${track.dataUpdatedAt}`} track={track.data} {...props} />
}

/** A video's subtitle and caption tracks: the list, a checked upload, and the editor against the video. */
export function SubtitlesScreen() {
  const { t } = useTranslation('subtitles')
  const styles = useStyles()
  const { videoId = '' } = useParams()
  const [search, setSearch] = useSearchParams()
  const trackId = search.get('track')
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const location = useLocation()
  const { can } = usePermissions()
  const canWrite = can(VIDEO_WRITE)
  const video = useGetVideo(videoId)
  const tracks = useListCaptionTracks(videoId)
  const refresh = () => void queryClient.invalidateQueries({ queryKey: getListCaptionTracksQueryKey(videoId) })

  // An upload the service finished reading shows its status without a reload.
  useEffect(
    () =>
      notificationHub.onCaptionStatus((event) => {
        if (event.videoId === videoId) void queryClient.invalidateQueries({ queryKey: getListCaptionTracksQueryKey(videoId) })
      }),
    [queryClient, videoId],
  )

  const media = tracks.data?.video
  const edit = (id: string | null) =>
    setSearch((previous) => {
      const next = new URLSearchParams(previous)
      if (id) next.set('track', id)
      else next.delete('track')
      return next
    })

  return (
    <PageFrame
      title={t('title', { video: video.data?.video ?? '' })}
      subtitle={t('subtitle')}
      actions={
        <div className={styles.actions}>
          <Link to="../.." relative="path" className={styles.back}>
            {t('back')}
          </Link>
          {/* The channel's caption tracks Trash: a track deleted here, after a reload or from another tab. */}
          <Button appearance="secondary" icon={<DeleteRegular />} onClick={() => void navigate(subtitleTrashPath(location.pathname, location.search, videoId))}>
            {t('trash.open')}
          </Button>
        </div>
      }
    >
      {tracks.error ? (
        <QueryFailure query={tracks} title={t('loadFailed')} />
      ) : !tracks.data ? (
        <Spinner label={t('common:states.loading')} />
      ) : (
        <div className={styles.body}>
          <Surface>
            <TrackTable tracks={tracks.data.tracks} canWrite={canWrite} onEdit={edit} onChanged={refresh} />
          </Surface>
          {trackId && canWrite && (
            <Surface>
              <TrackEditor
                trackId={trackId}
                fileUrl={media?.fileUrl ?? null}
                videoDuration={media?.durationSeconds ?? null}
                onClose={() => edit(null)}
                onSaved={refresh}
              />
            </Surface>
          )}
          {canWrite && (
            <>
              <Divider />
              <Surface>
                <SubtitleUpload videoId={videoId} videoDuration={media?.durationSeconds ?? null} onUploaded={refresh} />
              </Surface>
            </>
          )}
        </div>
      )}
    </PageFrame>
  )
}
