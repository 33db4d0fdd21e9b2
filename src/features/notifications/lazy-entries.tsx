import { makeStyles, tokens } from '@fluentui/react-components'
import { AlertRegular } from '@fluentui/react-icons'
import { lazy, Suspense } from 'react'

/**
 * The bell and the live connection, loaded after the layout: SignalR, the popover and the
 * notification texts stay out of the code every page needs first (docs/architecture.md, "Budgets"). Each has
 * its own Suspense boundary, so loading them never blanks the layout.
 */
// Marked pure so a module that imports only the routes from index.ts does not carry these.
const Bell = /* @__PURE__ */ lazy(() => import('./bell/notification-bell').then((module) => ({ default: module.NotificationBell })))
const Live = /* @__PURE__ */ lazy(() => import('./live/live-notifications').then((module) => ({ default: module.LiveNotifications })))

const useStyles = /* @__PURE__ */ makeStyles({
  // Same footprint as the bell button, so nothing moves when it arrives.
  placeholder: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: '32px',
    height: '32px',
    fontSize: tokens.fontSizeBase500,
    color: tokens.colorNeutralForegroundDisabled,
  },
})

function BellPlaceholder() {
  const styles = useStyles()
  return (
    <span className={styles.placeholder} aria-hidden="true">
      <AlertRegular />
    </span>
  )
}

export function NotificationBell() {
  return (
    <Suspense fallback={<BellPlaceholder />}>
      <Bell />
    </Suspense>
  )
}

export function LiveNotifications() {
  return (
    <Suspense fallback={null}>
      <Live />
    </Suspense>
  )
}
