import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { faults } from '@mocks/faults'
import { quietConsoleErrors } from '@tests/console'
import { api } from '@tests/msw'
import { renderScreen } from '@tests/screen'
import { NotificationPreferencesScreen } from './notification-preferences-screen'

/**
 * The kinds' server names (`NotificationTypeKey` key-value list) against the mock gateway: the
 * screen stays usable on the client's names, and says so while the list loads and when it fails.
 */

const KINDS = '/notification-service/commons/enums/NotificationTypeKey/key-value-list'

/** Holds the kinds' calls while closed (a spy the gateway's answer waits behind): the loading and busy states, without racing a clock. */
let release: () => void = () => undefined
let held: Promise<void> = Promise.resolve()
const hold = () => (held = new Promise((resolve) => (release = resolve)))
const gate = http.get(api('notification', '/commons/enums/NotificationTypeKey/key-value-list'), async () => {
  await held
  return undefined
})

beforeEach(() => {
  localStorage.clear()
  quietConsoleErrors()
  held = Promise.resolve()
})

const render = (language: 'tr' | 'en') =>
  renderScreen(<NotificationPreferencesScreen />, { route: '/profile/notification-preferences', language, handlers: [gate] })

const TEXT = {
  en: {
    switch: 'Copyright claims in the app',
    loading: 'Loading the notification kinds’ names…',
    failed: 'The notification kinds’ names could not be loaded; the app’s own names are shown.',
    retry: 'Try again',
  },
  tr: {
    switch: 'Telif hakkı talepleri: uygulamada',
    loading: 'Bildirim türlerinin adları yükleniyor…',
    failed: 'Bildirim türlerinin adları yüklenemedi; uygulamanın kendi adları gösteriliyor.',
    retry: 'Tekrar dene',
  },
} as const

describe('notification preferences: the kinds’ names', () => {
  it.each(['en', 'tr'] as const)(
    '%s: shows that the names are loading, then a failure with the server’s reason and a Retry; the switches stay usable; Retry with the fault gone clears it',
    async (language) => {
      const text = TEXT[language]
      faults.set({ method: 'GET', path: KINDS, status: 500 })
      hold()
      const { user } = await render(language)
      // The preferences come first: the switches are usable while the names load.
      expect(await screen.findByRole('switch', { name: text.switch })).toBeTruthy()
      expect(screen.getByRole('progressbar').textContent).toContain(text.loading)
      release()

      const failure = await screen.findByRole('alert')
      expect(failure.textContent).toContain(text.failed)
      expect(failure.textContent).toContain('Injected fault: HTTP 500')
      expect(screen.queryByText(text.loading)).toBeNull()
      // Still usable on the client's names.
      const toggle = screen.getByRole('switch', { name: text.switch }) as HTMLInputElement
      const was = toggle.checked
      await user.click(toggle)
      expect(toggle.checked).toBe(!was)

      // Retry, still failing: the reason stays while the Retry is busy.
      faults.set({ method: 'GET', path: KINDS, status: 503 })
      hold()
      const retry = within(failure).getByRole('button', { name: text.retry })
      await user.click(retry)
      await waitFor(() => expect(retry.getAttribute('aria-disabled')).toBe('true'))
      expect(screen.getByRole('alert').textContent).toContain(text.failed)
      expect(screen.queryByText(text.loading)).toBeNull()
      release()
      await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Injected fault: HTTP 503'))

      faults.clear()
      await waitFor(() => expect(within(screen.getByRole('alert')).getByRole('button', { name: text.retry }).getAttribute('aria-disabled')).toBeNull())
      await user.click(within(screen.getByRole('alert')).getByRole('button', { name: text.retry }))
      await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
      // Nothing the user changed was lost.
      expect((screen.getByRole('switch', { name: text.switch }) as HTMLInputElement).checked).toBe(!was)
    },
  )
})
