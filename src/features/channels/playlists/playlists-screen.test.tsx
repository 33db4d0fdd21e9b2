import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { ChannelRecord } from '@mocks/db/channel'
import type { PlaylistRecord } from '@mocks/db/playlists'
import { trashOf } from '@mocks/db/trash'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { STORAGE_KEYS } from '@/lib/storage-keys'
import { quietConsoleErrors } from '@tests/console'
import { columnTexts, currentLocation, drawerLabelled, LocationProbe, searchParams } from '@tests/dom'
import { grantOnly } from '@tests/gateway'
import { renderScreen } from '@tests/screen'
import { ChannelPlaylistsScreen } from './playlists-screen'

let gateway: MockGateway
let channel: ChannelRecord

const playlist = (name: string, overrides: Partial<PlaylistRecord> = {}): PlaylistRecord => ({
  id: crypto.randomUUID(),
  playlist: name,
  description: null,
  thumbnail: null,
  lastModificationTime: '2026-01-10T10:00:00.000Z',
  privacyStatus: 'public',
  channelId: channel.id,
  seedCount: 0,
  items: [],
  ...overrides,
})

beforeEach(() => {
  gateway = createGateway()
  channel = gateway.db.channel.channels[2]!
  const videos = gateway.db.videos.list(channel.id)
  const others = gateway.db.playlists.filter((p) => p.channelId !== channel.id)
  gateway.db.playlists.splice(
    0,
    gateway.db.playlists.length,
    ...others,
    playlist('Fragmanlar', {
      lastModificationTime: '2026-03-01T10:00:00.000Z',
      items: videos.slice(0, 2).map((v) => ({ id: crypto.randomUUID(), videoId: v.id })),
    }),
    playlist('Kamera Arkası', { privacyStatus: 'private', lastModificationTime: '2026-02-01T10:00:00.000Z' }),
    playlist('Röportajlar', { privacyStatus: 'unlisted', lastModificationTime: '2025-06-01T10:00:00.000Z' }),
  )
  quietConsoleErrors()
})

const base = () => `/my-channels/${channel.id}/contents/playlists`
const renderPlaylists = (signedInAs = 'admin@demo.local', search = '') =>
  renderScreen(
    <>
      <ChannelPlaylistsScreen />
      <LocationProbe />
    </>,
    { gateway, route: `${base()}${search}`, path: '/my-channels/:channelId/contents/playlists/*', signedInAs, language: 'en' },
  )
const table = () => screen.getByRole('table', { name: 'Playlists', hidden: true })
const names = () => columnTexts(table(), 'playlist')
const ofChannel = () => gateway.db.playlists.filter((p) => p.channelId === channel.id)
const ofTrash = () => trashOf(gateway.db).playlists.list()

describe('channel playlists', () => {
  it('lists the channel’s playlists, newest change first, with their video count and privacy; filters live in the URL', async () => {
    const { user } = await renderPlaylists()
    await waitFor(() => expect(names()).toEqual(['Fragmanlar', 'Kamera Arkası', 'Röportajlar']))
    expect(columnTexts(table(), 'videoCount')).toEqual(['2', '0', '0'])
    expect(columnTexts(table(), 'privacyStatus')).toEqual(['Public', 'Private', 'Unlisted'])

    await user.click(screen.getByRole('combobox', { name: 'Visibility' }))
    await user.click(await screen.findByRole('option', { name: 'Private' }))
    await waitFor(() => expect(searchParams().get('privacyStatus')).toBe('private'))
    await waitFor(() => expect(names()).toEqual(['Kamera Arkası']))
  })

  it('reads the last-update dates and the search from the URL', async () => {
    await renderPlaylists('admin@demo.local', '?lastUpdateDateStart=2026-01-01&lastUpdateDateEnd=2026-02-15&search=kamera')
    await waitFor(() => expect(names()).toEqual(['Kamera Arkası']))
  })

  it('creates a playlist (an empty title is refused) and edits one', async () => {
    const { user } = await renderPlaylists()
    await waitFor(() => expect(names()).toHaveLength(3))
    await user.click(screen.getByRole('button', { name: 'New playlist' }))
    let drawer = await drawerLabelled('New playlist')
    const title = within(drawer).getByRole('textbox', { name: /^Title/, hidden: true }) as HTMLInputElement
    await user.type(title, '   ')
    await user.click(within(drawer).getByRole('button', { name: 'Save', hidden: true }))
    expect(ofChannel()).toHaveLength(3)
    await user.click(title)
    await user.paste('Sezon Finalleri')
    await user.click(within(drawer).getByRole('textbox', { name: /^Description/, hidden: true }))
    await user.paste('Her sezonun son bölümü')
    await user.click(within(drawer).getByRole('button', { name: 'Save', hidden: true }))
    await waitFor(() => expect(names()).toContain('Sezon Finalleri'))
    expect(ofChannel().find((p) => p.playlist === 'Sezon Finalleri')).toMatchObject({ description: 'Her sezonun son bölümü', privacyStatus: 'private' })

    await user.click(within(table()).getByRole('button', { name: 'Actions for Röportajlar', hidden: true }))
    await user.click(await screen.findByRole('menuitem', { name: 'Edit', hidden: true }))
    const editTitle = (await screen.findByRole('textbox', { name: /^Title/, hidden: true })) as HTMLInputElement
    expect(editTitle.value).toBe('Röportajlar')
    drawer = await drawerLabelled('Edit playlist')
    await user.clear(editTitle)
    await user.paste('Söyleşiler')
    await user.click(within(drawer).getByRole('combobox', { name: /^Visibility/, hidden: true }))
    await user.click(await screen.findByRole('option', { name: 'Public', hidden: true }))
    await user.click(within(drawer).getByRole('button', { name: 'Save', hidden: true }))
    await waitFor(() => expect(names()).toContain('Söyleşiler'))
    expect(ofChannel().find((p) => p.playlist === 'Söyleşiler')?.privacyStatus).toBe('public')
  })

  it('deletes at once into the Trash, without asking; Undo in the toast brings the playlist back with its videos in order', async () => {
    const { user } = await renderPlaylists()
    await waitFor(() => expect(names()).toHaveLength(3))
    const fragmanlar = ofChannel().find((p) => p.playlist === 'Fragmanlar')!
    const order = fragmanlar.items!.map((item) => item.videoId)
    await user.click(within(table()).getByRole('button', { name: 'Actions for Fragmanlar', hidden: true }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete', hidden: true }))
    await waitFor(() => expect(names()).toEqual(['Kamera Arkası', 'Röportajlar']))
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull()
    expect(trashOf(gateway.db).playlists.get(fragmanlar.id)?.deletedBy.name).toBe('Deniz Yılmaz')
    const toast = (await screen.findByText('1 playlist moved to the Trash.')).closest('[role="listitem"]') as HTMLElement
    await user.click(within(toast).getByRole('button', { name: 'Undo' }))
    expect(await screen.findByText('1 playlist restored.')).toBeTruthy()
    await waitFor(() => expect(names()).toEqual(['Fragmanlar', 'Kamera Arkası', 'Röportajlar']))
    expect(
      ofChannel()
        .find((p) => p.id === fragmanlar.id)!
        .items!.map((item) => item.videoId),
    ).toEqual(order)

    for (const row of ['Fragmanlar', 'Kamera Arkası']) await user.click(screen.getByRole('checkbox', { name: `Select ${row}`, hidden: true }))
    await user.click(within(screen.getByTestId('bulk-bar')).getByRole('button', { name: 'Delete', hidden: true }))
    await waitFor(() => expect(names()).toEqual(['Röportajlar']))
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull()
    expect(await screen.findByText('2 playlists moved to the Trash.')).toBeTruthy()
    expect(ofTrash()).toHaveLength(2)
  })

  it('shows why an Undo failed (the playlist was purged meanwhile, from another tab)', async () => {
    const { user } = await renderPlaylists()
    await waitFor(() => expect(names()).toHaveLength(3))
    await user.click(within(table()).getByRole('button', { name: 'Actions for Röportajlar', hidden: true }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete', hidden: true }))
    const toast = (await screen.findByText('1 playlist moved to the Trash.')).closest('[role="listitem"]') as HTMLElement
    trashOf(gateway.db).playlists.take(ofTrash()[0]!.record.id)
    await user.click(within(toast).getByRole('button', { name: 'Undo' }))
    expect(await screen.findByText('Could not undo')).toBeTruthy()
    expect(await screen.findByText('This playlist is not in the Trash.')).toBeTruthy()
  })

  it('opens the channel’s playlists Trash', async () => {
    const { user } = await renderPlaylists('admin@demo.local', '?companyId=8a4b1c1e-2f52-4a4e-9d55-1a2b3c4d5e6f')
    await waitFor(() => expect(names()).toHaveLength(3))
    await user.click(screen.getByRole('button', { name: 'Trash' }))
    await waitFor(() => expect(currentLocation()).toBe(`${base()}/trash?companyId=8a4b1c1e-2f52-4a4e-9d55-1a2b3c4d5e6f`))
  })

  it('opens a playlist: remembers its id and name and goes to its videos, carrying the channel pages’ parameters', async () => {
    const { user } = await renderPlaylists('admin@demo.local', '?companyId=8a4b1c1e-2f52-4a4e-9d55-1a2b3c4d5e6f&privacyStatus=public')
    await waitFor(() => expect(names()).toEqual(['Fragmanlar']))
    const target = ofChannel().find((p) => p.playlist === 'Fragmanlar')!
    await user.click(within(table()).getByRole('link', { name: 'Fragmanlar', hidden: true }))
    await waitFor(() => expect(currentLocation()).toBe(`${base()}/playlistvideo?companyId=8a4b1c1e-2f52-4a4e-9d55-1a2b3c4d5e6f&playlistId=${target.id}`))
    expect(localStorage.getItem(STORAGE_KEYS.playlistId)).toBe(target.id)
    expect(localStorage.getItem(STORAGE_KEYS.playlistName)).toBe('Fragmanlar')
  })

  it('shows a reader without video_write the playlists without create, edit or delete', async () => {
    grantOnly(gateway.db, 'editor@demo.local', ['channel_read', 'video_read'])
    const { user } = await renderPlaylists('editor@demo.local')
    await waitFor(() => expect(names()).toHaveLength(3))
    expect(screen.queryByRole('button', { name: 'New playlist' })).toBeNull()
    expect(within(table()).queryAllByRole('checkbox', { hidden: true })).toHaveLength(0)
    await user.click(within(table()).getByRole('button', { name: 'Actions for Fragmanlar', hidden: true }))
    const items = await screen.findAllByRole('menuitem', { hidden: true })
    expect(items.map((item) => item.textContent)).toEqual(['Show videos'])
  })
})
