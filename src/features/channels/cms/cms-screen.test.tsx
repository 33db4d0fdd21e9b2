import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Cms, CmsSearchRequest } from '@/api/generated/channel/model'
import { faults } from '@mocks/faults'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { cmsView } from '@mocks/db/channel'
import { api } from '@tests/msw'
import { renderScreen } from '@tests/screen'
import { grantOnly } from '@tests/gateway'
import { columnTexts, currentLocation, drawerLabelled, searchParams } from '@tests/dom'
import { quietConsoleErrors } from '@tests/console'
import { CmsScreen } from './cms-screen'

const searches: CmsSearchRequest[] = []
const spies = [http.post(api('channel', '/cms/search'), async ({ request }) => void searches.push((await request.clone().json()) as CmsSearchRequest))]
let gateway: MockGateway

beforeEach(() => {
  gateway = createGateway()
  searches.length = 0
  localStorage.clear()
  quietConsoleErrors()
})

const table = () => screen.getByRole('table', { name: 'CMS accounts', hidden: true })
const names = () => columnTexts(table(), 'name')
const headers = () =>
  within(table())
    .getAllByRole('columnheader', { hidden: true })
    .map((cell) => cell.textContent?.trim())
    .filter(Boolean)
const dbCms = (id: string) => gateway.db.channel.cms.find((c) => c.id === id)
const renderCms = (route = '/cms', signedInAs = 'admin@demo.local') =>
  renderScreen(<CmsScreen />, { gateway, handlers: spies, route, signedInAs, language: 'en', withLocation: true })

/** A CMS account without channels (only such an account can be deleted). */
function addEmptyCms(name: string, cmsKey: string): Cms {
  const account: Cms = {
    id: crypto.randomUUID(),
    name,
    cmsKey,
    channelCount: 0,
    status: 'active',
    companyId: gateway.db.parameter.companies[0]!.id,
    createdAt: '2025-01-01T10:00:00Z',
  }
  gateway.db.channel.cms.unshift(account)
  return account
}

async function chooseRowAction(user: Awaited<ReturnType<typeof renderCms>>['user'], row: string, action: string) {
  await user.click(within(table()).getByRole('button', { name: `Actions for ${row}`, hidden: true }))
  await user.click(await screen.findByRole('menuitem', { name: action, hidden: true }))
}

describe('CMS accounts', () => {
  it('lists the accounts with name, key, channel count and status, filtered by the search and status of the URL', async () => {
    const passive = gateway.db.channel.cms.filter((c) => c.status === 'passive')
    expect(passive.length).toBeGreaterThan(0)
    await renderCms('/cms?status=passive')
    await waitFor(() => expect(names()).toEqual(passive.slice(0, 10).map((c) => c.name)))
    expect(searches.at(-1)).toEqual({ index: 0, size: 10, status: 'passive' })
    expect(headers()).toEqual(['Name', 'CMS key', 'Channels', 'Status', 'Actions'])
    const first = cmsView(gateway.db.channel, passive[0]!)
    expect(columnTexts(table(), 'cmsKey')[0]).toBe(first.cmsKey)
    expect(columnTexts(table(), 'channelCount')[0]).toBe(String(first.channelCount))
    expect(new Set(columnTexts(table(), 'status'))).toEqual(new Set(['Passive']))
  })

  it('searches by name or key and keeps the search in the URL', async () => {
    const target = gateway.db.channel.cms[3]!
    const { user } = await renderCms()
    await waitFor(() => expect(names()).toHaveLength(10))
    await user.type(screen.getByRole('searchbox'), target.cmsKey)
    await waitFor(() => expect(searchParams().get('search')).toBe(target.cmsKey))
    await waitFor(() => expect(names()).toEqual([target.name]))
  })

  it('opens a CMS from its name: its channels page, with cmsId and cmsName remembered', async () => {
    const target = gateway.db.channel.cms[1]!
    const { user } = await renderCms()
    await waitFor(() => expect(names()).toHaveLength(10))
    await user.click(within(table()).getByRole('link', { name: target.name, hidden: true }))
    await waitFor(() => expect(currentLocation()).toBe(`/cms-management/channels?cmsId=${target.id}`))
    expect(localStorage.getItem('cmsId')).toBe(target.id)
    expect(localStorage.getItem('cmsName')).toBe(target.name)
  })

  it('creates a CMS: a key another account has keeps every value with the server’s message, then the save goes through', async () => {
    const taken = gateway.db.channel.cms[0]!.cmsKey
    const { user } = await renderCms()
    await waitFor(() => expect(names()).toHaveLength(10))
    await user.click(screen.getByRole('button', { name: 'New CMS' }))
    const drawer = await drawerLabelled('New CMS')
    const box = (name: RegExp) => within(drawer).getByRole('textbox', { name, hidden: true }) as HTMLInputElement
    await user.type(box(/^Name/), 'Deniz Dijital CMS')
    await user.type(box(/^CMS key/), taken)
    const company = gateway.db.parameter.companies[2]!
    await user.click(within(drawer).getByRole('combobox', { name: /^Company/, hidden: true }))
    await user.click(await screen.findByRole('option', { name: company.name, hidden: true }))
    await user.click(within(drawer).getByRole('button', { name: 'Save', hidden: true }))
    expect(
      await within(drawer).findByText('Not saved: another CMS account may already have this key, or the company no longer exists. Your input is kept.'),
    ).toBeTruthy()
    expect(drawer.textContent).not.toContain('already has the key')
    expect(box(/^Name/).value).toBe('Deniz Dijital CMS')
    expect(box(/^CMS key/).value).toBe(taken)

    await user.clear(box(/^CMS key/))
    await user.type(box(/^CMS key/), 'deniz-dijital-99')
    await user.click(within(drawer).getByRole('button', { name: 'Save', hidden: true }))
    await waitFor(() => expect(searchParams().get('editor')).toBeNull())
    expect(gateway.db.channel.cms.find((c) => c.cmsKey === 'deniz-dijital-99')).toMatchObject({
      name: 'Deniz Dijital CMS',
      companyId: company.id,
      status: 'active',
    })
  })

  it('edits a CMS in the drawer', async () => {
    const target = gateway.db.channel.cms[2]!
    const { user } = await renderCms()
    await waitFor(() => expect(names()).toHaveLength(10))
    await chooseRowAction(user, target.name, 'Edit')
    const name = (await screen.findByRole('textbox', { name: /^Name/, hidden: true })) as HTMLInputElement
    expect(name.value).toBe(target.name)
    await user.clear(name)
    await user.type(name, 'Yeni Ad CMS')
    await user.click(within(await drawerLabelled('Edit CMS')).getByRole('button', { name: 'Save', hidden: true }))
    await waitFor(() => expect(dbCms(target.id)?.name).toBe('Yeni Ad CMS'))
    await waitFor(() => expect(names()).toContain('Yeni Ad CMS'))
  })

  it('deactivates and activates a CMS at once, without asking; the toast’s Undo sets the status back', async () => {
    const target = gateway.db.channel.cms.find((c) => c.status === 'active')!
    const { user } = await renderCms()
    await waitFor(() => expect(names()).toHaveLength(10))
    await chooseRowAction(user, target.name, 'Deactivate')
    await waitFor(() => expect(dbCms(target.id)?.status).toBe('passive'))
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull()
    const toast = (await screen.findByText(`${target.name} was deactivated.`)).closest('[role="listitem"]') as HTMLElement
    await user.click(within(toast).getByRole('button', { name: 'Undo', hidden: true }))
    expect(await screen.findByText(`${target.name} is active again.`)).toBeTruthy()
    expect(dbCms(target.id)?.status).toBe('active')

    await chooseRowAction(user, target.name, 'Deactivate')
    await waitFor(() => expect(dbCms(target.id)?.status).toBe('passive'))
    await chooseRowAction(user, target.name, 'Activate')
    await waitFor(() => expect(dbCms(target.id)?.status).toBe('active'))
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull()
  })

  it('deletes CMS accounts in bulk without asking, the toast’s Undo brings them back; one that still has channels is refused with the server’s reason', async () => {
    const a = addEmptyCms('Boş A CMS', 'bos-a')
    const b = addEmptyCms('Boş B CMS', 'bos-b')
    const busy = gateway.db.channel.cms.find((c) => gateway.db.channel.channels.some((ch) => ch.cmsId === c.id))!
    const { user } = await renderCms()
    await waitFor(() => expect(names()).toContain(a.name))
    const select = (name: string) => user.click(screen.getByRole('checkbox', { name: `Select ${name}`, hidden: true }))
    await select(a.name)
    await select(b.name)
    await select(busy.name)
    await user.click(within(screen.getByTestId('bulk-bar')).getByRole('button', { name: 'Delete', hidden: true }))
    expect((await screen.findAllByText(new RegExp(`still have channels: ${busy.name}`))).length).toBeGreaterThan(0)
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull()
    expect(dbCms(a.id)).toBeDefined()

    await select(busy.name)
    await user.click(within(screen.getByTestId('bulk-bar')).getByRole('button', { name: 'Delete', hidden: true }))
    const toast = (await screen.findByText('2 CMS accounts moved to the Trash.')).closest('[role="listitem"]') as HTMLElement
    expect(dbCms(a.id)).toBeUndefined()
    expect(dbCms(b.id)).toBeUndefined()
    await waitFor(() => expect(names()).not.toContain(a.name))
    await user.click(within(toast).getByRole('button', { name: 'Undo', hidden: true }))
    expect(await screen.findByText('2 CMS accounts restored with their policies.')).toBeTruthy()
    expect(dbCms(a.id)).toBeDefined()
    expect(dbCms(b.id)).toBeDefined()
  })

  it('deletes one CMS from its menu at once, in Turkish, and links to the Trash', async () => {
    const a = addEmptyCms('Boş A CMS', 'bos-a')
    const { user } = await renderScreen(<CmsScreen />, { gateway, route: '/cms', language: 'tr', withLocation: true })
    const list = () => screen.getByRole('table', { name: 'CMS hesapları', hidden: true })
    await waitFor(() => expect(columnTexts(list(), 'name')).toContain(a.name))
    await user.click(within(list()).getByRole('button', { name: `${a.name} için işlemler`, hidden: true }))
    await user.click(await screen.findByRole('menuitem', { name: 'Sil', hidden: true }))
    expect(await screen.findByText('1 CMS hesabı Çöp Kutusu’na taşındı.')).toBeTruthy()
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull()
    expect(dbCms(a.id)).toBeUndefined()
    await user.click(screen.getByRole('button', { name: 'Çöp Kutusu', hidden: true }))
    await waitFor(() => expect(currentLocation()).toBe('/cms/trash'))
  })

  it('shows a reader without cms_write no write action: no create, no selection, only "Open" in the menu', async () => {
    grantOnly(gateway.db, 'editor@demo.local', ['cms_read'])
    const { user } = await renderCms('/cms', 'editor@demo.local')
    await waitFor(() => expect(names().length).toBeGreaterThan(0))
    expect(screen.queryByRole('button', { name: 'New CMS' })).toBeNull()
    expect(within(table()).queryAllByRole('checkbox', { hidden: true })).toHaveLength(0)
    const first = names()[0]!
    await user.click(within(table()).getByRole('button', { name: `Actions for ${first}`, hidden: true }))
    const items = await screen.findAllByRole('menuitem', { hidden: true })
    expect(items.map((item) => item.textContent)).toEqual(['Open'])
  })

  it('says so when the list cannot be loaded, and loads it on retry', async () => {
    faults.set({ method: 'POST', path: '/channel-service/cms/search', status: 500, times: 1 })
    const { user } = await renderCms()
    const retry = await screen.findByRole('button', { name: 'Try again', hidden: true })
    await user.click(retry)
    await waitFor(() => expect(names()).toHaveLength(10))
  })
})
