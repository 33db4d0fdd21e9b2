import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { Outlet } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import { faults } from '@mocks/faults'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { api } from '@tests/msw'
import { renderScreen } from '@tests/screen'
import { currentLocation, LocationProbe } from '@tests/dom'
import { quietConsoleErrors } from '@tests/console'
import { routes } from '../routes'

let gateway: MockGateway
const calls: string[] = []
const spies = [http.all(api('channel', '/cms*'), ({ request }) => void calls.push(`${request.method} ${new URL(request.url).pathname}`))]

beforeEach(() => {
  gateway = createGateway()
  calls.length = 0
  localStorage.clear()
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
    children: [...routes.filter((route) => route.path === 'cms-management'), { path: 'cms', element: null }],
  },
]
const renderAt = (route: string, language: 'en' | 'tr' = 'en') => renderScreen(<></>, { gateway, handlers: spies, routes: app, route, language })

describe('the CMS management layout', () => {
  it('without a cmsId says to choose a CMS and links to the CMS accounts, calling nothing', async () => {
    const { user } = await renderAt('/cms-management/channels')
    expect(await screen.findByRole('heading', { level: 1, name: 'CMS Channels' })).toBeTruthy()
    expect(screen.getByText('Choose a CMS')).toBeTruthy()
    expect(calls).toEqual([])
    await user.click(screen.getByRole('link', { name: 'Go to the CMS accounts', hidden: true }))
    await waitFor(() => expect(currentLocation()).toBe('/cms'))
  })

  it('with an id that is no UUID says the same, in Turkish too', async () => {
    await renderAt('/cms-management/policies?cmsId=abc', 'tr')
    expect(await screen.findByRole('heading', { level: 1, name: 'CMS Politikaları' })).toBeTruthy()
    expect(screen.getByText('Bir CMS seçin')).toBeTruthy()
    expect(calls).toEqual([])
  })

  it('with an unknown CMS says it was not found and links to the list', async () => {
    await renderAt(`/cms-management/settings?cmsId=${crypto.randomUUID()}`)
    expect(await screen.findByText('This CMS account was not found')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go to the CMS accounts', hidden: true })).toBeTruthy()
    expect(screen.queryByRole('tablist', { hidden: true })).toBeNull()
  })

  it('shows a failure to load the CMS, and loads it on retry', async () => {
    const cms = gateway.db.channel.cms[0]!
    faults.set({ method: 'GET', path: '/channel-service/cms/*', status: 500, times: 1 })
    const { user } = await renderAt(`/cms-management/channels?cmsId=${cms.id}`)
    expect(await screen.findByText('The CMS account could not be loaded.')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Try again', hidden: true }))
    expect(await screen.findByRole('heading', { level: 1, name: cms.name })).toBeTruthy()
  })

  it('goes from the index to channels keeping the query, names the CMS, remembers it, and its tabs keep the carried params', async () => {
    const cms = gateway.db.channel.cms[0]!
    const companyId = cms.companyId
    const { user } = await renderAt(`/cms-management?cmsId=${cms.id}&companyId=${companyId}`)
    expect(await screen.findByRole('heading', { level: 1, name: cms.name })).toBeTruthy()
    await waitFor(() => expect(currentLocation()).toBe(`/cms-management/channels?cmsId=${cms.id}&companyId=${companyId}`))
    expect(screen.getByText(`CMS key: ${cms.cmsKey}`)).toBeTruthy()
    expect(localStorage.getItem('cmsId')).toBe(cms.id)
    expect(localStorage.getItem('cmsName')).toBe(cms.name)
    const tabs = screen.getByRole('tablist', { name: 'CMS pages', hidden: true })
    await user.click(within(tabs).getByRole('tab', { name: 'Settings', hidden: true }))
    await waitFor(() => expect(currentLocation()).toBe(`/cms-management/settings?cmsId=${cms.id}&companyId=${companyId}`))
    expect(await screen.findByRole('heading', { level: 2, name: 'Settings' })).toBeTruthy()
  })
})
