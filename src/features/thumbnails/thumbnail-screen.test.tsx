import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { trashOf } from '@mocks/db/trash'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { quietConsoleErrors } from '@tests/console'
import { currentLocation } from '@tests/dom'
import { api } from '@tests/msw'
import { renderScreen } from '@tests/screen'
import { ThumbnailScreen } from './thumbnail-screen'
import { LONG_WAIT } from '@tests/waits'

let gateway: MockGateway
const uploads: string[] = []
const spies = [http.post(api('channel', '/images/upload'), ({ request }) => void uploads.push(request.url))]

beforeEach(() => {
  gateway = createGateway()
  uploads.length = 0
  quietConsoleErrors()
})

/** A channel with uploaded videos (they have frames, so candidates), and its newest such video. */
function channelWithFrames() {
  for (const channel of gateway.db.channel.channels) {
    const video = gateway.db.videos.list(channel.id).find((v) => v.uploadStatus === 'uploaded')
    if (video) return { channel, video }
  }
  throw new Error('no channel has an uploaded video')
}

const renderTool = (route: string, language: 'en' | 'tr' = 'en') =>
  renderScreen(<ThumbnailScreen />, { gateway, handlers: spies, route, language, withLocation: true })

const candidateCards = () => within(screen.getByRole('region', { name: /^(Candidates|Adaylar)$/ })).queryAllByRole('listitem')

describe('Thumbnail tool', () => {
  it('finds a channel and a video by typing, then shows its current thumbnail and candidates', async () => {
    const { channel, video } = channelWithFrames()
    const { user } = await renderTool('/Thumbnail')
    const channelBox = await screen.findByRole('combobox', { name: 'Channel' })
    await user.click(channelBox)
    await user.clear(channelBox)
    await user.type(channelBox, channel.name.slice(0, 12))
    await user.click(await screen.findByRole('option', { name: channel.name }))
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Channel' }) as HTMLInputElement).value).toBe(channel.name))

    const videoBox = screen.getByRole('combobox', { name: 'Video' })
    await user.type(videoBox, video.video.slice(0, 20))
    await user.click(await screen.findByRole('option', { name: video.video }, LONG_WAIT))

    const current = await screen.findByRole('img', { name: `Current thumbnail of ${video.video}` }, LONG_WAIT)
    // Same-origin, as the app shows only http(s) and same-origin addresses.
    expect(current.getAttribute('src')).toMatch(/\/mock-files\//)
    await waitFor(() => expect(candidateCards()).toHaveLength(gateway.db.thumbnails.forVideo(video).length))
    expect(within(screen.getByRole('region', { name: 'Candidates' })).getByText('Shown now')).toBeTruthy()
  })

  it('deletes two chosen candidates at once, without asking, into the Trash; Undo brings them back; the one shown now cannot be chosen', async () => {
    const { channel, video } = channelWithFrames()
    const { user } = await renderTool(`/Thumbnail?channelId=${channel.id}&video=${video.id}`)
    await waitFor(() => expect(candidateCards()).toHaveLength(3), LONG_WAIT)
    const shown = candidateCards().find((card) => within(card).queryByText('Shown now'))!
    expect(within(shown).queryByRole('checkbox')).toBeNull()
    const others = candidateCards().filter((card) => card !== shown)
    for (const card of others) await user.click(within(card).getByRole('checkbox', { name: 'Choose' }))
    await user.click(screen.getByRole('button', { name: 'Delete 2 chosen' }))
    await waitFor(() => expect(candidateCards()).toHaveLength(1))
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull()
    expect(gateway.db.thumbnails.forVideo(video)).toHaveLength(1)
    expect(gateway.db.thumbnails.forVideo(video)[0]!.isSelected).toBe(true)
    expect(trashOf(gateway.db).thumbnails.list()).toHaveLength(2)
    const toast = (await screen.findByText('2 thumbnails moved to the Trash.')).closest('[role="listitem"]') as HTMLElement
    await user.click(within(toast).getByRole('button', { name: 'Undo' }))
    expect(await screen.findByText('2 thumbnails restored.')).toBeTruthy()
    await waitFor(() => expect(candidateCards()).toHaveLength(3))
    // What the video shows did not change.
    expect(gateway.db.thumbnails.forVideo(video).filter((t) => t.isSelected)).toHaveLength(1)
    expect(within(candidateCards().find((card) => within(card).queryByText('Shown now'))!).queryByRole('checkbox')).toBeNull()
  })

  it('opens the thumbnails Trash of the chosen channel', async () => {
    const { channel, video } = channelWithFrames()
    const { user } = await renderTool(`/Thumbnail?channelId=${channel.id}&video=${video.id}`)
    await user.click(await screen.findByRole('button', { name: 'Trash' }))
    await waitFor(() => expect(currentLocation()).toBe(`/Thumbnail/trash?channelId=${channel.id}`))
  })

  it("states the platform's rules as the server sets them, and refuses a BMP before anything is sent", async () => {
    const { channel, video } = channelWithFrames()
    // The platform changed its limits: the tool follows the server, not built-in numbers.
    gateway.db.thumbnails.rules = { ...gateway.db.thumbnails.rules, maxBytes: 1024 * 1024, minWidth: 800 }
    await renderTool(`/Thumbnail?channelId=${channel.id}&video=${video.id}`)
    expect(
      await screen.findByText('JPG, PNG or GIF, at least 800 px wide. It is cropped to 16:9 and saved as a 1280×720 JPEG of at most 1 MB.', {}, LONG_WAIT),
    ).toBeTruthy()
    const input = document.querySelector<HTMLInputElement>('input[name="thumbnail-image"]')!
    await userEvent.setup({ applyAccept: false }).upload(input, new File([new Uint8Array(5 * 1024 * 1024)], 'scan.bmp', { type: 'image/bmp' }))
    expect(await screen.findByText(/^scan\.bmp: only JPG, PNG or GIF/)).toBeTruthy()
    expect(uploads).toHaveLength(0)
    expect(screen.queryByRole('group', { name: 'Previews' })).toBeNull()
  })

  it("falls back to the server's generated candidates, with a message, when the browser cannot play the video file", async () => {
    const { channel, video } = channelWithFrames()
    const { user } = await renderTool(`/Thumbnail?channelId=${channel.id}&video=${video.id}`, 'tr')
    await user.click(await screen.findByRole('tab', { name: 'Videodan kare' }, LONG_WAIT))
    const input = document.querySelector<HTMLInputElement>('input[name="video-file"]')!
    await user.upload(input, new File([new Uint8Array(4096)], 'klip.mov', { type: 'video/quicktime' }))
    const player = await waitFor(() => {
      const element = document.querySelector('video')
      expect(element).not.toBeNull()
      return element!
    })
    // What Chromium does with an HEVC file it has no decoder for.
    fireEvent.error(player)
    expect(await screen.findByText(/Bu tarayıcı bu video dosyasını oynatamıyor/)).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Oluştur' }).getAttribute('aria-selected')).toBe('true')
    expect(document.querySelector('video')).toBeNull()
    const before = gateway.db.thumbnails.forVideo(video).length
    await user.click(screen.getByRole('button', { name: '3 aday oluştur' }))
    await waitFor(() => expect(candidateCards()).toHaveLength(before + 3), LONG_WAIT)
  })
})
