import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { http } from 'msw'
import { Route, Routes } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { api, envelope, handleInEveryTest } from '@tests/msw'
import { renderWithProviders } from '@tests/render'
import { ForgotPasswordScreen } from './forgot-password-screen'
import { IntroductionScreen } from '../introduction/introduction-screen'

let calls: { path: string; body: Record<string, unknown> }[] = []
let tooSoon = false
const record = (path: string, respond: (body: Record<string, unknown>) => Response) =>
  http.post(api('identity', path), async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>
    calls.push({ path, body })
    return respond(body)
  })

const codeSent = { maskedDestination: 'a***@demo.local', deliveryChannel: 'email', codeLength: 6, resendAfterSeconds: 30, expiresInSeconds: 600 }

handleInEveryTest(
  record('/account/forgot-password/send-code', () =>
    tooSoon ? envelope(null, { status: 429, message: 'Yeni kod 25 saniye sonra istenebilir.' }) : envelope(codeSent),
  ),
  record('/account/forgot-password/verify-code', (body) =>
    body.otp === '123456' ? envelope({ resetToken: 'reset-1', expiresInSeconds: 600 }) : envelope(null, { status: 400, message: 'Kod hatalı.' }),
  ),
  record('/account/forgot-password/reset', () => envelope(null)),
  record('/account/introduction/send-code', () => envelope({ ...codeSent, resendAfterSeconds: 0 })),
  record('/account/introduction/verify-code', () => envelope({ setupToken: 'setup-1', expiresInSeconds: 600 })),
  record('/account/introduction/set-password', () => envelope(null)),
)

const field = (label: RegExp) => screen.getByRole('textbox', { name: label }) as HTMLInputElement

function renderFlow(screenElement: React.ReactElement, path: string) {
  return renderWithProviders(
    <Routes>
      <Route path={path} element={screenElement} />
      <Route path="/login" element={<p>login page</p>} />
    </Routes>,
    { route: path },
  )
}

beforeEach(() => {
  calls = []
  tooSoon = false
})

describe('forgot password', () => {
  it('checks the address, sends the code, verifies it, enforces the password rule and the match, then resets', async () => {
    const { user } = renderFlow(<ForgotPasswordScreen />, '/forgot-password')
    await user.click(screen.getByRole('button', { name: 'Kod gönder' }))
    expect(screen.getByText('E-posta adresinizi veya telefon numaranızı girin.')).toBeTruthy()
    await user.type(field(/E-posta veya telefon/), 'not an address')
    await user.click(screen.getByRole('button', { name: 'Kod gönder' }))
    expect(await screen.findByText('Geçerli bir e-posta adresi veya +90… biçiminde telefon girin.')).toBeTruthy()
    await user.clear(field(/E-posta veya telefon/))
    await user.type(field(/E-posta veya telefon/), 'admin@demo.local')
    await user.click(screen.getByRole('button', { name: 'Kod gönder' }))

    expect(await screen.findByText(/6 haneli kodu a\*\*\*@demo.local adresine gönderdik/)).toBeTruthy()
    expect(calls.at(-1)).toEqual({ path: '/account/forgot-password/send-code', body: { emailOrPhone: 'admin@demo.local' } })
    // The contract says when a new code may be asked for.
    expect((screen.getByRole('button', { name: /sn sonra yeniden gönderebilirsiniz/ }) as HTMLButtonElement).disabled).toBe(true)

    await user.type(field(/Doğrulama kodu/), '12')
    await user.click(screen.getByRole('button', { name: 'Kodu doğrula' }))
    expect(await screen.findByText('Kod 6 rakamdan oluşur.')).toBeTruthy()
    await user.clear(field(/Doğrulama kodu/))
    await user.type(field(/Doğrulama kodu/), '654321')
    await user.click(screen.getByRole('button', { name: 'Kodu doğrula' }))
    expect((await screen.findByTestId('flow-error')).textContent).toBe('Kod hatalı.')
    await user.clear(field(/Doğrulama kodu/))
    await user.type(field(/Doğrulama kodu/), '123456')
    await user.click(screen.getByRole('button', { name: 'Kodu doğrula' }))

    const [newPassword, confirm] = document.querySelectorAll<HTMLInputElement>('input[autocomplete="new-password"]')
    await user.type(newPassword!, 'weakpass')
    expect(document.querySelector('[data-met="true"]')).toBeTruthy()
    await user.type(confirm!, 'weakpass')
    await user.click(screen.getByRole('button', { name: 'Şifreyi kaydet' }))
    expect(await screen.findByText(/Şifre kurallara uymuyor/)).toBeTruthy()
    await user.clear(newPassword!)
    await user.type(newPassword!, 'Str0ngPass')
    await user.clear(confirm!)
    await user.type(confirm!, 'Str0ngPas')
    await user.click(screen.getByRole('button', { name: 'Şifreyi kaydet' }))
    expect(await screen.findByText('Şifreler eşleşmiyor.')).toBeTruthy()
    await user.type(confirm!, 's')
    await user.click(screen.getByRole('button', { name: 'Şifreyi kaydet' }))

    expect(await screen.findByText('Şifreniz değiştirildi')).toBeTruthy()
    expect(calls.at(-1)).toEqual({
      path: '/account/forgot-password/reset',
      body: { emailOrPhone: 'admin@demo.local', resetToken: 'reset-1', newPassword: 'Str0ngPass', confirmNewPassword: 'Str0ngPass' },
    })
    await user.click(screen.getByRole('button', { name: 'Giriş sayfasına git' }))
    expect(screen.getByText('login page')).toBeTruthy()
  })

  it('shows the server\'s "too soon" answer (429) and keeps what the user typed', async () => {
    const { user } = renderFlow(<ForgotPasswordScreen />, '/forgot-password')
    tooSoon = true
    await user.type(field(/E-posta veya telefon/), 'admin@demo.local')
    await user.click(screen.getByRole('button', { name: 'Kod gönder' }))
    expect((await screen.findByTestId('flow-error')).textContent).toContain('Yeni kod 25 saniye sonra istenebilir.')
    expect(field(/E-posta veya telefon/).value).toBe('admin@demo.local')
    tooSoon = false
    await user.click(screen.getByRole('button', { name: 'Kod gönder' }))
    expect(await screen.findByText(/6 haneli kodu a\*\*\*@demo.local adresine gönderdik/)).toBeTruthy()
  })

  it('resends the code once resendAfterSeconds has passed, goes back and starts over', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'Date'] })
    const { user } = renderFlow(<ForgotPasswordScreen />, '/forgot-password')
    await user.type(field(/E-posta veya telefon/), '+905321234567')
    await user.click(screen.getByRole('button', { name: 'Kod gönder' }))
    await screen.findByText(/adresine gönderdik/)
    act(() => vi.advanceTimersByTime(31_000))
    const resend = await screen.findByRole('button', { name: 'Kodu yeniden gönder' })
    fireEvent.click(resend)
    expect(await screen.findByText('Yeni bir kod gönderildi.')).toBeTruthy()
    expect(calls.filter((call) => call.path.endsWith('send-code'))).toHaveLength(2)
    await waitFor(() => expect((screen.getByRole('button', { name: /sn sonra/ }) as HTMLButtonElement).disabled).toBe(true))

    await user.click(screen.getByRole('button', { name: 'Geri' }))
    expect(field(/E-posta veya telefon/).value).toBe('+905321234567')
    await user.click(screen.getByRole('button', { name: 'Kod gönder' }))
    await screen.findByText(/adresine gönderdik/)
    await user.click(screen.getByRole('button', { name: 'Baştan başla' }))
    expect(screen.getByRole('button', { name: 'Kod gönder' })).toBeTruthy()
    vi.useRealTimers()
  })
})

describe('introduction steps', () => {
  it('sets the first password of a new user through the three steps', async () => {
    const { user } = renderFlow(<IntroductionScreen />, '/introduction-steps')
    await user.type(field(/^E-posta/), 'newuser@demo.local')
    await user.click(screen.getByRole('button', { name: 'Kod gönder' }))
    await user.type(await screen.findByRole('textbox', { name: /Doğrulama kodu/ }), '123456')
    expect((screen.getByRole('button', { name: 'Kodu yeniden gönder' }) as HTMLButtonElement).disabled).toBe(false)
    await user.click(screen.getByRole('button', { name: 'Kodu doğrula' }))
    const [newPassword, confirm] = await waitFor(() => {
      const inputs = document.querySelectorAll<HTMLInputElement>('input[autocomplete="new-password"]')
      expect(inputs).toHaveLength(2)
      return inputs
    })
    await user.type(newPassword!, 'Welcome1x')
    await user.type(confirm!, 'Welcome1x')
    await user.click(screen.getByRole('button', { name: 'Şifreyi kaydet' }))
    expect(await screen.findByText('Hesabınız hazır')).toBeTruthy()
    expect(calls.map((call) => call.path)).toEqual([
      '/account/introduction/send-code',
      '/account/introduction/verify-code',
      '/account/introduction/set-password',
    ])
    expect(calls[2]?.body).toEqual({ email: 'newuser@demo.local', setupToken: 'setup-1', newPassword: 'Welcome1x', confirmNewPassword: 'Welcome1x' })
  })
})
