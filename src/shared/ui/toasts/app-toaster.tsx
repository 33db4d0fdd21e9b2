import { Toaster } from '@fluentui/react-components'

export const APP_TOASTER_ID = 'app-toaster'
/** Spec §4/§9: alert toasts show 5 s, fixed at the top right. */
export const TOAST_TIMEOUT_MS = 5000

/** The one toaster of the app; render it once near the root. */
export function AppToaster() {
  // Offset below the navbar so a toast never hides the theme switch or the bell.
  return <Toaster toasterId={APP_TOASTER_ID} position="top-end" offset={{ vertical: 64 }} timeout={TOAST_TIMEOUT_MS} pauseOnHover pauseOnWindowBlur limit={5} />
}
