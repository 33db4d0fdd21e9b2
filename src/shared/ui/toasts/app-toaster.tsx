import { Toaster } from '@fluentui/react-components'

export const APP_TOASTER_ID = 'app-toaster'
/** Spec §4/§9: alert toasts show 5 s, fixed at the top right. */
export const TOAST_TIMEOUT_MS = 5000

/** The one toaster of the app; render it once near the root. */
export function AppToaster() {
  return <Toaster toasterId={APP_TOASTER_ID} position="top-end" timeout={TOAST_TIMEOUT_MS} pauseOnHover pauseOnWindowBlur limit={5} />
}
