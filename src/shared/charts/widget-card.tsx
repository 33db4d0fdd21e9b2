import {
  Button,
  makeStyles,
  mergeClasses,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Skeleton,
  SkeletonItem,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components'
import { ArrowClockwiseRegular, PlugDisconnectedRegular } from '@fluentui/react-icons'
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import type { ApiError } from '@/api/errors'
import { useRefetchWhenOnline, useOnline, useKeptFailure } from '@/shared/hooks'
import { Surface } from '@/shared/frame'
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
  // Server text with no spaces wraps inside the card instead of widening it.
  notice: { overflowWrap: 'anywhere' },
})

/** What a widget needs of its TanStack query (a generated hook's result fits). */
export interface WidgetQuery {
  isPending: boolean
  isError: boolean
  error: ApiError | null
  /** A call is under way (fetchStatus 'fetching'). */
  isFetching: boolean
  /** The call waits for the network (fetchStatus 'paused', networkMode 'online'). */
  isPaused: boolean
  /** When the last failure came; above 0 once the query has failed. */
  errorUpdatedAt: number
  refetch: (options?: { cancelRefetch?: boolean }) => Promise<unknown>
}

export interface WidgetState {
  /** The call failed and there is nothing to show: also while trying again (the query is then 'pending' again). */
  failed: boolean
  /** Failed, and a new try is under way. */
  retrying: boolean
  /** Waiting for the network: the call is paused, or it failed while the browser is offline. */
  offline: boolean
  /** The failure to show, kept while trying again (the query clears its error for the next call). */
  error: ApiError | null
}

/**
 * The state behind a widget's notice: failed, trying again or waiting for the network. A failed
 * widget also tries again by itself when the browser says the network is back (`online`); a paused
 * one is resumed by TanStack Query itself.
 */
export function useWidgetState(query: WidgetQuery): WidgetState {
  const online = useOnline()
  const { failed, error } = useKeptFailure(query)
  useRefetchWhenOnline({ isError: failed, refetch: query.refetch })
  return {
    failed,
    retrying: failed && query.isFetching,
    offline: query.isPaused || (failed && !online),
    error,
  }
}

/**
 * When a widget is back (its Retry button gone) and focus fell to the page, it goes to `target`
 * (a container with tabIndex -1), so the keyboard goes on from where it was.
 */
export function useKeepFocusOnRecovery(problem: boolean, target: RefObject<HTMLElement | null>): void {
  const hadProblem = useRef(problem)
  useEffect(() => {
    const active = document.activeElement
    if (hadProblem.current && !problem && target.current && (!active || active === document.body)) target.current.focus()
    hadProblem.current = problem
  }, [problem, target])
}

export interface WidgetNoticeProps {
  state: WidgetState
  onRetry: () => void
  /** What a failure says when the server gave no message; default "This widget could not be loaded." */
  errorText?: string
  /** Something is on screen (an earlier answer): offline then says it will be updated, not loaded. */
  hasContent?: boolean
  className?: string
  testId?: string
}

/**
 * A widget's failure (the server's message, with Retry, busy and still focused while trying
 * again) or its wait for the network (it loads by itself when the connection is back). One
 * element for all of them, so the Retry button that has focus stays the same button. Renders
 * nothing when there is nothing to say.
 */
export function WidgetNotice({ state, onRetry, errorText, hasContent = false, className, testId }: WidgetNoticeProps) {
  const { t } = useTranslation(['list-kit', 'common'])
  const styles = useStyles()
  const messageId = useId()
  if (!state.offline && !state.failed) return null
  const busy = state.retrying && !state.offline
  return (
    <MessageBar
      intent={state.offline ? 'warning' : 'error'}
      layout="multiline"
      icon={state.offline ? <PlugDisconnectedRegular /> : undefined}
      className={mergeClasses(styles.notice, className)}
      data-testid={testId}
      data-state={state.offline ? 'offline' : busy ? 'retrying' : 'error'}
    >
      <MessageBarBody id={messageId}>
        {state.offline ? (
          <>
            <MessageBarTitle>{t('states.offlineTitle')}</MessageBarTitle>
            {hasContent ? t('widgets.offlineStale') : t('widgets.offline')}
          </>
        ) : (
          (state.error?.serverMessage ?? errorText ?? t('widgets.loadFailed'))
        )}
      </MessageBarBody>
      <MessageBarActions>
        <Button
          size="small"
          icon={busy ? <Spinner size="extra-tiny" /> : <ArrowClockwiseRegular />}
          aria-describedby={messageId}
          disabledFocusable={busy}
          onClick={onRetry}
        >
          {busy ? t('widgets.retrying') : t('common:actions.retry')}
        </Button>
      </MessageBarActions>
    </MessageBar>
  )
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
 * error (the server's message, with retry; kept, with a busy Retry that keeps focus, while trying
 * again), offline (it loads by itself when the connection is back) and empty states.
 */
export function WidgetCard({ title, icon, actions, query, placeholder, empty, emptyText, errorText, className, testId, children }: WidgetCardProps) {
  const { t } = useTranslation(['list-kit', 'common'])
  const styles = useStyles()
  const heading = useRef<HTMLHeadingElement>(null)
  const state = useWidgetState(query)
  // Nothing of this query to show: the notice stands alone.
  const nothing = state.failed || query.isPending
  // Back, the Retry button gone: focus goes to the widget's title rather than the page.
  useKeepFocusOnRecovery(state.failed || state.offline, heading)
  return (
    <Surface
      className={mergeClasses(styles.card, className)}
      data-testid={testId}
      data-load-state={state.offline ? 'offline' : state.failed ? 'error' : query.isPending ? 'loading' : 'ready'}
    >
      <div className={styles.header}>
        <Text as="h2" ref={heading} tabIndex={-1} size={400} weight="semibold" className={styles.title}>
          {icon ? (
            <span className={styles.icon} aria-hidden="true">
              {icon}
            </span>
          ) : null}
          {title}
        </Text>
        {actions}
      </div>
      <WidgetNotice state={state} onRetry={() => void query.refetch()} errorText={errorText} hasContent={!nothing} />
      {state.failed || (state.offline && nothing) ? null : query.isPending ? (
        <Skeleton className={styles.skeleton} aria-label={t('common:states.loading')}>
          {placeholder ?? (
            <>
              <SkeletonItem size={24} />
              <SkeletonItem size={16} />
              <SkeletonItem size={16} />
            </>
          )}
        </Skeleton>
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
