import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { trashOf } from '@mocks/db/trash'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { quietConsoleErrors } from '@tests/console'
import { columnTexts } from '@tests/dom'
import { renderScreen } from '@tests/screen'
import { ThumbnailTrashScreen } from './thumbnail-trash-screen'

let gateway: MockGateway

/** The first uploaded video of a channel, with its candidates made. */
function videoOf(channelIndex: number) {
  const channel = gateway.db.channel.channels[channelIndex]!
  const video = gateway.db.videos.list(channel.id).find((v) => v.uploadStatus === 'uploaded')!
  return { channel, video, candidates: gateway.db.thumbnails.forVideo(video) }
}

/** Moves the video's unselected candidates to the Trash, deleted by Ayşe. */
function trashCandidates(channelIndex: number) {
  const { channel, video, candidates } = videoOf(channelIndex)
  const removed = gateway.db.thumbnails.remove(candidates.filter((t) => !t.isSelected).map((t) => t.id))
  for (const thumbnail of removed) trashOf(gateway.db).thumbnails.put(thumbnail, { id: crypto.randomUUID(), name: 'Ayşe Kaya' })
  return { channel, video, removed }
}

beforeEach(() => {
  gateway = createGateway()
  quietConsoleErrors()
})

const renderTrash = (language: 'en' | 'tr', search = '') =>
  renderScreen(<ThumbnailTrashScreen />, { gateway, route: `/Thumbnail/trash${search}`, path: '/Thumbnail/trash', language })

describe('the thumbnails Trash', () => {
  it('shows each deleted thumbnail as its picture with its video and who deleted it; restores one at once and deletes one for good after asking', async () => {
    const { video, removed } = trashCandidates(0)
    const { user } = await renderTrash('en')
    const table = await screen.findByRole('table', { name: 'Thumbnails Trash', hidden: true })
    await waitFor(() => expect(columnTexts(table, 'videoTitle')).toEqual([video.video, video.video]))
    expect(columnTexts(table, 'deletedBy')).toEqual(['Ayşe Kaya', 'Ayşe Kaya'])
    expect(columnTexts(table, 'size')).toEqual(['1280×720', '1280×720'])
    const pictures = [...table.querySelectorAll('img')].map((img) => new URL(img.getAttribute('src')!).pathname)
    expect(new Set(pictures)).toEqual(new Set(removed.map((t) => t.url)))

    const [first] = within(table).getAllByRole('button', { name: `Actions for ${video.video}`, hidden: true })
    await user.click(first!)
    await user.click(await screen.findByRole('menuitem', { name: 'Restore', hidden: true }))
    expect(await screen.findByText('1 thumbnail restored.')).toBeTruthy()
    await waitFor(() => expect(columnTexts(table, 'videoTitle')).toHaveLength(1))
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull()
    // Back to its video as a candidate; the picture the video shows is the same one.
    expect(gateway.db.thumbnails.forVideo(video)).toHaveLength(2)
    expect(gateway.db.thumbnails.forVideo(video).filter((t) => t.isSelected)).toHaveLength(1)

    await user.click(within(table).getByRole('button', { name: `Actions for ${video.video}`, hidden: true }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete for good', hidden: true }))
    const confirm = await screen.findByRole('alertdialog', { hidden: true })
    expect(within(confirm).getByText(`Delete the thumbnail of ${video.video} for good?`)).toBeTruthy()
    await user.click(within(confirm).getByRole('button', { name: 'Delete for good', hidden: true }))
    expect(await screen.findByText('1 thumbnail deleted for good.')).toBeTruthy()
    expect(await screen.findByText('The Trash is empty.')).toBeTruthy()
    expect(trashOf(gateway.db).thumbnails.list()).toEqual([])
  })

  it('speaks Turkish, and shows only the channel the tool named', async () => {
    const { channel, video } = trashCandidates(0)
    trashCandidates(1)
    const { user } = await renderTrash('tr', `?channelId=${channel.id}`)
    const table = await screen.findByRole('table', { name: 'Küçük resimler Çöp Kutusu', hidden: true })
    await waitFor(() => expect(columnTexts(table, 'videoTitle')).toEqual([video.video, video.video]))
    expect(within(table).getByRole('columnheader', { name: /Silen/, hidden: true })).toBeTruthy()
    await user.click(screen.getByRole('checkbox', { name: 'Bu sayfadaki tüm satırları seç', hidden: true }))
    await user.click(within(screen.getByTestId('bulk-bar')).getByRole('button', { name: 'Geri getir', hidden: true }))
    expect(await screen.findByText('2 küçük resim geri getirildi.')).toBeTruthy()
    expect(await screen.findByText('Çöp Kutusu boş.')).toBeTruthy()
    expect(trashOf(gateway.db).thumbnails.list()).toHaveLength(2)
  })
})
