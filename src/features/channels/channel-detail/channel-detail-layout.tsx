import {
  Avatar,
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Skeleton,
  SkeletonItem,
  Tab,
  TabList,
  Text,
  tokens,
} from '@fluentui/react-components'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, useLocation, useNavigate, useParams } from 'react-router'
import { useGetChannel } from '@/api/generated/channel/endpoints/channels/channels'
import { writeString } from '@/shared/lib/safe-storage'
import { carriedSearch } from '@/shared/routing/carried-params'
import { STORAGE_KEYS } from '@/shared/lib/storage-keys'
import { safeImageUrl } from '@/shared/ui/avatar/safe-image-url'
import { PageHeadingLevel } from '@/shared/ui/page-frame/page-frame'

const TABS = ['contents/videos', 'contents/playlists', 'contents/shortvideos', 'users', 'settings'] as const
type TabValue = (typeof TABS)[number]

const TAB_LABELS: Record<TabValue, string> = {
  'contents/videos': 'pages.channels.detail.tabs.videos',
  'contents/playlists': 'pages.channels.detail.tabs.playlists',
  'contents/shortvideos': 'pages.channels.detail.tabs.shortvideos',
  users: 'pages.channels.detail.tabs.users',
  settings: 'pages.channels.detail.tabs.settings',
}


const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow2,
    flexWrap: 'wrap',
  },
  identity: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0, flex: '1 1 240px', '& h1': { margin: 0 } },
  meta: { color: tokens.colorNeutralForeground2 },
  stats: { display: 'flex', gap: tokens.spacingHorizontalXL, flexWrap: 'wrap' },
  stat: { display: 'flex', flexDirection: 'column' },
  tabs: { overflowX: 'auto' },
  skeleton: { display: 'grid', gridTemplateColumns: 'auto 1fr', gap: tokens.spacingHorizontalL, alignItems: 'center', padding: tokens.spacingHorizontalL },
})

/**
 * The channel-detail layout shared by /cms-channels/:channelId and /my-channels/:channelId:
 * the channel's header, its tabs (contents, users, settings) and the page below.
 */
export function ChannelDetailLayout() {
  const { t, i18n } = useTranslation(['channels', 'common'])
  const styles = useStyles()
  const { channelId = '' } = useParams()
  const location = useLocation()
  const navigate = useNavigate()
  const channel = useGetChannel(channelId, { query: { enabled: channelId !== '' } })
  const base = location.pathname.toLowerCase().startsWith('/cms-channels') ? `/cms-channels/${channelId}` : `/my-channels/${channelId}`
  const rest = location.pathname.slice(base.length).replace(/^\/+/, '')
  const selected = TABS.find((tab) => rest === tab || rest.startsWith(`${tab}/`)) ?? (rest.startsWith('contents/playlists') ? 'contents/playlists' : 'contents/videos')

  const data = channel.data
  // The channel being worked on is remembered for the pages that need it (spec §3 generateId).
  useEffect(() => {
    if (!data) return
    writeString(STORAGE_KEYS.channelId, data.id)
    writeString(STORAGE_KEYS.channelName, data.name)
    writeString(STORAGE_KEYS.companyId, data.companyId)
    if (data.cmsId) writeString(STORAGE_KEYS.cmsId, data.cmsId)
    if (data.cmsName) writeString(STORAGE_KEYS.cmsName, data.cmsName)
  }, [data])

  const search = carriedSearch(location.search)
  const numbers = new Intl.NumberFormat(i18n.language)

  return (
    <div className={styles.root}>
      {channel.isPending ? (
        <Skeleton className={styles.skeleton} aria-label={t('common:states.loading')}>
          <SkeletonItem shape="circle" size={56} />
          <div>
            <SkeletonItem size={24} />
            <SkeletonItem size={16} />
          </div>
        </Skeleton>
      ) : channel.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>{channel.error.serverMessage ?? t('pages.channels.detail.loadFailed')}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void channel.refetch()}>{t('common:actions.retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : (
        <section className={styles.header} aria-labelledby="channel-title">
          <Avatar
            size={56}
            shape="square"
            color="colorful"
            name={data?.name}
            image={safeImageUrl(data?.thumbnail) ? { src: safeImageUrl(data?.thumbnail), alt: '' } : undefined}
            aria-hidden="true"
          />
          <div className={styles.identity}>
            <Text as="h1" id="channel-title" size={600} weight="semibold">
              {data?.name}
            </Text>
            <Text className={styles.meta}>{[data?.cmsName, data?.companyName].filter(Boolean).join(' · ')}</Text>
          </div>
          <div className={styles.stats}>
            <div className={styles.stat}>
              <Text size={500} weight="semibold">
                {numbers.format(data?.subscriberCount ?? 0)}
              </Text>
              <Text size={200} className={styles.meta}>
                {t('pages.channels.detail.subscribers')}
              </Text>
            </div>
            <div className={styles.stat}>
              <Text size={500} weight="semibold">
                {numbers.format(data?.videoCount ?? 0)}
              </Text>
              <Text size={200} className={styles.meta}>
                {t('pages.channels.detail.videoCount')}
              </Text>
            </div>
          </div>
        </section>
      )}
      <TabList
        className={styles.tabs}
        selectedValue={selected}
        onTabSelect={(_, tab) => void navigate(`${base}/${String(tab.value)}${search}`)}
        aria-label={t('pages.channels.detail.tabsLabel')}
      >
        {TABS.map((tab) => (
          <Tab key={tab} value={tab}>
            {t(TAB_LABELS[tab])}
          </Tab>
        ))}
      </TabList>
      <PageHeadingLevel value={2}>
        <Outlet />
      </PageHeadingLevel>
    </div>
  )
}
