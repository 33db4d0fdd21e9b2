import { Button, Combobox, Field, makeStyles, Option, Text, tokens } from '@fluentui/react-components'
import { DeleteRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { useGetChannelEntityKeyValueList } from '@/api/generated/channel/endpoints/commons/commons'
import { useGetThumbnailRules, useSearchThumbnails } from '@/api/generated/channel/endpoints/thumbnails/thumbnails'
import { useGetVideo, useSearchVideos } from '@/api/generated/channel/endpoints/videos/videos'
import { safeImageUrl } from '@/lib/safe-image-url'
import { OptionCombobox } from '@/shared/form'
import { useKeyValueLookup, useChoiceLabels } from '@/shared/options'
import { useDebouncedCallback, useFormatters } from '@/shared/hooks'
import { QueryFailure, useQueryFieldState } from '@/shared/feedback'
import { PageFrame } from '@/shared/frame'
import { PanelLoading } from './panel-loading'
import { candidatesOf, ThumbnailCandidates } from './thumbnail-candidates'
import { ThumbnailMaker } from './thumbnail-maker'

const useStyles = makeStyles({
  // A long result list scrolls inside a box that fits under the field, instead of being moved over other fields.
  listbox: { maxHeight: '320px' },
  pickers: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 280px), 1fr))',
    // Top-aligned: a field with a hint (the video's count) would stretch its row and a field
    // without one would centre its control lower (the channel was 9 px below the video).
    alignItems: 'start',
    gap: tokens.spacingHorizontalL,
    marginBottom: tokens.spacingVerticalL,
  },
  layout: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 480px), 1fr))', gap: tokens.spacingHorizontalXXL, alignItems: 'start' },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, minWidth: 0 },
  current: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  currentImage: {
    width: '100%',
    maxWidth: '640px',
    aspectRatio: '16 / 9',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  muted: { color: tokens.colorNeutralForeground3 },
})

/** /Thumbnail: choose a channel and a video, see its thumbnail and candidates, make and apply a new one. */
export function ThumbnailScreen() {
  const { t } = useTranslation('thumbnail')
  const styles = useStyles()
  const [params, setParams] = useSearchParams()
  const navigate = useNavigate()
  // 10 at a time, searched on the server as the user types (an organisation may have hundreds);
  // the channel in the URL is named by Ids when the first page lacks it.
  const chosenChannel = params.get('channelId')
  const channels = useKeyValueLookup(useGetChannelEntityKeyValueList, 'Channel', { selected: [chosenChannel] })
  const channelId = chosenChannel ?? channels.options[0]?.value ?? null
  const videoId = params.get('video')
  // The rules serve the maker, which shows once a video is chosen.
  const rules = useGetThumbnailRules({ query: { enabled: Boolean(videoId) } })

  const choose = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current)
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value)
        else next.delete(key)
      }
      return next
    })

  return (
    <PageFrame
      title={t('title')}
      subtitle={t('subtitle')}
      actions={
        <Button
          appearance="secondary"
          icon={<DeleteRegular />}
          onClick={() => void navigate(channelId ? `/Thumbnail/trash?channelId=${channelId}` : '/Thumbnail/trash')}
        >
          {t('trash.open')}
        </Button>
      }
    >
      <div className={styles.pickers}>
        <OptionCombobox
          label={t('pick.channel')}
          value={channelId}
          onChange={(id) => (id ? choose({ channelId: id, video: null }) : undefined)}
          options={channels.options}
          loading={channels.loading}
          placeholder={t('pick.channelPlaceholder')}
        />
        {channelId ? <VideoPicker key={channelId} channelId={channelId} videoId={videoId} onVideo={(id) => choose({ channelId, video: id })} /> : null}
      </div>
      {!videoId ? (
        <Text className={styles.muted}>{t('pick.none')}</Text>
      ) : (
        <div className={styles.layout}>
          <div className={styles.column}>
            <CurrentThumbnail videoId={videoId} />
            <ThumbnailCandidates videoId={videoId} />
          </div>
          {/* Only the maker needs the rules: the thumbnail and its candidates show without them. */}
          {rules.isError ? (
            <QueryFailure query={rules} title={t('rules.loadFailed')} />
          ) : !rules.data ? (
            <PanelLoading />
          ) : (
            <ThumbnailMaker key={videoId} videoId={videoId} rules={rules.data} />
          )}
        </div>
      )}
    </PageFrame>
  )
}

/** What the video shows now: its selected thumbnail (the picture the videos list shows). */
function CurrentThumbnail({ videoId }: { videoId: string }) {
  const { t } = useTranslation('thumbnail')
  const styles = useStyles()
  const video = useGetVideo(videoId)
  const candidates = useSearchThumbnails(candidatesOf(videoId))
  const selected = candidates.data?.items.find((c) => c.isSelected)
  if (video.isError) return <QueryFailure query={video} title={t('current.loadFailed')} />
  if (!video.data) return <PanelLoading />
  const url = safeImageUrl(selected?.url ?? video.data.thumbnail)
  return (
    <section className={styles.current} aria-labelledby="current-thumbnail">
      <Text id="current-thumbnail" as="h2" size={500} weight="semibold">
        {t('current.title')}
      </Text>
      <Text>{video.data.video}</Text>
      {url ? (
        <img className={styles.currentImage} src={url} alt={t('current.alt', { title: video.data.video })} />
      ) : (
        <Text className={styles.muted}>{t('current.none')}</Text>
      )}
    </section>
  )
}

/** A searchable choice of one of the channel's videos (the server searches as the user types). */
function VideoPicker({ channelId, videoId, onVideo }: { channelId: string; videoId: string | null; onVideo(id: string | null): void }) {
  const { t } = useTranslation('thumbnail')
  const choice = useChoiceLabels()
  const styles = useStyles()
  const format = useFormatters()
  const [text, setText] = useState<string | null>(null)
  const [search, setSearch] = useState('')
  const debounced = useDebouncedCallback(setSearch)
  const videos = useSearchVideos({ index: 0, size: 25, channelId, ...(search ? { search } : {}) })
  const chosen = useGetVideo(videoId ?? '', { query: { enabled: Boolean(videoId) } })
  const videosState = useQueryFieldState(videos, t('pick.videosFailed'))
  const chosenState = useQueryFieldState(chosen, t('pick.videoFailed'))
  const state = videos.isError || !chosen.isError ? videosState : chosenState
  const items = videos.data?.items ?? []
  return (
    <Field
      label={t('pick.video')}
      hint={videos.data ? t('pick.count', { count: videos.data.totalCount, formatted: format.integer(videos.data.totalCount) }) : undefined}
      {...state}
    >
      <Combobox
        freeform
        listbox={{ className: styles.listbox }}
        value={text ?? chosen.data?.video ?? ''}
        selectedOptions={videoId ? [videoId] : []}
        placeholder={t('pick.videoPlaceholder')}
        expandIcon={choice.expandIcon(t('pick.video'))}
        onChange={(event) => {
          setText(event.target.value)
          debounced(event.target.value.trim())
        }}
        onOptionSelect={(_, data) => {
          setText(null)
          onVideo(data.optionValue ?? null)
        }}
      >
        {items.map((video) => (
          <Option key={video.id} value={video.id} text={video.video}>
            {video.video}
          </Option>
        ))}
        {videos.isSuccess && items.length === 0 ? (
          <Option value="" disabled text="">
            {t('pick.noVideos')}
          </Option>
        ) : null}
      </Combobox>
    </Field>
  )
}
