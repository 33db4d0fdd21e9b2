import type { RequestHandler } from 'msw'
import type { ReactElement } from 'react'
import { session } from '@/api/session'
import { STORAGE_KEYS } from '@/lib/storage-keys'
import { faults } from '@mocks/faults'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { testClient } from './test-client'
import { settings, updateSettings, type MockSettings } from '@mocks/settings'
import { server } from './msw'
import { renderWithProviders, type ProviderOptions, type ProvidersResult } from './render'

export interface ScreenOptions extends ProviderOptions {
  /** A gateway the test made (and seeded) itself; default: a fresh one, seeded as the app's. */
  gateway?: MockGateway
  /**
   * The mock account the session is signed in as, with a real token from the gateway's token
   * endpoint (the README's mock accounts); `null` renders signed out. Default `admin@demo.local`.
   */
  signedInAs?: string | null
  /** That account's password; default the mock accounts' `Demo123!`. */
  password?: string
  /**
   * Handlers that see each request before the gateway: one that answers replaces the gateway for
   * that call (a deliberate fake), one that returns nothing (a spy) lets it through.
   */
  handlers?: RequestHandler[]
}

export interface ScreenResult extends ProvidersResult {
  /** The gateway answering the screen: `gateway.db` to seed or inspect, `gateway.hub` for live events. */
  gateway: MockGateway
  /** Fault rules of the gateway (`faults.set({ method, path, status | network | latencyMs, times })`); cleared after each test. */
  faults: typeof faults
  /** Its run-time switches (latency, token lifetimes), live; change them with `updateSettings`. Both put back after each test. */
  settings: Readonly<MockSettings>
  updateSettings: (patch: Partial<MockSettings>) => void
}

/**
 * Renders a screen the way the app runs it: against the stateful mock gateway (the shared msw
 * server answers with the gateway's handlers for this test) and signed in as a mock account
 * with a token the gateway issued. Everything `renderWithProviders` takes (route, path,
 * language, theme…) passes through.
 *
 *   const { gateway, user } = await renderScreen(<UsersScreen />, { route: '/users' })
 */
export async function renderScreen(ui: ReactElement, options: ScreenOptions = {}): Promise<ScreenResult> {
  const { gateway = createGateway(), signedInAs = 'admin@demo.local', password, handlers = [], ...providerOptions } = options
  server.use(...handlers, ...gateway.handlers)
  // The app sends its language (Accept-Language) from the stored choice: the gateway answers in the screen's language.
  localStorage.setItem(STORAGE_KEYS.language, providerOptions.language ?? 'tr')
  session.resetForTests()
  if (signedInAs !== null) {
    const tokens = await testClient(gateway).login(signedInAs, password)
    session.signIn({ accessToken: tokens.access_token, refreshToken: tokens.refresh_token, idToken: tokens.id_token }, signedInAs, true)
  }
  const result = renderWithProviders(ui, providerOptions)
  return { ...result, gateway, faults, settings, updateSettings }
}
