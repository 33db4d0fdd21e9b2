import { act } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { getGetNotificationPreferencesQueryKey } from '@/api/generated/notification/endpoints/notification-preferences/notification-preferences'
import {
  getGetNavbarNotificationsQueryKey,
  getSearchUserNotificationsQueryKey,
} from '@/api/generated/notification/endpoints/user-notifications/user-notifications'
import { session } from '@/api/session'
import { createTestQueryClient, renderWithProviders } from '@tests/render'
import { tokenExpiringIn } from '@tests/tokens'
import { ScriptedHub } from '@tests/scripted-hub'
import { LiveHubContext } from './live-hub'
import { LiveNotifications } from './live-notifications'
import { NAVBAR_PARAMS } from '../notification-queries'

const signIn = (sub: string) => session.signIn({ accessToken: tokenExpiringIn(3600, { sub }), refreshToken: 'refresh' }, `${sub}@demo.local`, true)

function mount(hub = new ScriptedHub()) {
  const queryClient = createTestQueryClient()
  const keys = {
    searchAll: getSearchUserNotificationsQueryKey({ index: 0, size: 10 }),
    searchUnread: getSearchUserNotificationsQueryKey({ index: 2, size: 20, isRead: false }),
    navbar: getGetNavbarNotificationsQueryKey(NAVBAR_PARAMS),
    preferences: getGetNotificationPreferencesQueryKey(),
    other: ['getMenuProfile'],
  }
  for (const key of Object.values(keys)) queryClient.setQueryData(key, { items: [], totalCount: 0 })
  const view = renderWithProviders(
    <LiveHubContext.Provider value={hub}>
      <LiveNotifications />
    </LiveHubContext.Provider>,
    { queryClient },
  )
  const invalidated = () =>
    Object.entries(keys)
      .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
      .map(([name]) => name)
      .sort()
  return { hub, queryClient, view, invalidated }
}

beforeEach(() => {
  session.resetForTests()
})

describe('LiveNotifications', () => {
  it('starts the live connection for the signed-in user and follows the page', () => {
    signIn('user-1')
    const { hub } = mount()
    expect(hub.users).toEqual(['user-1'])
    expect(hub.attached).toBe(1)
  })

  it('ReloadNotifications invalidates exactly the notification lists (page searches and navbar)', () => {
    signIn('user-1')
    const { hub, invalidated } = mount()
    expect(invalidated()).toEqual([])
    act(() => hub.pushReload())
    expect(invalidated()).toEqual(['navbar', 'searchAll', 'searchUnread'])
  })

  it('a reconnect reads every query again, since pushes about any record may have been missed', () => {
    signIn('user-1')
    const { hub, invalidated } = mount()
    act(() => hub.resync())
    expect(invalidated()).toEqual(['navbar', 'other', 'preferences', 'searchAll', 'searchUnread'])
  })

  it('stops when the user logs out', () => {
    signIn('user-1')
    const { hub } = mount()
    act(() => session.signOut('logout'))
    expect(hub.users).toEqual(['user-1', null])
    expect(hub.getSnapshot().status).toBe('disconnected')
  })

  it('restarts for a new user and drops the previous user’s cached lists', () => {
    signIn('user-1')
    const { hub, invalidated } = mount()
    act(() => {
      signIn('user-2')
    })
    expect(hub.users).toEqual(['user-1', 'user-2'])
    expect(invalidated()).toEqual(['navbar', 'searchAll', 'searchUnread'])
  })

  it('does not start without a user, and stops and detaches when unmounted', () => {
    const { hub, view } = mount()
    expect(hub.users).toEqual([null])
    view.unmount()
    expect(hub.stops).toBe(1)
    expect(hub.attached).toBe(0)
  })

  it('after unmount, pushes change nothing', () => {
    signIn('user-1')
    const { hub, view, invalidated } = mount()
    view.unmount()
    hub.pushReload()
    expect(invalidated()).toEqual([])
  })
})
