import { screen, waitFor, within } from '@testing-library/react'
import { Outlet } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Cms } from '@/api/generated/channel/model'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { renderScreen } from '@tests/screen'
import { grantOnly } from '@tests/gateway'
import { currentLocation, LocationProbe } from '@tests/dom'
import { quietConsoleErrors } from '@tests/console'
import { routes } from '../routes'

let gateway: MockGateway
let cms: Cms

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
const renderSettings = (signedInAs = 'admin@demo.local') =>
  renderScreen(<></>, { gateway, routes: app, route: `/cms-management/settings?cmsId=${cms.id}`, signedInAs, language: 'en' })
const emails = () => screen.findByRole('textbox', { name: /^Also notify these addresses/, hidden: true }) as Promise<HTMLTextAreaElement>
const autoClaim = () => screen.getByRole('switch', { name: /^Automatic claims/, hidden: true }) as HTMLInputElement
const stored = () => gateway.db.settings.cms.get(cms.id)

describe('CMS settings', () => {
  it('refuses an address that is not one, naming it, without calling the server', async () => {
    const { user } = await renderSettings()
    const box = await emails()
    expect(box.value).toBe('telif@demo.local')
    await user.type(box, '\nnot-an-address')
    await user.click(screen.getByRole('button', { name: 'Save', hidden: true }))
    expect(await screen.findByText('not-an-address is not a valid e-mail address.')).toBeTruthy()
    expect(stored()).toBeUndefined()
  })

  it('keeps every value and shows the server’s message when a save fails, then saves the same input', async () => {
    const { user, faults } = await renderSettings()
    const box = await emails()
    const before = autoClaim().checked
    await user.click(autoClaim())
    await user.clear(box)
    await user.type(box, 'hukuk@demo.local{Enter}telif@demo.local')
    faults.set({ method: 'PUT', path: '/channel-service/cms/*/settings', status: 500, times: 1 })
    await user.click(screen.getByRole('button', { name: 'Save', hidden: true }))
    expect(await screen.findByText('Injected fault: HTTP 500')).toBeTruthy()
    expect(box.value).toBe('hukuk@demo.local\ntelif@demo.local')
    expect(autoClaim().checked).toBe(!before)
    expect(stored()).toBeUndefined()

    await user.click(screen.getByRole('button', { name: 'Save', hidden: true }))
    await waitFor(() => expect(stored()).toMatchObject({ autoClaim: !before, notificationEmails: ['hukuk@demo.local', 'telif@demo.local'] }))
    expect((await screen.findAllByText('The CMS settings were saved.')).length).toBeGreaterThan(0)
    expect(box.value).toBe('hukuk@demo.local\ntelif@demo.local')
  })

  it('asks before leaving with unsaved changes, and stays with them kept', async () => {
    const { user } = await renderSettings()
    const box = await emails()
    await user.type(box, '\nek@demo.local')
    await user.click(screen.getByRole('tab', { name: 'Policies', hidden: true }))
    const prompt = await screen.findByRole('alertdialog', { hidden: true })
    expect(within(prompt).getByText('Leave without saving?')).toBeTruthy()
    await user.click(within(prompt).getByRole('button', { name: 'Keep editing', hidden: true }))
    expect(currentLocation()).toBe(`/cms-management/settings?cmsId=${cms.id}`)
    expect((await emails()).value).toBe('telif@demo.local\nek@demo.local')
  })

  it('shows a reader without cms_write the settings without a way to change them', async () => {
    grantOnly(gateway.db, 'editor@demo.local', ['cms_read'])
    await renderSettings('editor@demo.local')
    const box = await emails()
    expect(box.disabled).toBe(true)
    expect(autoClaim().disabled).toBe(true)
    expect(screen.queryByRole('button', { name: 'Save', hidden: true })).toBeNull()
  })
})
