import {
  Avatar,
  Button,
  Link,
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
import { DocumentQuestionMarkRegular, OpenRegular } from '@fluentui/react-icons'
import { useEffect } from 'react'
import { session } from '@/api/session'
import { useTranslation } from 'react-i18next'
import { usePermissions } from '@/shared/auth'
import { CLAIM_READ } from '../access'
import { Outlet, useLocation, useNavigate, useParams } from 'react-router'
import { useGetChannel } from '@/api/generated/channel/endpoints/channels/channels'
import { describeError } from '@/lib/error-text'
import { carriedSearch } from '@/shared/routing'
import { EmptyState, NoAccessPage } from '@/shared/feedback'
import { PageHeadingLevel } from '@/shared/frame'
import { safeImageUrl } from '@/lib/safe-image-url'
import { ChannelBadges, ChannelCounts } from './channel-badges'
import { isChannelId, platformUrl, rememberChannel, type ChannelOption } from './channel-memory'
import { ChannelSwitcher } from './channel-switcher'
import { scrollFade, useSelectedTabInView } from './use-selected-tab-in-view'

const TABS = ['contents/videos', 'contents/playlists', 'contents/shortvideos', 'claims', 'users', 'settings'] as const
type TabValue = (typeof TABS)[number]

const TAB_LABELS: Record<TabValue, string> = {
  'contents/videos': 'pages.channels.detail.tabs.videos',
  'contents/playlists': 'pages.channels.detail.tabs.playlists',
  'contents/shortvideos': 'pages.channels.detail.tabs.shortvideos',
  claims: 'pages.channels.detail.tabs.claims',
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
  identity: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    minWidth: 0,
    flex: '1 1 240px',
    '& h1': { margin: 0, overflowWrap: 'anywhere' },
  },
  meta: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  platform: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, width: 'fit-content' },
  switcher: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, flex: '1 1 220px', maxWidth: '320px', minWidth: 0 },
  tabs: { overflowX: 'auto', scrollbarWidth: 'thin' },
  skeleton: { display: 'grid', gridTemplateColumns: 'auto 1fr', gap: tokens.spacingHorizontalL, alignItems: 'center', padding: tokens.spacingHorizontalL },
})

/** The session (epoch) each visit of a channel page began in: one location object per visit (history entry shown). */
const visits = new WeakMap<object, number>()

function sessionOfVisit(location: object): number {
  if (!visits.has(location)) visits.set(location, session.epoch())
  return visits.get(location)!
}

/**
 * The channel-detail layout shared by /cms-channels/:channelId and /my-channels/:channelId:
 * the channel's header with a switcher to another channel, its tabs (contents, users,
 * settings) and the page below. An id that is not a UUID, or a channel the server does not
 * know, shows "not found" in place of the pages.
 */
export function ChannelDetailLayout() {
  const { t } = useTranslation(['channels', 'common'])
  const styles = useStyles()
  const { can } = usePermissions()
  const { channelId = '' } = useParams()
  const location = useLocation()
  const navigate = useNavigate()
  const wellFormed = isChannelId(channelId)
  const channel = useGetChannel(channelId, { query: { enabled: wellFormed } })
  const inCms = location.pathname.toLowerCase().startsWith('/cms-channels')
  const prefix = inCms ? '/cms-channels' : '/my-channels'
  const base = `${prefix}/${channelId}`
  const rest = location.pathname.slice(base.length).replace(/^\/+/, '')
  const selected = TABS.find((tab) => rest === tab || rest.startsWith(`${tab}/`)) ?? 'contents/videos'
  const { ref: tabsRef, edges } = useSelectedTabInView(selected)

  const data = channel.data
  // The channel being worked on is remembered for the pages that need it (rememberChannel), by the
  // session that opened the page only: after another user signed in over it, its last reads must
  // not carry the previous user's channel into the new session. The session is noted per visit
  // (the router's location object), not per mount: the layout may mount again during the switch,
  // still on the previous user's page, and read the channel once more with the new user's token.
  const openedIn = sessionOfVisit(location)
  useEffect(() => {
    if (data && session.epoch() === openedIn) rememberChannel(data)
  }, [data, openedIn])

  // The carried `cmsId` names this channel's CMS (the breadcrumb's CMS crumb and its link read it):
  // a switch to a channel of another CMS, or a link with a stale one, gets the channel's own; a
  // /cms-channels page opened without one gets it too.
  const urlCmsId = new URLSearchParams(location.search).get('cmsId')
  const cmsIdFix = data && data.id === channelId && (urlCmsId !== null || inCms) && urlCmsId !== (data.cmsId ?? null) ? (data.cmsId ?? '') : null
  useEffect(() => {
    if (cmsIdFix === null) return
    const query = new URLSearchParams(location.search)
    if (cmsIdFix) query.set('cmsId', cmsIdFix)
    else query.delete('cmsId')
    const text = query.toString()
    void navigate({ pathname: location.pathname, search: text ? `?${text}` : '', hash: location.hash }, { replace: true })
  }, [cmsIdFix, location.pathname, location.search, location.hash, navigate])

  const search = carriedSearch(location.search)
  const failedWith = channel.isError ? describeError(channel.error).status : null
  const notFound = !wellFormed || failedWith === 404

  // A channel the user is not assigned to (the gateway's channel scope answers 403): say so, not "failed".
  if (failedWith === 403) {
    return (
      <NoAccessPage
        title={t('pages.channels.detail.noAccess.title')}
        description={t('pages.channels.detail.noAccess.description')}
        back={{
          label: t(inCms ? 'pages.channels.detail.notFound.backToCms' : 'pages.channels.detail.notFound.backToList'),
          to: inCms ? '/cms' : '/mychannels',
        }}
      />
    )
  }

  if (notFound) {
    return (
      <EmptyState
        headingLevel={1}
        icon={<DocumentQuestionMarkRegular />}
        title={t('pages.channels.detail.notFound.title')}
        description={t('pages.channels.detail.notFound.description')}
        actions={
          <Button appearance="primary" onClick={() => void navigate(inCms ? '/cms' : '/mychannels')}>
            {t(inCms ? 'pages.channels.detail.notFound.backToCms' : 'pages.channels.detail.notFound.backToList')}
          </Button>
        }
      />
    )
  }

  const switchTo = (next: ChannelOption) => {
    // Keep the tab (and the settings section); a page about one record (a playlist) goes to its list.
    const section = rest.startsWith('settings/') ? rest.split('/').slice(0, 2).join('/') : selected
    const query = new URLSearchParams(search)
    if (query.has('channelId')) query.set('channelId', next.id)
    const text = query.toString()
    void navigate(`${prefix}/${next.id}/${section}${text ? `?${text}` : ''}`)
  }

  const picture = safeImageUrl(data?.thumbnail)

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
      ) : channel.isError || !data ? (
        <MessageBar intent="error">
          <MessageBarBody>{describeError(channel.error).serverMessage ?? t('pages.channels.detail.loadFailed')}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void channel.refetch()}>{t('common:actions.retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : (
        <section className={styles.header} aria-labelledby="channel-title">
          <Avatar size={56} shape="square" color="colorful" name={data.name} image={picture ? { src: picture, alt: '' } : undefined} aria-hidden="true" />
          <div className={styles.identity}>
            <Text as="h1" id="channel-title" size={600} weight="semibold">
              {data.name}
            </Text>
            <Text className={styles.meta}>{[data.cmsName, data.companyName].filter(Boolean).join(' · ')}</Text>
            <Link className={styles.platform} href={platformUrl(data.youtubeChannelId)} target="_blank" rel="noopener noreferrer">
              {t('pages.channels.detail.openOnPlatform')}
              <OpenRegular aria-hidden="true" />
            </Link>
            <ChannelBadges channel={data} />
          </div>
          <ChannelCounts channel={data} />
          <div className={styles.switcher}>
            <ChannelSwitcher current={data} onSwitch={switchTo} />
          </div>
        </section>
      )}
      <TabList
        ref={tabsRef}
        className={styles.tabs}
        style={scrollFade(edges)}
        selectedValue={selected}
        onTabSelect={(_, tab) => void navigate(`${base}/${String(tab.value)}${search}`)}
        aria-label={t('pages.channels.detail.tabsLabel')}
      >
        {TABS.filter((tab) => tab !== 'claims' || can(CLAIM_READ)).map((tab) => (
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
