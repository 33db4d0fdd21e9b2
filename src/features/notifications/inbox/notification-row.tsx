import { Button, Checkbox, Link, makeStyles, mergeClasses, Text, tokens, Tooltip } from '@fluentui/react-components'
import { ArrowUndoRegular, Circle12Filled, DeleteDismissRegular, DeleteRegular, MailReadRegular, MailUnreadRegular, OpenRegular } from '@fluentui/react-icons'
import { memo, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useFormatters } from '@/shared/hooks'
import type { SelectionStore } from '@/shared/list'
import type { Notification } from '@/api/generated/notification/model'
import { inAppPath, safeHref, type RenderedNotification } from '../notification-text'
import { TypeKeyIcon } from '../type-key-icon'

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: 'auto auto minmax(0, 1fr) auto',
    alignItems: 'start',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    ':last-child': { borderBottom: 'none' },
  },
  unread: { backgroundColor: tokens.colorBrandBackground2 },
  selected: { backgroundColor: tokens.colorNeutralBackground1Selected },
  kind: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, paddingTop: tokens.spacingVerticalXS },
  dot: { color: tokens.colorBrandForeground1, fontSize: tokens.fontSizeBase100 },
  dotHidden: { visibility: 'hidden' },
  icon: { fontSize: tokens.fontSizeBase500, color: tokens.colorNeutralForeground2 },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  titleLine: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: tokens.spacingHorizontalS },
  title: { margin: 0, overflowWrap: 'anywhere' },
  message: { color: tokens.colorNeutralForeground2, whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
  meta: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM, color: tokens.colorNeutralForeground3 },
  link: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXXS },
  srOnly: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
})

export interface NotificationRowProps {
  notification: Notification
  rendered: RenderedNotification
  selection: SelectionStore<Notification>
  busy: boolean
  onToggleRead(notification: Notification): void
  onDelete(notification: Notification, title: string): void
  /** The Deleted view: when it was deleted; Restore and Delete for good take the place of the inbox's actions. */
  deletedAt?: string
  onRestore?(notification: Notification): void
  onPurge?(notification: Notification, title: string): void
}

/** One notification: selection, read state, kind, title, message, time, link and actions. */
export const NotificationRow = memo(function NotificationRow({
  notification,
  rendered,
  selection,
  busy,
  onToggleRead,
  onDelete,
  deletedAt,
  onRestore,
  onPurge,
}: NotificationRowProps) {
  const { t } = useTranslation('notifications')
  const format = useFormatters()
  const styles = useStyles()
  const selected = useSyncExternalStore(selection.subscribe, () => selection.isSelected(notification.id))
  const href = safeHref(notification.link)
  const path = inAppPath(notification)
  const navigate = useNavigate()
  const { title, message } = rendered
  const unread = !notification.isRead

  return (
    <li
      className={mergeClasses(styles.row, unread && styles.unread, selected && styles.selected)}
      data-testid="notification-row"
      data-read={notification.isRead}
    >
      <Checkbox
        checked={selected}
        aria-label={t('list.selectRow', { title })}
        onChange={(_, data) => selection.toggle(notification.id, data.checked === true, notification)}
      />
      <span className={styles.kind}>
        <Circle12Filled className={mergeClasses(styles.dot, !unread && styles.dotHidden)} aria-hidden="true" />
        <TypeKeyIcon typeKey={notification.typeKey} className={styles.icon} />
      </span>
      <div className={styles.body}>
        <div className={styles.titleLine}>
          <Text as="h3" weight={unread ? 'semibold' : 'regular'} className={styles.title}>
            {title}
          </Text>
          {unread ? <span className={styles.srOnly}>{t('list.unread')}</span> : null}
        </div>
        <Text className={styles.message}>{message}</Text>
        <div className={styles.meta}>
          <Text size={200} title={format.dateTime(notification.createdAt)}>
            <time dateTime={notification.createdAt}>{format.relativeTime(notification.createdAt, undefined, t('time.justNow'))}</time>
          </Text>
          {deletedAt ? (
            <Text size={200} title={format.dateTime(deletedAt)}>
              {t('list.deletedAt', { time: format.relativeTime(deletedAt, undefined, t('time.justNow')) })}
            </Text>
          ) : null}
          {path ? (
            <Link
              href={path}
              className={styles.link}
              onClick={(event) => {
                event.preventDefault()
                void navigate(path)
              }}
            >
              {t('list.openDesk')}
            </Link>
          ) : null}
          {href ? (
            <Link href={href} target="_blank" rel="noopener noreferrer" className={styles.link}>
              {t('list.openLink')}
              <OpenRegular aria-hidden="true" />
            </Link>
          ) : null}
        </div>
      </div>
      <div className={styles.actions} role="group" aria-label={t('list.rowActions', { title })}>
        {deletedAt ? (
          <>
            <Tooltip content={t('actions.restore')} relationship="label">
              <Button appearance="subtle" icon={<ArrowUndoRegular />} disabled={busy} onClick={() => onRestore?.(notification)} />
            </Tooltip>
            <Tooltip content={t('actions.purge')} relationship="label">
              <Button appearance="subtle" icon={<DeleteDismissRegular />} disabled={busy} onClick={() => onPurge?.(notification, title)} />
            </Tooltip>
          </>
        ) : (
          <>
            <Tooltip content={unread ? t('actions.markRead') : t('actions.markUnread')} relationship="label">
              <Button
                appearance="subtle"
                icon={unread ? <MailReadRegular /> : <MailUnreadRegular />}
                disabled={busy}
                onClick={() => onToggleRead(notification)}
              />
            </Tooltip>
            <Tooltip content={t('actions.delete')} relationship="label">
              <Button appearance="subtle" icon={<DeleteRegular />} disabled={busy} onClick={() => onDelete(notification, title)} />
            </Tooltip>
          </>
        )}
      </div>
    </li>
  )
})
