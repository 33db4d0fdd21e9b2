import { Frame } from './frame'

export function NotificationsFrameScreen() {
  return <Frame segment="notifications" description="notifications" />
}
