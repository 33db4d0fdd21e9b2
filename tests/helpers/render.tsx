import { FluentProvider } from '@fluentui/react-components'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, type RenderOptions, type RenderResult } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { i18n as I18n } from 'i18next'
import type { ReactElement, ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach } from 'vitest'
import type { Language } from '@/shared/ui/language/languages'
import { themeFor, type ThemeMode } from '@/shared/ui/theme/themes'
import { AppToaster } from '@/shared/ui/toasts/app-toaster'
import { createTestI18n } from './i18n'

export interface ProviderOptions {
  /** Initial location of the MemoryRouter, e.g. '/users?channelId=…'. Default '/'. */
  route?: string
  /**
   * Route pattern the element is mounted at, so `useParams` works, e.g. '/users/:id'.
   * Without it the element renders for any location.
   */
  path?: string
  language?: Language
  theme?: ThemeMode
  /** A client of your own (e.g. to seed or inspect the cache); default: no retries, no focus refetch. */
  queryClient?: QueryClient
}

export interface ProvidersResult extends RenderResult {
  queryClient: QueryClient
  i18n: I18n
  user: ReturnType<typeof userEvent.setup>
}

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup())

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
  const { route = '/', path, language = 'tr', theme = 'light', queryClient = createTestQueryClient(), ...renderOptions } = options
  const i18n = createTestI18n(language)
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <FluentProvider theme={themeFor(theme)}>
          <AppToaster />
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </FluentProvider>
      </I18nextProvider>
    </QueryClientProvider>
  )
  const content = path ? (
    <Routes>
      <Route path={path} element={ui} />
    </Routes>
  ) : (
    ui
  )
  const result = render(content, { wrapper: Wrapper, ...renderOptions })
  return { ...result, queryClient, i18n, user: userEvent.setup() }
}
