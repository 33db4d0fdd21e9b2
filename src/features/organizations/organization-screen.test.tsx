import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { OrganizationCreateRequest, OrganizationSearchRequest } from '@/api/generated/identity/model'
import { trashOf } from '@mocks/db/trash'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { api } from '@tests/msw'
import { renderScreen } from '@tests/screen'
import { columnTexts, currentLocation, drawerLabelled, searchParams } from '@tests/dom'
import { quietConsoleErrors } from '@tests/console'
import { fixtureId, organizationFixture } from '@tests/fixtures'
import { OrganizationScreen } from './organization-screen'

const uuid = fixtureId
// Odd ones in Türkiye (Turkish), even ones in Germany (German).
const organization = (n: number) => organizationFixture(n, n % 2 ? {} : { country: 'DE', language: 'de' })

const searches: OrganizationSearchRequest[] = []
const creates: OrganizationCreateRequest[] = []
/** Note what the screen sends and let it through to the gateway. */
const spies = [
  http.post(api('identity', '/organizations/search'), async ({ request }) => void searches.push((await request.clone().json()) as OrganizationSearchRequest)),
  http.post(api('identity', '/organizations'), async ({ request }) => void creates.push((await request.clone().json()) as OrganizationCreateRequest)),
]
let gateway: MockGateway

beforeEach(() => {
  gateway = createGateway()
  gateway.db.identity.organizations = Array.from({ length: 6 }, (_, i) => organization(i + 1))
  searches.length = 0
  creates.length = 0
  quietConsoleErrors()
})

const table = () => screen.getByRole('table', { name: 'Organizations', hidden: true })
const names = () => columnTexts(table(), 'name')

const renderOrganizations = (route = '/organization') =>
  renderScreen(<OrganizationScreen />, { gateway, handlers: spies, route, language: 'en', withLocation: true })

describe('Organizations', () => {
  it('shows the spec columns and sends the country and language filters of the URL', async () => {
    await renderOrganizations('/organization?country=DE&language=de')
    await waitFor(() => expect(names()).toEqual(['Org 2', 'Org 4', 'Org 6']))
    expect(searches.at(-1)).toEqual({ index: 0, size: 10, country: 'DE', language: 'de' })
    const headers = within(table())
      .getAllByRole('columnheader', { hidden: true })
      .map((h) => h.textContent?.trim())
    expect(headers).toEqual(['Name', 'Authorized person', 'Phone number', 'Contract start', 'Contract end', 'Status', 'Actions'])
    expect(screen.getByRole('combobox', { name: 'Country' }).textContent).toContain('Germany (DE)')
  })

  it('refuses an end date before the start date with a clear message, loses nothing, then saves a valid range', async () => {
    const { user } = await renderOrganizations()
    await waitFor(() => expect(names()).toHaveLength(6))
    await user.click(screen.getByRole('button', { name: 'New organization' }))
    const box = async (name: RegExp) => (await screen.findByRole('textbox', { name, hidden: true })) as HTMLInputElement
    const date = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' }) as HTMLInputElement
    await user.type(await box(/^Organization name/), 'Deniz Yapım A.Ş.')
    await user.type(await box(/^Authorized person/), 'Deniz Aydın')
    await user.type(await box(/^Phone number/), '+902125550000')
    await user.type(await box(/^E-mail/), 'info@deniz.example')
    const drawer = await drawerLabelled('New organization')
    await user.click(within(drawer).getByRole('combobox', { name: /^Country/, hidden: true }))
    await user.click(await screen.findByRole('option', { name: 'Türkiye (TR)', hidden: true }))
    await user.click(within(drawer).getByRole('combobox', { name: /^Language/, hidden: true }))
    await user.click(await screen.findByRole('option', { name: 'Turkish (tr)', hidden: true }))
    await user.type(date(/^Contract start date/), '06/01/2025')
    await user.type(date(/^Contract end date/), '05/31/2025')
    await user.click(screen.getByRole('button', { name: 'Save', hidden: true }))

    expect(await screen.findByText('The contract end date must be after the start date.')).toBeTruthy()
    expect(creates).toHaveLength(0)
    expect((await box(/^Organization name/)).value).toBe('Deniz Yapım A.Ş.')
    expect((await box(/^Authorized person/)).value).toBe('Deniz Aydın')
    expect((await box(/^Phone number/)).value).toBe('+902125550000')
    expect((await box(/^E-mail/)).value).toBe('info@deniz.example')
    expect(date(/^Contract start date/).value).toBe('06/01/2025')
    expect(date(/^Contract end date/).value).toBe('05/31/2025')

    await user.clear(date(/^Contract end date/))
    await user.type(date(/^Contract end date/), '05/31/2026')
    await user.tab()
    await user.click(screen.getByRole('button', { name: 'Save', hidden: true }))
    await waitFor(() => expect(creates).toHaveLength(1))
    expect(creates[0]).toEqual({
      name: 'Deniz Yapım A.Ş.',
      authorizedName: 'Deniz Aydın',
      phoneNumber: '+902125550000',
      email: 'info@deniz.example',
      address: null,
      country: 'TR',
      language: 'tr',
      taxNumber: null,
      contractStartDate: '2025-06-01',
      contractEndDate: '2026-05-31',
      status: 'active',
    })
    await waitFor(() => expect(searchParams().get('editor')).toBeNull())
    await waitFor(() => expect(names()[0]).toBe('Deniz Yapım A.Ş.'))
    expect(gateway.db.identity.organizations.find((o) => o.name === 'Deniz Yapım A.Ş.')).toMatchObject({ country: 'TR', contractEndDate: '2026-05-31' })
  })

  it('makes an organization passive at once, without asking, and Undo in the toast makes it active again, in Turkish', async () => {
    const target = gateway.db.identity.organizations.find((o) => o.name === 'Org 2')!
    target.status = 'active'
    const { user } = await renderScreen(<OrganizationScreen />, { gateway, handlers: spies, route: '/organization', language: 'tr', withLocation: true })
    const turkishTable = () => screen.getByRole('table', { name: 'Organizasyonlar', hidden: true })
    await waitFor(() => expect(columnTexts(turkishTable(), 'name')).toHaveLength(6))
    await user.click(within(turkishTable()).getByRole('button', { name: 'Org 2 için işlemler', hidden: true }))
    await user.click(await screen.findByRole('menuitem', { name: 'Pasifleştir', hidden: true }))
    await waitFor(() => expect(target.status).toBe('passive'))
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull()
    const toast = (await screen.findByText('Org 2 pasifleştirildi.')).closest('[role="listitem"]') as HTMLElement
    await user.click(within(toast).getByRole('button', { name: 'Geri al', hidden: true }))
    expect(await screen.findByText('Org 2 yeniden aktif.')).toBeTruthy()
    expect(target.status).toBe('active')
  })

  it('deletes organizations at once into the Trash, without asking; Undo brings them back; one with users stays with the server’s reason', async () => {
    const { user } = await renderOrganizations()
    await waitFor(() => expect(names()).toHaveLength(6))
    const select = (name: string) => user.click(screen.getByRole('checkbox', { name: `Select ${name}`, hidden: true }))
    await select('Org 1')
    await select('Org 3')
    await user.click(within(screen.getByTestId('bulk-bar')).getByRole('button', { name: 'Delete', hidden: true }))
    await waitFor(() => expect(names()).toEqual(['Org 2', 'Org 4', 'Org 5', 'Org 6']))
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull()
    expect(trashOf(gateway.db).organizations.get(uuid(3))?.deletedBy.name).toBe('Deniz Yılmaz')
    const toast = (await screen.findByText('2 organizations moved to the Trash.')).closest('[role="listitem"]') as HTMLElement
    await user.click(within(toast).getByRole('button', { name: 'Undo' }))
    expect(await screen.findByText('2 organizations restored.')).toBeTruthy()
    await waitFor(() => expect(names()).toHaveLength(6))

    gateway.db.identity.users[5]!.organizationId = uuid(2)
    await select('Org 2')
    await user.click(within(screen.getByTestId('bulk-bar')).getByRole('button', { name: 'Delete', hidden: true }))
    const bar = screen.getByTestId('bulk-bar').parentElement as HTMLElement
    expect(await within(bar).findByText('These organizations still have users: Org 2. Nothing was deleted.')).toBeTruthy()
    expect(names()).toContain('Org 2')

    await user.click(screen.getByRole('button', { name: 'Trash' }))
    await waitFor(() => expect(currentLocation()).toBe('/organization/trash'))
  })

  it('opens the detail of an organization from its row and hands over to the editor', async () => {
    const { user } = await renderOrganizations()
    await waitFor(() => expect(names()).toHaveLength(6))
    await user.click(within(table()).getByRole('button', { name: 'Actions for Org 3', hidden: true }))
    await user.click(await screen.findByRole('menuitem', { name: 'Details', hidden: true }))
    await waitFor(() => expect(searchParams().get('detail')).toBe(uuid(3)))
    const panel = await waitFor(() => screen.getByRole('dialog', { hidden: true }))
    await waitFor(() => expect(panel.getAttribute('aria-label')).toBe('Org 3'))
    expect(within(panel).getByText('Yetkili 3')).toBeTruthy()
    expect(within(panel).getByText('Türkiye (TR)')).toBeTruthy()
    await user.click(within(panel).getByRole('button', { name: 'Edit', hidden: true }))
    await waitFor(() => expect(searchParams().get('editor')).toBe(uuid(3)))
    expect(searchParams().get('detail')).toBeNull()
    expect(((await screen.findByRole('textbox', { name: /^Organization name/, hidden: true })) as HTMLInputElement).value).toBe('Org 3')
  })
})
