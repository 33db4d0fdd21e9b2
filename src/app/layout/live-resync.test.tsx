import { act, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { renderApp } from '@tests/app'
import { accountOf } from '@tests/gateway'
import { testClient } from '@tests/test-client'
import { LONG_WAIT } from '@tests/waits'

/**
 * The live connection drops; meanwhile another user deletes a role, and the hub's RecordChanged
 * about it never arrives. When the connection is back (a resync), the page on screen reads its
 * data again: the role leaves the list without a reload.
 */

let gateway: MockGateway

beforeEach(() => {
  gateway = createGateway()
  // Elif Kaya (the editor account) manages roles as an administrator does.
  accountOf(gateway.db, 'editor@demo.local').roles = [...accountOf(gateway.db, 'admin@demo.local').roles]
})

const row = (name: string) => screen.queryByText(name, { selector: '[data-row-id] *' })

describe('the layout, when the live connection is back after a drop', () => {
  it.each(['en', 'tr'] as const)('reads the page on screen again, so a change it missed shows (%s)', async (language) => {
    const app = await renderApp('/role-management', { gateway, language })
    expect(await screen.findByText('Çevirmen', { selector: '[data-row-id] *' }, LONG_WAIT)).toBeTruthy()
    // The layout's live connection (loaded on demand) is up, then drops.
    await waitFor(() => expect(app.hub.getSnapshot().status).toBe('connected'), LONG_WAIT)
    act(() => app.hub.set({ status: 'reconnecting' }))

    const other = testClient(gateway)
    await other.login('editor@demo.local')
    const role = gateway.db.identity.roles.find((r) => r.name === 'Çevirmen')!
    expect((await other.call('DELETE', '/identity-service/identity/roles/bulk', { ids: [role.id] })).status).toBe(200)
    // No push reached this tab: the list still shows the role.
    expect(row('Çevirmen')).not.toBeNull()

    act(() => {
      app.hub.set({ status: 'connected' })
      app.hub.resync()
    })
    await waitFor(() => expect(row('Çevirmen')).toBeNull(), LONG_WAIT)
  })
})
