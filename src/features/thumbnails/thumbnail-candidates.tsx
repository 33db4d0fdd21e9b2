import { Badge, Button, Checkbox, makeStyles, Text, tokens } from '@fluentui/react-components'
import { CheckmarkRegular, DeleteRegular } from '@fluentui/react-icons'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  deleteThumbnailBulk,
  getSearchThumbnailsQueryKey,
  restoreThumbnails,
  selectVideoThumbnail,
  useSearchThumbnails,
} from '@/api/generated/channel/endpoints/thumbnails/thumbnails'
import { getGetVideoQueryKey, getSearchVideosQueryKey } from '@/api/generated/channel/endpoints/videos/videos'
import type { Thumbnail } from '@/api/generated/channel/model'
import { usePermissions } from '@/shared/auth'
import { QueryFailure, useNotify, useUndo } from '@/shared/feedback'
import { useErrorText } from '@/shared/hooks'
import { safeImageUrl } from '@/lib/safe-image-url'
import { PanelLoading } from './panel-loading'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  grid: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingVerticalS,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  selected: { border: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}` },
  image: { width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: tokens.borderRadiusSmall, backgroundColor: tokens.colorNeutralBackground3 },
  row: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
})

/** A video's candidates, newest first (one query, shared by the candidates and the current thumbnail). */
export const candidatesOf = (videoId: string) => ({ index: 0, size: 50, videoId, sortKey: 'createdAt' as const, sortOrder: 'desc' as const })

/** The invalidations after a video's thumbnail changed: its candidates, the video, the videos list. */
export function useThumbnailChanged() {
  const queryClient = useQueryClient()
  return (videoId: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [getSearchThumbnailsQueryKey()[0]] }),
      queryClient.invalidateQueries({ queryKey: getGetVideoQueryKey(videoId) }),
      queryClient.invalidateQueries({ queryKey: [getSearchVideosQueryKey()[0]] }),
    ])
}

/**
 * A video's thumbnails: pick the one it shows, delete others (one or several; the selected one
 * cannot go). A delete moves them to the thumbnails Trash at once, with Undo in its toast.
 */
export function ThumbnailCandidates({ videoId }: { videoId: string }) {
  const { t } = useTranslation('thumbnail')
  const styles = useStyles()
  const notify = useNotify()
  const errorText = useErrorText()
  const { can } = usePermissions()
  const offerUndo = useUndo()
  const changed = useThumbnailChanged()
  const [chosen, setChosen] = useState<string[]>([])
  const [busy, setBusy] = useState(false)
  const query = useSearchThumbnails(candidatesOf(videoId))
  const items = query.data?.items ?? []
  const writable = can('thumbnail_write')

  /** Runs a change, then `done` (a toast): the failure's reason otherwise. */
  const run = async (work: () => Promise<unknown>, done: () => void) => {
    setBusy(true)
    try {
      await work()
      await changed(videoId)
      done()
    } catch (error) {
      notify.error(errorText(error))
    } finally {
      setBusy(false)
    }
  }

  const select = (thumbnail: Thumbnail) =>
    run(
      () => selectVideoThumbnail(videoId, { thumbnailId: thumbnail.id }),
      () => notify.success(t('candidates.applied')),
    )
  const remove = async (ids: string[]) => {
    await run(
      () => deleteThumbnailBulk({ ids }),
      () =>
        offerUndo({
          title: t('candidates.deleted', { count: ids.length }),
          undo: async () => {
            await restoreThumbnails({ ids })
            await changed(videoId)
          },
          undone: t('candidates.restored', { count: ids.length }),
        }),
    )
    setChosen((current) => current.filter((id) => !ids.includes(id)))
  }

  return (
    <section className={styles.root} aria-labelledby="thumbnail-candidates">
      <div className={styles.head}>
        <Text id="thumbnail-candidates" as="h2" size={500} weight="semibold">
          {t('candidates.title')}
        </Text>
        {writable && chosen.length > 0 ? (
          <Button icon={<DeleteRegular />} disabled={busy} onClick={() => void remove(chosen)}>
            {t('candidates.deleteChosen', { count: chosen.length })}
          </Button>
        ) : null}
      </div>
      {query.isError ? (
        <QueryFailure query={query} title={t('candidates.loadFailed')} />
      ) : query.isPending ? (
        <PanelLoading />
      ) : items.length === 0 ? (
        <Text>{t('candidates.empty')}</Text>
      ) : (
        <ul className={styles.grid}>
          {items.map((thumbnail, index) => {
            const url = safeImageUrl(thumbnail.processedUrl ?? thumbnail.url)
            const label = t('candidates.label', { number: index + 1 })
            return (
              <li key={thumbnail.id} className={`${styles.card} ${thumbnail.isSelected ? styles.selected : ''}`} aria-label={label}>
                {url ? <img className={styles.image} src={url} alt={label} loading="lazy" /> : <div className={styles.image} />}
                <div className={styles.row}>
                  {writable && !thumbnail.isSelected ? (
                    <Checkbox
                      label={t('candidates.choose')}
                      checked={chosen.includes(thumbnail.id)}
                      onChange={(_, data) => setChosen((current) => (data.checked ? [...current, thumbnail.id] : current.filter((id) => id !== thumbnail.id)))}
                    />
                  ) : (
                    <span />
                  )}
                  <Text size={200}>
                    {thumbnail.width}×{thumbnail.height}
                  </Text>
                </div>
                {thumbnail.isSelected ? (
                  <Badge appearance="filled" color="brand" icon={<CheckmarkRegular />}>
                    {t('candidates.selected')}
                  </Badge>
                ) : writable ? (
                  <div className={styles.row}>
                    <Button size="small" appearance="primary" disabled={busy} onClick={() => void select(thumbnail)}>
                      {t('candidates.use')}
                    </Button>
                    <Button
                      size="small"
                      icon={<DeleteRegular />}
                      disabled={busy}
                      aria-label={t('candidates.deleteOne', { label })}
                      onClick={() => void remove([thumbnail.id])}
                    />
                  </div>
                ) : null}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
