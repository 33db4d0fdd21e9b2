import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  SearchBox,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components'
import { keepPreviousData } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAddPlaylistVideos } from '@/api/generated/channel/endpoints/playlists/playlists'
import { useSearchVideos } from '@/api/generated/channel/endpoints/videos/videos'
import type { Video } from '@/api/generated/channel/model'
import { useDebouncedCallback, useErrorText, useFormatters } from '@/shared/hooks'
import { useNotify } from '@/shared/feedback'
import { MediaTitle } from '../playlists/playlist-cells'

/** Results per "show more" step; the search call takes at most 500. */
const STEP = 50
const MAX = 500

const useStyles = makeStyles({
  surface: { maxWidth: 'min(720px, calc(100vw - 32px))', width: '100%' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  results: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    maxHeight: 'min(50vh, 420px)',
    overflowY: 'auto',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minWidth: 0,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke3}`,
  },
  label: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0, flex: 1 },
  meta: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
  status: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  empty: { padding: tokens.spacingVerticalL, textAlign: 'center', color: tokens.colorNeutralForeground3 },
})

/**
 * Picks videos of the channel to append to the playlist: a server search over the channel's
 * videos (any size of channel: results come in steps of 50), several chosen across searches, then
 * one add call. A failed add keeps the choice and shows the server's message.
 */
export function AddVideosDialog({
  channelId,
  playlistId,
  onClose,
  onAdded,
}: {
  channelId: string
  playlistId: string
  onClose(): void
  onAdded(): Promise<unknown>
}) {
  const { t } = useTranslation('playlists')
  const styles = useStyles()
  const format = useFormatters()
  const notify = useNotify()
  const errorText = useErrorText()
  const [text, setText] = useState('')
  const [search, setSearch] = useState('')
  const [size, setSize] = useState(STEP)
  const [chosen, setChosen] = useState<ReadonlyMap<string, Video>>(new Map())
  const debounced = useDebouncedCallback((value: string) => {
    setSearch(value.trim())
    setSize(STEP)
  })
  const query = useSearchVideos(
    { index: 0, size, channelId, ...(search ? { search } : {}), sortKey: 'uploadedAt', sortOrder: 'desc' },
    { query: { placeholderData: keepPreviousData } },
  )
  const add = useAddPlaylistVideos()
  const items = query.data?.items ?? []
  const total = query.data?.totalCount ?? 0

  const toggle = (video: Video, on: boolean) =>
    setChosen((current) => {
      const next = new Map(current)
      if (on) next.set(video.id, video)
      else next.delete(video.id)
      return next
    })

  const submit = () => {
    const videoIds = [...chosen.keys()]
    add.mutate(
      { playlistId, data: { videoIds } },
      {
        onSuccess: () => {
          notify.success(t('add.added', { count: videoIds.length }))
          void onAdded()
          onClose()
        },
      },
    )
  }

  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => (data.open || add.isPending ? undefined : onClose())}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('add.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            <SearchBox
              value={text}
              placeholder={t('add.searchPlaceholder')}
              aria-label={t('add.search')}
              onChange={(_, data) => {
                setText(data.value)
                debounced(data.value)
              }}
            />
            <div className={styles.status}>
              <Text role="status" aria-live="polite">
                {query.data ? t('add.showing', { shown: format.number(items.length), total: format.number(total) }) : t('add.loading')}
              </Text>
              <Text weight="semibold">{t('add.chosen', { count: chosen.size })}</Text>
            </div>
            {query.isError ? (
              <MessageBar intent="error">
                <MessageBarBody>{errorText(query.error)}</MessageBarBody>
              </MessageBar>
            ) : null}
            {!query.data && query.isPending ? <Spinner size="small" label={t('add.loading')} /> : null}
            {query.data && items.length === 0 ? <Text className={styles.empty}>{t('add.none')}</Text> : null}
            {items.length > 0 ? (
              <ul className={styles.results} aria-label={t('add.results')} aria-busy={query.isFetching || undefined}>
                {items.map((video) => (
                  <li key={video.id} className={styles.item}>
                    <Checkbox
                      checked={chosen.has(video.id)}
                      onChange={(_, data) => toggle(video, data.checked === true)}
                      label={{
                        className: styles.label,
                        children: (
                          <>
                            <MediaTitle thumbnail={video.thumbnail} title={video.video} />
                            <span className={styles.meta}>{format.date(video.uploadedAt)}</span>
                          </>
                        ),
                      }}
                      aria-label={video.video}
                    />
                  </li>
                ))}
              </ul>
            ) : null}
            {items.length < total && size < MAX ? (
              <Button appearance="subtle" disabled={query.isFetching} onClick={() => setSize((current) => Math.min(current + STEP, MAX))}>
                {t('add.more')}
              </Button>
            ) : null}
            {add.isError ? (
              <MessageBar intent="error">
                <MessageBarBody>{errorText(add.error)}</MessageBarBody>
              </MessageBar>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose} disabled={add.isPending}>
              {t('add.cancel')}
            </Button>
            <Button
              appearance="primary"
              onClick={submit}
              disabled={chosen.size === 0 || add.isPending}
              icon={add.isPending ? <Spinner size="tiny" /> : undefined}
            >
              {t('add.submit', { count: chosen.size })}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
