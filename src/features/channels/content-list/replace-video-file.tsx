import { Button, makeStyles, MessageBar, MessageBarBody, Spinner, Text, tokens } from '@fluentui/react-components'
import { ArrowSyncRegular } from '@fluentui/react-icons'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { getListCaptionTracksQueryKey, useListCaptionTracks } from '@/api/generated/channel/endpoints/captions/captions'
import { getGetVideoQueryKey, useReplaceVideoFile } from '@/api/generated/channel/endpoints/videos/videos'
import type { VideoDetail } from '@/api/generated/channel/model'
import { usePermissions } from '@/shared/auth'
import { QueryFailure, useConfirm, useNotify } from '@/shared/feedback'
import { FileField } from '@/shared/form'
import { useErrorText } from '@/shared/hooks'
import { showBidiControls } from '@/lib/visible-controls'
import { VIDEO_WRITE } from '../access'
import { uploadManager } from '../content-upload/upload-manager'

/** The new file goes up as a content upload: replacing needs the upload's permission too. */
const CONTENT_CREATE = 'content_create'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, paddingTop: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
  actions: { display: 'flex', justifyContent: 'flex-start' },
})

/**
 * "Video file" in a video's edit panel: the file it plays and, for a user who may upload, a new
 * file to replace it (PUT /videos/{id}/file, then the upload tray sends it). The video keeps its
 * file until the new one has arrived; then its caption tracks are marked "needs update".
 */
export function ReplaceVideoFile({ video }: { video: Pick<VideoDetail, 'id' | 'channelId' | 'fileName' | 'uploadStatus'> }) {
  const { t } = useTranslation('videos')
  const styles = useStyles()
  const { can } = usePermissions()
  const allowed = can(VIDEO_WRITE) && can(CONTENT_CREATE)
  const notify = useNotify()
  const errorText = useErrorText()
  const queryClient = useQueryClient()
  const [confirm, confirmDialog] = useConfirm()
  const [files, setFiles] = useState<File[]>([])
  const [failure, setFailure] = useState<unknown>(null)
  const tracks = useListCaptionTracks(video.id, { query: { enabled: allowed } })
  const replace = useReplaceVideoFile()
  if (!allowed) return null

  const ready = video.uploadStatus === 'uploaded'
  const file = files[0]
  const trackCount = tracks.data?.tracks.length ?? 0

  const start = async () => {
    if (!file) return
    const message = trackCount > 0 ? t('editor.file.confirmTracks', { count: trackCount }) : t('editor.file.confirmNoTracks')
    const confirmed = await confirm({ title: t('editor.file.confirmTitle', { name: file.name }), message, confirmLabel: t('editor.file.replace') })
    if (!confirmed) return
    setFailure(null)
    try {
      const created = await replace.mutateAsync({ id: video.id, data: { fileName: file.name } })
      uploadManager.add({ file, channelId: video.channelId, contentId: created.id, videoUid: created.videoUid })
      setFiles([])
      notify.success(t('editor.file.started', { name: file.name }))
      void queryClient.invalidateQueries({ queryKey: getGetVideoQueryKey(video.id) })
      void queryClient.invalidateQueries({ queryKey: getListCaptionTracksQueryKey(video.id) })
    } catch (error) {
      setFailure(error)
    }
  }

  return (
    <section className={styles.root} aria-label={t('editor.file.heading')} data-testid="video-file">
      <Text weight="semibold">{t('editor.file.heading')}</Text>
      <Text className={styles.muted}>{video.fileName ? t('editor.file.current', { name: showBidiControls(video.fileName) }) : t('editor.file.none')}</Text>
      {ready ? null : (
        <MessageBar intent="info">
          <MessageBarBody>{t('editor.file.busy')}</MessageBarBody>
        </MessageBar>
      )}
      {tracks.isError ? <QueryFailure query={tracks} title={t('editor.file.tracksFailed')} /> : tracks.data ? null : <Spinner size="tiny" />}
      <FileField
        name="replacement-file"
        label={t('editor.file.new')}
        hint={trackCount > 0 ? t('editor.file.hintTracks', { count: trackCount }) : t('editor.file.hint')}
        rules={{ accept: ['video/*'], typeLabel: t('editor.file.types') }}
        files={files}
        onChange={setFiles}
        disabled={!ready || replace.isPending}
      />
      {failure ? (
        <MessageBar intent="error">
          <MessageBarBody>{errorText(failure)}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.actions}>
        <Button icon={<ArrowSyncRegular />} disabled={!file || !ready || !tracks.data || replace.isPending} onClick={() => void start()}>
          {t('editor.file.replace')}
        </Button>
      </div>
      {confirmDialog}
    </section>
  )
}
