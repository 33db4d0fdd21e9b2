import { FluentProvider } from '@fluentui/react-components'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, type RenderOptions, type RenderResult } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { i18n as I18n } from 'i18next'
import type { ReactElement, ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, MemoryRouter, Route, Routes, type RouteObject } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import type { Language } from '@/shared/frame'
import { themeFor, type ThemeMode } from '@/shared/theme'
import { AppToaster, toastQueue } from '@/shared/feedback'
import { LocationProbe } from './dom'
import { createTestI18n } from './i18n'

export interface ProviderOptions {
  /**
   * Initial location of the MemoryRouter: '/users?channelId=…', or an entry with navigation
   * state, e.g. `{ pathname: '/login', state: { from: { pathname: '/users' } } }`. Default '/'.
   */
  route?: string | { pathname: string; search?: string; hash?: string; state?: unknown }
  /**
   * Route pattern the element is mounted at, so `useParams` works, e.g. '/users/:id'.
   * Without it the element renders for any location.
   */
  path?: string
  /**
   * Render in a data router (createMemoryRouter), for code that needs one (useMatches,
   * useBlocker, route handles). `routes` gives the whole tree; without it `ui` is mounted at
   * `path` (default '*'). The router is returned as `router`.
   */
  dataRouter?: boolean
  routes?: RouteObject[]
  language?: Language
  theme?: ThemeMode
  /** A client of your own (e.g. to seed or inspect the cache); default: no retries, no focus refetch. */
  queryClient?: QueryClient
  /** Render a LocationProbe beside `ui`, so the test can read the URL (`searchParams()`, `currentLocation()`). */
  withLocation?: boolean
}

export interface ProvidersResult extends RenderResult {
  queryClient: QueryClient
  /** The data router, when rendered with `dataRouter`. */
  router?: ReturnType<typeof createMemoryRouter>
  i18n: I18n
  user: ReturnType<typeof userEvent.setup>
}

// jsdom has no ResizeObserver; Fluent's MessageBar and others observe their size.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver
if (typeof window !== 'undefined') window.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver

/** A QueryClient like the app's, but never retrying (tests must not wait for back-off). */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, gcTime: Infinity },
      mutations: { retry: false },
    },
  })
}

/**
 * Renders `ui` inside everything a screen expects: TanStack Query (retry off), Fluent with our
 * theme, i18next loaded synchronously from public/assets/locales (missing keys fail the test),
 * the app toaster and a MemoryRouter. Returns the render result plus the query client, the
 * i18n instance and a userEvent instance.
 */
export function renderWithProviders(ui: ReactElement, options: ProviderOptions & Omit<RenderOptions, 'wrapper'> = {}): ProvidersResult {
  const {
    route = '/',
    path,
    language = 'tr',
    theme = 'light',
    queryClient = createTestQueryClient(),
    dataRouter,
    routes,
    withLocation,
    ...renderOptions
  } = options
  const screenUi = withLocation ? (
    <>
      {ui}
      <LocationProbe />
    </>
  ) : (
    ui
  )
  const i18n = createTestI18n(language)
  const router = dataRouter || routes ? createMemoryRouter(routes ?? [{ path: path ?? '*', element: screenUi }], { initialEntries: [route] }) : undefined
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <FluentProvider theme={themeFor(theme)}>
          <AppToaster />
          {router ? children : <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>}
        </FluentProvider>
      </I18nextProvider>
    </QueryClientProvider>
  )
  const content = router ? (
    <RouterProvider router={router} />
  ) : path ? (
    <Routes>
      <Route path={path} element={screenUi} />
    </Routes>
  ) : (
    screenUi
  )
  // Toasts asked for since the last test's toaster went (an earlier test's late work, which
  // tests/setup-dom.ts's afterEach cannot drop: they come after it) are not this test's.
  toastQueue.attach(() => undefined)()
  const result = render(content, { wrapper: Wrapper, ...renderOptions })
  return { ...result, queryClient, i18n, router, user: userEvent.setup() }
}
