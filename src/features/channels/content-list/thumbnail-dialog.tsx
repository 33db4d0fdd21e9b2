import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Spinner,
  tokens,
} from '@fluentui/react-components'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { getSearchShortVideosQueryKey } from '@/api/generated/channel/endpoints/short-videos/short-videos'
import { useSearchThumbnails, useSelectVideoThumbnail } from '@/api/generated/channel/endpoints/thumbnails/thumbnails'
import { getSearchVideosQueryKey } from '@/api/generated/channel/endpoints/videos/videos'
import { useErrorText, useKeptFailure } from '@/shared/hooks'
import { LoadFailure, useNotify } from '@/shared/feedback'
import { thumbnailSrc } from './thumbnail-src'

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: tokens.spacingHorizontalM },
  option: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXS },
  image: { width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground3 },
})

/** Choose which of the video's thumbnails it shows (`PUT /videos/{id}/thumbnail`). */
export function ThumbnailDialog({ videoId, onClose }: { videoId: string; onClose(): void }) {
  const { t } = useTranslation('videos')
  const styles = useStyles()
  const errorText = useErrorText()
  const notify = useNotify()
  const queryClient = useQueryClient()
  const candidates = useSearchThumbnails({ index: 0, size: 50, videoId, sortKey: 'createdAt', sortOrder: 'desc' })
  const select = useSelectVideoThumbnail()
  const items = candidates.data?.items ?? []
  // Failed, also while trying again, with the reason kept on screen.
  const { failed, error: candidatesError } = useKeptFailure(candidates)
  const title = items[0]?.videoTitle ?? ''
  // The video's title comes with its candidates: until they come (or when they cannot), the dialog is named without it.
  const heading = title ? t('thumbnail.title', { name: title }) : t('thumbnail.titlePlain')
  const current = items.find((item) => item.isSelected)?.id ?? ''
  const [chosen, setChosen] = useState<string | null>(null)
  const value = chosen ?? current
  const save = async () => {
    try {
      await select.mutateAsync({ id: videoId, data: { thumbnailId: value } })
      void queryClient.invalidateQueries({ queryKey: [getSearchVideosQueryKey()[0]] })
      void queryClient.invalidateQueries({ queryKey: [getSearchShortVideosQueryKey()[0]] })
      notify.success(t('thumbnail.saved', { name: title }))
      onClose()
    } catch {
      // The error shows in the dialog (select.error); the choice stays.
    }
  }
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{heading}</DialogTitle>
          <DialogContent>
            {select.error ? (
              <MessageBar intent="error">
                <MessageBarBody>{errorText(select.error)}</MessageBarBody>
              </MessageBar>
            ) : null}
            {candidates.isPending && !failed ? <Spinner label={t('loading')} /> : null}
            {failed ? (
              <LoadFailure
                title={t('thumbnail.loadFailed')}
                error={candidatesError}
                retrying={candidates.isFetching}
                onRetry={() => void candidates.refetch()}
              />
            ) : null}
            {candidates.data && items.length === 0 ? <MessageBar>{t('thumbnail.none')}</MessageBar> : null}
            <RadioGroup className={styles.grid} value={value} onChange={(_, data) => setChosen(data.value)} aria-label={heading}>
              {items.map((item, index) => {
                const src = thumbnailSrc(item.processedUrl ?? item.url)
                return (
                  <Radio
                    key={item.id}
                    value={item.id}
                    label={
                      <span className={styles.option}>
                        {src ? <img className={styles.image} src={src} alt="" /> : <span className={styles.image} />}
                        {t('thumbnail.option', { number: index + 1 })}
                      </span>
                    }
                  />
                )
              })}
            </RadioGroup>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('bulk.cancel')}</Button>
            <Button appearance="primary" disabled={!value || value === current || select.isPending} onClick={() => void save()}>
              {t('thumbnail.use')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
