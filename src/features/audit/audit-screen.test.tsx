import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AuditEventSearchRequest } from '@/api/generated/identity/model'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { columnTexts, currentLocation, drawerLabelled, searchParams } from '@tests/dom'
import { startJob } from '@tests/jobs'
import { api } from '@tests/msw'
import { renderScreen } from '@tests/screen'
import { testClient } from '@tests/test-client'
import { LONG_WAIT } from '@tests/waits'
import { AuditScreen } from './audit-screen'
import { dayEnd, dayStart } from './audit-list'

const searches: AuditEventSearchRequest[] = []
const spies = [
  http.post(api('identity', '/audit-events/search'), async ({ request }) => void searches.push((await request.clone().json()) as AuditEventSearchRequest)),
]
let gateway: MockGateway

beforeEach(() => {
  gateway = createGateway()
  searches.length = 0
})

const table = (name: string) => screen.getByRole('table', { name, hidden: true })
const renderAudit = (route: string, language: 'en' | 'tr' = 'en') =>
  renderScreen(<AuditScreen />, { gateway, handlers: spies, route, path: '/audit', language, withLocation: true })

describe('Audit trail', () => {
  it('asks the server for the filters of the URL, a page at a time, and lists the events it answers', async () => {
    const user = gateway.db.identity.users[3]!
    await renderAudit(`/audit?actorId=${user.id}&recordType=role&action=update&from=2026-01-01&to=2026-12-31`)
    await waitFor(() => expect(columnTexts(table('Audit trail'), 'actor').length).toBeGreaterThan(0), LONG_WAIT)
    expect(searches.at(-1)).toEqual({
      index: 0,
      size: 25,
      actorId: user.id,
      recordType: 'role',
      action: 'update',
      from: dayStart('2026-01-01'),
      to: dayEnd('2026-12-31'),
    })
    expect(new Set(columnTexts(table('Audit trail'), 'actor'))).toEqual(new Set([`${user.firstName} ${user.lastName}`]))
    expect(new Set(columnTexts(table('Audit trail'), 'recordType'))).toEqual(new Set(['Role']))
    expect(new Set(columnTexts(table('Audit trail'), 'action'))).toEqual(new Set(['Changed']))
  })

  it('shows a change made through the gateway first, and its values before and after, in Turkish', async () => {
    const client = testClient(gateway)
    await client.login('admin@demo.local')
    const product = gateway.db.parameter.products[0]!
    expect((await client.json('PATCH', `/parameter-service/products/${product.id}/status`, { status: 'passive' })).status).toBe(200)
    const { user } = await renderAudit(`/audit?recordId=${product.id}`, 'tr')
    await waitFor(() => expect(columnTexts(table('Denetim kaydı'), 'fields')[0]).toBe('status'), LONG_WAIT)
    expect(columnTexts(table('Denetim kaydı'), 'action')[0]).toBe('Değiştirildi')
    expect(columnTexts(table('Denetim kaydı'), 'recordType')[0]).toBe('Ürün')
    const first = within(table('Denetim kaydı')).getAllByRole('row', { hidden: true })[1]!
    await user.click(within(first).getAllByRole('button', { hidden: true })[0]!)
    const drawer = await drawerLabelled('Değişiklik')
    expect(searchParams().get('event')).toBeTruthy()
    const changes = await within(drawer).findByRole('table', { name: 'Değişen alanlar', hidden: true })
    const row = within(changes).getAllByRole('row', { hidden: true })[1]!
    expect([...row.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['status', 'active', 'passive'])
    expect(within(drawer).getByText('PATCH /parameter-service/products/{id}/status')).toBeTruthy()
  })

  it('lists the item events of a bulk job (jobId in the URL) and goes from the job’s event to its items', async () => {
    const { job, finished } = await startJob(gateway, { count: 3, changes: { title: { mode: 'append', value: '(denetim)' } } })
    await finished()
    const { user } = await renderAudit(`/audit?recordId=${job.id}`)
    await waitFor(() => expect(columnTexts(table('Audit trail'), 'fields')).toEqual(['Bulk job: 3 items']), LONG_WAIT)
    const first = within(table('Audit trail')).getAllByRole('row', { hidden: true })[1]!
    await user.click(within(first).getAllByRole('button', { hidden: true })[0]!)
    const drawer = await drawerLabelled('Change')
    await user.click(within(drawer).getByRole('link', { name: 'Show the job’s item events', hidden: true }))
    expect(currentLocation()).toBe(`/audit?jobId=${job.id}`)
    await waitFor(() => expect(columnTexts(table('Audit trail'), 'recordType')).toEqual(['Video', 'Video', 'Video']), LONG_WAIT)
    expect(searches.at(-1)).toEqual({ index: 0, size: 25, jobId: job.id })
  })
})
