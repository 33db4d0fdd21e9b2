import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { quietConsoleErrors } from '@tests/console'
import { columnTexts } from '@tests/dom'
import { relayRecordChanges } from '@tests/live'
import { renderScreen } from '@tests/screen'
import { testClient } from '@tests/test-client'
import { LONG_WAIT } from '@tests/waits'
import { useLiveRecords } from '@/shared/hooks'
import { DocumentsScreen } from './documents-screen'

let gateway: MockGateway

beforeEach(() => {
  gateway = createGateway()
  relayRecordChanges(gateway)
  quietConsoleErrors()
})

function LiveRecords() {
  useLiveRecords()
  return null
}

describe('documents list, while another tab deletes a document and restores it from the Trash', () => {
  it('drops the row, then shows it again', async () => {
    await renderScreen(
      <>
        <LiveRecords />
        <DocumentsScreen />
      </>,
      { gateway, route: '/documents', language: 'en' },
    )
    const table = () => screen.getByRole('table', { name: 'Documents', hidden: true })
    await waitFor(() => expect(columnTexts(table(), 'name').length).toBeGreaterThan(0), LONG_WAIT)
    const [first] = columnTexts(table(), 'name')
    const target = gateway.db.documents.find((d) => d.name === first)!
    const other = testClient(gateway)
    await other.login('admin@demo.local')
    expect((await other.call('DELETE', '/channel-service/documents/bulk', { ids: [target.id] })).status).toBe(200)
    await waitFor(() => expect(columnTexts(table(), 'name')).not.toContain(first), LONG_WAIT)
    expect((await other.call('POST', '/channel-service/documents/trash/restore', { ids: [target.id] })).status).toBe(200)
    await waitFor(() => expect(columnTexts(table(), 'name')[0]).toBe(first), LONG_WAIT)
  })
})
