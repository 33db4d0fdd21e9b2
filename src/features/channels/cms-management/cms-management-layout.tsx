import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Skeleton,
  SkeletonItem,
  Tab,
  TabList,
  Text,
  tokens,
} from '@fluentui/react-components'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, useLocation, useNavigate, useSearchParams } from 'react-router'
import { useGetCms } from '@/api/generated/channel/endpoints/cms/cms'
import { usePermissions } from '@/shared/auth'
import { CLAIM_READ } from '../access'
import { describeError } from '@/lib/error-text'
import { carriedSearch } from '@/shared/routing'
import { StatusBadge } from '@/shared/list'
import { useErrorText, useFormatters } from '@/shared/hooks'
import { PageFrame, PageHeadingLevel } from '@/shared/frame'
import { scrollFade, useSelectedTabInView } from '../channel-detail/use-selected-tab-in-view'
import { CMS_TABS, rememberCms, type CmsTab } from './remember-cms'
import type { ManagedCms } from './use-managed-cms'

/** Query ids are recognised by a UUID pattern; without one the page asks to choose a CMS (docs/decisions.md). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0, '& h1': { margin: 0, overflowWrap: 'anywhere' } },
  meta: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM, color: tokens.colorNeutralForeground2 },
  key: { overflowWrap: 'anywhere' },
  tabs: { overflowX: 'auto', borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  skeleton: { display: 'grid', gap: tokens.spacingVerticalS, maxWidth: '480px' },
})

/**
 * /cms-management: one CMS account's channels, policies and settings under its name, with tabs
 * that keep `cmsId` (and the other carried parameters). Without a CMS, or with one the server
 * does not know, the page says to choose a CMS and links to /cms.
 */
export function CmsManagementLayout() {
  const { t } = useTranslation(['cms', 'breadcrumb', 'common'])
  const styles = useStyles()
  const format = useFormatters()
  const errorText = useErrorText()
  const location = useLocation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const { can } = usePermissions()
  const requested = params.get('cmsId')
  const cmsId = requested && UUID.test(requested) ? requested : null
  const query = useGetCms(cmsId ?? '', { query: { enabled: cmsId !== null } })
  // A tab's own Trash (policies/trash) is under that tab.
  const tabPath = location.pathname.replace(/\/+$/, '').replace(/\/trash$/, '')
  const shown = CMS_TABS.find((name) => tabPath.endsWith(`/${name}`))
  const tab: CmsTab = shown ?? 'channels'
  const { ref: tabsRef, edges } = useSelectedTabInView(tab)
  const pageTitle = t(`breadcrumb:segments.cms-management/${tab}`)
  const cms = cmsId ? query.data : undefined

  // Opened by a link or a reload: the CMS is remembered as when it is opened from the list.
  useEffect(() => {
    if (cms) rememberCms(cms)
  }, [cms])

  // The index only redirects to a tab (keeping the query): let it.
  if (!shown) return <Outlet />
  if (!cmsId) return <ChooseCms title={pageTitle} heading={t('management.chooseTitle')} message={t('management.chooseMessage')} />
  if (query.isError) {
    if (describeError(query.error).status === 404)
      return <ChooseCms title={pageTitle} heading={t('management.unknownTitle')} message={t('management.unknownMessage')} />
    return (
      <PageFrame title={pageTitle}>
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{t('management.loadFailed')}</MessageBarTitle>
            {errorText(query.error)}
          </MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void query.refetch()}>{t('common:actions.retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      </PageFrame>
    )
  }
  if (!cms) {
    return (
      <PageFrame title={pageTitle}>
        <Skeleton className={styles.skeleton} aria-label={t('common:states.loading')}>
          <SkeletonItem size={24} />
          <SkeletonItem size={16} />
          <SkeletonItem size={32} />
        </Skeleton>
      </PageFrame>
    )
  }

  const search = carriedSearch(location.search)
  const context: ManagedCms = { cms }
  return (
    <div className={styles.root}>
      <header className={styles.header}>
        <Text as="h1" size={700} weight="semibold">
          {cms.name}
        </Text>
        <div className={styles.meta}>
          <Text className={styles.key}>{t('management.cmsKey', { key: cms.cmsKey })}</Text>
          <Text>{t('management.channelCount', { count: cms.channelCount, formatted: format.number(cms.channelCount) })}</Text>
          <StatusBadge status={cms.status} label={t(cms.status === 'active' ? 'status.active' : 'status.passive')} />
        </div>
      </header>
      <TabList
        ref={tabsRef}
        className={styles.tabs}
        style={scrollFade(edges)}
        aria-label={t('management.label')}
        selectedValue={tab}
        onTabSelect={(_, data) => void navigate(`/cms-management/${String(data.value)}${search}`)}
      >
        {CMS_TABS.filter((name) => name !== 'claims' || can(CLAIM_READ)).map((name) => (
          <Tab key={name} value={name}>
            {t(`management.tabs.${name}`)}
          </Tab>
        ))}
      </TabList>
      <PageHeadingLevel.Provider value={2}>
        <Outlet context={context} />
      </PageHeadingLevel.Provider>
    </div>
  )
}

function ChooseCms({ title, heading, message }: { title: string; heading: string; message: string }) {
  const { t } = useTranslation('cms')
  const navigate = useNavigate()
  return (
    <PageFrame title={title}>
      <MessageBar intent="info" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>{heading}</MessageBarTitle>
          {message}
        </MessageBarBody>
        <MessageBarActions>
          <Button
            as="a"
            href="/cms"
            onClick={(event) => {
              event.preventDefault()
              void navigate('/cms')
            }}
          >
            {t('management.toList')}
          </Button>
        </MessageBarActions>
      </MessageBar>
    </PageFrame>
  )
}
