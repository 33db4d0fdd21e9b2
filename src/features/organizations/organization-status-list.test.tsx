import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { faults } from '@mocks/faults'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { quietConsoleErrors } from '@tests/console'
import { columnTexts } from '@tests/dom'
import { organizationFixture } from '@tests/fixtures'
import { api } from '@tests/msw'
import { renderScreen } from '@tests/screen'
import { OrganizationScreen } from './organization-screen'

/**
 * The organizations' status list (`OrganizationStatus` key-value list) against the mock gateway,
 * failing: the screen stays usable on the client's active / passive, and the status filter shows
 * the list loading, then what failed, why, and a Retry that recovers once the server is back.
 */

const STATUSES = '/identity-service/commons/enums/OrganizationStatus/key-value-list'

let release: () => void = () => undefined
let held: Promise<void> = Promise.resolve()
const hold = () => void (held = new Promise((resolve) => (release = resolve)))
/** Holds the status list's calls while closed (a spy the gateway's answer waits behind). */
const gate = http.get(api('identity', '/commons/enums/OrganizationStatus/key-value-list'), async () => {
  await held
  return undefined
})

let gateway: MockGateway

beforeEach(() => {
  gateway = createGateway()
  gateway.db.identity.organizations = [1, 2, 3, 4].map((n) => organizationFixture(n, n % 2 ? {} : { status: 'passive' }))
  held = Promise.resolve()
  localStorage.clear()
  quietConsoleErrors()
})

const TEXT = {
  tr: { filter: 'Durum', passive: 'Pasif', failed: 'Seçenekler yüklenemedi.', retry: 'Tekrar dene', table: 'Organizasyonlar' },
  en: { filter: 'Status', passive: 'Passive', failed: 'The options could not be loaded.', retry: 'Try again', table: 'Organizations' },
} as const

describe('organizations: the status list cannot be loaded', () => {
  it.each(['tr', 'en'] as const)(
    '%s: the status filter shows the list loading, then the reason and a Retry, keeps the client’s names meanwhile, and recovers',
    async (language) => {
      const text = TEXT[language]
      faults.set({ method: 'GET', path: STATUSES, status: 500 })
      hold()
      const { user } = await renderScreen(<OrganizationScreen />, { gateway, route: '/organization?status=passive', language, handlers: [gate] })
      const filter = await screen.findByRole('combobox', { name: text.filter })
      await waitFor(() => expect(filter.getAttribute('aria-busy')).toBe('true'))
      release()

      const failure = await screen.findByRole('alert')
      expect(failure.textContent).toContain(text.failed)
      expect(failure.textContent).toContain('Injected fault: HTTP 500')
      expect(filter.getAttribute('aria-busy')).toBeNull()
      // Still usable: the filter and the cells name the status by the client's names.
      expect(filter.textContent).toContain(text.passive)
      const table = () => screen.getByRole('table', { name: text.table, hidden: true })
      await waitFor(() => expect(columnTexts(table(), 'status')).toEqual([text.passive, text.passive]))

      // Retry, still failing: the reason stays and the Retry is busy until the answer.
      faults.set({ method: 'GET', path: STATUSES, status: 503 })
      hold()
      const retry = within(failure).getByRole('button', { name: text.retry })
      await user.click(retry)
      await waitFor(() => expect(retry.getAttribute('aria-disabled')).toBe('true'))
      expect(screen.getByRole('alert').textContent).toContain(text.failed)
      release()
      await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Injected fault: HTTP 503'))

      // The fault gone: Retry answers and the failure goes.
      faults.clear()
      await waitFor(() => expect(within(screen.getByRole('alert')).getByRole('button', { name: text.retry }).getAttribute('aria-disabled')).toBeNull())
      await user.click(within(screen.getByRole('alert')).getByRole('button', { name: text.retry }))
      await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
      expect(screen.getByRole('combobox', { name: text.filter }).textContent).toContain(text.passive)
    },
  )
})
