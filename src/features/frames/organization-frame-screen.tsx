import { Frame } from './frame'

export function OrganizationFrameScreen() {
  return <Frame segment="organization" description="organization" />
}
