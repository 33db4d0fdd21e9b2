import { makeStyles, Toast, ToastBody, Toaster, ToastTitle, useToastController } from '@fluentui/react-components'
import { useEffect } from 'react'
import { APP_TOASTER_ID, TOAST_TIMEOUT_MS } from './app-toaster'
import { toastQueue } from './toast-queue'

const useStyles = makeStyles({
  // Spec §9: maximum width 400.
  toast: { maxWidth: '400px', overflowWrap: 'anywhere' },
})

/** Fluent's toaster, mounted on the first toast; it shows what waited in the queue. */
export function ToasterHost() {
  const { dispatchToast, dismissToast } = useToastController(APP_TOASTER_ID)
  const styles = useStyles()
  // Runs after the Toaster's own effects (children first), so it already listens.
  useEffect(
    () =>
      toastQueue.attach(({ intent, title, body, id }) => {
        if (id) dismissToast(id)
        dispatchToast(
          <Toast className={styles.toast}>
            <ToastTitle>{title}</ToastTitle>
            {body ? <ToastBody>{body}</ToastBody> : null}
          </Toast>,
          { intent, toastId: id, politeness: intent === 'error' ? 'assertive' : 'polite' },
        )
      }),
    [dispatchToast, dismissToast, styles.toast],
  )
  // Offset below the navbar so a toast never hides the theme switch or the bell.
  return <Toaster toasterId={APP_TOASTER_ID} position="top-end" offset={{ vertical: 64 }} timeout={TOAST_TIMEOUT_MS} pauseOnHover pauseOnWindowBlur limit={5} />
}
