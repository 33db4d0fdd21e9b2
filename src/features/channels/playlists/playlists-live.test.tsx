import { screen, waitFor } from '@testing-library/react'
import { http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { quietConsoleErrors } from '@tests/console'
import { accountOf } from '@tests/gateway'
import { LiveRecords, relayRecordChanges } from '@tests/live'
import { renderScreen } from '@tests/screen'
import { testClient } from '@tests/test-client'
import { LONG_WAIT } from '@tests/waits'
import { ChannelPlaylistsScreen } from './playlists-screen'

let gateway: MockGateway
let channelId: string
/** Every request the app sends (the other user's calls go to the gateway directly, not through here). */
const sent: string[] = []
const spies = [http.all(/.*/, ({ request }) => void sent.push(`${request.method} ${new URL(request.url).pathname.replace(/^.*-service/, '')}`))]

beforeEach(() => {
  sent.length = 0
  gateway = createGateway()
  channelId = gateway.db.channel.channels[2]!.id
  // Elif Kaya (the editor account) writes playlists as an administrator does.
  accountOf(gateway.db, 'editor@demo.local').roles = [...accountOf(gateway.db, 'admin@demo.local').roles]
  relayRecordChanges(gateway)
  quietConsoleErrors()
})

describe('playlists list, while another user creates a playlist', () => {
  it.each(['en', 'tr'] as const)('shows the new playlist, reading only the playlists list again (%s)', async (language) => {
    await renderScreen(
      <>
        <LiveRecords />
        <ChannelPlaylistsScreen />
      </>,
      { gateway, handlers: spies, route: `/my-channels/${channelId}/contents/playlists`, path: '/my-channels/:channelId/contents/playlists/*', language },
    )
    await screen.findAllByRole('row', {}, LONG_WAIT)
    await waitFor(() => expect(sent.some((request) => request.startsWith('POST /playlists/search'))).toBe(true))
    sent.length = 0
    const client = testClient(gateway)
    await client.login('editor@demo.local')
    const created = await client.call('POST', '/channel-service/playlists', {
      channelId,
      playlist: 'Elif’in listesi',
      description: null,
      privacyStatus: 'public',
    })
    expect(created.status).toBe(200)
    expect(await screen.findByText('Elif’in listesi', { selector: '[data-row-id] *' }, LONG_WAIT)).toBeTruthy()
    expect(sent).toEqual(['POST /playlists/search'])
  })

  it('drops a playlist another user deletes and shows it again when they restore it from the Trash', async () => {
    await renderScreen(
      <>
        <LiveRecords />
        <ChannelPlaylistsScreen />
      </>,
      { gateway, route: `/my-channels/${channelId}/contents/playlists`, path: '/my-channels/:channelId/contents/playlists/*', language: 'en' },
    )
    const playlist = gateway.db.playlists.find((p) => p.channelId === channelId)!
    expect(await screen.findByText(playlist.playlist, { selector: '[data-row-id] *' }, LONG_WAIT)).toBeTruthy()
    const client = testClient(gateway)
    await client.login('editor@demo.local')
    expect((await client.call('DELETE', '/channel-service/playlists/bulk', { ids: [playlist.id] })).status).toBe(200)
    await waitFor(() => expect(screen.queryByText(playlist.playlist, { selector: '[data-row-id] *' })).toBeNull(), LONG_WAIT)
    expect((await client.call('POST', '/channel-service/playlists/trash/restore', { ids: [playlist.id] })).status).toBe(200)
    expect(await screen.findByText(playlist.playlist, { selector: '[data-row-id] *' }, LONG_WAIT)).toBeTruthy()
  })
})
