import { Frame } from './frame'

export function RoleManagementFrameScreen() {
  return <Frame segment="role-management" description="roleManagement" />
}
