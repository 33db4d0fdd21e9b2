import { screen, waitFor, within } from '@testing-library/react'
import { Outlet } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Cms, Policy } from '@/api/generated/channel/model'
import { trashOf } from '@mocks/db/trash'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { quietConsoleErrors } from '@tests/console'
import { columnTexts, LocationProbe, currentLocation } from '@tests/dom'
import { renderScreen } from '@tests/screen'
import { routes } from '../routes'

let gateway: MockGateway
let cms: Cms

/** Moves a policy of the CMS to its Trash, deleted by Ayşe. */
function trashed(policyName: string): Policy {
  const policy: Policy = {
    id: crypto.randomUUID(),
    cmsId: cms.id,
    policyName,
    description: null,
    action: 'block',
    territories: ['TR'],
    createdAt: '2025-01-01T10:00:00.000Z',
  }
  trashOf(gateway.db).policies.put(policy, { id: crypto.randomUUID(), name: 'Ayşe Kaya' })
  return policy
}

beforeEach(() => {
  gateway = createGateway()
  cms = gateway.db.channel.cms[0]!
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
const renderTrash = (language: 'en' | 'tr') => renderScreen(<></>, { gateway, routes: app, route: `/cms-management/policies/trash?cmsId=${cms.id}`, language })

describe('the policies Trash of a CMS', () => {
  it('lists the CMS’s deleted policies under its Policies tab; restores one at once and deletes one for good after asking', async () => {
    const kept = trashed('Kamera arkası engeli')
    trashed('Jenerik takibi')
    const { user } = await renderTrash('en')
    const table = await screen.findByRole('table', { name: 'Policies Trash', hidden: true })
    await waitFor(() => expect(new Set(columnTexts(table, 'policyName'))).toEqual(new Set(['Kamera arkası engeli', 'Jenerik takibi'])))
    expect(columnTexts(table, 'action')).toEqual(['Block', 'Block'])
    expect(columnTexts(table, 'deletedBy')).toEqual(['Ayşe Kaya', 'Ayşe Kaya'])
    expect(screen.getByRole('tab', { name: 'Policies', selected: true, hidden: true })).toBeTruthy()

    await user.click(within(table).getByRole('button', { name: 'Actions for Kamera arkası engeli', hidden: true }))
    await user.click(await screen.findByRole('menuitem', { name: 'Restore', hidden: true }))
    expect(await screen.findByText('1 policy restored.')).toBeTruthy()
    await waitFor(() => expect(columnTexts(table, 'policyName')).toEqual(['Jenerik takibi']))
    expect(gateway.db.channel.policies.find((p) => p.id === kept.id)).toMatchObject({ policyName: 'Kamera arkası engeli', cmsId: cms.id })

    await user.click(within(table).getByRole('button', { name: 'Actions for Jenerik takibi', hidden: true }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete for good', hidden: true }))
    const confirm = await screen.findByRole('alertdialog', { hidden: true })
    expect(within(confirm).getByText('Delete Jenerik takibi for good?')).toBeTruthy()
    await user.click(within(confirm).getByRole('button', { name: 'Delete for good', hidden: true }))
    expect(await screen.findByText('1 policy deleted for good.')).toBeTruthy()
    expect(await screen.findByText('The Trash is empty.')).toBeTruthy()
    expect(trashOf(gateway.db).policies.list()).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Back to policies', hidden: true }))
    await waitFor(() => expect(currentLocation()).toBe(`/cms-management/policies?cmsId=${cms.id}`))
  })

  it('speaks Turkish, and refuses with the server’s reason a restore whose name the CMS has again', async () => {
    const policy = trashed('Kamera arkası engeli')
    gateway.db.channel.policies.push({ ...policy, id: crypto.randomUUID() })
    const { user } = await renderTrash('tr')
    const table = await screen.findByRole('table', { name: 'Politikalar Çöp Kutusu', hidden: true })
    await waitFor(() => expect(columnTexts(table, 'policyName')).toEqual(['Kamera arkası engeli']))
    expect(screen.getByText('Bu CMS hesabının silinen politikaları 30 gün burada kalır, sonra kalıcı olarak silinir.')).toBeTruthy()
    await user.click(screen.getByRole('checkbox', { name: 'Kamera arkası engeli satırını seç', hidden: true }))
    await user.click(within(screen.getByTestId('bulk-bar')).getByRole('button', { name: 'Geri getir', hidden: true }))
    expect(
      (await screen.findAllByText('CMS hesabında artık Kamera arkası engeli adında başka bir politika var. Hiçbiri geri yüklenmedi.')).length,
    ).toBeGreaterThan(0)
    expect(columnTexts(table, 'policyName')).toEqual(['Kamera arkası engeli'])
  })
})
