import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { ChannelRecord } from '@mocks/db/channel'
import type { PlaylistRecord } from '@mocks/db/playlists'
import type { VideoRecord } from '@mocks/db/videos'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { STORAGE_KEYS } from '@/lib/storage-keys'
import { quietConsoleErrors } from '@tests/console'
import { columnTexts, currentLocation, LocationProbe, searchParams } from '@tests/dom'
import { api, server } from '@tests/msw'
import { renderScreen } from '@tests/screen'
import { PlaylistVideosScreen } from './playlist-videos-screen'

let gateway: MockGateway
let channel: ChannelRecord
let videos: VideoRecord[]
let list: PlaylistRecord

beforeEach(() => {
  gateway = createGateway()
  channel = gateway.db.channel.channels[2]!
  videos = gateway.db.videos.list(channel.id).slice(0, 8)
  videos.forEach((video, index) => {
    video.video = `Bölüm ${index + 1}`
    video.privacyStatus = index === 1 ? 'private' : 'public'
  })
  list = {
    id: crypto.randomUUID(),
    playlist: 'Sezon 1',
    description: null,
    thumbnail: null,
    lastModificationTime: '2026-01-10T10:00:00.000Z',
    privacyStatus: 'public',
    channelId: channel.id,
    seedCount: 0,
    items: videos.slice(0, 4).map((video) => ({ id: crypto.randomUUID(), videoId: video.id })),
  }
  gateway.db.playlists.push(list)
  quietConsoleErrors()
})

const path = '/my-channels/:channelId/contents/playlists/playlistvideo/*'
const renderVideos = (query = `?playlistId=${list.id}`) =>
  renderScreen(
    <>
      <PlaylistVideosScreen />
      <LocationProbe />
    </>,
    { gateway, route: `/my-channels/${channel.id}/contents/playlists/playlistvideo${query}`, path, language: 'en' },
  )
const table = () => screen.getByRole('table', { name: 'Sezon 1', hidden: true })
const titles = () => columnTexts(table(), 'videoTitle')
const stored = () => list.items!.map((item) => gateway.db.videos.get(item.videoId)!.video)
const announcement = () => screen.getByTestId('reorder-announcement').textContent
/** A Fluent dialog by its title (tabster may leave a fresh dialog aria-hidden in jsdom: no accessible name). */
const dialogTitled = async (title: string) => (await screen.findByText(title)).closest<HTMLElement>('[role="dialog"]')!
const menu = async (user: Awaited<ReturnType<typeof renderVideos>>['user'], row: string, action: string) => {
  await user.click(within(table()).getByRole('button', { name: `Actions for ${row}`, hidden: true }))
  await user.click(await screen.findByRole('menuitem', { name: action, hidden: true }))
}

describe('playlist videos', () => {
  it('shows the playlist’s videos in its order under its name, and filters by several visibilities in the URL', async () => {
    const first = await renderVideos()
    expect(await screen.findByRole('heading', { name: 'Sezon 1' })).toBeTruthy()
    await waitFor(() => expect(titles()).toEqual(['Bölüm 1', 'Bölüm 2', 'Bölüm 3', 'Bölüm 4']))
    expect(columnTexts(table(), 'privacyStatus')).toEqual(['Public', 'Private', 'Public', 'Public'])
    expect(localStorage.getItem(STORAGE_KEYS.playlistName)).toBe('Sezon 1')

    first.unmount()
    // Several visibilities from a link.
    await renderVideos(`?playlistId=${list.id}&visibility=private&visibility=unlisted`)
    expect(searchParams().getAll('visibility')).toEqual(['private', 'unlisted'])
    await waitFor(() => expect(titles()).toEqual(['Bölüm 2']))
  })

  it('adds videos chosen in the picker across two searches, at the end of the playlist', async () => {
    const { user } = await renderVideos()
    await waitFor(() => expect(titles()).toHaveLength(4))
    await user.click(screen.getByRole('button', { name: 'Add videos' }))
    const dialog = await dialogTitled('Add videos from the channel')
    const search = within(dialog).getByRole('searchbox', { name: "Search the channel's videos", hidden: true })
    await user.type(search, 'Bölüm 6')
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Bölüm 6', hidden: true }))
    await user.clear(search)
    await user.type(search, 'Bölüm 5')
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Bölüm 5', hidden: true }))
    expect(within(dialog).getByText('2 chosen')).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Add 2 videos', hidden: true }))
    await waitFor(() => expect(titles()).toEqual(['Bölüm 1', 'Bölüm 2', 'Bölüm 3', 'Bölüm 4', 'Bölüm 6', 'Bölüm 5']))
    expect(stored()).toEqual(['Bölüm 1', 'Bölüm 2', 'Bölüm 3', 'Bölüm 4', 'Bölüm 6', 'Bölüm 5'])
  })

  it('removes one video and then two at once without asking; Undo puts them back at their places', async () => {
    const { user } = await renderVideos()
    await waitFor(() => expect(titles()).toHaveLength(4))
    await menu(user, 'Bölüm 2', 'Remove from playlist')
    await waitFor(() => expect(titles()).toEqual(['Bölüm 1', 'Bölüm 3', 'Bölüm 4']))
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull()
    const toast = (await screen.findByText('1 video removed from the playlist.')).closest('[role="listitem"]') as HTMLElement
    await user.click(within(toast).getByRole('button', { name: 'Undo' }))
    expect(await screen.findByText('1 video put back in the playlist.')).toBeTruthy()
    await waitFor(() => expect(titles()).toEqual(['Bölüm 1', 'Bölüm 2', 'Bölüm 3', 'Bölüm 4']))

    for (const row of ['Bölüm 1', 'Bölüm 3']) await user.click(screen.getByRole('checkbox', { name: `Select ${row}`, hidden: true }))
    await user.click(within(screen.getByTestId('bulk-bar')).getByRole('button', { name: 'Remove from playlist', hidden: true }))
    await waitFor(() => expect(titles()).toEqual(['Bölüm 2', 'Bölüm 4']))
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull()
    expect(stored()).toEqual(['Bölüm 2', 'Bölüm 4'])
    expect(gateway.db.videos.get(videos[0]!.id)).toBeTruthy()
    const second = (await screen.findByText('2 videos removed from the playlist.')).closest('[role="listitem"]') as HTMLElement
    await user.click(within(second).getByRole('button', { name: 'Undo' }))
    await waitFor(() => expect(titles()).toEqual(['Bölüm 1', 'Bölüm 2', 'Bölüm 3', 'Bölüm 4']))
    expect(stored()).toEqual(['Bölüm 1', 'Bölüm 2', 'Bölüm 3', 'Bölüm 4'])
  })

  it('opens what was removed from the playlist in the last 30 days', async () => {
    const { user } = await renderVideos()
    await user.click(await screen.findByRole('button', { name: 'Removed videos' }))
    await waitFor(() => expect(currentLocation()).toBe(`/my-channels/${channel.id}/contents/playlists/playlistvideo/removed?playlistId=${list.id}`))
  })

  it('says in Turkish that a video left the playlist and why its Undo failed', async () => {
    const { user } = await renderScreen(<PlaylistVideosScreen />, {
      gateway,
      route: `/my-channels/${channel.id}/contents/playlists/playlistvideo?playlistId=${list.id}`,
      path,
      language: 'tr',
    })
    await waitFor(() => expect(titles()).toHaveLength(4))
    await user.click(within(table()).getByRole('button', { name: 'Bölüm 3 için işlemler', hidden: true }))
    await user.click(await screen.findByRole('menuitem', { name: 'Listeden çıkar', hidden: true }))
    const toast = (await screen.findByText('1 video listeden çıkarıldı.')).closest('[role="listitem"]') as HTMLElement
    // Meanwhile someone else deleted the playlist: nothing to put the video back into.
    gateway.db.playlists.splice(gateway.db.playlists.indexOf(list), 1)
    await user.click(within(toast).getByRole('button', { name: 'Geri al' }))
    expect(await screen.findByText('Geri alınamadı')).toBeTruthy()
    expect(await screen.findByText(/bulunamadı/)).toBeTruthy()
  })

  it('moves videos with the keyboard through the row menu, announcing each move', async () => {
    const { user } = await renderVideos()
    await waitFor(() => expect(titles()).toHaveLength(4))
    within(table()).getByRole('button', { name: 'Actions for Bölüm 4', hidden: true }).focus()
    await user.keyboard('{Enter}')
    const top = await screen.findByRole('menuitem', { name: 'Move to top', hidden: true })
    // The first row has no "up"; the last has no "down".
    expect(screen.queryByRole('menuitem', { name: 'Move down', hidden: true })).toBeNull()
    top.focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(titles()).toEqual(['Bölüm 4', 'Bölüm 1', 'Bölüm 2', 'Bölüm 3']))
    await waitFor(() => expect(announcement()).toBe('Bölüm 4 moved to position 1 of 4.'))
    expect(stored()).toEqual(['Bölüm 4', 'Bölüm 1', 'Bölüm 2', 'Bölüm 3'])

    await menu(user, 'Bölüm 1', 'Move down')
    await waitFor(() => expect(stored()).toEqual(['Bölüm 4', 'Bölüm 2', 'Bölüm 1', 'Bölüm 3']))
    await waitFor(() => expect(titles()).toEqual(['Bölüm 4', 'Bölüm 2', 'Bölüm 1', 'Bölüm 3']))

    await menu(user, 'Bölüm 4', 'Move to position…')
    const dialog = await dialogTitled('Move to position')
    const input = within(dialog).getByRole('spinbutton', { hidden: true })
    await user.clear(input)
    await user.type(input, '9')
    await user.click(within(dialog).getByRole('button', { name: 'Move', hidden: true }))
    expect(within(dialog).getByText('Enter a whole number from 1 to 4.')).toBeTruthy()
    await user.clear(input)
    await user.type(input, '3{Enter}')
    await waitFor(() => expect(stored()).toEqual(['Bölüm 2', 'Bölüm 1', 'Bölüm 4', 'Bölüm 3']))
    await waitFor(() => expect(announcement()).toBe('Bölüm 4 moved to position 3 of 4.'))
    await waitFor(() => expect(titles()).toEqual(['Bölüm 2', 'Bölüm 1', 'Bölüm 4', 'Bölüm 3']))
  })

  it('puts the rows back and says so with the server’s message when a move fails', async () => {
    const { user, faults } = await renderVideos()
    await waitFor(() => expect(titles()).toHaveLength(4))
    faults.set({ method: 'PUT', path: '/channel-service/playlists/*/videos/order', status: 500, times: 1 })
    // The move's request is held until the test has seen the rows moved (a fixed latency was a
    // race: on a busy machine the refusal could arrive before the moved rows were looked at).
    let answer = () => {}
    const held = new Promise<void>((resolve) => (answer = resolve))
    server.use(http.put(api('channel', '/playlists/:id/videos/order'), () => held.then(() => undefined)))
    await menu(user, 'Bölüm 3', 'Move to top')
    // Moved at once, before the server answers…
    await waitFor(() => expect(titles()).toEqual(['Bölüm 3', 'Bölüm 1', 'Bölüm 2', 'Bölüm 4']))
    // …and back where it was once it refuses.
    answer()
    expect(await screen.findByText('Injected fault: HTTP 500')).toBeTruthy()
    expect(screen.getAllByText('Bölüm 3 could not be moved; it is back at position 3.').length).toBeGreaterThan(0)
    await waitFor(() => expect(titles()).toEqual(['Bölüm 1', 'Bölüm 2', 'Bölüm 3', 'Bölüm 4']))
    await waitFor(() => expect(announcement()).toBe('Bölüm 3 could not be moved; it is back at position 3.'))
    expect(stored()).toEqual(['Bölüm 1', 'Bölüm 2', 'Bölüm 3', 'Bölüm 4'])
  })

  it('reopens the remembered playlist without a playlistId, and says when there is none or it is unknown', async () => {
    localStorage.setItem(STORAGE_KEYS.playlistId, list.id)
    localStorage.setItem(STORAGE_KEYS.playlistName, 'Sezon 1')
    const first = await renderVideos('')
    await waitFor(() => expect(titles()).toHaveLength(4))
    first.unmount()

    localStorage.removeItem(STORAGE_KEYS.playlistId)
    const second = await renderVideos('')
    expect(await screen.findByRole('heading', { name: 'Choose a playlist' })).toBeTruthy()
    second.unmount()

    await renderVideos(`?playlistId=${crypto.randomUUID()}`)
    expect(await screen.findByRole('heading', { name: 'Playlist not found' })).toBeTruthy()
  })
})
