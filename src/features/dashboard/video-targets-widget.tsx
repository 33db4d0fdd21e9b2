import { TargetArrowRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { useGetDashboardVideoTargets } from '@/api/generated/channel/endpoints/dashboard/dashboard'
import { ChartPlaceholder, PairedBarChart, WidgetCard } from '@/shared/charts'
import { useFormatters } from '@/shared/hooks'
import { DASHBOARD_PERMISSIONS } from './access'

/** The video_*_target widgets: target against actual per month of this year. */
export function VideoTargetsWidget({ can }: { can: (permission: string) => boolean }) {
  const { t } = useTranslation('dashboard')
  const f = useFormatters()
  const visible = can(DASHBOARD_PERMISSIONS.videoUploadTarget) || can(DASHBOARD_PERMISSIONS.videoPublishTarget)
  const year = new Date().getFullYear()
  const query = useGetDashboardVideoTargets({ year }, { query: { enabled: visible } })
  if (!visible) return null
  const items = query.data?.items ?? []
  const target = items.reduce((sum, item) => sum + item.target, 0)
  const actual = items.reduce((sum, item) => sum + item.actual, 0)
  return (
    <WidgetCard
      title={t('pages.dashboard.videoTargets.title', { year })}
      icon={<TargetArrowRegular />}
      query={query}
      placeholder={<ChartPlaceholder legend />}
      empty={items.length === 0}
      testId="widget-video-targets"
    >
      {/* Built only with data: the first number formatted loads the locale's data (shared/lib/format.ts). */}
      {items.length > 0 ? (
        <PairedBarChart
          groups={items.map((item) => ({ label: f.month(item.month), a: item.target, b: item.actual }))}
          legend={{ a: t('pages.dashboard.videoTargets.target'), b: t('pages.dashboard.videoTargets.actual') }}
          formatValue={(value) => f.integer(value)}
          summary={t('pages.dashboard.videoTargets.summary', { actual: f.integer(actual), target: f.integer(target), year })}
        />
      ) : null}
    </WidgetCard>
  )
}
