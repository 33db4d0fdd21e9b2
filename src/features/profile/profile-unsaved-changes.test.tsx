import { screen, waitFor, within } from '@testing-library/react'
import { Link } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { accountOf } from '@tests/gateway'
import { renderScreen } from '@tests/screen'
import { ProfileInformationScreen } from './profile-information-screen'

let gateway: MockGateway

beforeEach(() => {
  gateway = createGateway()
  // As a first-time profile: no job title or phone yet, so what the test types is all there is.
  Object.assign(accountOf(gateway.db, 'admin@demo.local'), { jobTitle: null, phoneNumber: null, language: 'tr' })
  URL.createObjectURL = vi.fn(() => 'blob:preview')
  URL.revokeObjectURL = vi.fn()
})

function renderProfile() {
  return renderScreen(<></>, {
    gateway,
    route: '/profile/profile-information',
    routes: [
      {
        path: '/profile/profile-information',
        element: (
          <>
            <Link to="/dashboard">Panoya git</Link>
            <ProfileInformationScreen />
          </>
        ),
      },
      { path: '/dashboard', element: <p>dashboard page</p> },
    ],
  })
}

const input = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`), hidden: true }) as HTMLInputElement

describe('profile: unsaved changes', () => {
  it('asks before a link leaves an edited profile, and keeps the input when the user stays', async () => {
    const { user, router } = await renderProfile()
    await user.click(await screen.findByRole('button', { name: 'Düzenle' }))
    await user.type(input('Unvan'), 'Editör')
    await user.click(screen.getByRole('link', { name: 'Panoya git', hidden: true }))
    const dialog = await screen.findByRole('alertdialog', { hidden: true })
    expect(within(dialog).getByText('Kaydetmeden çıkılsın mı?')).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Düzenlemeye devam et', hidden: true }))
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull())
    expect(router!.state.location.pathname).toBe('/profile/profile-information')
    expect(input('Unvan').value).toBe('Editör')
    const reload = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(reload)
    expect(reload.defaultPrevented).toBe(true)
  })

  it('counts a new picture alone as an unsaved change', async () => {
    const { user, router } = await renderProfile()
    await user.click(await screen.findByRole('button', { name: 'Düzenle' }))
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, new File(['png'], 'me.png', { type: 'image/png' }))
    await user.click(screen.getByRole('link', { name: 'Panoya git', hidden: true }))
    expect(await screen.findByRole('alertdialog', { hidden: true })).toBeTruthy()
    expect(router!.state.location.pathname).toBe('/profile/profile-information')
  })

  it('lets a link through when nothing was changed, and after a save', async () => {
    const { user, router } = await renderProfile()
    await user.click(await screen.findByRole('button', { name: 'Düzenle' }))
    await user.click(screen.getByRole('link', { name: 'Panoya git', hidden: true }))
    expect(await screen.findByText('dashboard page')).toBeTruthy()
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull()

    void router!.navigate('/profile/profile-information')
    await user.click(await screen.findByRole('button', { name: 'Düzenle' }))
    await user.type(input('Unvan'), 'Editör')
    await user.click(screen.getByRole('button', { name: 'Kaydet' }))
    expect(await screen.findByText('Profiliniz güncellendi.')).toBeTruthy()
    await user.click(screen.getByRole('link', { name: 'Panoya git', hidden: true }))
    expect(await screen.findByText('dashboard page')).toBeTruthy()
    expect(accountOf(gateway.db, 'admin@demo.local').jobTitle).toBe('Editör')
  })
})
