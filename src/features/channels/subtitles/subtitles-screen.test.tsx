import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { CaptionTrackStatusChangedEvent } from '@/api/generated/channel/model'
import { notificationHub } from '@/api/notification-hub'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { currentLocation, LocationProbe } from '@tests/dom'
import { LiveRecords, relayRecordChanges } from '@tests/live'
import { renderScreen } from '@tests/screen'
import { testClient } from '@tests/test-client'
import { LONG_WAIT } from '@tests/waits'
import { SubtitlesScreen } from './subtitles-screen'

let gateway: MockGateway
beforeEach(() => {
  gateway = createGateway()
})

const channel = () => gateway.db.channel.channels[0]!
const videoAt = (index: number) => gateway.db.videos.list(channel().id)[index]!

const renderSubtitles = (videoId: string, language: 'tr' | 'en', query = '') =>
  renderScreen(<SubtitlesScreen />, {
    gateway,
    language,
    route: `/my-channels/${channel().id}/contents/videos/${videoId}/subtitles${query}`,
    path: '/my-channels/:channelId/contents/videos/:videoId/subtitles',
  })

const srt = (blocks: Array<[string, string, string]>) => blocks.map(([start, end, text], i) => `${i + 1}\n${start} --> ${end}\n${text}\n`).join('\n')

describe('Subtitles', () => {
  it('checks a chosen file before upload: errors with cue and line block it; a clean Windows-1254 file uploads and is processed', async () => {
    const video = videoAt(1)
    const { user } = await renderSubtitles(video.id, 'en')
    await screen.findByRole('table', { name: 'Tracks' }, LONG_WAIT)
    const bad = srt([
      ['00:00:01,000', '00:00:03,000', 'Hello'],
      ['00:00:02,500', '00:00:04,000', 'Overlapping'],
      ['00:00:05,000', '00:00:0x,000', 'Broken'],
      ['00:00:11,000', '00:00:13,000', 'Too late'],
    ])
    await user.upload(screen.getByLabelText('SRT or WebVTT file'), new File([bad], 'bad.srt'))
    await screen.findByText('bad.srt: 3 cues, 3 errors, 0 warnings.')
    const problems = within(screen.getByRole('list', { name: 'bad.srt' }))
    expect(problems.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'ErrorLine 6, cue 2:The cue overlaps cue 1.',
      'ErrorLine 10, cue 3:The timestamp is malformed.',
      "ErrorLine 14, cue 4:The cue ends after the video's end (12 s).",
    ])
    expect((screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement).disabled).toBe(true)

    // "Şoför Çağrı" saved as Windows-1254 by an old tool.
    const bytes = Uint8Array.from(
      [...'1\r\n00:00:01,000 --> 00:00:03,000\r\n'].map((c) => c.charCodeAt(0)).concat([0xde, 0x6f, 0x66, 0xf6, 0x72, 0x20, 0xc7, 0x61, 0xf0, 0x72, 0xfd]),
    )
    await user.upload(screen.getByLabelText('SRT or WebVTT file'), new File([bytes], 'ansi.srt'))
    await screen.findByText('The file was saved as Turkish Windows-1254; it was converted to UTF-8.')
    const processed = new Promise<CaptionTrackStatusChangedEvent>((resolve) => gateway.db.captions.onStatusChanged(resolve))
    await user.click(screen.getByRole('combobox', { name: 'Language' }))
    await user.click(screen.getByRole('option', { name: 'Turkish' }))
    await user.click(screen.getByRole('button', { name: 'Upload' }))
    await screen.findByText('Turkish was uploaded; it is being processed.')
    expect((await processed).status).toBe('draft')
    const track = gateway.db.captions.ofVideo(video.id).find((t) => t.languageCode === 'tr')!
    expect(track.cues).toEqual([{ start: 1, end: 3, text: 'Şoför Çağrı' }])
  })

  it('edits a draft against the video in Turkish: the keyboard moves a start, an error shows as it is typed, publishing sends the cues', async () => {
    const video = videoAt(0)
    const draft = gateway.db.captions.ofVideo(video.id).find((t) => t.status === 'draft')!
    const { user } = await renderSubtitles(video.id, 'tr', `?track=${draft.id}`)
    const cues = await screen.findByRole('list', { name: 'Altyazılar' }, LONG_WAIT)
    const editor = within(screen.getByRole('region', { name: 'Deutsch düzenleniyor' }))
    expect(screen.getByLabelText('Video').getAttribute('src')).toMatch(/\/mock-media\/caption-sample\.mp4$/)
    const second = within(cues).getByRole('listitem', { name: 'Altyazı 2' })
    const text = within(second).getByRole('textbox', { name: 'Metin' })
    await user.click(text)
    await user.keyboard('{Alt>}{ArrowRight}{/Alt}')
    expect((within(second).getByRole('spinbutton', { name: 'Başlangıç (sn)' }) as HTMLInputElement).value).toBe('3.1')
    await user.clear(text)
    await within(second).findByText('Hata: Altyazı boş.')
    expect((editor.getByRole('button', { name: 'Yayımla' }) as HTMLButtonElement).disabled).toBe(true)
    await user.type(text, 'Heute: die neue Staffel.')
    await waitFor(() => expect((editor.getByRole('button', { name: 'Yayımla' }) as HTMLButtonElement).disabled).toBe(false))
    await user.click(editor.getByRole('button', { name: 'Yayımla' }))
    await waitFor(() => expect(gateway.db.captions.get(draft.id)?.status).toBe('published'))
    expect(gateway.db.captions.get(draft.id)?.cues[1]).toEqual({ start: 3.1, end: 5.6, text: 'Heute: die neue Staffel.' })
    expect(gateway.db.captions.get(draft.id)?.source).toBe('edited')
  })

  it.each([
    { language: 'en' as const, delete: 'Delete: English', deleted: 'English was deleted.', undo: 'Undo', restored: 'English is back.' },
    { language: 'tr' as const, delete: 'Sil: English', deleted: 'English silindi.', undo: 'Geri al', restored: 'English geri getirildi.' },
  ])('deletes a track at once without a question and Undo brings the same track back ($language)', async (words) => {
    const video = videoAt(0)
    const english = gateway.db.captions.ofVideo(video.id).find((t) => t.languageCode === 'en')!
    const { user } = await renderSubtitles(video.id, words.language)
    const table = await screen.findByRole('table', {}, LONG_WAIT)
    await user.click(within(table).getByRole('button', { name: words.delete }))
    const toast = (await screen.findByText(words.deleted)).closest('[role="listitem"]') as HTMLElement
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(within(table).queryByRole('button', { name: words.delete })).toBeNull())
    expect(gateway.db.captions.get(english.id)).toBeUndefined()

    await user.click(within(toast).getByRole('button', { name: words.undo }))
    await screen.findByText(words.restored)
    await within(table).findByRole('button', { name: words.delete })
    expect(gateway.db.captions.get(english.id)?.cues.length).toBeGreaterThan(0)
  })

  it('shows a track restored elsewhere (another tab, the API) without a reload (en)', async () => {
    // The hub as the page sees it: the gateway's CaptionTrackStatusChanged reaches the page's listener.
    vi.spyOn(notificationHub, 'onCaptionStatus').mockImplementation((listener) => gateway.db.captions.onStatusChanged(listener))
    const video = videoAt(0)
    const english = gateway.db.captions.ofVideo(video.id).find((t) => t.languageCode === 'en')!
    const client = testClient(gateway)
    await client.login('admin@demo.local')
    expect((await client.call('DELETE', `/channel-service/captions/${english.id}`)).status).toBe(200)
    await renderSubtitles(video.id, 'en')
    const table = await screen.findByRole('table', { name: 'Tracks' }, LONG_WAIT)
    expect(within(table).queryByRole('button', { name: 'Delete: English' })).toBeNull()
    expect((await client.call('POST', '/channel-service/captions/trash/restore', { ids: [english.id] })).status).toBe(200)
    await within(table).findByRole('button', { name: 'Delete: English' })
  })

  it('drops a track deleted elsewhere (another tab, the API) without a reload (en)', async () => {
    // The hub as the app sees it: the delete's RecordChanged (deleted) reaches the layout's live-records listener.
    relayRecordChanges(gateway)
    const video = videoAt(0)
    const german = gateway.db.captions.ofVideo(video.id).find((t) => t.languageCode === 'de')!
    await renderScreen(
      <>
        <SubtitlesScreen />
        <LiveRecords />
      </>,
      {
        gateway,
        language: 'en',
        route: `/my-channels/${channel().id}/contents/videos/${video.id}/subtitles`,
        path: '/my-channels/:channelId/contents/videos/:videoId/subtitles',
      },
    )
    const table = await screen.findByRole('table', { name: 'Tracks' }, LONG_WAIT)
    await within(table).findByRole('button', { name: `Delete: ${german.name}` })
    const client = testClient(gateway)
    await client.login('admin@demo.local')
    expect((await client.call('DELETE', `/channel-service/captions/${german.id}`)).status).toBe(200)
    await waitFor(() => expect(within(table).queryByRole('button', { name: `Delete: ${german.name}` })).toBeNull())
    expect(within(table).getByRole('button', { name: 'Delete: English' })).toBeTruthy()
  })

  it('opens the channel’s subtitles Trash from a video, remembering the video (tr)', async () => {
    const video = videoAt(0)
    const route = `/my-channels/${channel().id}/contents/videos/${video.id}/subtitles`
    const { user } = await renderScreen(<SubtitlesScreen />, {
      gateway,
      language: 'tr',
      route,
      routes: [
        { path: '/my-channels/:channelId/contents/videos/:videoId/subtitles', element: <SubtitlesScreen /> },
        { path: '*', element: <LocationProbe /> },
      ],
    })
    await user.click(await screen.findByRole('button', { name: 'Çöp Kutusu' }, LONG_WAIT))
    expect(currentLocation()).toBe(`/my-channels/${channel().id}/contents/subtitles/trash?video=${video.id}`)
  })
})
