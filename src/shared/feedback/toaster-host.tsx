import { Button, Link, makeStyles, Toast, ToastBody, Toaster, ToastTitle, tokens, useToastController } from '@fluentui/react-components'
import { DismissRegular } from '@fluentui/react-icons'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { APP_TOASTER_ID, TOAST_TIMEOUT_MS } from './toast-options'
import { toastQueue } from './toast-queue'

/** Every toast has an id of its own, so its Close button can close it. */
let toastCount = 0
/** A caller's id ("same id replaces", toast-queue.ts) → the id of the toast it names now. */
const shown = new Map<string, string>()

/** Toasts are at most 400 px wide; less Fluent's default horizontal offset, kept on both sides on a phone. */
const TOAST_MAX_WIDTH = 'min(400px, calc(100vw - 40px))'

const useStyles = makeStyles({
  // Fluent's Toaster root is `position: fixed; width: 292px`, which would cap every toast below
  // 400 px; as wide as its content instead, up to 400 px (less on a narrow screen).
  toaster: { width: 'max-content', maxWidth: TOAST_MAX_WIDTH },
  toast: { maxWidth: TOAST_MAX_WIDTH, overflowWrap: 'anywhere' },
  actions: { display: 'inline-flex', alignItems: 'center', columnGap: tokens.spacingHorizontalS },
})

/** Fluent's toaster, mounted on the first toast; it shows what waited in the queue. */
export function ToasterHost() {
  const { dispatchToast, dismissToast } = useToastController(APP_TOASTER_ID)
  const styles = useStyles()
  const { t } = useTranslation('common')
  const closeLabel = t('actions.closeMessage')
  // Runs after the Toaster's own effects (children first), so it already listens.
  useEffect(
    () =>
      toastQueue.attach(({ intent, title, body, id, action, timeout }) => {
        // Fluent ignores a toast whose id it still holds (a dismissed toast stays until its exit
        // motion ends): each toast gets an id of its own, and the caller's id names the latest.
        const previous = id === undefined ? undefined : shown.get(id)
        if (previous) dismissToast(previous)
        const toastId = `toast-${++toastCount}`
        if (id !== undefined) shown.set(id, toastId)
        // A toast sits over the top right of the page, where its buttons are (New, Trash): the
        // user closes it instead of waiting out its 5 s, or 10 s for an Undo.
        const buttons = (
          <span className={styles.actions}>
            {action ? (
              <Link
                as="button"
                onClick={() => {
                  dismissToast(toastId)
                  action.onAction()
                }}
              >
                {action.label}
              </Link>
            ) : null}
            <Button appearance="transparent" size="small" icon={<DismissRegular />} aria-label={closeLabel} onClick={() => dismissToast(toastId)} />
          </span>
        )
        dispatchToast(
          <Toast className={styles.toast}>
            <ToastTitle action={buttons}>{title}</ToastTitle>
            {body ? <ToastBody>{body}</ToastBody> : null}
          </Toast>,
          { intent, toastId, timeout, politeness: intent === 'error' ? 'assertive' : 'polite' },
        )
      }),
    [dispatchToast, dismissToast, styles.toast, styles.actions, closeLabel],
  )
  // Offset below the navbar so a toast never hides the theme switch or the bell.
  // pauseOnHover (and on window blur) deliberately lets a toast outlive its 5 s: a user reading
  // it with the pointer on it keeps it (WCAG 2.2.1 Timing Adjustable; docs/decisions.md).
  return (
    <Toaster
      toasterId={APP_TOASTER_ID}
      className={styles.toaster}
      position="top-end"
      offset={{ vertical: 64 }}
      timeout={TOAST_TIMEOUT_MS}
      pauseOnHover
      pauseOnWindowBlur
      limit={5}
    />
  )
}
