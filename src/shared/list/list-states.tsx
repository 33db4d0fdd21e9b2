import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Skeleton,
  SkeletonItem,
  Text,
  tokens,
} from '@fluentui/react-components'
import { ArrowClockwiseRegular, DismissRegular, DocumentSearchRegular, PlugDisconnectedRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'

const useStyles = makeStyles({
  skeleton: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  skeletonRow: { display: 'grid', gridTemplateColumns: '24px repeat(4, minmax(0, 1fr))', gap: tokens.spacingHorizontalL, alignItems: 'center' },
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
    textAlign: 'center',
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke2}`,
    color: tokens.colorNeutralForeground2,
  },
  emptyIcon: { fontSize: tokens.fontSizeHero800, color: tokens.colorNeutralForeground3 },
})

/** Placeholder rows while the first page loads. */
export function ListSkeleton({ rows }: { rows: number }) {
  const { t } = useTranslation('list-kit')
  const styles = useStyles()
  return (
    <Skeleton className={styles.skeleton} aria-label={t('states.loading')} aria-busy="true" data-testid="list-skeleton">
      {Array.from({ length: Math.min(rows, 10) }, (_, index) => (
        <div key={index} className={styles.skeletonRow}>
          <SkeletonItem shape="square" size={20} />
          <SkeletonItem size={16} />
          <SkeletonItem size={16} />
          <SkeletonItem size={16} />
          <SkeletonItem size={16} />
        </div>
      ))}
    </Skeleton>
  )
}

/** No rows: a plain message, or, with filters on, a way out of them. */
export function ListEmpty({ filtered, message, onClearFilters }: { filtered: boolean; message?: string; onClearFilters(): void }) {
  const { t } = useTranslation('list-kit')
  const styles = useStyles()
  return (
    <div className={styles.empty} role="status" data-testid="list-empty">
      <DocumentSearchRegular className={styles.emptyIcon} aria-hidden />
      <Text size={400} weight="semibold">
        {filtered ? t('states.noMatches') : (message ?? t('states.empty'))}
      </Text>
      {filtered ? (
        <>
          <Text>{t('states.noMatchesHint')}</Text>
          <Button icon={<DismissRegular />} onClick={onClearFilters}>
            {t('filters.clearAll')}
          </Button>
        </>
      ) : null}
    </div>
  )
}

/**
 * The page could not be loaded: what the server said, and a retry. `page` (one-based) names the
 * page when it is not the first, so the message matches the pager beside it.
 */
export function ListError({ message, page, onRetry }: { message: string; page?: number; onRetry(): void }) {
  const { t } = useTranslation('list-kit')
  return (
    <MessageBar intent="error" layout="multiline" data-testid="list-error">
      <MessageBarBody>
        <MessageBarTitle>{page && page > 1 ? t('states.pageError', { page }) : t('states.error')}</MessageBarTitle>
        {message}
      </MessageBarBody>
      <MessageBarActions>
        <Button icon={<ArrowClockwiseRegular />} onClick={onRetry}>
          {t('states.retry')}
        </Button>
      </MessageBarActions>
    </MessageBar>
  )
}

/**
 * The page waits for the network: it loads by itself when the browser is back online; Retry
 * asks again at once (for a connection the browser has not noticed yet).
 */
export function ListOffline({ page, onRetry }: { page?: number; onRetry(): void }) {
  const { t } = useTranslation('list-kit')
  return (
    <MessageBar intent="warning" layout="multiline" icon={<PlugDisconnectedRegular />} data-testid="list-offline">
      <MessageBarBody>
        <MessageBarTitle>{t('states.offlineTitle')}</MessageBarTitle>
        {page && page > 1 ? t('states.offlinePage', { page }) : t('states.offline')}
      </MessageBarBody>
      <MessageBarActions>
        <Button icon={<ArrowClockwiseRegular />} onClick={onRetry}>
          {t('states.retry')}
        </Button>
      </MessageBarActions>
    </MessageBar>
  )
}
