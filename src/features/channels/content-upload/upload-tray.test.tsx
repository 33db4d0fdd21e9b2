import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createContent } from '@/api/generated/channel/endpoints/contents/contents'
import type { Content, VideoStatusChangedEvent } from '@/api/generated/channel/model'
import { notificationHub } from '@/api/notification-hub'
import { createResumableUpload } from '@/api/upload/tus-upload'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { uploadsOf } from '@mocks/upload/tus-state'
import { quietConsoleErrors } from '@tests/console'
import { renderScreen, type ScreenResult } from '@tests/screen'
import { ChannelVideosScreen } from '../videos/videos-screen'
import { uploadManager } from './upload-manager'
import { UploadTray } from './upload-tray'
import { LONG_WAIT } from '@tests/waits'

let gateway: MockGateway
let channelId: string

beforeEach(() => {
  gateway = createGateway()
  channelId = gateway.db.channel.channels.find((c) => c.videoCount >= 6 && c.videoCount <= 40)!.id
  localStorage.clear()
  quietConsoleErrors()
})

afterEach(async () => {
  // The upload manager outlives screens, as in the app: nothing of one test runs into the next.
  await uploadManager.cancelAll()
  uploadManager.clearFinished()
})

const MiB = 1024 * 1024
const CHUNKS = '/channel-service/contents/*/uploads/*'
const PATH = '/my-channels/:channelId/contents/videos'
/** The videos page with the tray, as the layout mounts it. */
const renderPage = () =>
  renderScreen(
    <>
      <ChannelVideosScreen />
      <UploadTray />
    </>,
    { gateway, route: `/my-channels/${channelId}/contents/videos`, path: PATH, language: 'en' },
  )

type User = ScreenResult['user']
const videoFile = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: 'video/mp4', lastModified: 1_700_000_000_000 })
const tray = () => screen.getByTestId('upload-tray')
const row = (name: string) => tray().querySelector<HTMLElement>(`[data-upload="${name}"]`)
const phaseOf = (name: string) => row(name)?.getAttribute('data-phase')
const contentOf = (fileName: string) => [...gateway.db.contents.values()].find((content: Content) => content.fileName === fileName)!
const serverUpload = (fileName: string) =>
  uploadsOf(gateway.db)
    .list()
    .filter((upload) => upload.contentId === contentOf(fileName).id)
const rowButton = (name: string, label: string) => within(row(name)!).getByRole('button', { name: `${label} ${name}`, hidden: true })

/** Chooses files in the wizard (each starts uploading), then closes it: the uploads go on in the tray. */
async function upload(user: User, ...files: File[]) {
  await user.click(await screen.findByRole('button', { name: 'New upload' }))
  const heading = await screen.findByText('Upload videos', undefined, LONG_WAIT)
  const dialog = heading.closest<HTMLElement>('[role="dialog"]')!
  await user.upload(dialog.querySelector<HTMLInputElement>('input[name="video-files"]')!, files)
  for (const file of files) await waitFor(() => expect(row(file.name)).toBeTruthy())
  await user.click(within(dialog).getAllByRole('button', { name: 'Close', hidden: true }).at(-1)!)
  await waitFor(() => expect(screen.queryByText('Upload videos')).toBeNull())
}

describe('upload tray', () => {
  it('shows progress, pauses (the server gets nothing more), resumes from the server’s offset and finishes', async () => {
    const { user, faults } = await renderPage()
    // Each chunk waits a little at the gateway, so the upload is seen running.
    faults.set({ method: 'PATCH', path: CHUNKS, latencyMs: 300 })
    const file = videoFile('fragman.mp4', 24 * MiB)
    await upload(user, file)
    expect(within(tray()).getByText('Uploads: 1 running')).toBeTruthy()
    await waitFor(() => expect(Number(row('fragman.mp4')!.getAttribute('data-percent'))).toBeGreaterThan(0))
    expect(row('fragman.mp4')!.textContent).toMatch(/\d+ MB of 24 MB · \d+%/)

    await user.click(rowButton('fragman.mp4', 'Pause'))
    await waitFor(() => expect(phaseOf('fragman.mp4')).toBe('paused'))
    expect(row('fragman.mp4')!.textContent).toMatch(/Paused at \d+%/)
    // A chunk already at the gateway may still land; after that nothing more arrives.
    await new Promise((resolve) => setTimeout(resolve, 800))
    const pausedAt = serverUpload('fragman.mp4')[0]!.offset
    expect(pausedAt).toBeLessThan(file.size)
    await new Promise((resolve) => setTimeout(resolve, 800))
    expect(serverUpload('fragman.mp4')[0]!.offset).toBe(pausedAt)

    await user.click(rowButton('fragman.mp4', 'Resume'))
    await waitFor(() => expect(phaseOf('fragman.mp4')).toBe('done'), LONG_WAIT)
    expect(row('fragman.mp4')!.textContent).toContain('Uploaded · processing')
    // The same upload went on (no second one from zero) and holds every byte.
    expect(serverUpload('fragman.mp4')).toEqual([expect.objectContaining({ state: 'complete', offset: file.size })])
  })

  it('a refused chunk stops the upload with the reason; resume continues once the server accepts', async () => {
    const { user, faults } = await renderPage()
    faults.set({ method: 'PATCH', path: CHUNKS, status: 403 })
    await upload(user, videoFile('reddedilen.mp4', 2 * MiB))
    await waitFor(() => expect(phaseOf('reddedilen.mp4')).toBe('failed'))
    expect(row('reddedilen.mp4')!.textContent).toContain('Stopped at 0%: the server refused the file')
    faults.clear()
    await user.click(rowButton('reddedilen.mp4', 'Resume'))
    await waitFor(() => expect(phaseOf('reddedilen.mp4')).toBe('done'), LONG_WAIT)
    expect(serverUpload('reddedilen.mp4')).toEqual([expect.objectContaining({ state: 'complete' })])
  })

  it('cancels one upload (the server discards it, its flag is cleared), then cancels all the others', async () => {
    const { user, faults } = await renderPage()
    faults.set({ method: 'PATCH', path: CHUNKS, latencyMs: 2_000 })
    await upload(user, videoFile('bir.mp4', 20 * MiB), videoFile('iki.mp4', 20 * MiB), videoFile('uc.mp4', 20 * MiB))
    await waitFor(() => expect(within(tray()).getByText('Uploads: 3 running')).toBeTruthy())

    await waitFor(() => expect(['bir.mp4', 'iki.mp4', 'uc.mp4'].map((name) => serverUpload(name).length)).toEqual([1, 1, 1]))
    const cancelled = contentOf('iki.mp4')
    const total = gateway.db.videos.list(channelId).length
    await user.click(rowButton('iki.mp4', 'Cancel'))
    await waitFor(() => expect(phaseOf('iki.mp4')).toBe('cancelled'))
    expect(row('iki.mp4')!.textContent).toContain('Cancelled')
    // The server let go of it (tus termination) and discarded its draft: the channel's total goes back.
    expect(gateway.db.contents.has(cancelled.id)).toBe(false)
    expect(gateway.db.videos.get(cancelled.videoUid)).toBeUndefined()
    expect(gateway.db.videos.list(channelId).length).toBe(total - 1)
    expect(tray().getAttribute('data-cancellation-flags')).toBe('0')
    expect(phaseOf('bir.mp4')).toBe('uploading')

    await user.click(within(tray()).getByRole('button', { name: 'Cancel all', hidden: true }))
    await waitFor(() => expect([phaseOf('bir.mp4'), phaseOf('uc.mp4')]).toEqual(['cancelled', 'cancelled']))
    expect([...gateway.db.contents.values()].filter((content: Content) => ['bir.mp4', 'uc.mp4'].includes(content.fileName ?? ''))).toEqual([])
    expect(tray().getAttribute('data-cancellation-flags')).toBe('0')
    expect(within(tray()).queryByRole('button', { name: 'Cancel all', hidden: true })).toBeNull()
    await user.click(within(tray()).getByRole('button', { name: 'Clear finished', hidden: true }))
    expect(screen.queryByTestId('upload-tray')).toBeNull()
  })

  it('after a reload lists the interrupted upload; the same file continues from the server’s offset, another file is refused', async () => {
    // The earlier page: an upload that stopped part way, its fingerprint stored in this browser.
    const { faults } = await renderScreen(<div />, { gateway, language: 'en' })
    faults.set({ method: 'PATCH', path: CHUNKS, latencyMs: 200 })
    const file = videoFile('yarim.mp4', 24 * MiB)
    const created = await createContent({ channelId, fileName: file.name, placement: 'video' })
    await new Promise<void>((resolve, reject) => {
      const earlier = createResumableUpload({
        file,
        channelId,
        contentId: created.id,
        metadata: { contentId: created.id, videoUid: created.videoUid, channelId },
        // Part way into the second chunk: the first is on the server.
        onProgress: (sent) => void (sent >= 10 * MiB && earlier.pause().then(resolve)),
        onSuccess: () => reject(new Error('finished before the "reload"')),
        onError: (_, message) => reject(new Error(message)),
      })
      earlier.start()
    })
    // The first chunk is on the server once its answer came back (the pause only stops the next).
    await waitFor(() => expect(serverUpload(file.name)[0]?.offset).toBeGreaterThan(0))
    const [stopped] = serverUpload(file.name)
    expect(stopped!.offset).toBeGreaterThan(0)
    expect(stopped!.offset).toBeLessThan(file.size)
    document.body.innerHTML = ''

    const { user } = await renderPage()
    const interrupted = await waitFor(() => tray().querySelector<HTMLElement>('[data-interrupted="yarim.mp4"]')!)
    expect(interrupted.textContent).toContain('Interrupted: nothing is being sent. Pick the same file again to continue where it stopped.')
    const picker = screen.getByTestId('upload-continue-picker') as HTMLInputElement

    // The list says so too: nothing is being sent, whatever the server last heard.
    const listed = () => document.querySelector<HTMLElement>(`[data-row-id="${created.videoUid}"] [data-upload-status]`)
    await waitFor(() => expect(listed()?.getAttribute('data-upload-status')).toBe('interrupted'), LONG_WAIT)
    expect(listed()!.textContent).toMatch(/^Interrupted at \d+%$/)

    // Another file is not taken for it.
    await user.click(within(interrupted).getByRole('button', { name: 'Pick the file', hidden: true }))
    await user.upload(picker, videoFile('yarim.mp4', 24 * MiB + 1))
    expect(await within(tray()).findByText('That is not the same file as yarim.mp4. Pick the file that was being uploaded.')).toBeTruthy()

    // The list row's action asks for the file as well.
    const title = gateway.db.videos.get(created.videoUid)!.video
    await user.click(screen.getByRole('button', { name: `Actions for ${title}`, hidden: true }))
    await user.click(await screen.findByRole('menuitem', { name: 'Pick the file again' }))
    await user.upload(picker, videoFile('yarim.mp4', 24 * MiB))
    await waitFor(() => expect(row('yarim.mp4')).toBeTruthy())
    await waitFor(() => expect(document.querySelector(`[data-row-id="${created.videoUid}"] [data-upload-status="interrupted"]`)).toBeNull())
    await waitFor(() => expect(phaseOf('yarim.mp4')).toBe('done'), LONG_WAIT)
    // The same upload finished: nothing was sent again from zero, and the fingerprint is gone.
    expect(serverUpload(file.name)).toEqual([expect.objectContaining({ id: stopped!.id, state: 'complete', offset: file.size })])
    expect(tray().querySelector('[data-interrupted]')).toBeNull()
    expect(Object.keys(localStorage).filter((key) => key.startsWith('tus::'))).toEqual([])
  })

  it('tells an upload another tab sends from an interrupted one, and one another browser sends from one that stalled', async () => {
    // This browser started it (fingerprint stored) and another of its tabs is sending it now (its heartbeat).
    const { faults } = await renderScreen(<div />, { gateway, language: 'en' })
    faults.set({ method: 'PATCH', path: CHUNKS, latencyMs: 100 })
    const file = videoFile('sekme.mp4', 12 * MiB)
    const created = await createContent({ channelId, fileName: file.name, placement: 'video' })
    await new Promise<void>((resolve, reject) => {
      const earlier = createResumableUpload({
        file,
        channelId,
        contentId: created.id,
        metadata: { contentId: created.id, videoUid: created.videoUid, channelId },
        onProgress: (sent) => void (sent >= 9 * MiB && earlier.pause().then(resolve)),
        onSuccess: () => reject(new Error('finished before the other tab took it')),
        onError: (_, message) => reject(new Error(message)),
      })
      earlier.start()
    })
    document.body.innerHTML = ''
    localStorage.setItem('uploadsSending', JSON.stringify({ [created.videoUid]: Date.now() }))
    // Two uploads this browser never saw: one another browser is sending, one whose sender stopped 10 minutes ago.
    const [sending, stopped] = gateway.db.videos.list(channelId).filter((video) => video.uploadStatus === 'uploaded')
    Object.assign(sending!, { uploadStatus: 'uploading', loadingStatus: 47 })
    Object.assign(stopped!, { uploadStatus: 'uploading', loadingStatus: 30 })
    gateway.db.videos.touchUpload(sending!.id)
    gateway.db.videos.touchUpload(stopped!.id, Date.now() - 10 * 60_000)
    gateway.db.videos.changed(channelId)

    const { user } = await renderPage()
    const status = (id: string) => document.querySelector<HTMLElement>(`[data-row-id="${id}"] [data-upload-status]`)
    await waitFor(() => expect(status(created.videoUid)).toBeTruthy(), LONG_WAIT)
    // Not "interrupted": nothing to pick here (it would compete with the tab sending it).
    expect(status(created.videoUid)!.getAttribute('data-upload-status')).toBe('elsewhere')
    expect(status(created.videoUid)!.textContent).toMatch(/^Uploading \d+% · from another tab or browser$/)
    const waiting = tray().querySelector<HTMLElement>('[data-elsewhere="sekme.mp4"]')!
    expect(waiting.textContent).toContain('Being sent from another tab of this browser: nothing to do here.')
    expect(within(waiting).queryByRole('button', { name: 'Pick the file', hidden: true })).toBeNull()
    const title = gateway.db.videos.get(created.videoUid)!.video
    await user.click(screen.getByRole('button', { name: `Actions for ${title}`, hidden: true }))
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent)
    expect(items.length).toBeGreaterThan(0)
    expect(items).not.toContain('Pick the file again')
    await user.keyboard('{Escape}')

    expect(status(sending!.id)!.getAttribute('data-upload-status')).toBe('elsewhere')
    expect(status(sending!.id)!.textContent).toBe('Uploading 47% · from another tab or browser')
    expect(status(stopped!.id)!.getAttribute('data-upload-status')).toBe('stalled')
    expect(status(stopped!.id)!.textContent).toBe('Stalled at 30% · nothing received for 10 minutes')

    // The other tab's user pauses it there: paused, not uploading, and still nothing to pick here.
    localStorage.setItem('uploadsSending', JSON.stringify({ [created.videoUid]: { at: Date.now(), paused: true } }))
    window.dispatchEvent(new StorageEvent('storage', { key: 'uploadsSending' }))
    await waitFor(() => expect(status(created.videoUid)!.getAttribute('data-upload-status')).toBe('pausedElsewhere'))
    expect(status(created.videoUid)!.textContent).toMatch(/^Paused at \d+% · in another tab$/)
    expect(tray().querySelector('[data-elsewhere="sekme.mp4"]')!.textContent).toContain('Paused in another tab of this browser: resume it there.')

    // The other tab stops beating (closed): this browser's own upload is interrupted again, with its file to pick.
    localStorage.setItem('uploadsSending', JSON.stringify({ [created.videoUid]: Date.now() - 60_000 }))
    window.dispatchEvent(new StorageEvent('storage', { key: 'uploadsSending' }))
    await waitFor(() => expect(status(created.videoUid)!.getAttribute('data-upload-status')).toBe('interrupted'))
    expect(tray().querySelector('[data-interrupted="sekme.mp4"]')).toBeTruthy()
  })

  it('a server outage shows as retrying at once, with the reason and no speed; Retry now goes on once the server is back', async () => {
    const { user, faults } = await renderPage()
    faults.set({ method: 'PATCH', path: CHUNKS, status: 500 })
    await upload(user, videoFile('kesinti.mp4', 2 * MiB))
    await waitFor(() => expect(phaseOf('kesinti.mp4')).toBe('retrying'))
    expect(row('kesinti.mp4')!.textContent).toMatch(/Connection lost · retrying (in \d+ s|now) · the server answered with error 500/)
    expect(row('kesinti.mp4')!.textContent).not.toMatch(/\/s|left/)
    expect(within(tray()).getByText('Uploads: 1 running')).toBeTruthy()
    faults.clear()
    await user.click(within(row('kesinti.mp4')!).getByRole('button', { name: 'Retry now: kesinti.mp4', hidden: true }))
    await waitFor(() => expect(phaseOf('kesinti.mp4')).toBe('done'), LONG_WAIT)
    expect(serverUpload('kesinti.mp4')).toEqual([expect.objectContaining({ state: 'complete' })])
  })

  it('speaks Turkish while a dropped connection is retried, and once processing is over says uploaded, as the list does', async () => {
    let push: ((event: VideoStatusChangedEvent) => void) | undefined
    const subscribe = vi.spyOn(notificationHub, 'onVideoStatus').mockImplementation((listener) => {
      push = listener
      return () => (push = undefined)
    })
    const { user, faults } = await renderScreen(<UploadTray />, { gateway, language: 'tr' })
    faults.set({ method: 'PATCH', path: CHUNKS, network: true })
    const file = videoFile('kopan.mp4', 2 * MiB)
    const created = await createContent({ channelId, fileName: file.name, placement: 'video' })
    uploadManager.add({ file, channelId, contentId: created.id, videoUid: created.videoUid })
    await waitFor(() => expect(phaseOf('kopan.mp4')).toBe('retrying'))
    expect(row('kopan.mp4')!.textContent).toMatch(/Bağlantı kesildi · (\d+ sn\. içinde yeniden denenecek|şimdi yeniden deneniyor) · bağlantı koptu/)
    faults.clear()
    await user.click(within(row('kopan.mp4')!).getByRole('button', { name: 'Şimdi dene: kopan.mp4', hidden: true }))
    await waitFor(() => expect(phaseOf('kopan.mp4')).toBe('done'), LONG_WAIT)
    expect(row('kopan.mp4')!.textContent).toContain('Yüklendi · işleniyor')
    push!({ id: created.videoUid, channelId, videoId: null, status: 'draft', loadingStatus: 100, uploadStatus: 'uploaded', thumbnail: null })
    await waitFor(() => expect(row('kopan.mp4')!.getAttribute('data-server-status')).toBe('uploaded'))
    expect(row('kopan.mp4')!.textContent).toMatch(/kopan\.mp4Yüklendi$/)
    subscribe.mockRestore()
  })
})
