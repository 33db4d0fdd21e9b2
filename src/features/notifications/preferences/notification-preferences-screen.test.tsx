import { screen, waitFor } from '@testing-library/react'
import { http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { NotificationPreference } from '@/api/generated/notification/model'
import { faults } from '@mocks/faults'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { quietConsoleErrors } from '@tests/console'
import { accountOf } from '@tests/gateway'
import { api } from '@tests/msw'
import { renderScreen } from '@tests/screen'
import { NotificationPreferencesScreen } from './notification-preferences-screen'

const PATH = '/notification-service/notification-preferences'

const PREFERENCES: NotificationPreference[] = [
  { typeKey: 'copyright', inApp: true, email: true },
  { typeKey: 'general', inApp: true, email: false },
  { typeKey: 'system', inApp: true, email: false },
  { typeKey: 'warning', inApp: true, email: false },
  { typeKey: 'monetization', inApp: true, email: false },
  { typeKey: 'content_id', inApp: true, email: false },
  { typeKey: 'strike', inApp: true, email: true },
  { typeKey: 'claim_deadline', inApp: true, email: false },
  { typeKey: 'report_ready', inApp: false, email: false },
]

let gateway: MockGateway
let me: string
/** The bodies of the saves the screen sent (a spy: the gateway still answers them). */
let saves: Array<{ items: NotificationPreference[] }>
const saveSpy = http.put(api('notification', '/notification-preferences'), async ({ request }) => {
  saves.push((await request.clone().json()) as { items: NotificationPreference[] })
})

/** The signed-in account's preferences as the gateway holds them. */
const held = (typeKey: string) => gateway.db.notifications.preferences(me).find((p) => p.typeKey === typeKey)

beforeEach(() => {
  quietConsoleErrors()
  saves = []
  gateway = createGateway()
  me = accountOf(gateway.db, 'admin@demo.local').id
  // The gateway lists one item per kind it knows (its eight); the server may know a kind the
  // client does not (report_ready here): added to this account's stored list, then the rest saved.
  gateway.db.notifications.preferences(me).push({ typeKey: 'report_ready', inApp: true, email: true })
  expect(gateway.db.notifications.savePreferences(me, PREFERENCES)).toBeNull()
  expect(gateway.db.notifications.preferences(me)).toEqual(PREFERENCES)
})

const renderPreferences = (language: 'tr' | 'en' = 'en') =>
  renderScreen(<NotificationPreferencesScreen />, { gateway, language, route: '/profile/notification-preferences', handlers: [saveSpy] })

const toggle = (name: string) => screen.getByRole('switch', { name }) as HTMLInputElement
const loaded = () => screen.findByRole('switch', { name: 'Copyright claims in the app' })

describe('notification preferences', () => {
  it('shows every kind the server lists with its in-app and e-mail switches', async () => {
    await renderPreferences()
    await loaded()
    expect(screen.getAllByRole('switch')).toHaveLength(PREFERENCES.length * 2)
    expect(toggle('Copyright claims by e-mail').checked).toBe(true)
    expect(toggle('General announcements by e-mail').checked).toBe(false)
    expect(toggle('Other: report_ready in the app').checked).toBe(false)
    expect(screen.getByText('Strikes against your channels.')).toBeTruthy()
  })

  it('saves the changed choices through the contract and says so', async () => {
    const { user } = await renderPreferences()
    await loaded()
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement
    expect(save.disabled).toBe(true)
    await user.click(toggle('General announcements by e-mail'))
    await user.click(toggle('Channel strikes in the app'))
    expect(screen.getByText('You have unsaved changes.')).toBeTruthy()
    await user.click(save)
    expect(await screen.findByText('Your notification preferences were saved.')).toBeTruthy()
    // Every kind is sent, and the server holds the changed ones.
    expect(saves).toHaveLength(1)
    expect(saves[0]?.items).toHaveLength(PREFERENCES.length)
    expect(held('general')).toEqual({ typeKey: 'general', inApp: true, email: true })
    expect(held('strike')).toEqual({ typeKey: 'strike', inApp: false, email: true })
    await waitFor(() => expect(save.disabled).toBe(true))
  })

  it('a failed save keeps the choices and shows the server’s message', async () => {
    faults.set({ method: 'PUT', path: PATH, status: 400 })
    const { user } = await renderPreferences('tr')
    await screen.findByRole('switch', { name: 'Telif hakkı talepleri: uygulamada' })
    await user.click(screen.getByRole('switch', { name: 'Uyarılar: e-postayla' }))
    await user.click(screen.getByRole('button', { name: 'Kaydet' }))
    const failure = await screen.findByTestId('preferences-failure')
    expect(failure.textContent).toContain('Bildirim tercihleriniz kaydedilemedi.')
    expect(failure.textContent).toContain('Injected fault: HTTP 400')
    expect((screen.getByRole('switch', { name: 'Uyarılar: e-postayla' }) as HTMLInputElement).checked).toBe(true)
    expect((screen.getByRole('button', { name: 'Kaydet' }) as HTMLButtonElement).disabled).toBe(false)
    expect(held('warning')?.email).toBe(false)

    faults.clear()
    await user.click(screen.getByRole('button', { name: 'Kaydet' }))
    expect(await screen.findByText('Bildirim tercihleriniz kaydedildi.')).toBeTruthy()
    expect(screen.queryByTestId('preferences-failure')).toBeNull()
    expect(held('warning')?.email).toBe(true)
  })

  it('discarding goes back to the saved choices', async () => {
    const { user } = await renderPreferences()
    await loaded()
    await user.click(toggle('Warnings in the app'))
    expect(toggle('Warnings in the app').checked).toBe(false)
    await user.click(screen.getByRole('button', { name: 'Discard changes' }))
    expect(toggle('Warnings in the app').checked).toBe(true)
    expect(saves).toHaveLength(0)
    expect(gateway.db.notifications.preferences(me)).toEqual(PREFERENCES)
  })

  it('says when the preferences could not be loaded and tries again', async () => {
    faults.set({ method: 'GET', path: PATH, status: 500 })
    const { user } = await renderPreferences()
    expect(await screen.findByText('Your notification preferences could not be loaded.')).toBeTruthy()
    faults.clear()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await loaded()
  })
})
