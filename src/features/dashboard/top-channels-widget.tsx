import { Avatar, makeStyles, Text, tokens } from '@fluentui/react-components'
import { TrophyRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useGetDashboardTopChannels } from '@/api/generated/channel/endpoints/dashboard/dashboard'
import type { TopChannelMetric } from '@/api/generated/channel/model'
import { safeImageUrl } from '@/lib/safe-image-url'
import { ChoiceButtons } from '@/shared/frame'
import { RowsPlaceholder, WidgetCard } from '@/shared/charts'
import { useFormatters } from '@/shared/hooks'
import { DASHBOARD_PERMISSIONS } from './access'

const METRICS: { metric: TopChannelMetric; permission: string }[] = [
  { metric: 'views', permission: DASHBOARD_PERMISSIONS.top10ViewChannels },
  { metric: 'revenue', permission: DASHBOARD_PERMISSIONS.top10RevenueChannels },
  { metric: 'subscribers', permission: DASHBOARD_PERMISSIONS.top10SubscriberChannels },
]

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalS },
  row: { display: 'grid', gridTemplateColumns: '24px auto 1fr auto', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  rank: { color: tokens.colorNeutralForeground2, textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  value: { fontVariantNumeric: 'tabular-nums', fontWeight: tokens.fontWeightSemibold },
})

/** The top_10_* channel widgets: one card, a tab per metric the user may see. */
export function TopChannelsWidget({ can }: { can: (permission: string) => boolean }) {
  const { t } = useTranslation('dashboard')
  const f = useFormatters()
  const styles = useStyles()
  const allowed = METRICS.filter((entry) => can(entry.permission))
  const [chosen, setChosen] = useState<TopChannelMetric | null>(null)
  const metric = allowed.find((entry) => entry.metric === chosen)?.metric ?? allowed[0]?.metric ?? 'views'
  const query = useGetDashboardTopChannels({ metric, limit: 10 }, { query: { enabled: allowed.length > 0 } })
  if (allowed.length === 0) return null
  const items = query.data?.items ?? []
  const format = (value: number) => (metric === 'revenue' ? f.currency(value, query.data?.currency ?? 'USD') : f.compact(value))
  return (
    <WidgetCard
      title={t('pages.dashboard.topChannels.title')}
      icon={<TrophyRegular />}
      query={query}
      placeholder={<RowsPlaceholder rows={10} kind="avatars" />}
      empty={items.length === 0}
      testId="widget-top-channels"
      actions={
        allowed.length > 1 ? (
          <ChoiceButtons
            label={t('pages.dashboard.topChannels.metric')}
            choices={allowed.map((entry) => ({ value: entry.metric, label: t(`pages.dashboard.topChannels.${entry.metric}`) }))}
            value={metric}
            onChange={setChosen}
          />
        ) : (
          <Text size={200}>{t(`pages.dashboard.topChannels.${metric}`)}</Text>
        )
      }
    >
      <ol className={styles.list}>
        {items.map((item) => (
          <li key={item.channelId} className={styles.row}>
            <Text className={styles.rank}>{item.rank}</Text>
            <Avatar
              size={28}
              shape="square"
              color="colorful"
              name={item.channelName}
              image={safeImageUrl(item.thumbnail) ? { src: safeImageUrl(item.thumbnail), alt: '' } : undefined}
              aria-hidden="true"
            />
            <Text className={styles.name} title={item.channelName}>
              {item.channelName}
            </Text>
            <Text className={styles.value}>{format(item.value)}</Text>
          </li>
        ))}
      </ol>
    </WidgetCard>
  )
}
