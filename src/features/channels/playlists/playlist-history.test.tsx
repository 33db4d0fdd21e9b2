import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { drawerLabelled } from '@tests/dom'
import { renderScreen } from '@tests/screen'
import { testClient } from '@tests/test-client'
import { LONG_WAIT } from '@tests/waits'
import { ChannelPlaylistsScreen } from './playlists-screen'

let gateway: MockGateway
let channelId: string
let id: string
let videos: { id: string; video: string }[]

beforeEach(async () => {
  gateway = createGateway()
  const playlist = gateway.db.playlists[0]!
  channelId = playlist.channelId
  id = playlist.id
  playlist.playlist = 'Eski liste'
  videos = gateway.db.videos.list(channelId).slice(0, 3)
  playlist.items = videos.map((video) => ({ id: crypto.randomUUID(), videoId: video.id }))
  // Someone renames the playlist through the gateway: one recorded change.
  const client = testClient(gateway)
  await client.login('admin@demo.local')
  const saved = await client.call('PUT', `/channel-service/playlists/${id}`, {
    playlist: 'Yeni liste',
    description: playlist.description,
    privacyStatus: playlist.privacyStatus,
  })
  expect(saved.status).toBe(200)
})

const renderEditor = (language: 'en' | 'tr') =>
  renderScreen(<ChannelPlaylistsScreen />, {
    gateway,
    route: `/my-channels/${channelId}/contents/playlists?editor=${id}`,
    path: '/my-channels/:channelId/contents/playlists/*',
    language,
  })

describe('a playlist’s history', () => {
  it('shows the title by its label and reverts to the older version', async () => {
    const { user } = await renderEditor('en')
    const drawer = await drawerLabelled('Edit playlist')
    await user.click(await within(drawer).findByRole('button', { name: 'History', hidden: true }, LONG_WAIT))
    const diff = await within(drawer).findByRole('table', { name: 'Differences between the two versions', hidden: true }, LONG_WAIT)
    const row = within(diff).getByRole('row', { name: /^Title/, hidden: true })
    expect(
      within(row)
        .getAllByRole('cell', { hidden: true })
        .map((cell) => cell.textContent),
    ).toEqual(['Title', 'Eski liste', 'Yeni liste'])
    await user.click(within(drawer).getByRole('button', { name: 'Revert to the first version', hidden: true }))
    await waitFor(() => expect(gateway.db.playlists.find((p) => p.id === id)!.playlist).toBe('Eski liste'))
  })

  it('names the title in Turkish', async () => {
    const { user } = await renderEditor('tr')
    const drawer = await drawerLabelled('Oynatma listesini düzenle')
    await user.click(await within(drawer).findByRole('button', { name: 'Geçmiş', hidden: true }, LONG_WAIT))
    const diff = await within(drawer).findByRole('table', { hidden: true }, LONG_WAIT)
    expect(within(diff).getByRole('row', { name: /^Başlık/, hidden: true })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Birinci sürüme geri dön', hidden: true })).toBeTruthy()
  })

  it('restores the videos’ order and the removed video, each step a checked write', async () => {
    const [first, second, third] = videos as [(typeof videos)[0], (typeof videos)[0], (typeof videos)[0]]
    const entries = gateway.db.playlists.find((p) => p.id === id)!.items!
    // The other user moves the third video to the top, then removes the second.
    const client = testClient(gateway)
    await client.login('admin@demo.local')
    expect((await client.call('PUT', `/channel-service/playlists/${id}/videos/order`, { itemId: entries[2]!.id, position: 0 })).status).toBe(200)
    expect(
      (await client.call('DELETE', `/channel-service/playlists/${id}/videos/bulk`, { ids: [entries.find((e) => e.videoId === second.id)!.id] })).status,
    ).toBe(200)
    const { user } = await renderEditor('en')
    const drawer = await drawerLabelled('Edit playlist')
    await user.click(await within(drawer).findByRole('button', { name: 'History', hidden: true }, LONG_WAIT))
    const from = await within(drawer).findByRole('combobox', { name: 'Compare version', hidden: true }, LONG_WAIT)
    // Current, after the move, after the rename (before the move): compare the last with the current.
    await user.selectOptions(from, within(from).getAllByRole('option', { hidden: true })[2]!)
    const diff = await within(drawer).findByRole('table', { name: 'Differences between the two versions', hidden: true })
    const row = within(diff).getByRole('row', { name: /^Videos in order/, hidden: true })
    // The current order by title (the removed video is no longer in the playlist, so it shows by id).
    expect(within(row).getAllByRole('cell', { hidden: true })[2]!.textContent).toBe(`${third.video}\n${first.video}`)
    await user.click(within(drawer).getByRole('button', { name: 'Revert to the first version', hidden: true }))
    await waitFor(() => expect(gateway.db.playlists.find((p) => p.id === id)!.items!.map((e) => e.videoId)).toEqual([first.id, second.id, third.id]))
    expect(gateway.db.playlists.find((p) => p.id === id)!.playlist).toBe('Yeni liste')
  })
})
