import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { faults } from '@mocks/faults'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { quietConsoleErrors } from '@tests/console'
import { api } from '@tests/msw'
import { renderScreen } from '@tests/screen'
import { RoleManagementScreen } from './role-management-screen'
import { LONG_WAIT } from '@tests/waits'

/**
 * The roles screen's option lists against the mock gateway, failing: the platform types (the
 * filter and the role form) and the permission groups' names (the permissions editor). The screen
 * stays usable on the client's names and says what failed, why, and offers a Retry; while a list
 * loads, it shows so.
 */

const PLATFORMS = '/identity-service/commons/enums/PlatformType/key-value-list'
const GROUPS = '/identity-service/commons/enums/PermissionGroup/key-value-list'

/** Holds a list's calls while closed (a spy the gateway's answer waits behind): loading and busy states without racing a clock. */
function gate(path: string) {
  let release: () => void = () => undefined
  let held: Promise<void> = Promise.resolve()
  return {
    handler: http.get(api('identity', path.replace('/identity-service', '')), async () => {
      await held
      return undefined
    }),
    hold: () => void (held = new Promise((resolve) => (release = resolve))),
    release: () => release(),
  }
}

let gateway: MockGateway
let platforms: ReturnType<typeof gate>
let groups: ReturnType<typeof gate>

beforeEach(() => {
  gateway = createGateway()
  platforms = gate(PLATFORMS)
  groups = gate(GROUPS)
  localStorage.clear()
  quietConsoleErrors()
})

const render = (route: string, language: 'tr' | 'en') =>
  renderScreen(<RoleManagementScreen />, { gateway, route, language, handlers: [platforms.handler, groups.handler], withLocation: true })

const optionNames = async () => (await screen.findAllByRole('option', { hidden: true })).map((option) => option.textContent?.trim())

const TEXT = {
  tr: {
    filter: 'Platformlar',
    field: /^Platform/,
    failed: 'Seçenekler yüklenemedi.',
    retry: 'Tekrar dene',
    client: ['Arka ofis', 'Mobil', 'Web', 'Akıllı TV'],
    server: ['Yönetim paneli', 'Mobil', 'Web', 'Akıllı TV'],
    groupsFailed: 'Yetki gruplarının adları yüklenemedi; uygulamanın kendi adları gösteriliyor.',
    groupsLoading: 'Yetki gruplarının adları yükleniyor…',
    clientGroup: 'Organizasyonlar grubundaki tüm yetkiler',
    serverGroup: 'Organizasyon grubundaki tüm yetkiler',
  },
  en: {
    filter: 'Platforms',
    field: /^Platform/,
    failed: 'The options could not be loaded.',
    retry: 'Try again',
    client: ['Back office', 'Mobile', 'Web', 'Smart TV'],
    server: ['Back office', 'Mobile', 'Web', 'Smart TV'],
    groupsFailed: 'The permission groups’ names could not be loaded; the app’s own names are shown.',
    groupsLoading: 'Loading the permission groups’ names…',
    clientGroup: 'All permissions of Organizations',
    serverGroup: 'All permissions of Organization',
  },
} as const

describe('roles: the platform types cannot be loaded', () => {
  it.each(['tr', 'en'] as const)(
    '%s: the platform filter shows the list loading, then the reason and a Retry, names the chosen platform by the client meanwhile, and recovers',
    async (language) => {
      const text = TEXT[language]
      faults.set({ method: 'GET', path: PLATFORMS, status: 500 })
      platforms.hold()
      const { user } = await render('/role-management?platformTypes=back_office', language)
      const filter = (await screen.findByRole('combobox', { name: text.filter })) as HTMLInputElement
      await waitFor(() => expect(filter.getAttribute('aria-busy')).toBe('true'))
      platforms.release()

      const failure = await screen.findByRole('alert')
      expect(failure.textContent).toContain(text.failed)
      expect(failure.textContent).toContain('Injected fault: HTTP 500')
      expect(filter.getAttribute('aria-busy')).toBeNull()
      // Still usable: the filter names the chosen platform by the client's name.
      expect(filter.value).toBe(text.client[0])

      // Retry, still failing: the reason stays and the Retry is busy until the answer.
      faults.set({ method: 'GET', path: PLATFORMS, status: 503 })
      platforms.hold()
      const retry = within(failure).getByRole('button', { name: text.retry, hidden: true })
      await user.click(retry)
      await waitFor(() => expect(retry.getAttribute('aria-disabled')).toBe('true'))
      expect(screen.getByRole('alert').textContent).toContain(text.failed)
      platforms.release()
      await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Injected fault: HTTP 503'))

      // The fault gone: Retry brings the server's names and the failure goes.
      faults.clear()
      await waitFor(() =>
        expect(within(screen.getByRole('alert')).getByRole('button', { name: text.retry, hidden: true }).getAttribute('aria-disabled')).toBeNull(),
      )
      await user.click(within(screen.getByRole('alert')).getByRole('button', { name: text.retry, hidden: true }))
      await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
      expect((screen.getByRole('combobox', { name: text.filter }) as HTMLInputElement).value).toBe(text.server[0])
    },
  )

  it.each(['tr', 'en'] as const)(
    '%s: the role form’s platform field says the list failed, still offers the client’s platforms, and recovers on Retry',
    async (language) => {
      const text = TEXT[language]
      faults.set({ method: 'GET', path: PLATFORMS, status: 500 })
      const { user } = await render('/role-management?editor=new', language)
      const drawer = await screen.findByRole('dialog', { hidden: true })
      const field = await within(drawer).findByRole('combobox', { name: text.field, hidden: true })
      const failure = await within(drawer).findByRole('alert', { hidden: true })
      expect(failure.textContent).toContain(text.failed)
      expect(failure.textContent).toContain('Injected fault: HTTP 500')
      await user.click(field)
      expect(await optionNames()).toEqual(text.client)
      await user.keyboard('{Escape}')

      faults.clear()
      await user.click(within(failure).getByRole('button', { name: text.retry, hidden: true }))
      await waitFor(() => expect(within(drawer).queryByRole('alert', { hidden: true })).toBeNull())
      await user.click(within(drawer).getByRole('combobox', { name: text.field, hidden: true }))
      expect(await optionNames()).toEqual(text.server)
    },
  )
})

describe('roles: the permission groups’ names cannot be loaded', () => {
  it.each(['tr', 'en'] as const)(
    '%s: the permissions editor shows them loading, then the reason and a Retry over the groups (named by the client), and recovers',
    async (language) => {
      const text = TEXT[language]
      const role = gateway.db.identity.roles[0]!
      faults.set({ method: 'GET', path: GROUPS, status: 500 })
      groups.hold()
      const { user } = await render(`/role-management?permissions=${role.id}`, language)
      // The role and its permissions come first: the groups show under the client's names while theirs load.
      const group = await screen.findByRole('checkbox', { name: text.clientGroup, hidden: true }, LONG_WAIT)
      const drawer = group.closest<HTMLElement>('[role="dialog"]')!
      expect(within(drawer).getByRole('progressbar', { hidden: true }).textContent).toContain(text.groupsLoading)
      groups.release()

      const failure = await within(drawer).findByRole('alert', { hidden: true })
      expect(failure.textContent).toContain(text.groupsFailed)
      expect(failure.textContent).toContain('Injected fault: HTTP 500')
      expect(within(drawer).queryByText(text.groupsLoading)).toBeNull()
      expect(within(drawer).getByRole('checkbox', { name: text.clientGroup, hidden: true })).toBeTruthy()

      faults.set({ method: 'GET', path: GROUPS, status: 503 })
      groups.hold()
      const retry = within(failure).getByRole('button', { name: text.retry, hidden: true })
      await user.click(retry)
      await waitFor(() => expect(retry.getAttribute('aria-disabled')).toBe('true'))
      expect(within(drawer).getByRole('alert', { hidden: true }).textContent).toContain(text.groupsFailed)
      groups.release()
      await waitFor(() => expect(within(drawer).getByRole('alert', { hidden: true }).textContent).toContain('Injected fault: HTTP 503'))

      faults.clear()
      await waitFor(() =>
        expect(
          within(within(drawer).getByRole('alert', { hidden: true }))
            .getByRole('button', { name: text.retry, hidden: true })
            .getAttribute('aria-disabled'),
        ).toBeNull(),
      )
      await user.click(within(within(drawer).getByRole('alert', { hidden: true })).getByRole('button', { name: text.retry, hidden: true }))
      await waitFor(() => expect(within(drawer).queryByRole('alert', { hidden: true })).toBeNull())
      expect(within(drawer).getByRole('checkbox', { name: text.serverGroup, hidden: true })).toBeTruthy()
    },
  )
})
