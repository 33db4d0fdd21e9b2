import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { playlistItems, type PlaylistRecord } from '@mocks/db/playlists'
import { trashOf } from '@mocks/db/trash'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { quietConsoleErrors } from '@tests/console'
import { columnTexts } from '@tests/dom'
import { renderScreen } from '@tests/screen'
import { rememberPlaylist } from '../playlists/playlist-memory'
import { PlaylistRemovedScreen } from './playlist-removed-screen'

let gateway: MockGateway
let playlist: PlaylistRecord

/** Takes the entries at these places out of the playlist, removed by Ayşe (as deletePlaylistVideoBulk keeps them). */
function removeAt(...places: number[]) {
  const items = playlistItems(playlist, gateway.db.videos)
  const taken = places.map((index) => ({ ...items[index]!, index }))
  for (const entry of taken)
    trashOf(gateway.db).playlistEntries.put(
      { id: entry.id, playlistId: playlist.id, videoId: entry.videoId, index: entry.index },
      { id: crypto.randomUUID(), name: 'Ayşe Kaya' },
    )
  playlist.items = items.filter((item) => !taken.some((entry) => entry.id === item.id))
  return taken.map((entry) => ({ ...entry, title: gateway.db.videos.get(entry.videoId)!.video }))
}

beforeEach(() => {
  gateway = createGateway()
  playlist = gateway.db.playlists.find((p) => playlistItems(p, gateway.db.videos).length >= 4)!
  quietConsoleErrors()
})

/** Opened from the playlist's videos page, which remembers the playlist (its name is the title). */
const renderRemoved = (language: 'en' | 'tr') => {
  rememberPlaylist(playlist)
  return renderScreen(<PlaylistRemovedScreen />, {
    gateway,
    route: `/my-channels/${playlist.channelId}/contents/playlists/playlistvideo/removed?playlistId=${playlist.id}`,
    path: '/my-channels/:channelId/contents/playlists/playlistvideo/removed',
    language,
  })
}

describe('the videos removed from a playlist', () => {
  it('lists them with their places and who removed them; Restore puts one back at its place at once, with nothing to delete for good', async () => {
    const [second, fourth] = removeAt(1, 3)
    const { user } = await renderRemoved('en')
    expect(await screen.findByRole('heading', { name: `Removed from ${playlist.playlist}` })).toBeTruthy()
    const table = await screen.findByRole('table', { name: `Removed from ${playlist.playlist}`, hidden: true })
    await waitFor(() => expect(new Set(columnTexts(table, 'videoTitle'))).toEqual(new Set([second!.title, fourth!.title])))
    expect(columnTexts(table, 'deletedBy')).toEqual(['Ayşe Kaya', 'Ayşe Kaya'])
    expect(new Set(columnTexts(table, 'position'))).toEqual(new Set(['2', '4']))
    expect(
      within(table)
        .getAllByRole('columnheader', { hidden: true })
        .map((h) => h.textContent?.trim()),
    ).toEqual(expect.arrayContaining(['Place', 'Removed by', 'Removed', 'Restorable until']))

    await user.click(within(table).getByRole('button', { name: `Actions for ${second!.title}`, hidden: true }))
    const restore = await screen.findByRole('menuitem', { name: 'Restore', hidden: true })
    expect(screen.queryByRole('menuitem', { name: 'Delete for good', hidden: true })).toBeNull()
    await user.click(restore)
    expect(await screen.findByText('1 video put back in the playlist.')).toBeTruthy()
    await waitFor(() => expect(columnTexts(table, 'videoTitle')).toEqual([fourth!.title]))
    expect(playlistItems(playlist, gateway.db.videos)[1]!.id).toBe(second!.id)
  })

  it('speaks Turkish and puts several back at once', async () => {
    const taken = removeAt(0, 2)
    const { user } = await renderRemoved('tr')
    const table = await screen.findByRole('table', { name: `${playlist.playlist} listesinden çıkarılanlar`, hidden: true })
    await waitFor(() => expect(columnTexts(table, 'videoTitle')).toHaveLength(2))
    for (const entry of taken) await user.click(within(table).getByRole('checkbox', { name: `${entry.title} satırını seç`, hidden: true }))
    await user.click(within(screen.getByTestId('bulk-bar')).getByRole('button', { name: 'Geri getir', hidden: true }))
    expect(await screen.findByText('2 video listeye geri kondu.')).toBeTruthy()
    expect(await screen.findByText('Son 30 günde bu oynatma listesinden video çıkarılmadı.')).toBeTruthy()
    expect(
      playlistItems(playlist, gateway.db.videos)
        .slice(0, 3)
        .map((item) => item.id),
    ).toEqual(expect.arrayContaining(taken.map((entry) => entry.id)))
  })
})
