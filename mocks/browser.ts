import { setupWorker } from 'msw/browser'
import { revocations } from './auth/revocations'
import { findUserByEmail } from './db/identity-views'
import { createGateway } from './gateway'
import { hubLink } from './hub/msw-link'
import { faults } from './faults'
import { settings, updateSettings } from './settings'

/**
 * Starts the mock gateway inside the page: HTTP through the service worker, the notification hub
 * through msw's WebSocket interception. Loaded by src/main.tsx with a dynamic import, in mock
 * mode only, so none of this (nor faker) is in a production bundle.
 */
export async function startBrowserMocks() {
  const gateway = createGateway()
  const worker = setupWorker(...gateway.handlers, hubLink(gateway.hub))
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } })
  // Developer controls, from the console or the in-app developer panel.
  const controls = {
    faults,
    settings,
    updateSettings,
    sendTestNotification: (userId: string) => gateway.db.createTestNotification(userId),
    dropHubConnections: () => gateway.hub.dropAll(),
    /** Revokes every session of the user (refresh families and access tokens), as POST /__mock/revoke does. */
    revoke: (email: string) => {
      const user = findUserByEmail(gateway.db, email)
      return user ? revocations.revoke(user.id) : null
    },
    /** The clock claim deadlines follow: `clock.advance(29 * 86_400_000)` is "29 days later". */
    clock: gateway.db.clock,
    db: gateway.db,
  }
  ;(globalThis as { __mockGateway?: typeof controls }).__mockGateway = controls
  return controls
}
