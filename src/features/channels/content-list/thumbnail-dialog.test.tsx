import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { faults } from '@mocks/faults'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { quietConsoleErrors } from '@tests/console'
import { renderScreen } from '@tests/screen'
import { ChannelVideosScreen } from '../videos/videos-screen'

/** The videos list's thumbnail dialog (`?thumbnail=<video id>`) against the mock gateway, with its candidates' call failing. */

const SEARCH = '/channel-service/thumbnails/search'
const PATH = '/my-channels/:channelId/contents/videos'

let gateway: MockGateway
let channelId: string
let videoId: string
let candidates: number

beforeEach(() => {
  gateway = createGateway()
  const channel = gateway.db.channel.channels.find(
    (c, index) => index > 0 && gateway.db.videos.list(c.id).some((v) => gateway.db.thumbnails.forVideo(v).length > 0),
  )!
  channelId = channel.id
  const video = gateway.db.videos.list(channelId).find((v) => gateway.db.thumbnails.forVideo(v).length > 0)!
  videoId = video.id
  candidates = gateway.db.thumbnails.forVideo(video).length
  localStorage.clear()
  quietConsoleErrors()
})

const renderDialog = (language: 'tr' | 'en') =>
  renderScreen(<ChannelVideosScreen />, { gateway, route: `/my-channels/${channelId}/contents/videos?thumbnail=${videoId}`, path: PATH, language })

const dialog = () => screen.findByRole('dialog', { hidden: true })

describe('thumbnail dialog: the candidates cannot be loaded', () => {
  it.each([
    ['en', 'The thumbnail candidates could not be loaded.', 'Try again', /^Candidate \d+$/, 'Thumbnail'],
    ['tr', 'Küçük resim adayları yüklenemedi.', 'Tekrar dene', /^Aday \d+$/, 'Küçük resim'],
  ] as const)(
    '%s: a 500 shows what failed, the server’s reason and a Retry that keeps the error while busy and brings the candidates once the fault is gone',
    async (language, title, retryName, option, heading) => {
      faults.set({ method: 'POST', path: SEARCH, status: 500 })
      const { user } = await renderDialog(language)
      const surface = await dialog()
      const failure = await within(surface).findByTestId('load-failure')
      expect(failure.getAttribute('role')).toBe('alert')
      expect(failure.textContent).toContain(title)
      expect(failure.textContent).toContain('Injected fault: HTTP 500')
      expect(within(surface).queryAllByRole('radio', { hidden: true })).toHaveLength(0)
      // Without its candidates the dialog has no video title to show: it is named plainly.
      expect(within(surface).getByRole('heading', { hidden: true }).textContent).toBe(heading)

      // Retry with the fault still on: the error stays, the button is busy while the call is under way.
      faults.set({ method: 'POST', path: SEARCH, status: 503, latencyMs: 300 })
      const retry = within(failure).getByRole('button', { name: retryName, hidden: true })
      await user.click(retry)
      await waitFor(() => expect(retry.getAttribute('aria-disabled')).toBe('true'))
      expect(screen.getByTestId('load-failure').textContent).toContain(title)
      await waitFor(() => expect(screen.getByTestId('load-failure').textContent).toContain('Injected fault: HTTP 503'))
      await waitFor(() =>
        expect(within(screen.getByTestId('load-failure')).getByRole('button', { name: retryName, hidden: true }).getAttribute('aria-disabled')).toBeNull(),
      )

      // Fault cleared: Retry brings the candidates, and the error goes.
      faults.clear()
      await user.click(within(screen.getByTestId('load-failure')).getByRole('button', { name: retryName, hidden: true }))
      await waitFor(() => expect(within(surface).getAllByRole('radio', { hidden: true })).toHaveLength(candidates))
      expect(within(surface).getAllByText(option)).toHaveLength(candidates)
      expect(within(surface).getByRole('heading', { hidden: true }).textContent).toMatch(new RegExp(`^${heading}: .+`))
      expect(screen.queryByTestId('load-failure')).toBeNull()
    },
  )
})
