import { fireEvent, screen } from '@testing-library/react'
import { http } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { getGetMenuProfileQueryKey, getGetMyProfileQueryKey } from '@/api/generated/identity/endpoints/account/account'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { api, envelope, server } from '@tests/msw'
import { renderScreen } from '@tests/screen'
import { ProfileInformationScreen } from './profile-information-screen'

const ROUTE = '/profile/profile-information'
let gateway: MockGateway
const admin = () => gateway.db.identity.users.find((user) => user.email === 'admin@demo.local')!

beforeEach(() => {
  gateway = createGateway()
  // A picture address that is not http(s), and no phone number: what the page must not trust or invent.
  Object.assign(admin(), { profilePicture: 'javascript:alert(1)', phoneNumber: null, language: 'tr' })
  URL.createObjectURL = vi.fn(() => 'blob:preview')
  URL.revokeObjectURL = vi.fn()
})

const input = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) }) as HTMLInputElement

describe('profile information', () => {
  it('shows the profile, and never puts a non-http picture address into the page', async () => {
    await renderScreen(<ProfileInformationScreen />, { route: ROUTE, gateway })
    expect(await screen.findByRole('heading', { name: 'Deniz Yılmaz' })).toBeTruthy()
    expect(screen.getAllByText('Belirtilmemiş').length).toBeGreaterThan(0)
    expect(document.querySelector('img[src^="javascript"]')).toBeNull()
  })

  it('validates, uploads a new picture first, saves, and refreshes the menu profile', async () => {
    const { user, queryClient } = await renderScreen(<ProfileInformationScreen />, { route: ROUTE, gateway })
    const jobTitle = admin().jobTitle
    // Faked on purpose: under jsdom the multipart file arrives as another realm's Blob, which the gateway's upload refuses.
    let uploads = 0
    server.use(
      http.post(api('channel', '/images/upload'), () => {
        uploads += 1
        return envelope({ url: 'https://cdn.demo.local/avatar.png', width: 200, height: 200 })
      }),
    )
    await user.click(await screen.findByRole('button', { name: 'Düzenle' }))
    await user.clear(input('Ad'))
    await user.type(input('Telefon'), '0532')
    await user.click(screen.getByRole('button', { name: 'Kaydet' }))
    expect(await screen.findByText('Ad zorunludur.')).toBeTruthy()
    expect(screen.getByText(/Telefonu uluslararası biçimde girin/)).toBeTruthy()
    await user.type(input('Ad'), 'Ada')
    await user.clear(input('Telefon'))
    await user.type(input('Telefon'), '+905321234567')
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, new File(['png'], 'me.png', { type: 'image/png' }))
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
    await user.click(screen.getByRole('button', { name: 'Kaydet' }))
    expect(await screen.findByText('Profiliniz güncellendi.')).toBeTruthy()
    expect(uploads).toBe(1)
    expect(admin()).toMatchObject({
      firstName: 'Ada',
      lastName: 'Yılmaz',
      phoneNumber: '+905321234567',
      jobTitle,
      language: 'tr',
      profilePicture: 'https://cdn.demo.local/avatar.png',
    })
    expect(invalidate.mock.calls.map((call) => call[0]?.queryKey)).toEqual(expect.arrayContaining([getGetMyProfileQueryKey(), getGetMenuProfileQueryKey()]))
  })

  it('keeps what the user typed and says a refused save (a 400 naming no field) in the product’s words', async () => {
    const { user, faults } = await renderScreen(<ProfileInformationScreen />, { route: ROUTE, gateway })
    faults.set({ method: 'PUT', path: '/identity-service/account/my-profile', status: 400 })
    const jobTitle = admin().jobTitle
    await user.click(await screen.findByRole('button', { name: 'Düzenle' }))
    await user.clear(input('Unvan'))
    await user.type(input('Unvan'), 'Editör')
    await user.click(screen.getByRole('button', { name: 'Kaydet' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Sunucu bir değeri kabul etmedi. Hiçbir şey kaydedilmedi; değerleri kontrol edip tekrar deneyin.',
    )
    expect(input('Unvan').value).toBe('Editör')
    expect(admin().jobTitle).toBe(jobTitle)
  })

  it('refuses a file that is not a JPEG, PNG or WebP image', async () => {
    const { user } = await renderScreen(<ProfileInformationScreen />, { route: ROUTE, gateway })
    await user.click(await screen.findByRole('button', { name: 'Düzenle' }))
    const picker = document.querySelector<HTMLInputElement>('input[type="file"]')!
    // A file picker can still hand over another type (the accept attribute is only a hint).
    fireEvent.change(picker, { target: { files: [new File(['x'], 'x.gif', { type: 'image/gif' })] } })
    expect(await screen.findByText('Yalnızca JPEG, PNG veya WebP resim seçebilirsiniz.')).toBeTruthy()
  })
})
