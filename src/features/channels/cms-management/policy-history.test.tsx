import { screen, waitFor, within } from '@testing-library/react'
import { Outlet } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { drawerLabelled } from '@tests/dom'
import { renderScreen } from '@tests/screen'
import { testClient } from '@tests/test-client'
import { LONG_WAIT } from '@tests/waits'
import { routes } from '../routes'

let gateway: MockGateway
let cmsId: string
let id: string

beforeEach(async () => {
  gateway = createGateway()
  const policy = gateway.db.channel.policies[0]!
  cmsId = policy.cmsId
  id = policy.id
  policy.policyName = 'Eski politika'
  // Someone renames the policy through the gateway: one recorded change.
  const client = testClient(gateway)
  await client.login('admin@demo.local')
  const saved = await client.call('PUT', `/channel-service/cms-policies/${id}`, {
    policyName: 'Yeni politika',
    description: policy.description,
    action: policy.action,
    territories: policy.territories,
  })
  expect(saved.status).toBe(200)
})

const app = [{ element: <Outlet />, children: routes.filter((route) => route.path === 'cms-management') }]
const renderEditor = (language: 'en' | 'tr') =>
  renderScreen(<></>, { gateway, routes: app, route: `/cms-management/policies?cmsId=${cmsId}&editor=${id}`, language })

describe('a CMS policy’s history', () => {
  it('shows the name by its label and reverts to the older version', async () => {
    const { user } = await renderEditor('en')
    const drawer = await drawerLabelled('Edit policy')
    await user.click(await within(drawer).findByRole('button', { name: 'History', hidden: true }, LONG_WAIT))
    const diff = await within(drawer).findByRole('table', { name: 'Differences between the two versions', hidden: true }, LONG_WAIT)
    const row = within(diff).getByRole('row', { name: /^Policy name/, hidden: true })
    expect(
      within(row)
        .getAllByRole('cell', { hidden: true })
        .map((cell) => cell.textContent),
    ).toEqual(['Policy name', 'Eski politika', 'Yeni politika'])
    await user.click(within(drawer).getByRole('button', { name: 'Revert to the first version', hidden: true }))
    await waitFor(() => expect(gateway.db.channel.policies.find((p) => p.id === id)!.policyName).toBe('Eski politika'))
  })

  it('is in Turkish', async () => {
    const { user } = await renderEditor('tr')
    await user.click(await screen.findByRole('button', { name: 'Geçmiş', hidden: true }, LONG_WAIT))
    expect(await screen.findByRole('button', { name: 'Birinci sürüme geri dön', hidden: true }, LONG_WAIT)).toBeTruthy()
  })
})
