import {
  Button,
  CounterBadge,
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
import { AlertRegular, MailReadRegular } from '@fluentui/react-icons'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useGetNavbarNotifications } from '@/api/generated/notification/endpoints/user-notifications/user-notifications'
import { DevHubControls } from './dev-hub-controls'
import { absoluteTime, relativeTime } from '../format-time'
import { liveStatusKey, useLiveStatus } from '../live/live-hub'
import { LiveStatusBar } from '../live/live-status-bar'
import { DROPDOWN_LIMIT, NAVBAR_PARAMS, NAVBAR_STALE_TIME_MS } from '../notification-queries'
import { TypeKeyIcon } from '../type-key-icon'
import { useNotificationActions } from '../use-notification-actions'
import { useNotificationText } from '../use-notification-text'

const useStyles = makeStyles({
  trigger: { position: 'relative' },
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
  const { t, i18n } = useTranslation('notifications')
  const styles = useStyles()
  const navigate = useNavigate()
  const live = useLiveStatus()
  const { render } = useNotificationText()
  const actions = useNotificationActions()
  const [open, setOpen] = useState(false)
  const surface = useRef<HTMLDivElement>(null)
  const navbar = useGetNavbarNotifications(NAVBAR_PARAMS, { query: { staleTime: NAVBAR_STALE_TIME_MS } })

  const unread = navbar.data?.totalCount ?? 0
  const items = (navbar.data?.items ?? []).slice(0, DROPDOWN_LIMIT)
  const connected = live.status === 'connected'
  const label = unread > 0 ? t('bell.labelUnread', { count: unread }) : t('bell.label')
  const newest = navbar.data?.items[0]?.createdAt

  // Marking an item read removes it (and the button that had focus): keep focus in the dropdown
  // so the keyboard (Escape, Tab) still works there.
  const markRead = async (id: string) => {
    await actions.setRead(id, true)
    requestAnimationFrame(() => {
      if (surface.current && !surface.current.contains(document.activeElement)) surface.current.focus()
    })
  }

  const viewAll = () => {
    setOpen(false)
    void navigate('/notifications')
  }

  return (
    <Popover open={open} onOpenChange={(_, data) => setOpen(data.open)} positioning="below-end" withArrow trapFocus>
      <PopoverTrigger disableButtonEnhancement>
        <Tooltip content={connected ? label : t(liveStatusKey(live))} relationship="description" positioning="below-end" withArrow>
          <Button
            appearance="subtle"
            aria-label={label}
            className={mergeClasses(styles.trigger, !connected && styles.dimmed)}
            data-testid="notification-bell"
            data-live-status={live.status}
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
        {navbar.isPending ? (
          <Spinner size="small" />
        ) : navbar.isError ? (
          <Text className={styles.empty}>{t('bell.loadError')}</Text>
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
                return (
                  <li key={notification.id} className={styles.item} data-testid="notification-dropdown-item">
                    <TypeKeyIcon typeKey={notification.typeKey} className={styles.icon} />
                    <span className={styles.text}>
                      <Text weight="semibold" className={styles.title} title={title}>
                        {title}
                      </Text>
                      <Text size={200} className={styles.time} title={absoluteTime(notification.createdAt, i18n.language)}>
                        {relativeTime(notification.createdAt, i18n.language, t('time.justNow'))}
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
