import { FluentProvider, makeStaticStyles, makeStyles, tokens } from '@fluentui/react-components'
import { StrictMode, Suspense, use, useDeferredValue, useEffect, type ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { createBrowserRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { contractCheckEnabled } from '@/api/contract-check/switch'
import { session } from '@/api/session'
import { FullPageSpinner, AppToaster } from '@/shared/feedback'
import { useThemeSettings, useTheme } from '@/shared/theme'
import { createAppI18n } from './i18n/i18n'
import { appQueryClient } from './query-client'
import { routes } from './router/routes'
import { connectSessionToApp } from './session-events'

const useGlobalStyles = makeStaticStyles({
  'html, body': { margin: 0, padding: 0, minHeight: '100%' },
  '#root': { minHeight: '100vh' },
})

const useStyles = makeStyles({
  root: { minHeight: '100vh', backgroundColor: tokens.colorNeutralBackground2, color: tokens.colorNeutralForeground1 },
})

/** Everything the app holds once: built on first render, after the mock gateway (if any) started. */
function createRuntime() {
  // Keep the stored session only when both tokens exist and the access token is unexpired;
  // with "remember me", an expired access token is first refreshed behind the spinner (docs/decisions.md).
  // The HTTP client loads only then: the login page starts without it (docs/architecture.md, "Budgets").
  const sessionReady = session.resumable()
    ? import('@/api/http')
        .then((http) => http.resumeRememberedSession())
        .catch(() => undefined)
        .then(() => void session.restore())
    : (session.restore(), null)
  const i18n = createAppI18n()
  const router = createBrowserRouter(routes)
  const disconnect = connectSessionToApp({
    queryClient: () => appQueryClient.current,
    i18n,
    navigate: (to, options) => router.navigate(to, options),
    currentLocation: () => router.state.location,
  })
  // Development and staging: contract mismatches as toasts (docs/decisions.md); not in the first JavaScript.
  if (contractCheckEnabled()) void import('./contract-check').then((module) => module.showContractMismatches(i18n))
  return { i18n, router, disconnect, sessionReady }
}

let runtime: ReturnType<typeof createRuntime> | undefined
/** Created once, on first render (not at import, so the mock gateway is up first). */
const getRuntime = () => (runtime ??= createRuntime())

function ThemedShell({ children }: { children: ReactNode }) {
  // Deferred: switching to the dark theme the first time keeps the page on screen while its
  // palette loads. Starting in dark mode, the first render waits for it (the Suspense in App).
  const themeMode = useDeferredValue(useThemeSettings().themeMode)
  const theme = useTheme(themeMode)
  useGlobalStyles()
  const styles = useStyles()
  useEffect(() => {
    document.documentElement.style.colorScheme = themeMode
    document.documentElement.dataset.theme = themeMode
  }, [themeMode])
  return (
    // Layout styles go on an inner element: Fluent copies the provider's classes onto portal
    // mount nodes (toasts, drawers), which must not become full-page blocks.
    <FluentProvider theme={theme}>
      <div className={styles.root}>{children}</div>
    </FluentProvider>
  )
}

/** Holds the pages back (the spinner shows) until start-up has settled the session. */
function SessionReady({ ready, children }: { ready: Promise<void> | null; children: ReactNode }) {
  if (ready) use(ready)
  return children
}

export function App() {
  const { i18n, router, sessionReady } = getRuntime()
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={null}>
          <ThemedShell>
            <Suspense fallback={<FullPageSpinner />}>
              <AppToaster />
              <SessionReady ready={sessionReady}>
                <RouterProvider router={router} />
              </SessionReady>
            </Suspense>
          </ThemedShell>
        </Suspense>
      </I18nextProvider>
    </StrictMode>
  )
}
