/**
 * What a screen tells the user: loading, empty, failed and no-access states, the not-found page,
 * confirm dialogs and toasts.
 */
export { AppToaster } from './app-toaster'
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog'
export { EmptyState, type EmptyStateProps } from './empty-state'
export { FullPageSpinner, AreaSpinner } from './full-page-spinner'
export { LoadFailure, QueryFailure, useQueryFieldState, type LoadStateQuery, type LoadFailureProps } from './load-state'
export { NoAccessPage, type NoAccessPageProps } from './no-access-page'
/** The not-found page loads only when a route needs it: `lazyScreen(loadNotFoundPage, (m) => m.NotFoundPage)`. */
export const loadNotFoundPage = () => import('./not-found-page')
export { PermissionsErrorPage, PermissionsErrorBar, type PermissionsErrorProps } from './permissions-error'
export { APP_TOASTER_ID, TOAST_TIMEOUT_MS } from './toast-options'
export { type ToastRequest, toastQueue } from './toast-queue'
export { useConfirm, type ConfirmRequest } from './use-confirm'
export { useNotify, type NotifyOptions, type Notify } from './use-notify'
