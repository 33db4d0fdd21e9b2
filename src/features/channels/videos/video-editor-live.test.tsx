import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createGateway, type MockGateway } from '@mocks/gateway'
import type { VideoRecord } from '@mocks/db/videos'
import { quietConsoleErrors } from '@tests/console'
import { accountOf } from '@tests/gateway'
import { relayRecordChanges } from '@tests/live'
import { renderScreen } from '@tests/screen'
import { testClient } from '@tests/test-client'
import { LONG_WAIT } from '@tests/waits'
import { useLiveRecords } from '@/shared/hooks'
import { ChannelVideosScreen } from './videos-screen'

let gateway: MockGateway
let channelId: string
let video: VideoRecord

beforeEach(() => {
  gateway = createGateway()
  const channel = gateway.db.channel.channels.find((c) => c.videoCount >= 6 && c.videoCount <= 40)!
  channelId = channel.id
  video = gateway.db.videos.list(channelId)[0]!
  // Elif Kaya (the editor account) edits videos as an administrator does.
  accountOf(gateway.db, 'editor@demo.local').roles = [...accountOf(gateway.db, 'admin@demo.local').roles]
  // The hub as the app sees it: every RecordChanged the gateway announces reaches the app's listeners.
  relayRecordChanges(gateway)
  localStorage.clear()
  quietConsoleErrors()
  // As index.html has it: a field named "description" is not the only element of that name.
  document.head.insertAdjacentHTML('beforeend', '<meta name="description" content="Video platform back office" data-test-meta>')
})

afterEach(() => document.head.querySelector('[data-test-meta]')?.remove())

/** Elif saves the video on the gateway with these fields changed. */
async function theySave(changes: Partial<Record<'video' | 'description', string>>) {
  const client = testClient(gateway)
  await client.login('editor@demo.local')
  const read = await client.json<{ body: VideoRecord & Record<string, unknown> }>('GET', `/channel-service/videos/${video.id}`)
  const current = read.data.body
  const body = {
    video: current.video,
    description: current.description,
    tags: current.tags,
    categoryId: current.categoryId,
    languageId: current.languageId,
    productId: (current.product as { id: string } | null)?.id ?? null,
    privacyStatus: current.privacyStatus,
    madeForKids: current.madeForKids,
    monetize: current.monetize,
    ...changes,
  }
  expect((await client.call('PUT', `/channel-service/videos/${video.id}`, body)).status).toBe(200)
}

const TEXTS = {
  en: {
    title: 'Title',
    description: 'Description',
    save: 'Save',
    take: 'Take their changes',
    changed: /^Elif Kaya changed Title · /,
    changedDescription: /^Elif Kaya changed Description · /,
    theirs: 'Theirs',
    saveThese: 'Save these values',
  },
  tr: {
    title: 'Başlık',
    description: 'Açıklama',
    save: 'Kaydet',
    take: 'Değişikliklerini al',
    changed: /^Elif Kaya, Başlık alanını değiştirdi · /,
    changedDescription: /^Elif Kaya, Açıklama alanını değiştirdi · /,
    theirs: 'Onunki',
    saveThese: 'Bu değerlerle kaydet',
  },
} as const

describe.each(['en', 'tr'] as const)('video editor, while another user saves the video (%s)', (language) => {
  const text = TEXTS[language]
  const open = async () => {
    const rendered = await renderScreen(<ChannelVideosScreen />, {
      gateway,
      route: `/my-channels/${channelId}/contents/videos?editor=${video.id}`,
      path: '/my-channels/:channelId/contents/videos',
      language,
    })
    const description = (await screen.findByRole('textbox', { name: new RegExp(text.description), hidden: true }, LONG_WAIT)) as HTMLTextAreaElement
    return { ...rendered, description }
  }

  it('says who changed which field, takes their title in beside what I typed, and saves both', async () => {
    const { user, description } = await open()
    await user.clear(description)
    await user.type(description, 'Typed by me')
    await theySave({ video: 'Their new title' })
    const notice = await screen.findByTestId('live-change')
    await waitFor(() => expect(notice.textContent).toMatch(text.changed))
    // The list row behind the drawer shows their title (read again by the hub's news).
    await screen.findByText('Their new title', { selector: '[data-row-id] *' }, LONG_WAIT)
    await user.click(within(notice).getByRole('button', { name: text.take, hidden: true }))
    const title = screen.getByRole('textbox', { name: new RegExp(text.title), hidden: true }) as HTMLInputElement
    await waitFor(() => expect(title.value).toBe('Their new title'))
    expect(description.value).toBe('Typed by me')
    expect(screen.queryByTestId('live-change')).toBeNull()
    await user.click(screen.getByRole('button', { name: text.save, hidden: true }))
    await waitFor(() => expect(video.description).toBe('Typed by me'), LONG_WAIT)
    expect(video.video).toBe('Their new title')
    expect(screen.queryByTestId('merge-dialog')).toBeNull()
  })

  it('opens the merge view for a field we both changed, and saves what I picked', async () => {
    const { user, description } = await open()
    await user.clear(description)
    await user.type(description, 'Mine')
    await theySave({ description: 'Theirs' })
    const notice = await screen.findByTestId('live-change')
    const take = within(notice).getByRole('button', { name: text.take, hidden: true })
    await waitFor(() => expect((take as HTMLButtonElement).disabled).toBe(false))
    expect(notice.textContent).toMatch(text.changedDescription)
    await user.click(take)
    const merge = await screen.findByTestId('merge-dialog')
    expect(merge.textContent).toContain('Theirs')
    expect(merge.textContent).toContain('Mine')
    await user.click(within(merge).getByRole('radio', { name: new RegExp(`^${text.theirs}`), hidden: true }))
    await user.click(within(merge).getByRole('button', { name: text.saveThese, hidden: true }))
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull(), LONG_WAIT)
    expect(video.description).toBe('Theirs')
  })
})

/** What the signed-in layout mounts (LiveNotifications): the hub's RecordChanged into the cache. */
function LiveRecords() {
  useLiveRecords()
  return null
}

describe('videos list, while another user saves a video', () => {
  it('shows the new title in the same row, without a reload', async () => {
    await renderScreen(
      <>
        <LiveRecords />
        <ChannelVideosScreen />
      </>,
      { gateway, route: `/my-channels/${channelId}/contents/videos`, path: '/my-channels/:channelId/contents/videos', language: 'en' },
    )
    const row = await screen.findByText(video.video, { selector: '[data-row-id] *' }, LONG_WAIT)
    const rowId = row.closest('[data-row-id]')!.getAttribute('data-row-id')
    await theySave({ video: 'Renamed by Elif' })
    const renamed = await screen.findByText('Renamed by Elif', { selector: '[data-row-id] *' })
    expect(renamed.closest('[data-row-id]')!.getAttribute('data-row-id')).toBe(rowId)
  })
})
