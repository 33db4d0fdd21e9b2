import { Frame } from './frame'

export function UsersFrameScreen() {
  return <Frame segment="users" description="users" />
}
