import { NotificationBell } from '@/features/notifications'

/** The end of the navbar (after the theme switch): the live notification bell. */
export function NavbarEnd() {
  return <NotificationBell />
}
