import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { TranslationSearchRequest } from '@/api/generated/channel/model'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { quietConsoleErrors } from '@tests/console'
import { columnTexts } from '@tests/dom'
import { api } from '@tests/msw'
import { renderScreen } from '@tests/screen'
import { TranslationScreen } from './translation-screen'

const searches: TranslationSearchRequest[] = []
const spies = [http.post(api('channel', '/translations/search'), async ({ request }) => void searches.push((await request.clone().json()) as TranslationSearchRequest))]
let gateway: MockGateway

beforeEach(() => {
  gateway = createGateway()
  searches.length = 0
  quietConsoleErrors()
})

const renderTranslations = (route = '/translation') => renderScreen(<TranslationScreen />, { gateway, handlers: spies, route, language: 'en', withLocation: true })
const table = () => screen.getByRole('table', { name: 'Translations', hidden: true })

describe('Translations', () => {
  it('sends the filters of the URL and marks the translations whose original changed', async () => {
    await renderTranslations('/translation?languageCode=de&needsUpdate=true')
    await waitFor(() => expect(columnTexts(table(), 'itemTitle').length).toBeGreaterThan(0))
    expect(searches.at(-1)).toEqual({ index: 0, size: 10, languageCode: 'de', needsUpdate: true })
    expect(new Set(columnTexts(table(), 'needsUpdate'))).toEqual(new Set(['Needs update']))
    expect(new Set(columnTexts(table(), 'languageCode'))).toEqual(new Set(['German']))
  })

  it('shows a channel\'s coverage, and a translation added from its missing list raises it', { timeout: 40_000 }, async () => {
    const channel = gateway.db.channel.channels[1]!
    const { user } = await renderTranslations(`/translation?view=coverage&channelId=${channel.id}`)
    const coverage = await screen.findByRole('table', { name: `Translation coverage of ${channel.name}` }, { timeout: 10_000 })
    const english = () => within(screen.getByRole('table', { name: `Translation coverage of ${channel.name}` })).getAllByRole('row').find((r) => r.textContent?.startsWith('English'))!
    const translatedBefore = Number(/^English(\d+) \//.exec(english().textContent ?? '')?.[1])
    await user.click(within(english()).getByRole('button', { name: /missing/ }))
    const missing = await screen.findByRole('region', { name: 'Videos not translated into English' })
    const first = (await within(missing).findAllByRole('button', { name: /^Translate / }))[0]!
    await user.click(first)
    const drawer = await screen.findByRole('dialog', { name: 'New translation' }, { timeout: 10_000 })
    await waitFor(() => expect(within(drawer).queryByText('Choose an item to see its original text.')).toBeNull())
    await user.type(within(drawer).getByRole('textbox', { name: /^Title/, hidden: true }), 'Episode 1 – English')
    expect(within(drawer).getByText('19 / 100 characters')).toBeTruthy()
    await user.click(within(drawer).getByRole('button', { name: 'Save', hidden: true }))
    await waitFor(() => expect(gateway.db.translations.some((t) => t.title === 'Episode 1 – English' && t.languageCode === 'en')).toBe(true))
    await user.click(await screen.findByRole('button', { name: 'Back to coverage' }, { timeout: 10_000 }))
    await waitFor(() => expect(english().textContent).toMatch(new RegExp(`^English${translatedBefore + 1} /`)))
    expect(coverage).toBeTruthy()
  })
})
