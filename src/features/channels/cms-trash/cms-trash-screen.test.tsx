import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Cms, Policy } from '@/api/generated/channel/model'
import { trashOf } from '@mocks/db/trash'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { quietConsoleErrors } from '@tests/console'
import { columnTexts, currentLocation } from '@tests/dom'
import { grantOnly } from '@tests/gateway'
import { renderScreen } from '@tests/screen'
import { CmsTrashScreen } from './cms-trash-screen'

let gateway: MockGateway

/** Moves a CMS account without channels, with `policies` policies, to the Trash, deleted by Ayşe. */
function trashed(name: string, cmsKey: string, policies = 2): Cms {
  const cms: Cms = {
    id: crypto.randomUUID(),
    name,
    cmsKey,
    channelCount: 0,
    status: 'active',
    companyId: gateway.db.parameter.companies[0]!.id,
    createdAt: '2025-01-01T10:00:00.000Z',
  }
  const owned: Policy[] = Array.from({ length: policies }, (_, i) => ({
    id: crypto.randomUUID(),
    cmsId: cms.id,
    policyName: `${name} politika ${i + 1}`,
    description: null,
    action: 'track',
    territories: [],
    createdAt: '2025-01-01T10:00:00.000Z',
  }))
  trashOf(gateway.db).cms.put({ id: cms.id, cms, policies: owned }, { id: crypto.randomUUID(), name: 'Ayşe Kaya' })
  return cms
}

beforeEach(() => {
  gateway = createGateway()
  quietConsoleErrors()
})

const renderTrash = (language: 'en' | 'tr', signedInAs = 'admin@demo.local') =>
  renderScreen(<CmsTrashScreen />, { gateway, route: '/cms/trash', language, signedInAs, withLocation: true })

describe('the CMS accounts Trash', () => {
  it('lists the deleted accounts with their policies and who deleted them; restores one with its policies and deletes one for good after asking', async () => {
    const kept = trashed('Atlas Yeni', 'atlas-yeni', 3)
    trashed('Boğaz Medya', 'bogaz-medya', 1)
    const { user } = await renderTrash('en')
    const table = await screen.findByRole('table', { name: 'CMS accounts Trash', hidden: true })
    await waitFor(() => expect(new Set(columnTexts(table, 'name'))).toEqual(new Set(['Atlas Yeni', 'Boğaz Medya'])))
    expect(columnTexts(table, 'deletedBy')).toEqual(['Ayşe Kaya', 'Ayşe Kaya'])
    expect(new Set(columnTexts(table, 'policyCount'))).toEqual(new Set(['3', '1']))

    await user.click(within(table).getByRole('button', { name: 'Actions for Atlas Yeni', hidden: true }))
    await user.click(await screen.findByRole('menuitem', { name: 'Restore', hidden: true }))
    expect(await screen.findByText('1 CMS account restored with its policies.')).toBeTruthy()
    await waitFor(() => expect(columnTexts(table, 'name')).toEqual(['Boğaz Medya']))
    expect(gateway.db.channel.cms.some((c) => c.id === kept.id)).toBe(true)
    expect(gateway.db.channel.policies.filter((p) => p.cmsId === kept.id)).toHaveLength(3)

    // Deleting for good cannot be undone: it asks, naming the account.
    await user.click(within(table).getByRole('button', { name: 'Actions for Boğaz Medya', hidden: true }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete for good', hidden: true }))
    const confirm = await screen.findByRole('alertdialog', { hidden: true })
    expect(within(confirm).getByText('Delete Boğaz Medya for good?')).toBeTruthy()
    await user.click(within(confirm).getByRole('button', { name: 'Delete for good', hidden: true }))
    expect(await screen.findByText('1 CMS account deleted for good.')).toBeTruthy()
    expect(await screen.findByText('The Trash is empty.')).toBeTruthy()
    expect(trashOf(gateway.db).cms.list()).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Back to CMS accounts', hidden: true }))
    await waitFor(() => expect(currentLocation()).toBe('/cms'))
  })

  it('speaks Turkish, and a restore whose key was taken since shows the server’s reason', async () => {
    trashed('Atlas Yeni', 'atlas-yeni')
    gateway.db.channel.cms.push({ ...gateway.db.channel.cms[0]!, id: crypto.randomUUID(), name: 'Başka', cmsKey: 'atlas-yeni' })
    const { user } = await renderTrash('tr')
    const table = await screen.findByRole('table', { name: 'CMS hesapları Çöp Kutusu', hidden: true })
    await waitFor(() => expect(columnTexts(table, 'name')).toEqual(['Atlas Yeni']))
    expect(screen.getByText('Silinen CMS hesapları politikalarıyla birlikte 30 gün burada kalır, sonra kalıcı olarak silinir.')).toBeTruthy()
    await user.click(screen.getByRole('checkbox', { name: 'Atlas Yeni satırını seç', hidden: true }))
    await user.click(within(screen.getByTestId('bulk-bar')).getByRole('button', { name: 'Geri getir', hidden: true }))
    expect((await screen.findAllByText('atlas-yeni anahtarı artık başka bir CMS hesabında. Hiçbiri geri yüklenmedi.')).length).toBeGreaterThan(0)
    expect(columnTexts(table, 'name')).toEqual(['Atlas Yeni'])
  })

  it('shows a reader without cms_write the Trash without restore or purge', async () => {
    const editor = gateway.db.identity.users.find((u) => u.email === 'editor@demo.local')!
    // A deleted account of the reader's company (a deleted CMS has no channels to show it by).
    trashed('Atlas Yeni', 'atlas-yeni').companyId = editor.companies[0]!.id
    grantOnly(gateway.db, 'editor@demo.local', ['cms_read'])
    await renderTrash('en', 'editor@demo.local')
    const table = await screen.findByRole('table', { name: 'CMS accounts Trash', hidden: true })
    await waitFor(() => expect(columnTexts(table, 'name')).toEqual(['Atlas Yeni']))
    expect(within(table).queryAllByRole('checkbox', { hidden: true })).toHaveLength(0)
    expect(within(table).queryAllByRole('button', { name: /^Actions for/, hidden: true })).toHaveLength(0)
  })
})
