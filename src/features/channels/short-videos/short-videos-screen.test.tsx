import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { VideoSearchRequest } from '@/api/generated/channel/model'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { quietConsoleErrors } from '@tests/console'
import { api } from '@tests/msw'
import { renderScreen } from '@tests/screen'
import { ShortVideosScreen } from './short-videos-screen'

const searches: VideoSearchRequest[] = []
const spies = [
  http.post(api('channel', '/short-videos/search'), async ({ request }) => void searches.push((await request.clone().json()) as VideoSearchRequest)),
]
let gateway: MockGateway

beforeEach(() => {
  gateway = createGateway()
  searches.length = 0
  localStorage.clear()
  quietConsoleErrors()
})

describe('short videos list', () => {
  it('lists only the channel’s shorts from the short-video call, with the shorts’ columns and no kind filter', async () => {
    const channel = gateway.db.channel.channels.find((c) => c.videoCount >= 40 && c.videoCount <= 400)!
    const shorts = gateway.db.videos.list(channel.id).filter((v) => v.videoKind === 'short')
    const { user } = await renderScreen(<ShortVideosScreen />, {
      gateway,
      handlers: spies,
      route: `/my-channels/${channel.id}/contents/shortvideos?sort=viewCount&order=desc`,
      path: '/my-channels/:channelId/contents/shortvideos',
      language: 'en',
    })
    const table = await screen.findByRole('table', { name: 'Short videos', hidden: true })
    await waitFor(() => expect(table.querySelectorAll('[data-row-id]').length).toBe(Math.min(shorts.length, 50)))
    expect(searches.at(-1)).toMatchObject({ index: 0, size: 50, channelId: channel.id, sortKey: 'viewCount', sortOrder: 'desc' })
    const ids = [...table.querySelectorAll('[data-row-id]')].map((row) => row.getAttribute('data-row-id'))
    expect(ids).toEqual(
      [...shorts]
        .sort((a, b) => b.viewCount - a.viewCount)
        .slice(0, 50)
        .map((v) => v.id),
    )
    expect(screen.queryByRole('combobox', { name: 'Video type' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Columns' }))
    expect(screen.queryByRole('checkbox', { name: 'Video type' })).toBeNull()
    expect(within(table).getByRole('columnheader', { name: 'Views', hidden: true })).toBeTruthy()
  })
})
