import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { drawerLabelled } from '@tests/dom'
import { api } from '@tests/msw'
import { renderScreen } from '@tests/screen'
import { testClient } from '@tests/test-client'
import { LONG_WAIT } from '@tests/waits'
import { ChannelVideosScreen } from '../videos/videos-screen'

let gateway: MockGateway
let channelId: string
let id: string
let renamed: number
const ifMatch: string[] = []
const spies = [http.put(api('channel', '/videos/:id'), ({ request }) => void ifMatch.push(request.headers.get('If-Match') ?? ''))]

beforeEach(async () => {
  ifMatch.length = 0
  gateway = createGateway()
  channelId = gateway.db.channel.channels[0]!.id
  const video = gateway.db.videos.list(channelId)[0]!
  id = video.id
  video.video = 'Eski başlık'
  // Someone renames the video and makes it private through the gateway: one recorded change.
  const client = testClient(gateway)
  await client.login('admin@demo.local')
  const body = {
    video: 'Yeni başlık',
    description: video.description,
    tags: video.tags,
    categoryId: video.categoryId,
    languageId: video.languageId ?? null,
    productId: video.productId,
    privacyStatus: 'private',
    madeForKids: video.madeForKids,
    monetize: video.monetize,
  }
  expect((await client.call('PUT', `/channel-service/videos/${id}`, body)).status).toBe(200)
  renamed = gateway.db.versions.of(id).version
})

const renderEditor = (language: 'en' | 'tr') =>
  renderScreen(<ChannelVideosScreen />, {
    gateway,
    handlers: spies,
    route: `/my-channels/${channelId}/contents/videos?editor=${id}`,
    path: '/my-channels/:channelId/contents/videos',
    language,
  })

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell', { hidden: true })
    .map((cell) => cell.textContent)

describe('a video’s history', () => {
  it('shows the fields by their labels and reverts to the older version through a checked update', async () => {
    const { user } = await renderEditor('en')
    const drawer = await drawerLabelled('Video details')
    await user.click(await within(drawer).findByRole('button', { name: 'History', hidden: true }, LONG_WAIT))
    const diff = await within(drawer).findByRole('table', { name: 'Differences between the two versions', hidden: true }, LONG_WAIT)
    expect(cells(within(diff).getByRole('row', { name: /^Title/, hidden: true }))).toEqual(['Title', 'Eski başlık', 'Yeni başlık'])
    expect(cells(within(diff).getByRole('row', { name: /^Visibility/, hidden: true }))[0]).toBe('Visibility')
    await user.click(within(drawer).getByRole('button', { name: 'Revert to the first version', hidden: true }))
    await waitFor(() => expect(gateway.db.videos.get(id)!.video).toBe('Eski başlık'))
    expect(gateway.db.videos.get(id)!.privacyStatus).not.toBe('private')
    expect(ifMatch).toEqual([`"${renamed}"`])
  })

  it('names the fields in Turkish', async () => {
    const { user } = await renderEditor('tr')
    const drawer = await drawerLabelled('Video ayrıntıları')
    await user.click(await within(drawer).findByRole('button', { name: 'Geçmiş', hidden: true }, LONG_WAIT))
    const diff = await within(drawer).findByRole('table', { hidden: true }, LONG_WAIT)
    expect(within(diff).getByRole('row', { name: /^Başlık/, hidden: true })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Birinci sürüme geri dön', hidden: true })).toBeTruthy()
  })
})
