import {
  Badge,
  Button,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
  Tooltip,
} from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import {
  downloadCaptionTrack,
  useDeleteCaptionTrack,
  usePublishCaptionTrack,
  useRestoreCaptionTracks,
  useUnpublishCaptionTrack,
} from '@/api/generated/channel/endpoints/captions/captions'
import type { CaptionStatus, CaptionTrack } from '@/api/generated/channel/model'
import { saveTextFile } from '@/lib/download'
import { useNotify, useUndo } from '@/shared/feedback'
import { useErrorText, useFormatters } from '@/shared/hooks'
import { languageName } from './languages'

const useStyles = makeStyles({
  wrap: { overflowX: 'auto' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  status: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap', alignItems: 'center' },
})

const STATUS_COLOR: Record<CaptionStatus, 'informative' | 'warning' | 'success' | 'danger'> = {
  processing: 'informative',
  draft: 'warning',
  published: 'success',
  failed: 'danger',
}

interface TrackTableProps {
  tracks: readonly CaptionTrack[]
  canWrite: boolean
  onEdit: (id: string) => void
  onChanged: () => void
}

/** A video's tracks: language, kind, name, status (with why it failed), source, who changed it last, and what can be done. */
export function TrackTable({ tracks, canWrite, onEdit, onChanged }: TrackTableProps) {
  const { t, i18n } = useTranslation('subtitles')
  const styles = useStyles()
  const format = useFormatters()
  const notify = useNotify()
  const errorText = useErrorText()
  const offerUndo = useUndo()
  const publish = usePublishCaptionTrack()
  const unpublish = useUnpublishCaptionTrack()
  const remove = useDeleteCaptionTrack()
  const restore = useRestoreCaptionTracks()

  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work()
      notify.success(done)
      onChanged()
    } catch (error) {
      notify.error(errorText(error))
    }
  }
  // Deleting applies at once (the track goes to the Trash); Undo is the gateway's restore, the same track back.
  const deleteTrack = async (track: CaptionTrack) => {
    try {
      await remove.mutateAsync({ id: track.id })
    } catch (error) {
      notify.error(errorText(error))
      return
    }
    onChanged()
    offerUndo({
      title: t('tracks.deleted', { name: track.name }),
      undo: () => restore.mutateAsync({ data: { ids: [track.id] } }).then(onChanged),
      undone: t('tracks.restored', { name: track.name }),
    })
  }
  const download = async (track: CaptionTrack, as: 'srt' | 'vtt') => {
    try {
      const file = await downloadCaptionTrack(track.id, { format: as })
      saveTextFile(file.content, file.fileName, as === 'srt' ? 'application/x-subrip;charset=utf-8' : 'text/vtt;charset=utf-8')
    } catch (error) {
      notify.error(errorText(error))
    }
  }

  if (tracks.length === 0) return <Text>{t('tracks.empty')}</Text>
  return (
    <div className={styles.wrap}>
      <Table aria-label={t('tracks.heading')} size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('tracks.language')}</TableHeaderCell>
            <TableHeaderCell>{t('tracks.kind')}</TableHeaderCell>
            <TableHeaderCell>{t('tracks.name')}</TableHeaderCell>
            <TableHeaderCell>{t('tracks.status')}</TableHeaderCell>
            <TableHeaderCell>{t('tracks.source')}</TableHeaderCell>
            <TableHeaderCell>{t('tracks.changed')}</TableHeaderCell>
            <TableHeaderCell>{t('tracks.actions')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {tracks.map((track) => (
            <TableRow key={track.id}>
              <TableCell>{languageName(track.languageCode, i18n.language)}</TableCell>
              <TableCell>{t(`kind.${track.kind}`)}</TableCell>
              <TableCell>{track.name}</TableCell>
              <TableCell>
                <span className={styles.status}>
                  <Badge appearance="tint" color={STATUS_COLOR[track.status]}>
                    {t(`status.${track.status}`)}
                  </Badge>
                  {track.needsUpdate && (
                    <Tooltip content={t('tracks.needsUpdateHint')} relationship="description">
                      <Badge appearance="outline" color="warning">
                        {t('tracks.needsUpdate')}
                      </Badge>
                    </Tooltip>
                  )}
                  {track.status === 'failed' && track.failureReason && <Text size={200}>{t('tracks.failedReason', { reason: track.failureReason })}</Text>}
                </span>
              </TableCell>
              <TableCell>{t(`source.${track.source}`)}</TableCell>
              <TableCell>{t('tracks.changedBy', { when: format.dateTime(track.updatedAt), who: track.updatedBy })}</TableCell>
              <TableCell>
                <span className={styles.actions}>
                  {canWrite && (track.status === 'draft' || track.status === 'published') && (
                    <Button size="small" onClick={() => onEdit(track.id)} aria-label={`${t('tracks.edit')}: ${track.name}`}>
                      {t('tracks.edit')}
                    </Button>
                  )}
                  {canWrite && track.status === 'draft' && (
                    <Button size="small" onClick={() => void run(() => publish.mutateAsync({ id: track.id }), t('tracks.published', { name: track.name }))}>
                      {t('tracks.publish')}
                    </Button>
                  )}
                  {canWrite && track.status === 'published' && track.needsUpdate && (
                    <Button size="small" onClick={() => void run(() => publish.mutateAsync({ id: track.id }), t('tracks.published', { name: track.name }))}>
                      {t('tracks.publishAgain')}
                    </Button>
                  )}
                  {canWrite && track.status === 'published' && (
                    <Button size="small" onClick={() => void run(() => unpublish.mutateAsync({ id: track.id }), t('tracks.unpublished', { name: track.name }))}>
                      {t('tracks.unpublish')}
                    </Button>
                  )}
                  {track.cueCount > 0 && (
                    <>
                      <Button size="small" onClick={() => void download(track, 'srt')} aria-label={`${t('tracks.downloadSrt')}: ${track.name}`}>
                        {t('tracks.downloadSrt')}
                      </Button>
                      <Button size="small" onClick={() => void download(track, 'vtt')} aria-label={`${t('tracks.downloadVtt')}: ${track.name}`}>
                        {t('tracks.downloadVtt')}
                      </Button>
                    </>
                  )}
                  {canWrite && (
                    <Button size="small" appearance="subtle" aria-label={`${t('tracks.delete')}: ${track.name}`} onClick={() => void deleteTrack(track)}>
                      {t('tracks.delete')}
                    </Button>
                  )}
                </span>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  )
}
