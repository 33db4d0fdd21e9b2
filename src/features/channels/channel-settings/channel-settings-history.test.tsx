import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { ChannelSettings } from '@/api/generated/channel/model'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { quietConsoleErrors } from '@tests/console'
import { accountOf } from '@tests/gateway'
import { relayRecordChanges } from '@tests/live'
import { api } from '@tests/msw'
import { renderScreen } from '@tests/screen'
import { testClient } from '@tests/test-client'
import { LONG_WAIT } from '@tests/waits'
import { ChannelSettingsScreen } from './channel-settings-screen'

let gateway: MockGateway
let channelId: string
let path: string
const ifMatch: string[] = []
/** While set, reading the settings again waits for it (the notice before the record is read again). */
let held: Promise<void> | null = null
const spies = [
  http.put(api('channel', '/channels/:id/settings/channel-settings'), ({ request }) => void ifMatch.push(request.headers.get('If-Match') ?? '')),
  http.get(api('channel', '/channels/:id/settings/channel-settings'), async () => void (await held)),
]

beforeEach(() => {
  ifMatch.length = 0
  held = null
  gateway = createGateway()
  channelId = gateway.db.channel.channels[2]!.id
  path = `/channels/${channelId}/settings/channel-settings`
  // Elif Kaya (the editor account) may change the channel's settings as an administrator does.
  accountOf(gateway.db, 'editor@demo.local').roles = [...accountOf(gateway.db, 'admin@demo.local').roles]
  relayRecordChanges(gateway)
  quietConsoleErrors()
})

/** Elif saves the channel's settings on the gateway with these fields changed. */
async function theySave(changes: Partial<ChannelSettings>) {
  const client = testClient(gateway)
  await client.login('editor@demo.local')
  const {
    channelId: _id,
    version: _version,
    updatedAt: _updated,
    ...current
  } = (await client.json<{ body: ChannelSettings & { updatedAt?: unknown } }>('GET', `/channel-service${path}`)).data.body
  expect((await client.call('PUT', `/channel-service${path}`, { ...current, ...changes })).status).toBe(200)
}

const renderSettings = (language: 'en' | 'tr') =>
  renderScreen(<></>, {
    gateway,
    language,
    handlers: spies,
    route: `/my-channels/${channelId}/settings/channelSettings`,
    routes: [{ path: '/my-channels/:channelId/settings/*', element: <ChannelSettingsScreen /> }],
  })

/** A country as the form's picker names it in English. */
const region = (code: string) => new Intl.DisplayNames(['en'], { type: 'region' }).of(code)

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent)

describe('channel settings’ history', () => {
  it('shows the values as the form does (country by name, yes/no, keywords listed) and reverts through a checked save', async () => {
    const shown = gateway.db.settings.channelSettings(channelId, 'x').showSubscriberCount
    await theySave({ country: 'DE', showSubscriberCount: !shown, keywords: ['dizi', 'drama'] })
    const changed = gateway.db.versions.of(path).version
    const { user } = await renderSettings('en')
    await user.click(await screen.findByRole('button', { name: 'History' }, LONG_WAIT))
    const diff = await screen.findByRole('table', { name: 'Differences between the two versions' }, LONG_WAIT)
    expect(cells(within(diff).getByRole('row', { name: /^Country/ }))).toEqual(['Country', `${region('TR')} (TR)`, `${region('DE')} (DE)`])
    expect(cells(within(diff).getByRole('row', { name: /^Show the subscriber count/ }))).toEqual([
      'Show the subscriber count',
      shown ? 'Yes' : 'No',
      shown ? 'No' : 'Yes',
    ])
    expect(cells(within(diff).getByRole('row', { name: /^Keywords/ }))[2]).toBe('dizi\ndrama')
    await user.click(screen.getByRole('button', { name: 'Revert to the first version' }))
    await waitFor(() => expect(gateway.db.settings.channelSettings(channelId, 'x').country).toBe('TR'))
    expect(ifMatch).toEqual([`"${changed}"`])
    // The form shows the reverted values, and this tab's own save is no "changed by" news.
    expect(await screen.findByRole('combobox', { name: /^Country/ })).toHaveProperty('value', `${region('TR')} (TR)`)
    expect(screen.queryByTestId('live-change')).toBeNull()
  })

  it('is in Turkish, yes/no too', async () => {
    await theySave({ showSubscriberCount: !gateway.db.settings.channelSettings(channelId, 'x').showSubscriberCount })
    const { user } = await renderSettings('tr')
    await user.click(await screen.findByRole('button', { name: 'Geçmiş' }, LONG_WAIT))
    const diff = await screen.findByRole('table', { name: 'İki sürüm arasındaki farklar' }, LONG_WAIT)
    expect(cells(within(diff).getAllByRole('row')[1]!).slice(1).sort()).toEqual(['Evet', 'Hayır'])
    expect(screen.getByRole('button', { name: 'Birinci sürüme geri dön' })).toBeTruthy()
  })
})

describe('channel settings: another user’s save', () => {
  it.each([
    ['en', /^Elif Kaya changed Keywords · /, 'Take their changes', /^Keywords/],
    ['tr', /^Elif Kaya, Anahtar kelimeler alanını değiştirdi · /, 'Değişikliklerini al', /^Anahtar kelimeler/],
  ] as const)('is said above the form with the field and taken in on request (%s)', async (language, said, take, keywords) => {
    const { user } = await renderSettings(language)
    const field = (await screen.findByRole('textbox', { name: keywords }, LONG_WAIT)) as HTMLInputElement
    await theySave({ keywords: ['yeni', 'anahtar'] })
    const notice = await screen.findByTestId('live-change', {}, LONG_WAIT)
    await waitFor(() => expect(notice.textContent).toMatch(said))
    await user.click(within(notice).getByRole('button', { name: take }))
    await waitFor(() => expect(field.value).toBe('yeni, anahtar'))
  })
})

describe('channel settings: the notice before the settings are read again', () => {
  it.each([
    ['en', /^Elif Kaya changed Keywords · /, /^Keywords/],
    ['tr', /^Elif Kaya, Anahtar kelimeler alanını değiştirdi · /, /^Anahtar kelimeler/],
  ] as const)('names the fields the change names, not "this record" (%s)', async (language, said, keywords) => {
    await renderSettings(language)
    await screen.findByRole('textbox', { name: keywords }, LONG_WAIT)
    let release = () => {}
    held = new Promise((resolve) => (release = resolve))
    await theySave({ keywords: ['yeni', 'anahtar'] })
    const notice = await screen.findByTestId('live-change', {}, LONG_WAIT)
    expect(notice.textContent).toMatch(said)
    release()
  })
})
