import { useCallback, useContext, useEffect, useRef, type ReactElement, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router'
import { ConfirmDialog } from '@/shared/feedback'

export interface UnsavedChangesGuard {
  /** Render once; it shows the "leave without saving?" dialog when a navigation is blocked. */
  prompt: ReactElement
  /** Let the next navigation through (after a save, or after the user agreed to discard). */
  allowNavigation(): void
}

/**
 * Warns before leaving a dirty form: an in-app navigation (a link, Back, closing an editor that
 * lives in the URL) asks first; a reload or closing the tab gets the browser's own warning
 * (beforeunload). In-app blocking needs a data router (createBrowserRouter); without one, only
 * the browser warning applies.
 */
export function useUnsavedChangesGuard(dirty: boolean): UnsavedChangesGuard {
  const bypass = useRef(false)

  useEffect(() => {
    // A form that becomes dirty again is protected again.
    if (dirty) bypass.current = false
  }, [dirty])

  useEffect(() => {
    if (!dirty) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (bypass.current) return
      event.preventDefault()
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [dirty])

  const allowNavigation = useCallback(() => {
    bypass.current = true
  }, [])

  return { prompt: <NavigationPrompt dirty={dirty} bypassRef={bypass} />, allowNavigation }
}

function NavigationPrompt({ dirty, bypassRef }: { dirty: boolean; bypassRef: RefObject<boolean> }) {
  const dataRouter = useContext(UNSAFE_DataRouterContext)
  return dataRouter ? <RouterBlocker dirty={dirty} bypassRef={bypassRef} /> : null
}

function RouterBlocker({ dirty, bypassRef }: { dirty: boolean; bypassRef: RefObject<boolean> }) {
  const { t } = useTranslation('list-kit')
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !bypassRef.current && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  )
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('unsaved.title')}
      message={t('unsaved.message')}
      confirmLabel={t('unsaved.leave')}
      cancelLabel={t('unsaved.stay')}
      destructive
      onConfirm={() => {
        bypassRef.current = true
        blocker.proceed?.()
      }}
      onCancel={() => blocker.reset?.()}
    />
  )
}
