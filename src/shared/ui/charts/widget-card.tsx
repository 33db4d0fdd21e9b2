import { Button, makeStyles, mergeClasses, MessageBar, MessageBarActions, MessageBarBody, Skeleton, SkeletonItem, Text, tokens } from '@fluentui/react-components'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { ApiError } from '@/api/errors'
import { Surface } from '@/shared/ui/surface/surface'
import { useTableStyles } from './simple-table'

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL, minWidth: 0 },
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  title: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, margin: 0 },
  icon: { display: 'flex', fontSize: '20px', color: tokens.colorBrandForeground1 },
  skeleton: { display: 'grid', gap: tokens.spacingVerticalS },
  // The chart's own box: its SVG is 600 × 200 at full width.
  chart: { width: '100%', height: 'auto', aspectRatio: '3 / 1' },
  legend: { height: tokens.lineHeightBase300, display: 'flex', alignItems: 'center', marginTop: tokens.spacingVerticalS },
  legendItem: { width: '40%' },
  empty: { color: tokens.colorNeutralForeground2, padding: `${tokens.spacingVerticalL} 0` },
})

export interface WidgetQuery {
  isPending: boolean
  isError: boolean
  error: ApiError | null
  refetch: () => unknown
}

export interface WidgetCardProps {
  title: string
  icon?: ReactNode
  /** Controls on the right of the title (period choice, metric tabs). */
  actions?: ReactNode
  query: WidgetQuery
  /**
   * The shape of the content while it loads (ChartPlaceholder, RowsPlaceholder), so that nothing
   * below moves when it arrives; three lines by default.
   */
  placeholder?: ReactNode
  /** True when the call succeeded but has nothing to show. */
  empty?: boolean
  /** What the empty state says; default "No data for this period." */
  emptyText?: string
  /** What a failed call says when the server gave no message; default "This widget could not be loaded." */
  errorText?: string
  className?: string
  testId?: string
  children?: ReactNode
}

/**
 * A card holding one chart or small table (dashboard and report widgets), with its loading shape,
 * error (the server's message, with retry) and empty states.
 */
export function WidgetCard({ title, icon, actions, query, placeholder, empty, emptyText, errorText, className, testId, children }: WidgetCardProps) {
  const { t } = useTranslation(['list-kit', 'common'])
  const styles = useStyles()
  return (
    <Surface className={mergeClasses(styles.card, className)} data-testid={testId}>
      <div className={styles.header}>
        <Text as="h2" size={400} weight="semibold" className={styles.title}>
          {icon ? (
            <span className={styles.icon} aria-hidden="true">
              {icon}
            </span>
          ) : null}
          {title}
        </Text>
        {actions}
      </div>
      {query.isPending ? (
        <Skeleton className={styles.skeleton} aria-label={t('common:states.loading')}>
          {placeholder ?? (
            <>
              <SkeletonItem size={24} />
              <SkeletonItem size={16} />
              <SkeletonItem size={16} />
            </>
          )}
        </Skeleton>
      ) : query.isError ? (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{query.error?.serverMessage ?? errorText ?? t('widgets.loadFailed')}</MessageBarBody>
          <MessageBarActions>
            <Button size="small" onClick={() => void query.refetch()}>
              {t('common:actions.retry')}
            </Button>
          </MessageBarActions>
        </MessageBar>
      ) : empty ? (
        <Text className={styles.empty}>{emptyText ?? t('widgets.empty')}</Text>
      ) : (
        children
      )}
    </Surface>
  )
}

/** Loading shape of a chart (charts.tsx), with the legend line of the paired bars. */
export function ChartPlaceholder({ legend = false }: { legend?: boolean }) {
  const styles = useStyles()
  return (
    <div>
      <SkeletonItem className={styles.chart} />
      {legend ? (
        <div className={styles.legend}>
          <SkeletonItem size={12} className={styles.legendItem} />
        </div>
      ) : null}
    </div>
  )
}

/**
 * Loading shape of a list of `rows` rows: table rows (simple-table.ts, header included) or the
 * 28 px rows of an avatar list.
 */
export function RowsPlaceholder({ rows, kind }: { rows: number; kind: 'table' | 'avatars' }) {
  const styles = useStyles()
  const table = useTableStyles()
  const items = Array.from({ length: rows }, (_, index) => index)
  if (kind === 'avatars') {
    return (
      <div className={styles.skeleton}>
        {items.map((index) => (
          <SkeletonItem key={index} size={28} />
        ))}
      </div>
    )
  }
  return (
    <table className={table.table} aria-hidden="true">
      <tbody>
        {items.map((index) => (
          <tr key={index}>
            {/* 20 px: the line height of the text it stands for. */}
            <td className={table.td}>
              <SkeletonItem size={20} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
