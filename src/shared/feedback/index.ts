/**
 * What a screen tells the user: loading, empty, failed and no-access states, the not-found page,
 * confirm dialogs and toasts.
 */
export { AppToaster } from './app-toaster'
export { ConfirmDialog } from './confirm-dialog'
export { EmptyState } from './empty-state'
export { FullPageSpinner, AreaSpinner } from './full-page-spinner'
export { LoadFailure, QueryFailure, useQueryFieldState } from './load-state'
export { NoAccessPage } from './no-access-page'
/** The not-found page loads only when a route needs it: `lazyScreen(loadNotFoundPage, (m) => m.NotFoundPage)`. */
export const loadNotFoundPage = () => import('./not-found-page')
export { PermissionsErrorPage, PermissionsErrorBar } from './permissions-error'

export { toastQueue } from './toast-queue'
export { useConfirm } from './use-confirm'
export { useNotify } from './use-notify'
export { useUndo } from './use-undo'
