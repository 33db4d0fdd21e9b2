import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { NotificationPreference } from '@/api/generated/notification/model'
import { renderWithProviders } from '@tests/render'
import { type Inbox, serveInbox } from '@tests/inbox'
import { signInLocally } from '@tests/session'
import { quietConsoleErrors } from '@tests/console'
import { NotificationPreferencesScreen } from './notification-preferences-screen'

const PREFERENCES: NotificationPreference[] = [
  { typeKey: 'copyright', inApp: true, email: true },
  { typeKey: 'general', inApp: true, email: false },
  { typeKey: 'system', inApp: true, email: false },
  { typeKey: 'warning', inApp: true, email: false },
  { typeKey: 'monetization', inApp: true, email: false },
  { typeKey: 'content_id', inApp: true, email: false },
  { typeKey: 'strike', inApp: true, email: true },
  { typeKey: 'report_ready', inApp: false, email: false },
]

let inbox: Inbox

beforeEach(() => {
  signInLocally({ sub: 'user-1' })
  quietConsoleErrors()
  inbox = serveInbox([], PREFERENCES)
})

const renderScreen = (language: 'tr' | 'en' = 'en') =>
  renderWithProviders(<NotificationPreferencesScreen />, { language, route: '/profile/notification-preferences' })

const toggle = (name: string) => screen.getByRole('switch', { name }) as HTMLInputElement
const loaded = () => screen.findByRole('switch', { name: 'Copyright claims in the app' })

describe('notification preferences', () => {
  it('shows every kind the server lists with its in-app and e-mail switches', async () => {
    renderScreen()
    await loaded()
    expect(screen.getAllByRole('switch')).toHaveLength(PREFERENCES.length * 2)
    expect(toggle('Copyright claims by e-mail').checked).toBe(true)
    expect(toggle('General announcements by e-mail').checked).toBe(false)
    expect(toggle('Other: report_ready in the app').checked).toBe(false)
    expect(screen.getByText('Strikes against your channels.')).toBeTruthy()
  })

  it('saves the changed choices through the contract and says so', async () => {
    const { user } = renderScreen()
    await loaded()
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement
    expect(save.disabled).toBe(true)
    await user.click(toggle('General announcements by e-mail'))
    await user.click(toggle('Channel strikes in the app'))
    expect(screen.getByText('You have unsaved changes.')).toBeTruthy()
    await user.click(save)
    expect(await screen.findByText('Your notification preferences were saved.')).toBeTruthy()
    const sent = inbox.callsOf('putPreferences')[0]?.body as { items: NotificationPreference[] }
    expect(sent.items).toHaveLength(PREFERENCES.length)
    expect(sent.items.find((p) => p.typeKey === 'general')).toEqual({ typeKey: 'general', inApp: true, email: true })
    expect(sent.items.find((p) => p.typeKey === 'strike')).toEqual({ typeKey: 'strike', inApp: false, email: true })
    await waitFor(() => expect(save.disabled).toBe(true))
  })

  it('a failed save keeps the choices and shows the server’s message', async () => {
    inbox.failOn('putPreferences', { status: 400, message: "Notification kind 'x' is listed twice." })
    const { user } = renderScreen('tr')
    await screen.findByRole('switch', { name: 'Telif hakkı talepleri: uygulamada' })
    await user.click(screen.getByRole('switch', { name: 'Uyarılar: e-postayla' }))
    await user.click(screen.getByRole('button', { name: 'Kaydet' }))
    const failure = await screen.findByTestId('preferences-failure')
    expect(failure.textContent).toContain('Bildirim tercihleriniz kaydedilemedi.')
    expect(failure.textContent).toContain("Notification kind 'x' is listed twice.")
    expect((screen.getByRole('switch', { name: 'Uyarılar: e-postayla' }) as HTMLInputElement).checked).toBe(true)
    expect((screen.getByRole('button', { name: 'Kaydet' }) as HTMLButtonElement).disabled).toBe(false)

    inbox.heal()
    await user.click(screen.getByRole('button', { name: 'Kaydet' }))
    expect(await screen.findByText('Bildirim tercihleriniz kaydedildi.')).toBeTruthy()
    expect(screen.queryByTestId('preferences-failure')).toBeNull()
    expect(inbox.preferences.find((p) => p.typeKey === 'warning')?.email).toBe(true)
  })

  it('discarding goes back to the saved choices', async () => {
    const { user } = renderScreen()
    await loaded()
    await user.click(toggle('Warnings in the app'))
    expect(toggle('Warnings in the app').checked).toBe(false)
    await user.click(screen.getByRole('button', { name: 'Discard changes' }))
    expect(toggle('Warnings in the app').checked).toBe(true)
    expect(inbox.callsOf('putPreferences')).toHaveLength(0)
  })

  it('says when the preferences could not be loaded and tries again', async () => {
    inbox.failOn('getPreferences')
    const { user } = renderScreen()
    expect(await screen.findByText('Your notification preferences could not be loaded.')).toBeTruthy()
    inbox.heal()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await loaded()
  })
})
