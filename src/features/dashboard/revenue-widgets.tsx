import { mergeClasses } from '@fluentui/react-components'
import { DataAreaRegular, MoneyRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useGetDashboardChannelRevenue } from '@/api/generated/channel/endpoints/dashboard/dashboard'
import { lastDays } from '@/lib/format'
import { ChoiceButtons } from '@/shared/frame'
import { ChartPlaceholder, RowsPlaceholder, TimeSeriesChart, useTableStyles, WidgetCard } from '@/shared/charts'
import { useFormatters } from '@/shared/hooks'
import { DASHBOARD_PERMISSIONS } from './access'

const PERIODS = [7, 30, 90] as const

/** channel_revenue_graph and channel_revenue_list: one call, two widgets, each behind its permission. */
export function RevenueWidgets({ can }: { can: (permission: string) => boolean }) {
  const { t } = useTranslation('dashboard')
  const f = useFormatters()
  const table = useTableStyles()
  const [days, setDays] = useState<(typeof PERIODS)[number]>(30)
  const showGraph = can(DASHBOARD_PERMISSIONS.channelRevenueGraph)
  const showList = can(DASHBOARD_PERMISSIONS.channelRevenueList)
  const query = useGetDashboardChannelRevenue(lastDays(days), { query: { enabled: showGraph || showList } })
  if (!showGraph && !showList) return null
  const series = query.data?.series ?? []
  const list = query.data?.list ?? []
  const currency = series[0]?.currency ?? list[0]?.currency ?? 'USD'
  const total = series.reduce((sum, point) => sum + point.revenue, 0)
  const periodPicker = (
    <ChoiceButtons
      label={t('pages.dashboard.revenue.period')}
      choices={PERIODS.map((value) => ({ value, label: t('pages.dashboard.revenue.days', { count: value }) }))}
      value={days}
      onChange={setDays}
    />
  )
  return (
    <>
      {showGraph ? (
        <WidgetCard
          title={t('pages.dashboard.revenue.graphTitle')}
          icon={<DataAreaRegular />}
          actions={periodPicker}
          query={query}
          placeholder={<ChartPlaceholder />}
          empty={series.length === 0}
          testId="widget-revenue-graph"
        >
          {/* Built only with data: the first number formatted loads the locale's data (shared/lib/format.ts). */}
          {series.length > 0 ? (
            <TimeSeriesChart
              series={[
                { key: 'revenue', label: t('pages.dashboard.columns.revenue'), points: series.map((point) => ({ date: point.date, value: point.revenue })) },
              ]}
              area
              formatValue={f.compact}
              summary={t('pages.dashboard.revenue.summary', { total: f.currency(total, currency), count: days })}
            />
          ) : null}
        </WidgetCard>
      ) : null}
      {showList ? (
        <WidgetCard
          title={t('pages.dashboard.revenue.listTitle')}
          icon={<MoneyRegular />}
          actions={showGraph ? undefined : periodPicker}
          query={query}
          placeholder={<RowsPlaceholder rows={11} kind="table" />}
          empty={list.length === 0}
          testId="widget-revenue-list"
        >
          <table className={table.table} aria-label={t('pages.dashboard.revenue.listTitle')}>
            <thead>
              <tr>
                <th className={table.th}>{t('pages.dashboard.columns.channel')}</th>
                <th className={mergeClasses(table.th, table.number)}>{t('pages.dashboard.columns.revenue')}</th>
              </tr>
            </thead>
            <tbody>
              {list.slice(0, 10).map((row) => (
                <tr key={row.channelId}>
                  <td className={table.td}>{row.channelName}</td>
                  <td className={mergeClasses(table.td, table.number)}>{f.currency(row.revenue, row.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </WidgetCard>
      ) : null}
    </>
  )
}
