import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { ChannelRecord } from '@mocks/db/channel'
import type { PlaylistRecord } from '@mocks/db/playlists'
import { trashOf } from '@mocks/db/trash'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { quietConsoleErrors } from '@tests/console'
import { columnTexts } from '@tests/dom'
import { renderScreen } from '@tests/screen'
import { PlaylistTrashScreen } from './playlist-trash-screen'

let gateway: MockGateway
let channel: ChannelRecord

/** Moves a playlist of the channel to the Trash, deleted by Ayşe. */
function trashed(name: string): PlaylistRecord {
  const record: PlaylistRecord = {
    id: crypto.randomUUID(),
    playlist: name,
    description: null,
    thumbnail: null,
    lastModificationTime: '2026-01-10T10:00:00.000Z',
    privacyStatus: 'public',
    channelId: channel.id,
    seedCount: 0,
    items: gateway.db.videos
      .list(channel.id)
      .slice(0, 3)
      .map((v) => ({ id: crypto.randomUUID(), videoId: v.id })),
  }
  trashOf(gateway.db).playlists.put(record, { id: crypto.randomUUID(), name: 'Ayşe Kaya' })
  return record
}

beforeEach(() => {
  gateway = createGateway()
  channel = gateway.db.channel.channels[2]!
  quietConsoleErrors()
})

const renderTrash = (language: 'en' | 'tr') =>
  renderScreen(<PlaylistTrashScreen />, {
    gateway,
    route: `/my-channels/${channel.id}/contents/playlists/trash`,
    path: '/my-channels/:channelId/contents/playlists/trash',
    language,
  })

describe('the playlists Trash', () => {
  it('lists the deleted playlists with who deleted them; restores one at once and deletes one for good after asking', async () => {
    const kept = trashed('Fragmanlar')
    trashed('שירים 2')
    const { user } = await renderTrash('en')
    const table = await screen.findByRole('table', { name: 'Playlists Trash', hidden: true })
    await waitFor(() => expect(new Set(columnTexts(table, 'playlist'))).toEqual(new Set(['Fragmanlar', 'שירים 2'])))
    expect(columnTexts(table, 'deletedBy')).toEqual(['Ayşe Kaya', 'Ayşe Kaya'])
    expect(columnTexts(table, 'videoCount')).toEqual(['3', '3'])

    await user.click(within(table).getByRole('button', { name: 'Actions for Fragmanlar', hidden: true }))
    await user.click(await screen.findByRole('menuitem', { name: 'Restore', hidden: true }))
    expect(await screen.findByText('1 playlist restored.')).toBeTruthy()
    await waitFor(() => expect(columnTexts(table, 'playlist')).toEqual(['שירים 2']))
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull()
    expect(gateway.db.playlists.find((p) => p.id === kept.id)?.items).toEqual(kept.items)

    // Deleting for good cannot be undone: it asks, naming the playlist (a right-to-left name kept apart, FSI…PDI).
    await user.click(within(table).getByRole('button', { name: 'Actions for שירים 2', hidden: true }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete for good', hidden: true }))
    const confirm = await screen.findByRole('alertdialog', { hidden: true })
    expect(within(confirm).getByText('Delete \u2068שירים 2\u2069 for good?')).toBeTruthy()
    await user.click(within(confirm).getByRole('button', { name: 'Delete for good', hidden: true }))
    expect(await screen.findByText('1 playlist deleted for good.')).toBeTruthy()
    expect(await screen.findByText('The Trash is empty.')).toBeTruthy()
    expect(trashOf(gateway.db).playlists.list()).toEqual([])
  })

  it('speaks Turkish', async () => {
    trashed('Fragmanlar')
    const { user } = await renderTrash('tr')
    const table = await screen.findByRole('table', { name: 'Oynatma listeleri Çöp Kutusu', hidden: true })
    await waitFor(() => expect(columnTexts(table, 'playlist')).toEqual(['Fragmanlar']))
    expect(screen.getByText('Silinen oynatma listeleri 30 gün burada kalır, sonra kalıcı olarak silinir.')).toBeTruthy()
    expect(within(table).getByRole('columnheader', { name: /Silen/, hidden: true })).toBeTruthy()
    await user.click(screen.getByRole('checkbox', { name: 'Fragmanlar satırını seç', hidden: true }))
    await user.click(within(screen.getByTestId('bulk-bar')).getByRole('button', { name: 'Geri getir', hidden: true }))
    expect(await screen.findByText('1 oynatma listesi geri getirildi.')).toBeTruthy()
    expect(await screen.findByText('Çöp Kutusu boş.')).toBeTruthy()
  })
})
