import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { TranslationSearchRequest } from '@/api/generated/channel/model'
import { trashOf } from '@mocks/db/trash'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { visibleChannels } from '@mocks/db/channel-access'
import { quietConsoleErrors } from '@tests/console'
import { accountOf, grantOnly } from '@tests/gateway'
import { columnTexts, currentLocation, drawerLabelled } from '@tests/dom'
import { api } from '@tests/msw'
import { renderScreen } from '@tests/screen'
import { TranslationScreen } from './translation-screen'
import { LONG_WAIT } from '@tests/waits'

const searches: TranslationSearchRequest[] = []
const spies = [
  http.post(api('channel', '/translations/search'), async ({ request }) => void searches.push((await request.clone().json()) as TranslationSearchRequest)),
]
let gateway: MockGateway
const EDITOR = 'editor@demo.local'

beforeEach(() => {
  gateway = createGateway()
  searches.length = 0
  quietConsoleErrors()
})

const renderTranslations = (route = '/translation') =>
  renderScreen(<TranslationScreen />, { gateway, handlers: spies, route, language: 'en', withLocation: true })
const table = () => screen.getByRole('table', { name: 'Translations', hidden: true })

describe('Translations', () => {
  it('sends the filters of the URL and marks the translations whose original changed', async () => {
    await renderTranslations('/translation?languageCode=de&needsUpdate=true')
    await waitFor(() => expect(columnTexts(table(), 'itemTitle').length).toBeGreaterThan(0))
    expect(searches.at(-1)).toEqual({ index: 0, size: 10, languageCode: 'de', needsUpdate: true })
    expect(new Set(columnTexts(table(), 'needsUpdate'))).toEqual(new Set(['Needs update']))
    expect(new Set(columnTexts(table(), 'languageCode'))).toEqual(new Set(['German']))
  })

  it("shows a channel's coverage, and a translation added from its missing list raises it", async () => {
    const channel = gateway.db.channel.channels[1]!
    const { user } = await renderTranslations(`/translation?view=coverage&channelId=${channel.id}`)
    const coverage = await screen.findByRole('table', { name: `Translation coverage of ${channel.name}` }, LONG_WAIT)
    const english = () =>
      within(screen.getByRole('table', { name: `Translation coverage of ${channel.name}` }))
        .getAllByRole('row')
        .find((r) => r.textContent?.startsWith('English'))!
    const translatedBefore = Number(/^English(\d+) \//.exec(english().textContent ?? '')?.[1])
    await user.click(within(english()).getByRole('button', { name: /missing/ }))
    const missing = await screen.findByRole('region', { name: 'Videos not translated into English' })
    const first = (await within(missing).findAllByRole('button', { name: /^Translate / }))[0]!
    await user.click(first)
    // By its label: tabster may leave a fresh drawer aria-hidden, without an accessible name (@tests/dom).
    const drawer = await drawerLabelled('New translation')
    await waitFor(() => expect(within(drawer).queryByText('Choose an item to see its original text.')).toBeNull())
    await user.type(within(drawer).getByRole('textbox', { name: /^Title/, hidden: true }), 'Episode 1 – English')
    expect(within(drawer).getByText('19 / 100 characters')).toBeTruthy()
    await user.click(within(drawer).getByRole('button', { name: 'Save', hidden: true }))
    await waitFor(() => expect(gateway.db.translations.some((t) => t.title === 'Episode 1 – English' && t.languageCode === 'en')).toBe(true))
    await user.click(await screen.findByRole('button', { name: 'Back to coverage' }, LONG_WAIT))
    await waitFor(() => expect(english().textContent).toMatch(new RegExp(`^English${translatedBefore + 1} /`)))
    expect(coverage).toBeTruthy()
  })

  it('shows subtitles per language beside the titles: videos with a published track, and tracks timed against a replaced file', async () => {
    const channel = gateway.db.channel.channels[0]!
    const total = gateway.db.videos.list(channel.id).length.toLocaleString('en')
    await renderTranslations(`/translation?view=coverage&channelId=${channel.id}`)
    const coverage = await screen.findByRole('table', { name: `Translation coverage of ${channel.name}` }, LONG_WAIT)
    expect(within(coverage).getByRole('columnheader', { name: 'Subtitles' })).toBeTruthy()
    const cell = (language: string, column: string) =>
      within(coverage)
        .getAllByRole('row')
        .find((r) => r.textContent?.startsWith(language))
        ?.querySelector(`[data-column="${column}"]`)?.textContent
    // The seed: English published on the three newest videos (one of them had its file replaced), German only a draft.
    const count = gateway.db.videos.list(channel.id).length
    expect(cell('English', 'subtitled')).toBe(`3 / ${total} · ${(count - 3).toLocaleString('en')} without`)
    expect(cell('English', 'subtitlesNeedUpdate')).toBe('1')
    expect(cell('German', 'subtitled')).toBe(`0 / ${total} · ${total} without`)
    expect(cell('German', 'subtitlesNeedUpdate')).toBe('0')
  })

  it('links the videos without subtitles in a language to the videos list filtered on it', async () => {
    const channel = gateway.db.channel.channels[0]!
    const { user } = await renderTranslations(`/translation?view=coverage&channelId=${channel.id}`)
    const coverage = await screen.findByRole('table', { name: `Translation coverage of ${channel.name}` }, LONG_WAIT)
    const missing = (gateway.db.videos.list(channel.id).length - 3).toLocaleString('en')
    const link = within(coverage).getByRole('link', { name: `${missing} videos without English subtitles: open them in the videos list` })
    expect(link.getAttribute('href')).toBe(`/my-channels/${channel.id}/contents/videos?withoutSubtitlesIn=en`)
    await user.click(link)
    expect(currentLocation()).toBe(`/my-channels/${channel.id}/contents/videos?withoutSubtitlesIn=en`)
  })

  it('marks a translation whose original changed, and saving it side by side with the new original clears the mark; publish', async () => {
    const record = gateway.db.translations.find((t) => t.itemType === 'video' && t.status === 'draft')!
    const video = gateway.db.videos.get(record.itemId)!
    // The video's title changed after the translation was written.
    video.video = `${video.video} (yeni kurgu)`
    const name = `${video.video} (${record.languageCode})`
    const { user } = await renderTranslations(`/translation?search=${encodeURIComponent(record.title)}&languageCode=${record.languageCode}`)
    await waitFor(() => expect(columnTexts(table(), 'itemTitle')).toContain(video.video), LONG_WAIT)
    const row = () =>
      within(table())
        .getAllByRole('row', { hidden: true })
        .find((r) => r.querySelector('[data-column="itemTitle"]')?.textContent === video.video)!
    expect(row().querySelector('[data-column="needsUpdate"]')?.textContent).toBe('Needs update')

    await user.click(within(table()).getByRole('button', { name: `Actions for ${name}`, hidden: true }))
    await user.click(await screen.findByRole('menuitem', { name: 'Edit', hidden: true }))
    // The drawer shows "Loading…" until the record arrives, then the form in a drawer of its own: read it each time.
    // By its label: tabster may leave a fresh drawer aria-hidden, without an accessible name (@tests/dom).
    const form = await drawerLabelled('Edit translation')
    const drawer = () => form
    await waitFor(() => expect(within(drawer()).getByText(/^The original changed after this translation was written/)).toBeTruthy(), LONG_WAIT)
    // The new original beside the translation.
    expect(within(within(drawer()).getByRole('region', { name: 'Original', hidden: true })).getByText(video.video)).toBeTruthy()
    const title = within(drawer()).getByRole('textbox', { name: /^Title/, hidden: true })
    await user.clear(title)
    await user.type(title, 'New cut')
    expect(within(drawer()).getByText('7 / 100 characters')).toBeTruthy()
    await user.click(within(drawer()).getByRole('button', { name: 'Save', hidden: true }))
    await waitFor(() => expect(gateway.db.translations.find((t) => t.id === record.id)?.title).toBe('New cut'))

    // The list now searches for a title no row has: look for the edited one.
    const search = screen.getByRole('searchbox', { name: 'Search', hidden: true })
    await user.clear(search)
    await user.type(search, 'New cut')
    await waitFor(() => expect(row()?.querySelector('[data-column="needsUpdate"]')?.textContent).toBe(''), LONG_WAIT)
    await user.click(within(table()).getByRole('button', { name: `Actions for ${name}`, hidden: true }))
    await user.click(await screen.findByRole('menuitem', { name: 'Publish', hidden: true }))
    await waitFor(() => expect(gateway.db.translations.find((t) => t.id === record.id)?.status).toBe('published'))
    await waitFor(() => expect(row().querySelector('[data-column="status"]')?.textContent).toBe('Published'))
  })

  it('deletes two translations at once, without asking, into the Trash; Undo brings them back; the Trash button opens the Trash', async () => {
    const { user } = await renderTranslations('/translation?itemType=channel&languageCode=de')
    await waitFor(() => expect(columnTexts(table(), 'itemTitle').length).toBeGreaterThan(1), LONG_WAIT)
    const before = gateway.db.translations.length
    const names = columnTexts(table(), 'itemTitle').slice(0, 2)
    for (const itemTitle of names) await user.click(screen.getByRole('checkbox', { name: `Select ${itemTitle} (de)`, hidden: true }))
    await user.click(within(screen.getByTestId('bulk-bar')).getByRole('button', { name: 'Delete', hidden: true }))
    await waitFor(() => expect(gateway.db.translations).toHaveLength(before - 2))
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull()
    expect(trashOf(gateway.db).translations.list()).toHaveLength(2)
    await waitFor(() => expect(columnTexts(table(), 'itemTitle')).not.toContain(names[0]))
    const toast = (await screen.findByText('2 translations moved to the Trash.')).closest('[role="listitem"]') as HTMLElement
    await user.click(within(toast).getByRole('button', { name: 'Undo' }))
    expect(await screen.findByText('2 translations restored.')).toBeTruthy()
    await waitFor(() => expect(columnTexts(table(), 'itemTitle')).toContain(names[0]))
    expect(gateway.db.translations).toHaveLength(before)

    await user.click(screen.getByRole('button', { name: 'Trash' }))
    await waitFor(() => expect(currentLocation()).toBe('/translation/trash'))
  })
})

describe('a channel-scoped user', () => {
  it('is offered only their own channels in the coverage’s channel picker', async () => {
    grantOnly(gateway.db, EDITOR, ['translation_read', 'channel_read'])
    const theirs = visibleChannels(gateway.db, accountOf(gateway.db, EDITOR).id).map((c) => c.name)
    expect(theirs.length).toBeLessThan(gateway.db.channel.channels.length)
    const { user } = await renderScreen(<TranslationScreen />, { gateway, route: '/translation?view=coverage', language: 'en', signedInAs: EDITOR })
    const combobox = await screen.findByRole('combobox', { name: 'Channel' }, LONG_WAIT)
    await user.click(combobox)
    await waitFor(() => expect(combobox.getAttribute('aria-controls')).toBeTruthy(), LONG_WAIT)
    const listbox = document.getElementById(combobox.getAttribute('aria-controls')!)!
    await waitFor(() => expect(within(listbox).getAllByRole('option').length).toBeGreaterThan(0))
    const offered = within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent)
    expect([...offered].sort()).toEqual([...theirs].sort())
  })
})
