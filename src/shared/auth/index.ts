/**
 * The signed-in session as the UI sees it: the session, the user's permissions, logout, and where
 * to go after sign-in.
 */
export { afterLoginTarget, type LoginLocationState, type AfterLoginState } from './login-state'
export { useLogout } from './use-logout'
export { usePermissions, type PermissionsError } from './use-permissions'
export { useSession, useClaims } from './use-session'
export { useInterruption } from './use-interruption'
