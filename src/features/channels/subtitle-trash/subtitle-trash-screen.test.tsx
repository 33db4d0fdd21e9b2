import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { ChannelRecord } from '@mocks/db/channel'
import type { CaptionRecord } from '@mocks/db/captions'
import { trashOf } from '@mocks/db/trash'
import type { VideoRecord } from '@mocks/db/videos'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { quietConsoleErrors } from '@tests/console'
import { columnTexts, currentLocation } from '@tests/dom'
import { renderScreen } from '@tests/screen'
import { SubtitleTrashScreen } from './subtitle-trash-screen'

let gateway: MockGateway
let channel: ChannelRecord
let videos: VideoRecord[]

beforeEach(() => {
  gateway = createGateway()
  // The first channel's newest videos have the seeded tracks (mocks/db/captions.ts).
  channel = gateway.db.channel.channels[0]!
  videos = gateway.db.videos.list(channel.id)
  quietConsoleErrors()
})

/** Moves a seeded track of the video to the Trash, deleted by Ayşe. */
function trashed(video: VideoRecord, languageCode: string): CaptionRecord {
  const track = gateway.db.captions.ofVideo(video.id).find((t) => t.languageCode === languageCode)!
  gateway.db.captions.remove(track.id)
  trashOf(gateway.db).captions.put(track, { id: crypto.randomUUID(), name: 'Ayşe Kaya' })
  return track
}

const renderTrash = (language: 'en' | 'tr', query = '') =>
  renderScreen(<SubtitleTrashScreen />, {
    gateway,
    route: `/my-channels/${channel.id}/contents/subtitles/trash${query}`,
    // Any page of the channel: "Back" leaves the Trash, and the probe says where to.
    path: '/my-channels/:channelId/*',
    withLocation: true,
    language,
  })

describe('the subtitles Trash', () => {
  it('lists the channel’s deleted tracks with their video, language and who deleted them; restores one at once, deletes one for good after asking', async () => {
    const [first, second] = videos
    const german = trashed(first!, 'de')
    const english = trashed(second!, 'en')
    const { user } = await renderTrash('en', `?video=${first!.id}`)
    const table = await screen.findByRole('table', { name: 'Subtitles Trash', hidden: true })
    await waitFor(() => expect(new Set(columnTexts(table, 'videoTitle'))).toEqual(new Set([first!.video, second!.video])))
    const rowOf = (track: CaptionRecord) => columnTexts(table, 'name').indexOf(track.name)
    expect(columnTexts(table, 'language')[rowOf(german)]).toBe('German')
    expect(columnTexts(table, 'kind')).toEqual(['Subtitles', 'Subtitles'])
    expect(columnTexts(table, 'deletedBy')).toEqual(['Ayşe Kaya', 'Ayşe Kaya'])

    await user.click(within(table).getByRole('button', { name: `Actions for ${first!.video}: ${german.name}`, hidden: true }))
    await user.click(await screen.findByRole('menuitem', { name: 'Restore', hidden: true }))
    expect(await screen.findByText('1 track restored.')).toBeTruthy()
    await waitFor(() => expect(columnTexts(table, 'videoTitle')).toEqual([second!.video]))
    expect(gateway.db.captions.ofVideo(first!.id).map((t) => t.id)).toContain(german.id)

    await user.click(within(table).getByRole('button', { name: `Actions for ${second!.video}: ${english.name}`, hidden: true }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete for good', hidden: true }))
    const confirm = await screen.findByRole('alertdialog', { hidden: true })
    expect(within(confirm).getByText(`Delete “${second!.video}: ${english.name}” for good?`)).toBeTruthy()
    await user.click(within(confirm).getByRole('button', { name: 'Delete for good', hidden: true }))
    expect(await screen.findByText('The Trash is empty.')).toBeTruthy()
    expect(trashOf(gateway.db).captions.list()).toEqual([])

    // Opened from a video's subtitles page: back there.
    await user.click(screen.getByRole('button', { name: "Back to the video's subtitles" }))
    expect(currentLocation()).toBe(`/my-channels/${channel.id}/contents/videos/${first!.id}/subtitles`)
  })

  it('speaks Turkish; searches the video title, and says when a track’s video is gone for good', async () => {
    const [first, second] = videos
    trashed(first!, 'en')
    trashed(second!, 'en')
    // The second video is deleted and purged: its track stays in the Trash without a title.
    gateway.db.videos.remove([second!.id])
    const { user } = await renderTrash('tr')
    const table = await screen.findByRole('table', { name: 'Altyazılar Çöp Kutusu', hidden: true })
    await waitFor(() => expect(new Set(columnTexts(table, 'videoTitle'))).toEqual(new Set([first!.video, '(video kalıcı olarak silindi)'])))
    expect(columnTexts(table, 'language')).toEqual(['İngilizce', 'İngilizce'])
    expect(columnTexts(table, 'kind')).toEqual(['Altyazı', 'Altyazı'])
    expect(
      screen.getByText('Bu kanalın videolarından silinen altyazı ve işitme engelli altyazısı parçaları 30 gün burada kalır, sonra kalıcı olarak silinir.'),
    ).toBeTruthy()

    await user.type(screen.getByRole('searchbox', { name: 'Ara', hidden: true }), first!.video)
    await waitFor(() => expect(columnTexts(table, 'videoTitle')).toEqual([first!.video]))

    // Not opened from a video: back to the channel's videos.
    await user.click(screen.getByRole('button', { name: 'Videolara dön' }))
    expect(currentLocation()).toBe(`/my-channels/${channel.id}/contents/videos`)
  })
})
