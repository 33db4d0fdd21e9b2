import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { quietConsoleErrors } from '@tests/console'
import { accountOf } from '@tests/gateway'
import { relayRecordChanges } from '@tests/live'
import { renderScreen } from '@tests/screen'
import { testClient } from '@tests/test-client'
import { LONG_WAIT } from '@tests/waits'
import { useLiveRecords } from '@/shared/hooks'
import { RoleManagementScreen } from './role-management-screen'

let gateway: MockGateway

beforeEach(() => {
  gateway = createGateway()
  // Elif Kaya (the editor account) manages roles as an administrator does.
  accountOf(gateway.db, 'editor@demo.local').roles = [...accountOf(gateway.db, 'admin@demo.local').roles]
  relayRecordChanges(gateway)
  quietConsoleErrors()
})

function LiveRecords() {
  useLiveRecords()
  return null
}

const row = (name: string) => screen.queryByText(name, { selector: '[data-row-id] *' })

describe('roles list, while another user deletes a role and restores it from the Trash', () => {
  it.each(['en', 'tr'] as const)('drops the row, then shows it again after the restore, without a reload (%s)', async (language) => {
    await renderScreen(
      <>
        <LiveRecords />
        <RoleManagementScreen />
      </>,
      { gateway, route: '/role-management', language },
    )
    expect(await screen.findByText('Çevirmen', { selector: '[data-row-id] *' }, LONG_WAIT)).toBeTruthy()
    const role = gateway.db.identity.roles.find((r) => r.name === 'Çevirmen')!
    const other = testClient(gateway)
    await other.login('editor@demo.local')
    expect((await other.call('DELETE', '/identity-service/identity/roles/bulk', { ids: [role.id] })).status).toBe(200)
    await waitFor(() => expect(row('Çevirmen')).toBeNull(), LONG_WAIT)
    expect((await other.call('POST', '/identity-service/identity/roles/trash/restore', { ids: [role.id] })).status).toBe(200)
    expect(await screen.findByText('Çevirmen', { selector: '[data-row-id] *' }, LONG_WAIT)).toBeTruthy()
  })
})
