import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { trashOf } from '@mocks/db/trash'
import { createGateway, type MockGateway } from '@mocks/gateway'
import type { VideoRecord } from '@mocks/db/videos'
import { quietConsoleErrors } from '@tests/console'
import { columnTexts } from '@tests/dom'
import { renderScreen } from '@tests/screen'
import { ChannelVideosScreen } from '../videos/videos-screen'
import { VideoTrashScreen } from './video-trash-screen'

let gateway: MockGateway
let channelId: string
let videos: VideoRecord[]

beforeEach(() => {
  gateway = createGateway()
  channelId = gateway.db.channel.channels.find((c) => c.videoCount >= 6 && c.videoCount <= 40)!.id
  videos = gateway.db.videos.list(channelId).filter((v) => v.videoKind === 'normal')
  quietConsoleErrors()
})

const inTrash = () => trashOf(gateway.db).videos.list()
const base = () => `/my-channels/${channelId}/contents/videos`

describe('deleting a video', () => {
  it('moves it to the Trash at once, without asking; Undo in the toast brings it back', async () => {
    const target = videos[0]!
    const { user } = await renderScreen(<ChannelVideosScreen />, { gateway, route: base(), path: '/my-channels/:channelId/contents/videos', language: 'en' })
    const table = await screen.findByRole('table', { name: 'Videos', hidden: true })
    await user.click(await within(table).findByRole('button', { name: `Actions for ${target.video}`, hidden: true }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete', hidden: true }))
    await waitFor(() => expect(gateway.db.videos.list(channelId).map((v) => v.id)).not.toContain(target.id))
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull()
    expect(inTrash().map((e) => e.record.id)).toEqual([target.id])
    const toast = (await screen.findByText('Video moved to the Trash')).closest('[role="listitem"]') as HTMLElement
    await user.click(within(toast).getByRole('button', { name: 'Undo' }))
    expect(await screen.findByText('Video restored')).toBeTruthy()
    expect(gateway.db.videos.get(target.id)).toBe(target)
    expect(inTrash()).toEqual([])
  })

  it('bulk: moves the selected videos to the Trash at once; Undo restores all of them (in Turkish)', async () => {
    const [first, second, third] = videos
    const { user } = await renderScreen(<ChannelVideosScreen />, { gateway, route: base(), path: '/my-channels/:channelId/contents/videos', language: 'tr' })
    const table = await screen.findByRole('table', { name: 'Videolar', hidden: true })
    for (const video of [first!, second!, third!])
      await user.click(await within(table).findByRole('checkbox', { name: `${video.video} satırını seç`, hidden: true }))
    await user.click(within(screen.getByTestId('bulk-bar')).getByRole('button', { name: 'Sil', hidden: true }))
    await waitFor(() =>
      expect(
        inTrash()
          .map((e) => e.record.id)
          .sort(),
      ).toEqual([first!.id, second!.id, third!.id].sort()),
    )
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull()
    const toast = (await screen.findByText('3 video Çöp Kutusu’na taşındı')).closest('[role="listitem"]') as HTMLElement
    // Every part worked: the progress dialog closed by itself.
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull())
    await user.click(within(toast).getByRole('button', { name: 'Geri al' }))
    expect(await screen.findByText('3 video geri getirildi')).toBeTruthy()
    expect(inTrash()).toEqual([])
    for (const video of [first!, second!, third!]) expect(gateway.db.videos.get(video.id)).toBe(video)
  })
})

describe('changing a video’s visibility', () => {
  it('applies at once; Undo in the toast puts the old visibility back', async () => {
    const target = videos.find((v) => v.privacyStatus !== 'private')!
    const was = target.privacyStatus
    const { user } = await renderScreen(<ChannelVideosScreen />, { gateway, route: base(), path: '/my-channels/:channelId/contents/videos', language: 'en' })
    const table = await screen.findByRole('table', { name: 'Videos', hidden: true })
    await user.click(await within(table).findByRole('button', { name: `Actions for ${target.video}`, hidden: true }))
    await user.click(await screen.findByRole('menuitem', { name: 'Make private', hidden: true }))
    const toast = (await screen.findByText(`${target.video} is now Private`)).closest('[role="listitem"]') as HTMLElement
    expect(gateway.db.videos.get(target.id)!.privacyStatus).toBe('private')
    await user.click(within(toast).getByRole('button', { name: 'Undo' }))
    await waitFor(() => expect(gateway.db.videos.get(target.id)!.privacyStatus).toBe(was))
  })
})

describe('the videos Trash', () => {
  const renderTrash = (language: 'en' | 'tr') =>
    renderScreen(<VideoTrashScreen />, { gateway, route: `${base()}/trash`, path: '/my-channels/:channelId/contents/videos/trash', language })

  it('lists deleted videos with who deleted them; restores one at once and deletes one for good after asking', async () => {
    const [kept, gone] = [videos[0]!, videos[1]!]
    for (const video of [kept, gone]) {
      trashOf(gateway.db).videos.put({ id: video.id, video, places: [] }, { id: crypto.randomUUID(), name: 'Ayşe Kaya' })
      gateway.db.videos.remove([video.id])
    }
    const { user } = await renderTrash('en')
    const table = await screen.findByRole('table', { name: 'Videos Trash', hidden: true })
    await waitFor(() => expect(new Set(columnTexts(table, 'video'))).toEqual(new Set([kept.video, gone.video])))
    expect(columnTexts(table, 'deletedBy')).toEqual(['Ayşe Kaya', 'Ayşe Kaya'])

    await user.click(within(table).getByRole('button', { name: `Actions for ${kept.video}`, hidden: true }))
    await user.click(await screen.findByRole('menuitem', { name: 'Restore', hidden: true }))
    expect(await screen.findByText('1 video restored.')).toBeTruthy()
    await waitFor(() => expect(columnTexts(table, 'video')).toEqual([gone.video]))
    expect(gateway.db.videos.list(channelId)).toContain(kept)

    await user.click(within(table).getByRole('button', { name: `Actions for ${gone.video}`, hidden: true }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete for good', hidden: true }))
    const confirm = await screen.findByRole('alertdialog', { hidden: true })
    await user.click(within(confirm).getByRole('button', { name: 'Delete for good', hidden: true }))
    expect(await screen.findByText('The Trash is empty.')).toBeTruthy()
    expect(inTrash()).toEqual([])
  })

  it('speaks Turkish', async () => {
    const video = videos[0]!
    trashOf(gateway.db).videos.put({ id: video.id, video, places: [] }, { id: crypto.randomUUID(), name: 'Ayşe Kaya' })
    gateway.db.videos.remove([video.id])
    await renderTrash('tr')
    const table = await screen.findByRole('table', { name: 'Videolar Çöp Kutusu', hidden: true })
    await waitFor(() => expect(columnTexts(table, 'video')).toEqual([video.video]))
    expect(columnTexts(table, 'videoKind')).toEqual(['Video'])
    expect(screen.getByText('Silinen videolar ve kısa videolar 30 gün burada kalır, sonra kalıcı olarak silinir.')).toBeTruthy()
  })
})
