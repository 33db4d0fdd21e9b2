import { makeStyles, Toast, ToastBody, ToastTitle, useToastController, type ToastIntent } from '@fluentui/react-components'
import { useMemo } from 'react'
import { APP_TOASTER_ID } from './app-toaster'

const useStyles = makeStyles({
  // Spec §9: maximum width 400.
  toast: { maxWidth: '400px', overflowWrap: 'anywhere' },
})

export interface NotifyOptions {
  /** Second line under the title. */
  body?: string
  /** Same id replaces a toast instead of stacking a second copy. */
  id?: string
}

type NotifyFn = (title: string, options?: NotifyOptions) => void

export interface Notify {
  success: NotifyFn
  error: NotifyFn
  warning: NotifyFn
  info: NotifyFn
}

/** Shows toast alerts in the app toaster. Texts must already be translated. */
export function useNotify(): Notify {
  const { dispatchToast, dismissToast } = useToastController(APP_TOASTER_ID)
  const styles = useStyles()
  return useMemo(() => {
    const show = (intent: ToastIntent) => (title: string, options?: NotifyOptions) => {
      if (options?.id) dismissToast(options.id)
      dispatchToast(
        <Toast className={styles.toast}>
          <ToastTitle>{title}</ToastTitle>
          {options?.body ? <ToastBody>{options.body}</ToastBody> : null}
        </Toast>,
        { intent, toastId: options?.id, politeness: intent === 'error' ? 'assertive' : 'polite' },
      )
    }
    return { success: show('success'), error: show('error'), warning: show('warning'), info: show('info') }
  }, [dispatchToast, dismissToast, styles.toast])
}
