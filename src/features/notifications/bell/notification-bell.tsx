import {
  Button,
  CounterBadge,
  Link,
  makeStyles,
  mergeClasses,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Spinner,
  Text,
  tokens,
  Tooltip,
} from '@fluentui/react-components'
import { AlertRegular, ArrowClockwiseRegular, ErrorCircleRegular, MailReadRegular } from '@fluentui/react-icons'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormatters, useRefetchWhenOnline, useKeptFailure } from '@/shared/hooks'
import { useNavigate } from 'react-router'
import { useGetNavbarNotifications } from '@/api/generated/notification/endpoints/user-notifications/user-notifications'
import { describeError } from '@/lib/error-text'
import { DevHubControls } from './dev-hub-controls'
import { inAppPath } from '../notification-text'
import { liveStatusKey, useLiveStatus } from '../live/live-hub'
import { LiveStatusBar } from '../live/live-status-bar'
import { DROPDOWN_LIMIT, NAVBAR_PARAMS, NAVBAR_STALE_TIME_MS } from '../notification-queries'
import { TypeKeyIcon } from '../type-key-icon'
import { useNotificationActions } from '../use-notification-actions'
import { useNotificationText } from '../use-notification-text'

const useStyles = makeStyles({
  // Fluent's Button hides its overflow (for long text); the badge sits over its corner.
  trigger: { position: 'relative', overflow: 'visible' },
  // Spec §2: the bell is dimmed while the live connection is down.
  dimmed: { opacity: 0.5 },
  badge: {
    position: 'absolute',
    top: 0,
    insetInlineEnd: 0,
    transform: 'translate(25%, -15%)',
    pointerEvents: 'none',
    // Fluent writes a filled badge in the on-brand colour, which is near-black here (the spec's
    // light greens need dark text, brand.ts): white stays readable on the red.
    color: tokens.colorNeutralForegroundStaticInverted,
  },
  surface: {
    width: 'min(380px, calc(100vw - 2 * 16px))',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalM,
  },
  header: { display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  count: { color: tokens.colorNeutralForeground3 },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  item: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalXS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke3}`,
  },
  icon: { fontSize: tokens.fontSizeBase500, color: tokens.colorBrandForeground1 },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  title: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  time: { color: tokens.colorNeutralForeground3 },
  empty: { color: tokens.colorNeutralForeground2, paddingBlock: tokens.spacingVerticalM, textAlign: 'center' },
  // The navbar list could not be loaded: a dot on the bell says so before the bell is opened.
  errorDot: {
    position: 'absolute',
    top: '2px',
    insetInlineEnd: '2px',
    width: '10px',
    height: '10px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorPaletteDarkOrangeBackground3,
    boxShadow: `0 0 0 ${tokens.strokeWidthThick} ${tokens.colorNeutralBackground1}`,
    pointerEvents: 'none',
  },
  error: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalS,
    rowGap: tokens.spacingVerticalXS,
    alignItems: 'start',
    paddingBlock: tokens.spacingVerticalS,
  },
  errorIcon: { fontSize: tokens.fontSizeBase500, color: tokens.colorPaletteRedForeground1 },
  errorText: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0, overflowWrap: 'anywhere' },
  errorDetail: { color: tokens.colorNeutralForeground2 },
  errorRetry: { gridColumn: '2', justifySelf: 'start' },
  more: { color: tokens.colorNeutralForeground3 },
  footer: { display: 'flex', justifyContent: 'stretch' },
  viewAll: { flexGrow: 1 },
})

/**
 * The navbar bell (spec §2): unread count from the navbar list, a dropdown with the 7 latest
 * unread titles, and the way to the notifications page. Dimmed, with a tooltip saying why,
 * while the live connection is down.
 */
export function NotificationBell() {
  const { t } = useTranslation('notifications')
  const format = useFormatters()
  const styles = useStyles()
  const navigate = useNavigate()
  const live = useLiveStatus()
  const { render } = useNotificationText()
  const actions = useNotificationActions()
  const [open, setOpen] = useState(false)
  const surface = useRef<HTMLDivElement>(null)
  const navbar = useGetNavbarNotifications(NAVBAR_PARAMS, { query: { staleTime: NAVBAR_STALE_TIME_MS } })
  // Failed, also while trying again, with the reason kept on screen.
  const { failed, error: navbarError } = useKeptFailure(navbar)
  const errorId = useId()

  // A failed list tries again by itself when the network comes back…
  useRefetchWhenOnline({ isError: failed, refetch: navbar.refetch })
  // …and when the live connection is back (LiveNotifications also refetches on a resync; a
  // fetch under way is joined, not repeated).
  const connected = live.status === 'connected'
  const wasConnected = useRef(connected)
  const { refetch } = navbar
  useEffect(() => {
    if (connected && !wasConnected.current && failed) void refetch({ cancelRefetch: false })
    wasConnected.current = connected
  }, [connected, failed, refetch])

  // While the list is failing its count may be wrong: the bell shows the failure instead of a count.
  const unread = failed ? 0 : (navbar.data?.totalCount ?? 0)
  const items = (navbar.data?.items ?? []).slice(0, DROPDOWN_LIMIT)
  const label = failed ? t('bell.labelError') : unread > 0 ? t('bell.labelUnread', { count: unread }) : t('bell.label')
  const newest = navbar.data?.items[0]?.createdAt

  // Marking an item read removes it (and the button that had focus): keep focus in the dropdown
  // so the keyboard (Escape, Tab) still works there.
  const markRead = async (id: string) => {
    await actions.setRead(id, true)
    requestAnimationFrame(() => {
      if (surface.current && !surface.current.contains(document.activeElement)) surface.current.focus()
    })
  }

  // Once the list is back the Retry button is gone: focus stays in the dropdown, not on the page.
  const wasFailed = useRef(failed)
  useEffect(() => {
    if (wasFailed.current && !failed && surface.current && (!document.activeElement || document.activeElement === document.body)) surface.current.focus()
    wasFailed.current = failed
  }, [failed])

  const viewAll = () => {
    setOpen(false)
    void navigate('/notifications')
  }

  return (
    <Popover open={open} onOpenChange={(_, data) => setOpen(data.open)} positioning="below-end" withArrow trapFocus>
      <PopoverTrigger disableButtonEnhancement>
        <Tooltip content={failed || connected ? label : t(liveStatusKey(live))} relationship="description" positioning="below-end" withArrow>
          <Button
            appearance="subtle"
            aria-label={label}
            className={mergeClasses(styles.trigger, !connected && styles.dimmed)}
            data-testid="notification-bell"
            data-live-status={live.status}
            data-load-state={failed ? 'error' : navbar.isPending ? 'loading' : 'ready'}
            icon={
              <span>
                <AlertRegular />
                {unread > 0 ? (
                  <CounterBadge
                    className={styles.badge}
                    count={unread}
                    overflowCount={99}
                    size="small"
                    color="danger"
                    aria-hidden="true"
                    data-testid="notification-badge"
                  />
                ) : null}
                {failed ? <span className={styles.errorDot} aria-hidden="true" data-testid="notification-error-dot" /> : null}
              </span>
            }
          />
        </Tooltip>
      </PopoverTrigger>
      <PopoverSurface ref={surface} tabIndex={-1} className={styles.surface} aria-label={t('bell.heading')} data-testid="notification-dropdown">
        <div className={styles.header}>
          <Text as="h2" weight="semibold" size={400}>
            {t('bell.heading')}
          </Text>
          {unread > 0 ? (
            <Button appearance="transparent" size="small" disabled={actions.busy} onClick={() => void actions.markAllRead(newest)}>
              {t('bell.markAllRead')}
            </Button>
          ) : null}
        </div>
        <LiveStatusBar />
        {failed ? (
          <NavbarLoadError error={navbarError} errorId={errorId} busy={navbar.isFetching} onRetry={() => void refetch()} />
        ) : navbar.isPending ? (
          <Spinner size="small" />
        ) : items.length === 0 ? (
          <Text className={styles.empty}>{t('bell.empty')}</Text>
        ) : (
          <>
            <Text size={200} className={styles.count}>
              {t('bell.unread', { count: unread })}
            </Text>
            <ul className={styles.list} aria-label={t('bell.heading')}>
              {items.map((notification) => {
                const { title } = render(notification)
                const path = inAppPath(notification)
                return (
                  <li key={notification.id} className={styles.item} data-testid="notification-dropdown-item">
                    <TypeKeyIcon typeKey={notification.typeKey} className={styles.icon} />
                    <span className={styles.text}>
                      {path ? (
                        <Link
                          href={path}
                          className={styles.title}
                          title={title}
                          onClick={(event) => {
                            event.preventDefault()
                            setOpen(false)
                            void navigate(path)
                          }}
                        >
                          {title}
                        </Link>
                      ) : (
                        <Text weight="semibold" className={styles.title} title={title}>
                          {title}
                        </Text>
                      )}
                      <Text size={200} className={styles.time} title={format.dateTime(notification.createdAt)}>
                        {format.relativeTime(notification.createdAt, undefined, t('time.justNow'))}
                      </Text>
                    </span>
                    <Tooltip content={t('actions.markRead')} relationship="description">
                      <Button
                        appearance="subtle"
                        size="small"
                        icon={<MailReadRegular />}
                        aria-label={t('bell.markRead', { title })}
                        disabled={actions.busy}
                        onClick={() => void markRead(notification.id)}
                      />
                    </Tooltip>
                  </li>
                )
              })}
            </ul>
            {unread > items.length ? (
              <Text size={200} className={styles.more}>
                {t('bell.more', { count: unread - items.length })}
              </Text>
            ) : null}
          </>
        )}
        <div className={styles.footer}>
          <Button appearance="primary" className={styles.viewAll} onClick={viewAll}>
            {t('bell.viewAll')}
          </Button>
        </div>
        {__MOCK_MODE__ ? <DevHubControls /> : null}
      </PopoverSurface>
    </Popover>
  )
}

interface NavbarLoadErrorProps {
  error: unknown
  errorId: string
  busy: boolean
  onRetry: () => void
}

/** The navbar list failed: what happened, that it comes back by itself, and a button to try now. */
function NavbarLoadError({ error, errorId, busy, onRetry }: NavbarLoadErrorProps) {
  const { t } = useTranslation(['notifications', 'common'])
  const styles = useStyles()
  const { serverMessage, messageKey } = describeError(error)
  const detail = serverMessage ?? (messageKey ? t(`common:${messageKey}`) : null)
  return (
    <div className={styles.error} data-testid="notification-load-error" role="alert">
      <ErrorCircleRegular className={styles.errorIcon} aria-hidden="true" />
      <div className={styles.errorText} id={errorId}>
        <Text weight="semibold">{t('bell.loadError')}</Text>
        {detail ? (
          <Text size={200} className={styles.errorDetail}>
            {detail}
          </Text>
        ) : null}
        <Text size={200} className={styles.errorDetail}>
          {t('bell.autoRetry')}
        </Text>
      </div>
      <Button
        className={styles.errorRetry}
        size="small"
        icon={busy ? <Spinner size="extra-tiny" /> : <ArrowClockwiseRegular />}
        aria-describedby={errorId}
        disabledFocusable={busy}
        onClick={onRetry}
      >
        {busy ? t('bell.retrying') : t('common:actions.retry')}
      </Button>
    </div>
  )
}
