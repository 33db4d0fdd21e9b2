import { JobsTray } from '@/features/jobs'
import { NotificationBell } from '@/features/notifications'

/** The end of the navbar (after the theme switch): the jobs tray (while a job runs or has just ended) and the live notification bell. */
export function NavbarEnd() {
  return (
    <>
      <JobsTray />
      <NotificationBell />
    </>
  )
}
