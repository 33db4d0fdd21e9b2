import { onlineManager } from '@tanstack/react-query'
import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createGateway, type MockGateway } from '@mocks/gateway'
import type { VideoRecord } from '@mocks/db/videos'
import { quietConsoleErrors } from '@tests/console'
import { searchParams } from '@tests/dom'
import { renderScreen } from '@tests/screen'
import { ChannelVideosScreen } from '../videos/videos-screen'

/**
 * The list kit's truthful pager on a real list against the mock gateway: rows on screen always
 * belong to the page and filters the pager and filter bar show, or are marked as loading.
 */

let gateway: MockGateway
let channelId: string
let videos: VideoRecord[]

beforeEach(() => {
  gateway = createGateway()
  // A channel with a few pages of 20, newest upload first (the list's default order).
  const channel = gateway.db.channel.channels.find((c) => c.videoCount >= 45 && c.videoCount <= 400)!
  channelId = channel.id
  videos = gateway.db.videos.sorted(channelId, undefined, undefined)
  localStorage.clear()
  quietConsoleErrors()
})
afterEach(() => {
  onlineManager.setOnline(true)
})

const SEARCH = '/channel-service/videos/search'
const PATH = '/my-channels/:channelId/contents/videos'
const renderVideos = (query = '?size=20') =>
  renderScreen(<ChannelVideosScreen />, { gateway, route: `/my-channels/${channelId}/contents/videos${query}`, path: PATH, language: 'en', withLocation: true })

const table = () => screen.queryByRole('table', { name: 'Videos', hidden: true })
const rowIds = () => [...(table()?.querySelectorAll('[data-row-id]') ?? [])].map((row) => row.getAttribute('data-row-id'))
const pageText = () => screen.getByTestId('list-page').textContent
const pages = () => Math.ceil(videos.length / 20)
const page = (n: number) => videos.slice((n - 1) * 20, n * 20).map((video) => video.id)

describe('videos list paging against the gateway', () => {
  it('shows page 2’s error, not page 1’s rows, when page 2 fails; Retry after the fault is cleared shows page 2', async () => {
    const { user, faults } = await renderVideos()
    await waitFor(() => expect(rowIds()).toEqual(page(1)))
    faults.set({ method: 'POST', path: SEARCH, status: 503 })
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    const error = await screen.findByTestId('list-error')
    expect(error.textContent).toContain('Page 2 could not be loaded.')
    expect(error.textContent).toContain('Injected fault: HTTP 503')
    expect(table()).toBeNull()
    expect(pageText()).toBe(`Page 2 of ${pages()}`)
    expect(searchParams().get('page')).toBe('2')

    // Retry while the fault is still on: still the error, still no rows of another page.
    await user.click(within(error).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.getByTestId('list-error')).toBeTruthy())
    expect(table()).toBeNull()

    faults.clear()
    await user.click(within(screen.getByTestId('list-error')).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(rowIds()).toEqual(page(2)))
    expect(screen.queryByTestId('list-error')).toBeNull()
    expect(pageText()).toBe(`Page 2 of ${pages()}`)
  })

  it('says the network is gone instead of showing page 1 under page 2, and shows page 2 when it is back', async () => {
    const { user } = await renderVideos()
    await waitFor(() => expect(rowIds()).toEqual(page(1)))
    act(() => onlineManager.setOnline(false))
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    const offline = await screen.findByTestId('list-offline')
    expect(offline.textContent).toContain('No network connection')
    expect(offline.textContent).toContain('Page 2 will load by itself as soon as the connection is back.')
    expect(table()).toBeNull()
    expect(pageText()).toBe(`Page 2 of ${pages()}`)

    act(() => onlineManager.setOnline(true))
    await waitFor(() => expect(rowIds()).toEqual(page(2)))
    expect(screen.queryByTestId('list-offline')).toBeNull()
  })

  it('marks the unfiltered rows as loading until the public ones arrive, then shows only public videos', async () => {
    const { user, faults } = await renderVideos()
    await waitFor(() => expect(rowIds()).toEqual(page(1)))
    expect(videos.some((video) => video.privacyStatus !== 'public')).toBe(true)
    faults.set({ method: 'POST', path: SEARCH, latencyMs: 400 })
    await user.click(screen.getByRole('combobox', { name: 'Visibility' }))
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Public' }))
    await waitFor(() => expect(searchParams().getAll('privacyStatus')).toEqual(['public']))
    // The rows of the unfiltered view are still there, and say they are not the answer yet.
    expect(table()?.getAttribute('aria-busy')).toBe('true')
    await waitFor(() => expect(table()?.getAttribute('aria-busy')).toBe('false'))
    const publicIds = videos
      .filter((video) => video.privacyStatus === 'public')
      .slice(0, 20)
      .map((video) => video.id)
    expect(rowIds()).toEqual(publicIds)
  })
})
