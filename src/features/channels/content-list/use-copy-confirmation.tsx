import { makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components'
import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react'

/** A copy confirmation shows for 3 s. */
const COPY_CONFIRMATION_MS = 3000

const useStyles = makeStyles({
  region: { minHeight: 0 },
  bar: { marginBottom: tokens.spacingVerticalS },
})

/**
 * Copies text to the clipboard and confirms it for 3 s in a polite live region:
 * `const [copy, copied] = useCopyConfirmation()`; render `copied` once; `await copy(text, message)`.
 * A failed copy says so, with `failedMessage`.
 */
export function useCopyConfirmation(failedMessage: string): [copy: (text: string, message: string) => Promise<void>, region: ReactElement] {
  const styles = useStyles()
  const [shown, setShown] = useState<{ message: string; failed: boolean } | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const copy = useCallback(
    async (text: string, message: string) => {
      let failed = false
      try {
        await navigator.clipboard.writeText(text)
      } catch {
        failed = true
      }
      clearTimeout(timer.current)
      setShown({ message: failed ? failedMessage : message, failed })
      timer.current = setTimeout(() => setShown(null), COPY_CONFIRMATION_MS)
    },
    [failedMessage],
  )
  const region = (
    <div className={styles.region} aria-live="polite" role="status">
      {shown ? (
        <MessageBar className={styles.bar} intent={shown.failed ? 'error' : 'success'}>
          <MessageBarBody>{shown.message}</MessageBarBody>
        </MessageBar>
      ) : null}
    </div>
  )
  return [copy, region]
}
