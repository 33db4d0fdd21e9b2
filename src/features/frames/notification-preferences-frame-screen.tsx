import { Frame } from './frame'

export function NotificationPreferencesFrameScreen() {
  return <Frame segment="notification-preferences" description="notificationPreferences" />
}
