import { screen, waitFor } from '@testing-library/react'
import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { createGateway } from '@mocks/gateway'
import { makeNotification } from '@mocks/db/notification-factory'
import { accountOf } from '@tests/gateway'
import { renderScreen } from '@tests/screen'
import { ScriptedHub } from '@tests/scripted-hub'
import { LiveNotifications, NotificationBell, preferencesRoute, routes } from './index'
import { NotificationPreferencesScreen } from './preferences/notification-preferences-screen'
import { NotificationsScreen } from './inbox/notifications-screen'
import { LiveHubContext } from './live/live-hub'

const load = async (route: RouteObject) => (await (route.lazy as () => Promise<{ Component: ComponentType }>)()).Component

describe('the feature’s public surface', () => {
  it('routes /notifications and profile/notification-preferences to lazily loaded screens', async () => {
    expect(routes.map((route) => route.path)).toEqual(['notifications'])
    expect(await load(routes[0]!)).toBe(NotificationsScreen)
    expect(preferencesRoute.path).toBe('notification-preferences')
    expect(await load(preferencesRoute)).toBe(NotificationPreferencesScreen)
  })

  it('the bell and the live connection load on demand and then work', async () => {
    // The signed-in account's inbox holds exactly two unread notifications.
    const gateway = createGateway()
    const { context } = gateway.db.notifications
    const unread = () => makeNotification(context, 'general', new Date().toISOString(), false)
    gateway.db.notifications.seed(accountOf(gateway.db, 'admin@demo.local').id, [unread(), unread()])
    const hub = new ScriptedHub()
    await renderScreen(
      <LiveHubContext.Provider value={hub}>
        <LiveNotifications />
        <NotificationBell />
      </LiveHubContext.Provider>,
      { gateway, language: 'en' },
    )
    const bell = await screen.findByTestId('notification-bell')
    expect(await screen.findByTestId('notification-badge')).toBeTruthy()
    expect(bell.getAttribute('aria-label')).toBe('Notifications, 2 unread')
    // The live connection's code loads on its own: it may attach after the bell showed its count.
    await waitFor(() => expect(hub.attached).toBe(1))
  })
})
