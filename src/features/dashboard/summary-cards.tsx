import { Link, makeStyles, Text, tokens, Skeleton, SkeletonItem } from '@fluentui/react-components'
import { GavelRegular, DocumentEditRegular, EyeRegular, MoneyOffRegular, TvRegular, VideoClipRegular, type FluentIcon } from '@fluentui/react-icons'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useGetDashboardSummary } from '@/api/generated/channel/endpoints/dashboard/dashboard'
import type { DashboardSummary } from '@/api/generated/channel/model'
import { useKeepFocusOnRecovery, useWidgetState, WidgetNotice } from '@/shared/charts'
import { Surface } from '@/shared/frame'
import { useFormatters } from '@/shared/hooks'
import type { Formatters } from '@/lib/format'
import { DASHBOARD_PERMISSIONS } from './access'

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))', gap: tokens.spacingHorizontalL },
  card: { display: 'flex', flexDirection: 'row', alignItems: 'center', gap: tokens.spacingHorizontalM, padding: tokens.spacingHorizontalL },
  icon: {
    display: 'grid',
    placeItems: 'center',
    width: '44px',
    height: '44px',
    flexShrink: 0,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontSize: '24px',
  },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  label: { color: tokens.colorNeutralForeground2 },
  value: { fontVariantNumeric: 'tabular-nums' },
})

interface Counter {
  permission: string
  labelKey: string
  icon: FluentIcon
  value: (summary: DashboardSummary, f: Formatters) => string
  /** Where the number leads, for a user who holds `permission` there; the page shows the same number. */
  link?: { path: string; permission: string; labelKey: string }
}

/** The claims desk filtered to the claims waiting for an answer: the copyright widget's number. */
const WAITING_CLAIMS_PATH = '/claims?status=potential&status=disputed&status=appealed'

/** The counter widgets, each behind its own dashboard_* permission. */
const COUNTERS: Counter[] = [
  {
    permission: DASHBOARD_PERMISSIONS.channelAndCmsCount,
    labelKey: 'pages.dashboard.counters.channelAndCms',
    icon: TvRegular,
    value: (s, f) => `${f.integer(s.youtubeChannelCount)} / ${f.integer(s.cmsCount)}`,
  },
  {
    permission: DASHBOARD_PERMISSIONS.draftVideo,
    labelKey: 'pages.dashboard.counters.draftVideo',
    icon: DocumentEditRegular,
    value: (s, f) => f.integer(s.draftVideoCount),
  },
  {
    permission: DASHBOARD_PERMISSIONS.publishedVideo,
    labelKey: 'pages.dashboard.counters.publishedVideo',
    icon: VideoClipRegular,
    value: (s, f) => f.integer(s.publishedVideoCount),
  },
  {
    permission: DASHBOARD_PERMISSIONS.copyright,
    labelKey: 'pages.dashboard.counters.copyright',
    icon: GavelRegular,
    value: (s, f) => f.integer(s.copyrightClaimCount),
    link: { path: WAITING_CLAIMS_PATH, permission: 'claim_read', labelKey: 'pages.dashboard.counters.copyrightLink' },
  },
  {
    permission: DASHBOARD_PERMISSIONS.channelWatchCount,
    labelKey: 'pages.dashboard.counters.channelWatchCount',
    icon: EyeRegular,
    value: (s, f) => f.compact(s.channelWatchCount),
  },
  {
    permission: DASHBOARD_PERMISSIONS.yellowDollar,
    labelKey: 'pages.dashboard.counters.yellowDollar',
    icon: MoneyOffRegular,
    value: (s, f) => f.integer(s.yellowDollarCount),
  },
]

export function SummaryCards({ can }: { can: (permission: string) => boolean }) {
  const { t } = useTranslation(['dashboard', 'common'])
  const f = useFormatters()
  const styles = useStyles()
  const navigate = useNavigate()
  const visible = COUNTERS.filter((counter) => can(counter.permission))
  const query = useGetDashboardSummary({ query: { enabled: visible.length > 0 } })
  const state = useWidgetState(query)
  const grid = useRef<HTMLElement>(null)
  useKeepFocusOnRecovery(state.failed || state.offline, grid)
  if (visible.length === 0) return null
  // Failed (also while trying again) or waiting for the network with nothing to show: the notice
  // stands alone; it is always the first child, so its focused Retry stays the same button.
  const nothing = state.failed || (state.offline && !query.data)
  return (
    <>
      <WidgetNotice
        state={state}
        onRetry={() => void query.refetch()}
        errorText={t('pages.dashboard.states.loadFailed')}
        hasContent={query.data !== undefined}
        testId="counters-notice"
      />
      {nothing ? null : (
        <section ref={grid} tabIndex={-1} className={styles.grid} aria-label={t('pages.dashboard.counters.label')}>
          {visible.map((counter) => {
            const Icon = counter.icon
            return (
              <Surface as="div" key={counter.permission} className={styles.card} data-testid={`counter-${counter.permission}`}>
                <span className={styles.icon} aria-hidden="true">
                  <Icon />
                </span>
                <div className={styles.text}>
                  <Text size={200} className={styles.label}>
                    {t(counter.labelKey)}
                  </Text>
                  {query.data && counter.link && can(counter.link.permission) ? (
                    <Link
                      href={counter.link.path}
                      className={styles.value}
                      title={t(counter.link.labelKey)}
                      onClick={(event) => {
                        event.preventDefault()
                        void navigate(counter.link!.path)
                      }}
                    >
                      <Text size={600} weight="semibold">
                        {counter.value(query.data, f)}
                      </Text>
                    </Link>
                  ) : query.data ? (
                    <Text size={600} weight="semibold" className={styles.value}>
                      {counter.value(query.data, f)}
                    </Text>
                  ) : (
                    <Skeleton aria-label={t('common:states.loading')}>
                      {/* The line height of the value it stands for. */}
                      <SkeletonItem size={32} />
                    </Skeleton>
                  )}
                </div>
              </Surface>
            )
          })}
        </section>
      )}
    </>
  )
}
