import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { notificationHub } from '@/api/notification-hub'
import type { VideoBulkUpdateRequest, VideoSearchRequest, VideoStatusChangedEvent } from '@/api/generated/channel/model'
import { createGateway, type MockGateway } from '@mocks/gateway'
import type { VideoRecord } from '@mocks/db/videos'
import { quietConsoleErrors } from '@tests/console'
import { searchParams } from '@tests/dom'
import { api } from '@tests/msw'
import { renderScreen } from '@tests/screen'
import { formatters } from '@/lib/format'
import { ChannelVideosScreen } from './videos-screen'
import { LONG_WAIT } from '@tests/waits'

const searches: VideoSearchRequest[] = []
const bulkBodies: VideoBulkUpdateRequest[] = []
const spies = [
  http.post(api('channel', '/videos/search'), async ({ request }) => void searches.push((await request.clone().json()) as VideoSearchRequest)),
  http.post(api('channel', '/videos/bulk-update'), async ({ request }) => void bulkBodies.push((await request.clone().json()) as VideoBulkUpdateRequest)),
]
let gateway: MockGateway
let channelId: string
let videos: VideoRecord[]

beforeEach(() => {
  gateway = createGateway()
  // A small channel: its videos sorted by views are known to the test.
  const channel = gateway.db.channel.channels.find((c) => c.videoCount >= 6 && c.videoCount <= 40)!
  channelId = channel.id
  videos = gateway.db.videos.list(channelId)
  searches.length = 0
  bulkBodies.length = 0
  localStorage.clear()
  quietConsoleErrors()
})

const PATH = '/my-channels/:channelId/contents/videos'
const renderVideos = (query = '', language: 'tr' | 'en' = 'en') =>
  renderScreen(<ChannelVideosScreen />, {
    gateway,
    handlers: spies,
    route: `/my-channels/${channelId}/contents/videos${query}`,
    path: PATH,
    language,
    withLocation: true,
  })

const table = () => screen.getByRole('table', { name: 'Videos', hidden: true })
const rowOf = (id: string) => table().querySelector<HTMLElement>(`[data-row-id="${id}"]`)!
const titles = () => [...table().querySelectorAll('[data-row-id] [data-column="video"]')].map((cell) => cell.textContent?.replace('Restricted', '').trim())

describe('videos list', () => {
  it('sends the URL’s filters, sort and page size to the server, and writes filter changes back to the URL', async () => {
    const { user } = await renderVideos(
      '?privacyStatus=public&privacyStatus=unlisted&uploadedStart=2020-01-01&thirdpartyClaimsCount=1&sort=viewCount&order=desc&size=100',
    )
    await waitFor(() => expect(searches.length).toBeGreaterThan(0))
    const body = searches.at(-1)!
    expect(body).toMatchObject({
      index: 0,
      size: 100,
      channelId,
      visibility: ['public', 'unlisted'],
      thirdpartyClaimsCount: 1,
      sortKey: 'viewCount',
      sortOrder: 'desc',
    })
    expect(body.uploadedAtStart).toBe(new Date(2020, 0, 1).toISOString())
    const expected = videos
      .filter(
        (v) =>
          ['public', 'unlisted'].includes(v.privacyStatus) &&
          v.thirdpartyClaimsCount >= 1 &&
          v.uploadedAt &&
          v.uploadedAt >= new Date(2020, 0, 1).toISOString(),
      )
      .sort((a, b) => b.viewCount - a.viewCount)
    await waitFor(() => expect(titles()).toEqual(expected.map((v) => v.video)))

    await user.click(screen.getByRole('combobox', { name: 'Monetization' }))
    await user.click(await screen.findByRole('option', { name: 'Yes' }))
    await waitFor(() => expect(searchParams().get('monetize')).toBe('true'))
    expect(searchParams().getAll('privacyStatus')).toEqual(['public', 'unlisted'])
    await waitFor(() => expect(searches.at(-1)).toMatchObject({ monetize: true, visibility: ['public', 'unlisted'] }))
  })

  it('saves the chosen columns under video_selected_columns', async () => {
    const { user } = await renderVideos()
    await waitFor(() => expect(titles().length).toBe(Math.min(videos.length, 50)))
    expect(within(table()).getByRole('columnheader', { name: 'Video type', hidden: true })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: /Columns|Sütunlar/ }))
    await user.click(await screen.findByRole('checkbox', { name: 'Video type', hidden: true }))
    await waitFor(() => expect(within(table()).queryByRole('columnheader', { name: 'Video type', hidden: true })).toBeNull())
    const stored = JSON.parse(localStorage.getItem('video_selected_columns') ?? '[]') as string[]
    expect(stored).not.toContain('videoKind')
    expect(stored[0]).toBe('video')
  })

  it('filters on "no subtitles in <language>" from the URL on the server and shows the published subtitle languages as a column', async () => {
    const SRT = '1\n00:00:01,000 --> 00:00:03,000\nHallo\n'
    const publish = async (video: VideoRecord, languageCode: string) => {
      const done = new Promise((resolve) => gateway.db.captions.onStatusChanged(resolve))
      const track = gateway.db.captions.add(
        { video, languageCode, kind: 'subtitles', name: languageCode, updatedBy: 'Test', updatedAt: new Date().toISOString() },
        SRT,
        'srt',
      )
      await done
      track.status = 'published'
    }
    const [german, english] = [videos[0]!, videos[1]!]
    await publish(german, 'de')
    await publish(german, 'en')
    await publish(english, 'en')
    localStorage.setItem('video_selected_columns', JSON.stringify(['video', 'subtitleLanguages']))
    const { user } = await renderVideos('?withoutSubtitlesIn=de')
    await waitFor(() => expect(searches.at(-1)?.withoutSubtitlesIn).toBe('de'))
    await waitFor(() => expect(titles().length).toBe(Math.min(videos.length - 1, 50)), LONG_WAIT)
    expect(rowOf(german.id)).toBeNull()
    expect(rowOf(english.id).querySelector('[data-column="subtitleLanguages"]')?.textContent).toBe('EN')
    expect(within(table()).getByRole('columnheader', { name: 'Subtitles', hidden: true })).toBeTruthy()
    expect(screen.getByRole('combobox', { name: 'No subtitles in' }).textContent).toContain('German')

    await user.click(screen.getByRole('combobox', { name: 'No subtitles in' }))
    await user.click(await screen.findByRole('option', { name: 'English' }))
    await waitFor(() => expect(searchParams().get('withoutSubtitlesIn')).toBe('en'))
    await waitFor(() => expect(titles().length).toBe(Math.min(videos.length - 2, 50)), LONG_WAIT)
    expect(rowOf(german.id)).toBeNull()
    expect(rowOf(english.id)).toBeNull()
  })

  it('edits a title in place: line breaks become spaces, a failed save keeps the text and shows the server’s message, Escape cancels', async () => {
    const { user, faults } = await renderVideos()
    const video = videos[0]!
    await waitFor(() => expect(rowOf(video.id)).toBeTruthy())
    await user.click(within(rowOf(video.id)).getByRole('button', { name: `Edit title: ${video.video}`, hidden: true }))
    const box = within(rowOf(video.id)).getByRole('textbox', { name: 'Video title', hidden: true }) as HTMLInputElement
    await user.clear(box)
    await user.paste('Yeni\nbaşlık\r\n2')
    expect(box.value).toBe('Yeni başlık 2')

    faults.set({ method: 'POST', path: '/channel-service/videos/bulk-update', status: 500, times: 1 })
    await user.type(box, '{Enter}')
    expect(await within(rowOf(video.id)).findByRole('alert', { hidden: true })).toBeTruthy()
    expect(within(rowOf(video.id)).getByRole('alert', { hidden: true }).textContent).not.toBe('')
    expect((within(rowOf(video.id)).getByRole('textbox', { hidden: true }) as HTMLInputElement).value).toBe('Yeni başlık 2')

    await user.type(within(rowOf(video.id)).getByRole('textbox', { hidden: true }), '{Enter}')
    await waitFor(() => expect(gateway.db.videos.get(video.id)!.video).toBe('Yeni başlık 2'))
    expect(bulkBodies.at(-1)).toEqual({ channelId, ids: [video.id], changes: { title: { mode: 'replace', value: 'Yeni başlık 2' } } })
    await waitFor(() => expect(within(rowOf(video.id)).getByRole('button', { name: 'Edit title: Yeni başlık 2', hidden: true })).toBeTruthy())

    await user.click(within(rowOf(video.id)).getByRole('button', { name: 'Edit title: Yeni başlık 2', hidden: true }))
    await user.type(within(rowOf(video.id)).getByRole('textbox', { hidden: true }), ' X{Escape}')
    expect(within(rowOf(video.id)).queryByRole('textbox', { hidden: true })).toBeNull()
    expect(gateway.db.videos.get(video.id)!.video).toBe('Yeni başlık 2')
  })

  it('bulk-edits privacy as a server job: the preview names what changes and what is refused, the job reports each refusal, and retrying runs the failed one', async () => {
    const [blocked, other] = videos as [VideoRecord, VideoRecord]
    Object.assign(blocked, { status: 'blocked', privacyStatus: 'private' })
    Object.assign(other, { status: 'draft', privacyStatus: 'private' })
    const { user } = await renderVideos()
    await waitFor(() => expect(rowOf(blocked.id)).toBeTruthy())
    await user.click(within(rowOf(blocked.id)).getByRole('checkbox', { hidden: true }))
    await user.click(within(rowOf(other.id)).getByRole('checkbox', { hidden: true }))
    await user.click(screen.getByRole('button', { name: 'Bulk edit' }))
    const dialog = (await screen.findByText('Edit 2 videos')).closest<HTMLElement>('[role="dialog"]')!
    await user.click(within(dialog).getByRole('checkbox', { name: 'Visibility', hidden: true }))
    await user.click(within(dialog).getByRole('radio', { name: 'Public', hidden: true }))
    await user.click(within(dialog).getByRole('button', { name: 'Update 2 videos', hidden: true }))

    // The server's preview: nothing is written yet.
    const previewDialog = (await screen.findByText('1 video will change, 0 already so, 1 cannot be changed.')).closest<HTMLElement>('[role="dialog"]')!
    const preview = within(previewDialog).getByRole('list', { name: 'Preview: the videos and the fields that change', hidden: true })
    expect(preview.querySelector(`[data-preview-item="${other.id}"]`)?.textContent).toBe(`${other.video}Visibility: Private → Public`)
    expect(preview.querySelector(`[data-preview-item="${blocked.id}"]`)?.textContent).toBe(`${blocked.video}A blocked video cannot be made public.`)
    expect(gateway.db.videos.get(other.id)!.privacyStatus).toBe('private')

    await user.click(within(previewDialog).getByRole('button', { name: 'Update 1 video', hidden: true }))
    expect(await within(previewDialog).findByText('1 done, 1 failed, 0 skipped', {}, LONG_WAIT)).toBeTruthy()
    const failed = await within(previewDialog).findByRole('list', { name: 'Not changed, and why', hidden: true })
    expect(failed.textContent).toBe(`${blocked.video}: A blocked video cannot be made public.`)
    expect(gateway.db.videos.get(other.id)!.privacyStatus).toBe('public')
    expect(gateway.db.videos.get(blocked.id)!.privacyStatus).toBe('private')

    blocked.status = 'draft'
    await user.click(within(previewDialog).getByRole('button', { name: 'Retry the failed one', hidden: true }))
    expect(await within(previewDialog).findByText('1 done, 0 failed, 0 skipped', {}, LONG_WAIT)).toBeTruthy()
    expect(gateway.db.videos.get(blocked.id)!.privacyStatus).toBe('public')
  })

  it('says the categories could not be loaded in the edit drawer (spec §8 text)', async () => {
    const video = videos[0]!
    const { faults } = await renderVideos(`?editor=${video.id}`, 'tr')
    faults.set({ method: 'GET', path: '/channel-service/commons/enums/Category/key-value-list', status: 500 })
    expect(await screen.findByText('Kategoriler yüklenirken bir hata oluştu.', {}, LONG_WAIT)).toBeTruthy()
    expect(((await screen.findByRole('textbox', { name: /Başlık/, hidden: true })) as HTMLInputElement).value).toBe(video.video)
  })

  it('shows a scheduled video as its own state with its date, in English and Turkish, and filters on it', async () => {
    const video = videos[2]!
    const plan = new Date(Date.now() + 10 * 24 * 3600_000)
    Object.assign(video, { status: 'scheduled', privacyStatus: 'private', publishedAt: plan.toISOString() })
    gateway.db.videos.changed(channelId)
    await renderVideos('?privacyStatus=scheduled')
    await waitFor(() => expect(searches.at(-1)?.visibility).toEqual(['scheduled']))
    const cell = await waitFor(() => {
      const found = rowOf(video.id)?.querySelector('[data-privacy]')
      expect(found).toBeTruthy()
      return found!
    }, LONG_WAIT)
    expect(cell.textContent).toBe(`Scheduled · ${formatters('en').dateTime(plan)}`)
    // Only scheduled videos: private ones that are not scheduled are left out.
    const shown = [...table().querySelectorAll('[data-row-id] [data-privacy]')].map((node) => node.getAttribute('data-privacy'))
    expect(shown.length).toBe(videos.filter((v) => v.status === 'scheduled').length)
    expect(new Set(shown)).toEqual(new Set(['scheduled']))
    document.body.innerHTML = ''
    await renderVideos('?privacyStatus=scheduled', 'tr')
    await waitFor(
      () => expect(document.querySelector(`[data-row-id="${video.id}"] [data-privacy]`)?.textContent).toBe(`Planlanmış · ${formatters('tr').dateTime(plan)}`),
      LONG_WAIT,
    )
  })

  it('applies a VideoStatusChanged push to the row in place, without a reload or a refetch', async () => {
    const video = videos[1]!
    Object.assign(video, { uploadStatus: 'processing', loadingStatus: 100 })
    let push: ((event: VideoStatusChangedEvent) => void) | undefined
    const subscribe = vi.spyOn(notificationHub, 'onVideoStatus').mockImplementation((listener) => {
      push = listener
      return () => (push = undefined)
    })
    await renderVideos()
    await waitFor(() => expect(rowOf(video.id).querySelector('[data-column="uploadStatus"]')?.textContent).toBe('Processing'))
    const requests = searches.length
    push!({ id: 'elsewhere', channelId: 'other-channel', videoId: null, status: 'draft', loadingStatus: 0, uploadStatus: 'failed', thumbnail: null })
    push!({ id: video.id, channelId, videoId: video.videoId, status: video.status, loadingStatus: 100, uploadStatus: 'uploaded', thumbnail: null })
    await waitFor(() => expect(rowOf(video.id).querySelector('[data-column="uploadStatus"]')?.textContent).toBe('Uploaded'))
    expect(searches.length).toBe(requests)
    subscribe.mockRestore()
  })

  it('shows and reads date filters in the interface language (dd.MM.yyyy in Turkish, MM/dd/yyyy in English) and keeps YYYY-MM-DD in the URL', async () => {
    const { user } = await renderVideos('?uploadedStart=2026-01-05', 'tr')
    const start = (await screen.findByRole('combobox', { name: 'Yüklenme başlangıcı' })) as HTMLInputElement
    expect(start.value).toBe('05.01.2026')
    const end = screen.getByRole('combobox', { name: 'Yayın bitişi' }) as HTMLInputElement
    expect(end.value).toBe('')
    expect(end.placeholder).toBe('gg.aa.yyyy')

    await user.type(end, '2.3.2026')
    await user.tab()
    await waitFor(() => expect(searchParams().get('publishedEnd')).toBe('2026-03-02'))
    expect(end.value).toBe('02.03.2026')
    expect(searchParams().get('uploadedStart')).toBe('2026-01-05')
    await waitFor(() => expect(searches.at(-1)?.uploadedAtStart).toBe(new Date(2026, 0, 5).toISOString()))
  })

  it('reads a typed day month first in English', async () => {
    const { user } = await renderVideos('', 'en')
    const from = (await screen.findByRole('combobox', { name: 'Uploaded from' })) as HTMLInputElement
    await user.type(from, '03/02/2026')
    await user.tab()
    await waitFor(() => expect(searchParams().get('uploadedStart')).toBe('2026-03-02'))
  })
})

describe('video editor, when another user saved the video meanwhile', () => {
  it('keeps their title and my description, and saves once more with their version (no dialog)', async () => {
    const video = videos[0]!
    const { user } = await renderVideos(`?editor=${video.id}`)
    const description = (await screen.findByRole('textbox', { name: /Description/, hidden: true }, LONG_WAIT)) as HTMLTextAreaElement
    await user.clear(description)
    await user.type(description, 'Typed by me')
    // Burak saves a new title on the gateway.
    video.video = 'Their new title'
    gateway.db.versions.bump(video.id, { id: 'other-user', name: 'Burak Demir' }, ['video'])
    await user.click(screen.getByRole('button', { name: 'Save', hidden: true }))
    await waitFor(() => expect(video.description).toBe('Typed by me'), LONG_WAIT)
    expect(video.video).toBe('Their new title')
    // The gateway took the resave: it carried the version Burak's save made (If-Match), else a 412 again.
    expect(screen.queryByTestId('form-server-error')).toBeNull()
    expect(screen.queryByTestId('merge-dialog')).toBeNull()
  })
})
