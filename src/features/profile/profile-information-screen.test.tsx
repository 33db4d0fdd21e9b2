import { fireEvent, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { getGetMenuProfileQueryKey, getGetMyProfileQueryKey } from '@/api/generated/identity/endpoints/account/account'
import { api, envelope, handleInEveryTest } from '@tests/msw'
import { renderWithProviders } from '@tests/render'
import { signInLocally } from '@tests/session'
import { ProfileInformationScreen } from './profile-information-screen'

const profile = {
  id: '7d1f0c2e-1111-4a57-9d0e-6b1f6b0b6d2f',
  email: 'admin@demo.local',
  firstName: 'Deniz',
  lastName: 'Yılmaz',
  phoneNumber: null,
  profilePicture: 'javascript:alert(1)',
  jobTitle: null,
  language: 'tr',
  roles: ['admin'],
  organizationId: null,
  createdAt: '2025-01-10T09:00:00Z',
}

let updates: unknown[] = []
let uploads = 0
const server = handleInEveryTest(
  http.get(api('identity', '/account/my-profile'), () => envelope(profile)),
  http.put(api('identity', '/account/my-profile'), async ({ request }) => {
    updates.push(await request.json())
    return envelope(null)
  }),
  http.get(api('identity', '/account/menu-profile'), () => envelope({ id: profile.id, profilePicture: null, roles: ['admin'], firstName: 'Deniz', lastName: 'Yılmaz' })),
  http.post(api('channel', '/images/upload'), async () => {
    uploads += 1
    return envelope({ url: 'https://cdn.demo.local/avatar.png', width: 200, height: 200 })
  }),
)

beforeEach(() => {
  signInLocally()
  updates = []
  uploads = 0
  URL.createObjectURL = vi.fn(() => 'blob:preview')
  URL.revokeObjectURL = vi.fn()
})

const input = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) }) as HTMLInputElement

describe('profile information', () => {
  it('shows the profile, and never puts a non-http picture address into the page', async () => {
    renderWithProviders(<ProfileInformationScreen />, { route: '/profile/profile-information' })
    expect(await screen.findByRole('heading', { name: 'Deniz Yılmaz' })).toBeTruthy()
    expect(screen.getAllByText('Belirtilmemiş').length).toBeGreaterThan(0)
    expect(document.querySelector('img[src^="javascript"]')).toBeNull()
  })

  it('validates, uploads a new picture first, saves, and refreshes the menu profile', async () => {
    const { user, queryClient } = renderWithProviders(<ProfileInformationScreen />, { route: '/profile/profile-information' })
    await user.click(await screen.findByRole('button', { name: 'Düzenle' }))
    await user.clear(input('Ad'))
    await user.type(input('Telefon'), '0532')
    await user.click(screen.getByRole('button', { name: 'Kaydet' }))
    expect(await screen.findByText('Ad zorunludur.')).toBeTruthy()
    expect(screen.getByText(/Telefonu uluslararası biçimde girin/)).toBeTruthy()
    await user.type(input('Ad'), 'Ada')
    await user.clear(input('Telefon'))
    await user.type(input('Telefon'), '+905321234567')
    const file = new File(['png'], 'me.png', { type: 'image/png' })
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, file)
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
    await user.click(screen.getByRole('button', { name: 'Kaydet' }))
    expect(await screen.findByText('Profiliniz güncellendi.')).toBeTruthy()
    expect(uploads).toBe(1)
    expect(updates).toEqual([{ firstName: 'Ada', lastName: 'Yılmaz', phoneNumber: '+905321234567', jobTitle: null, language: 'tr', profilePicture: 'https://cdn.demo.local/avatar.png' }])
    expect(invalidate.mock.calls.map((call) => call[0]?.queryKey)).toEqual(expect.arrayContaining([getGetMyProfileQueryKey(), getGetMenuProfileQueryKey()]))
  })

  it('keeps what the user typed and shows the server message when saving fails', async () => {
    server.use(http.put(api('identity', '/account/my-profile'), () => HttpResponse.json({ header: { isSuccess: false, message: 'User güncellenemedi.' }, body: null }, { status: 400 })))
    const { user } = renderWithProviders(<ProfileInformationScreen />, { route: '/profile/profile-information' })
    await user.click(await screen.findByRole('button', { name: 'Düzenle' }))
    await user.type(input('Unvan'), 'Editör')
    await user.click(screen.getByRole('button', { name: 'Kaydet' }))
    expect((await screen.findByRole('alert')).textContent).toBe('User güncellenemedi.')
    expect(input('Unvan').value).toBe('Editör')
  })

  it('refuses a file that is not a JPEG, PNG or WebP image', async () => {
    const { user } = renderWithProviders(<ProfileInformationScreen />, { route: '/profile/profile-information' })
    await user.click(await screen.findByRole('button', { name: 'Düzenle' }))
    const picker = document.querySelector<HTMLInputElement>('input[type="file"]')!
    // A file picker can still hand over another type (the accept attribute is only a hint).
    fireEvent.change(picker, { target: { files: [new File(['x'], 'x.gif', { type: 'image/gif' })] } })
    expect(await screen.findByText('Yalnızca JPEG, PNG veya WebP resim seçebilirsiniz.')).toBeTruthy()
  })
})
