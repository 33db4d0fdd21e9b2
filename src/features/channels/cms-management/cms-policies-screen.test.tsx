import { screen, waitFor, within } from '@testing-library/react'
import { Outlet } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Cms, Policy } from '@/api/generated/channel/model'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { renderScreen } from '@tests/screen'
import { grantOnly } from '@tests/gateway'
import { columnTexts, drawerLabelled, LocationProbe, searchParams } from '@tests/dom'
import { quietConsoleErrors } from '@tests/console'
import { routes } from '../routes'

let gateway: MockGateway
let cms: Cms
const policy = (n: number, overrides: Partial<Policy> = {}): Policy => ({
  id: crypto.randomUUID(),
  cmsId: cms.id,
  policyName: `Politika ${String(n).padStart(2, '0')}`,
  description: null,
  action: 'track',
  territories: [],
  createdAt: '2025-01-01T10:00:00Z',
  ...overrides,
})

beforeEach(() => {
  gateway = createGateway()
  cms = gateway.db.channel.cms[0]!
  const others = gateway.db.channel.policies.filter((p) => p.cmsId !== cms.id)
  gateway.db.channel.policies.splice(
    0,
    gateway.db.channel.policies.length,
    ...others,
    policy(1, { action: 'monetize', territories: ['TR', 'DE'] }),
    policy(2),
    policy(3, { action: 'block' }),
  )
  // Settings without a match policy: any of these policies may be deleted.
  gateway.db.settings.cms.set(cms.id, gateway.db.settings.cmsSettings(cms.id, []))
  quietConsoleErrors()
})

const app = [
  {
    element: (
      <>
        <Outlet />
        <LocationProbe />
      </>
    ),
    children: routes.filter((route) => route.path === 'cms-management'),
  },
]
const renderPolicies = (signedInAs = 'admin@demo.local') =>
  renderScreen(<></>, { gateway, routes: app, route: `/cms-management/policies?cmsId=${cms.id}`, signedInAs, language: 'en' })
const table = () => screen.getByRole('table', { name: 'Policies', hidden: true })
const names = () => columnTexts(table(), 'policyName')
const ofCms = () => gateway.db.channel.policies.filter((p) => p.cmsId === cms.id)

describe('CMS policies', () => {
  it('lists the CMS’s policies only, and searches them', async () => {
    const { user } = await renderPolicies()
    await waitFor(() => expect(names()).toEqual(['Politika 01', 'Politika 02', 'Politika 03']))
    expect(columnTexts(table(), 'action')).toEqual(['Monetize', 'Track', 'Block'])
    expect(columnTexts(table(), 'territories')).toEqual(['TR, DE', 'Worldwide', 'Worldwide'])
    await user.type(screen.getByRole('searchbox'), '02')
    await waitFor(() => expect(searchParams().get('search')).toBe('02'))
    await waitFor(() => expect(names()).toEqual(['Politika 02']))
    expect(searchParams().get('cmsId')).toBe(cms.id)
  })

  it('creates a policy in this CMS; a name it already has is refused with every value kept', async () => {
    const { user } = await renderPolicies()
    await waitFor(() => expect(names()).toHaveLength(3))
    await user.click(screen.getByRole('button', { name: 'New policy' }))
    const drawer = await drawerLabelled('New policy')
    const name = within(drawer).getByRole('textbox', { name: /^Policy name/, hidden: true }) as HTMLInputElement
    const description = within(drawer).getByRole('textbox', { name: /^Description/, hidden: true }) as HTMLTextAreaElement
    await user.type(name, 'Politika 01')
    await user.type(description, 'Fragmanlar için')
    await user.click(within(drawer).getByRole('combobox', { name: /^Action/, hidden: true }))
    await user.click(await screen.findByRole('option', { name: 'Block', hidden: true }))
    await user.click(within(drawer).getByRole('button', { name: 'Save', hidden: true }))
    expect(await within(drawer).findByText('Not saved: this CMS account may already have a policy with this name. Your input is kept.')).toBeTruthy()
    expect(drawer.textContent).not.toContain('already has a policy named')
    expect(name.value).toBe('Politika 01')
    expect(description.value).toBe('Fragmanlar için')

    await user.clear(name)
    await user.type(name, 'Fragmanları engelle')
    await user.click(within(drawer).getByRole('button', { name: 'Save', hidden: true }))
    await waitFor(() => expect(names()).toContain('Fragmanları engelle'))
    expect(ofCms().find((p) => p.policyName === 'Fragmanları engelle')).toMatchObject({ action: 'block', description: 'Fragmanlar için', territories: [] })
  })

  it('edits a policy, and deletes policies one and many at once, with Undo', async () => {
    const { user } = await renderPolicies()
    await waitFor(() => expect(names()).toHaveLength(3))
    const menu = async (row: string, action: string) => {
      await user.click(within(table()).getByRole('button', { name: `Actions for ${row}`, hidden: true }))
      await user.click(await screen.findByRole('menuitem', { name: action, hidden: true }))
    }
    await menu('Politika 02', 'Edit')
    const name = (await screen.findByRole('textbox', { name: /^Policy name/, hidden: true })) as HTMLInputElement
    expect(name.value).toBe('Politika 02')
    await user.clear(name)
    await user.type(name, 'Politika 02 yeni')
    await user.click(within(await drawerLabelled('Edit policy')).getByRole('button', { name: 'Save', hidden: true }))
    await waitFor(() => expect(names()).toContain('Politika 02 yeni'))

    // Deleting asks nothing: the toast's Undo brings the policy back (docs/decisions.md "Trash and Undo").
    await menu('Politika 03', 'Delete')
    const toast = (await screen.findByText('1 policy moved to the Trash.')).closest('[role="listitem"]') as HTMLElement
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull()
    await waitFor(() => expect(names()).toEqual(['Politika 01', 'Politika 02 yeni']))
    await user.click(within(toast).getByRole('button', { name: 'Undo', hidden: true }))
    expect(await screen.findByText('1 policy restored.')).toBeTruthy()
    await waitFor(() => expect(names()).toEqual(['Politika 01', 'Politika 02 yeni', 'Politika 03']))

    for (const row of ['Politika 02 yeni', 'Politika 03']) await user.click(screen.getByRole('checkbox', { name: `Select ${row}`, hidden: true }))
    await user.click(within(screen.getByTestId('bulk-bar')).getByRole('button', { name: 'Delete', hidden: true }))
    expect(await screen.findByText('2 policies moved to the Trash.')).toBeTruthy()
    await waitFor(() => expect(names()).toEqual(['Politika 01']))
    expect(ofCms().map((p) => p.policyName)).toEqual(['Politika 01'])
  })

  it('refuses deleting the match policy with the server’s reason, and opens the policies’ Trash', async () => {
    gateway.db.settings.cms.set(cms.id, { ...gateway.db.settings.cmsSettings(cms.id, []), matchPolicyId: ofCms()[0]!.id })
    const { user } = await renderPolicies()
    await waitFor(() => expect(names()).toHaveLength(3))
    await user.click(within(table()).getByRole('button', { name: 'Actions for Politika 01', hidden: true }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete', hidden: true }))
    expect((await screen.findAllByText(/Politika 01 is the match policy of its CMS account/)).length).toBeGreaterThan(0)
    expect(names()).toHaveLength(3)
    await user.click(screen.getByRole('button', { name: 'Trash', hidden: true }))
    expect(await screen.findByRole('heading', { name: 'Policies Trash', hidden: true })).toBeTruthy()
    expect(await screen.findByText('The Trash is empty.')).toBeTruthy()
    expect(searchParams().get('cmsId')).toBe(cms.id)
  })

  it('shows a reader without cms_write the policies without create, edit or delete', async () => {
    grantOnly(gateway.db, 'editor@demo.local', ['cms_read'])
    await renderPolicies('editor@demo.local')
    await waitFor(() => expect(names()).toHaveLength(3))
    expect(screen.queryByRole('button', { name: 'New policy' })).toBeNull()
    expect(within(table()).queryAllByRole('checkbox', { hidden: true })).toHaveLength(0)
    expect(within(table()).queryAllByRole('button', { name: /^Actions for/, hidden: true })).toHaveLength(0)
  })
})
