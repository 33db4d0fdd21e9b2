import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Content } from '@/api/generated/channel/model'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { quietConsoleErrors } from '@tests/console'
import { renderScreen, type ScreenResult } from '@tests/screen'
import { LONG_WAIT } from '@tests/waits'
import { ChannelVideosScreen } from '../videos/videos-screen'
import { uploadManager } from './upload-manager'

let gateway: MockGateway
let channelId: string

beforeEach(() => {
  gateway = createGateway()
  channelId = gateway.db.channel.channels.find((c) => c.videoCount >= 6 && c.videoCount <= 40)!.id
  localStorage.clear()
  sessionStorage.clear()
  quietConsoleErrors()
})

afterEach(async () => {
  await uploadManager.cancelAll()
  uploadManager.clearFinished()
})

const TEXTS = {
  en: {
    newUpload: 'New upload',
    heading: 'Upload videos',
    next: 'Next',
    title: /^Title/,
    details: 'Details',
    restored: /^Restored draft from \d{1,2}:\d\d\s?[AP]M/,
    discard: 'Discard',
  },
  tr: {
    newUpload: 'Yeni yükleme',
    heading: 'Video yükle',
    next: 'İleri',
    title: /^Başlık/,
    details: 'Ayrıntılar',
    restored: /^\d\d:\d\d saatindeki taslak geri yüklendi/,
    discard: 'Taslağı sil',
  },
} as const

type User = ScreenResult['user']
const renderVideos = (language: 'tr' | 'en') =>
  renderScreen(<ChannelVideosScreen />, {
    gateway,
    route: `/my-channels/${channelId}/contents/videos`,
    path: '/my-channels/:channelId/contents/videos',
    language,
  })
const contentOf = (fileName: string) => [...gateway.db.contents.values()].find((content: Content) => content.fileName === fileName)
const wizard = async (heading: string) => (await screen.findByText(heading, undefined, LONG_WAIT)).closest<HTMLElement>('[role="dialog"]')!
const titleBox = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: /^(Title|Başlık)/, hidden: true }) as HTMLInputElement
const step = (dialog: HTMLElement) => dialog.querySelector('[aria-current="step"]')?.textContent ?? ''

async function typeTitle(user: User, language: 'tr' | 'en', value: string) {
  const text = TEXTS[language]
  await user.click(await screen.findByRole('button', { name: text.newUpload }))
  const dialog = await wizard(text.heading)
  const file = new File([new Uint8Array(64 * 1024)], 'taslak.mp4', { type: 'video/mp4', lastModified: 1_700_000_000_000 })
  await user.upload(dialog.querySelector<HTMLInputElement>('input[name="video-files"]')!, file)
  await waitFor(() => expect(contentOf(file.name)).toBeTruthy())
  const next = within(dialog).getByRole('button', { name: text.next, hidden: true }) as HTMLButtonElement
  await waitFor(() => expect(next.disabled).toBe(false))
  await user.click(next)
  await user.clear(titleBox(dialog))
  await user.type(titleBox(dialog), value)
}

describe.each(['tr', 'en'] as const)('the content wizard keeps its draft through a reload (%s)', (language) => {
  const text = TEXTS[language]

  it('opens again after a reload on the step and with the details it had, says so, and Discard starts over', async () => {
    const first = await renderVideos(language)
    await typeTitle(first.user, language, 'Yarım kalan bölüm')
    window.dispatchEvent(new Event('pagehide'))
    cleanup() // the page reloads: the wizard opens again by itself
    const { user } = await renderVideos(language)
    const dialog = await wizard(text.heading)
    expect(step(dialog)).toContain(text.details)
    expect(titleBox(dialog).value).toBe('Yarım kalan bölüm')
    const notice = await within(dialog).findByTestId('form-draft-restored')
    expect(notice.textContent).toMatch(text.restored)
    await user.click(within(notice).getByRole('button', { name: text.discard, hidden: true }))
    expect(within(dialog).queryByTestId('form-draft-restored')).toBeNull()
    expect(step(dialog)).not.toContain(text.details)
    expect(Object.keys(sessionStorage).filter((key) => key.includes('#content-wizard'))).toEqual([])
  })

  it('closing the wizard forgets its draft: a reload does not open it', async () => {
    const first = await renderVideos(language)
    await typeTitle(first.user, language, 'Kapatılan')
    window.dispatchEvent(new Event('pagehide'))
    expect(Object.keys(sessionStorage).filter((key) => key.includes('#content-wizard'))).toHaveLength(1)
    await first.user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByText(text.heading)).toBeNull())
    expect(Object.keys(sessionStorage).filter((key) => key.includes('#content-wizard'))).toEqual([])
  })
})
