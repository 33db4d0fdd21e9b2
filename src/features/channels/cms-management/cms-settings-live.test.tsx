import { screen, waitFor, within } from '@testing-library/react'
import { Outlet } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import type { CmsSettings } from '@/api/generated/channel/model'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { quietConsoleErrors } from '@tests/console'
import { accountOf } from '@tests/gateway'
import { relayRecordChanges } from '@tests/live'
import { renderScreen } from '@tests/screen'
import { testClient } from '@tests/test-client'
import { LONG_WAIT } from '@tests/waits'
import { routes } from '../routes'

let gateway: MockGateway
let cmsId: string

beforeEach(() => {
  gateway = createGateway()
  cmsId = gateway.db.channel.cms[0]!.id
  // Elif Kaya (the editor account) may change the CMS's settings as an administrator does.
  accountOf(gateway.db, 'editor@demo.local').roles = [...accountOf(gateway.db, 'admin@demo.local').roles]
  relayRecordChanges(gateway)
  quietConsoleErrors()
})

/** Elif saves the CMS's settings on the gateway with these fields changed. */
async function theySave(changes: Partial<CmsSettings>) {
  const client = testClient(gateway)
  await client.login('editor@demo.local')
  const read = await client.json<{ body: CmsSettings & Record<string, unknown> }>('GET', `/channel-service/cms/${cmsId}/settings`)
  const { defaultPrivacyStatus, defaultLanguage, defaultCategoryId, autoClaim, matchPolicyId, notifyOnClaim, notificationEmails } = read.data.body
  const body = { defaultPrivacyStatus, defaultLanguage, defaultCategoryId, autoClaim, matchPolicyId, notifyOnClaim, notificationEmails, ...changes }
  expect((await client.call('PUT', `/channel-service/cms/${cmsId}/settings`, body)).status).toBe(200)
}

const app = [{ element: <Outlet />, children: routes.filter((route) => route.path === 'cms-management') }]

describe('CMS settings: another user’s save', () => {
  it.each([
    ['en', 'Also notify these addresses', /^Elif Kaya changed Also notify these addresses · /, 'Take their changes'],
    ['tr', 'Şu adreslere de bildir', /^Elif Kaya, Şu adreslere de bildir alanını değiştirdi · /, 'Değişikliklerini al'],
  ] as const)('is said above the form with the field and taken in on request (%s)', async (language, label, said, take) => {
    const { user } = await renderScreen(<></>, { gateway, routes: app, route: `/cms-management/settings?cmsId=${cmsId}`, language })
    const emails = (await screen.findByRole('textbox', { name: new RegExp(`^${label}`) }, LONG_WAIT)) as HTMLTextAreaElement
    await theySave({ notificationEmails: ['hukuk@demo.local', 'telif@demo.local'] })
    const notice = await screen.findByTestId('live-change', {}, LONG_WAIT)
    await waitFor(() => expect(notice.textContent).toMatch(said))
    await user.click(within(notice).getByRole('button', { name: take }))
    await waitFor(() => expect(emails.value).toBe('hukuk@demo.local\ntelif@demo.local'))
  })
})
