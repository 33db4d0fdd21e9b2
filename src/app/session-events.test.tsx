import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { session } from '@/api/session'
import { useLogout } from '@/shared/auth'
import { LOGOUT_KEYS } from '@/lib/storage-keys'
import { createTestI18n } from '@tests/i18n'
import { signInLocally } from '@tests/session'
import { connectSessionToApp, recentSignOutState } from './session-events'

function setUp(pathname = '/users') {
  const queryClient = new QueryClient()
  queryClient.setQueryData(['cached'], 'data')
  const navigate = vi.fn()
  const i18n = createTestI18n('tr')
  const disconnect = connectSessionToApp({
    queryClient: () => queryClient,
    i18n,
    navigate,
    currentLocation: () => ({ pathname, search: '?cmsId=1', hash: '' }),
  })
  return { queryClient, navigate, i18n, disconnect }
}

beforeEach(() => {
  // The module remembers the last sign-out for 5 s (recentSignOutState), and this file's
  // sign-outs would reach the route guard of whatever file runs next in the worker. They happen
  // on a clock of long ago instead: to the next file (real clock) that memory is stale.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2001-02-03T04:05:06Z') })
  signInLocally()
  for (const key of LOGOUT_KEYS) if (!localStorage.getItem(key)) localStorage.setItem(key, 'x')
  localStorage.setItem('i18nextLng', 'en')
  localStorage.setItem('themeSettings', '{"themeMode":"dark"}')
})

describe('logout (spec §4)', () => {
  it('clears the cached data and every key of the session, keeps language and theme, and goes to /login once, replacing history', () => {
    const { queryClient, navigate, disconnect } = setUp()
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    const { result } = renderHook(() => useLogout(), { wrapper })
    act(() => result.current())
    act(() => result.current())
    expect(queryClient.getQueryData(['cached'])).toBeUndefined()
    for (const key of LOGOUT_KEYS) expect(localStorage.getItem(key), key).toBeNull()
    expect(localStorage.getItem('i18nextLng')).toBe('en')
    expect(localStorage.getItem('themeSettings')).toBe('{"themeMode":"dark"}')
    expect(navigate).toHaveBeenCalledTimes(1)
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true, state: {} })
    disconnect()
  })

  it('tells /login why a session ended by itself, and where the user was', () => {
    const { navigate, queryClient, disconnect } = setUp('/reports')
    session.signOut('refresh_failed')
    expect(queryClient.getQueryData(['cached'])).toBeUndefined()
    const expected = { signedOut: 'refresh_failed', from: { pathname: '/reports', search: '?cmsId=1', hash: '' } }
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true, state: expected })
    // The route guard's own redirect, racing this one, carries the same state.
    expect(recentSignOutState()).toEqual(expected)
    disconnect()
  })

  it("tells /login when a refresh answered without tokens (spec §8 'Eksik token verisi.')", () => {
    const { navigate, disconnect } = setUp('/reports')
    session.signOut('missing_token_data')
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true, state: expect.objectContaining({ signedOut: 'missing_token_data' }) })
    disconnect()
  })

  it('follows a logout in another tab', () => {
    const { navigate, disconnect } = setUp()
    localStorage.removeItem('authState')
    window.dispatchEvent(new StorageEvent('storage', { key: 'authState', oldValue: 'x', newValue: null }))
    expect(session.get()).toBeNull()
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true, state: expect.objectContaining({ signedOut: 'other_tab' }) })
    disconnect()
  })

  it('fetches what is on screen again when the language changes (the server answers in Accept-Language)', async () => {
    const { queryClient, i18n, disconnect } = setUp()
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
    await i18n.changeLanguage('en')
    expect(invalidate).toHaveBeenCalledWith({ type: 'active' })
    disconnect()
  })
})
