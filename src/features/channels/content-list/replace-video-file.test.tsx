import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { visibleChannels } from '@mocks/db/channel-access'
import { quietConsoleErrors } from '@tests/console'
import { accountOf, grantOnly } from '@tests/gateway'
import { renderScreen } from '@tests/screen'
import { LONG_WAIT } from '@tests/waits'
import { uploadManager } from '../content-upload/upload-manager'
import { UploadTray } from '../content-upload/upload-tray'
import { SubtitlesScreen } from '../subtitles/subtitles-screen'
import { ChannelVideosScreen } from '../videos/videos-screen'

let gateway: MockGateway
beforeEach(() => {
  gateway = createGateway()
  localStorage.clear()
  quietConsoleErrors()
})

afterEach(async () => {
  await uploadManager.cancelAll()
  uploadManager.clearFinished()
})

// The first channel's newest video has a published English and a draft German caption track (mocks/db/captions.ts).
const channel = () => gateway.db.channel.channels[0]!
const video = () => gateway.db.videos.list(channel().id)[0]!
const needsUpdate = () => gateway.db.captions.ofVideo(video().id).map((t) => [t.languageCode, gateway.db.captions.view(t).needsUpdate])
const newFile = (name: string) => new File([new Uint8Array(64 * 1024)], name, { type: 'video/mp4', lastModified: 1_700_000_000_000 })

const renderEditor = (language: 'tr' | 'en') =>
  renderScreen(
    <>
      <ChannelVideosScreen />
      <UploadTray />
    </>,
    {
      gateway,
      language,
      route: `/my-channels/${channel().id}/contents/videos?editor=${video().id}`,
      path: '/my-channels/:channelId/contents/videos',
    },
  )

describe('replacing a video file from the video editor', () => {
  it('uploads the new file through the tray; once it has arrived the caption tracks need an update (en)', async () => {
    const { user } = await renderEditor('en')
    const section = await screen.findByTestId('video-file', undefined, LONG_WAIT)
    expect(within(section).getByText(`Current file: ${video().fileName}`)).toBeTruthy()
    await within(section).findByText(/Its 2 caption tracks will then be marked “needs update”/, undefined, LONG_WAIT)
    const replace = within(section).getByRole('button', { name: 'Replace file', hidden: true }) as HTMLButtonElement
    expect(replace.disabled).toBe(true)

    await user.upload(section.querySelector<HTMLInputElement>('input[name="replacement-file"]')!, newFile('new-cut.mp4'))
    await waitFor(() => expect(replace.disabled).toBe(false), LONG_WAIT)
    await user.click(replace)
    // By its title, then its dialog: a role query over the whole list behind it is slow on a busy machine.
    const title = await screen.findByText('Replace the file with “new-cut.mp4”?', undefined, LONG_WAIT)
    const dialog = title.closest<HTMLElement>('[role="alertdialog"]')!
    expect(dialog.getAttribute('aria-labelledby')).toBe(title.id)
    expect(within(dialog).getByText(/the video's 2 caption tracks are marked “needs update”/)).toBeTruthy()
    // Nothing is sent before the user confirms.
    expect(gateway.db.contents.size).toBe(0)
    await user.click(within(dialog).getByRole('button', { name: 'Replace file', hidden: true }))

    await screen.findByText('“new-cut.mp4” is uploading; follow it in the uploads tray.', undefined, LONG_WAIT)
    const row = () => screen.getByTestId('upload-tray').querySelector<HTMLElement>('[data-upload="new-cut.mp4"]')
    await waitFor(() => expect(row()?.getAttribute('data-phase')).toBe('done'), LONG_WAIT)
    expect(needsUpdate()).toEqual([
      ['en', true],
      ['de', true],
    ])
    // The new file is the video's now; the platform processes it for a few seconds (a busy machine may already be past them).
    expect(gateway.db.videos.get(video().id)).toMatchObject({ fileName: 'new-cut.mp4', uploadStatus: expect.stringMatching(/^(processing|uploaded)$/) })
  })

  it('shows "needs update" on the captions panel in Turkish; publishing again clears it', async () => {
    gateway.db.captions.replaceFile(video().id)
    const { user } = await renderScreen(<SubtitlesScreen />, {
      gateway,
      language: 'tr',
      route: `/my-channels/${channel().id}/contents/videos/${video().id}/subtitles`,
      path: '/my-channels/:channelId/contents/videos/:videoId/subtitles',
    })
    const table = await screen.findByRole('table', { name: 'Parçalar' }, LONG_WAIT)
    const rowOf = (name: string) => within(table).getByText(name).closest('tr')!
    expect(within(rowOf('English')).getByText('Güncellenmeli')).toBeTruthy()
    expect(within(rowOf('Deutsch')).getByText('Güncellenmeli')).toBeTruthy()

    await user.click(within(rowOf('English')).getByRole('button', { name: 'Yeniden yayımla' }))
    await waitFor(() => expect(within(rowOf('English')).queryByText('Güncellenmeli')).toBeNull(), LONG_WAIT)
    expect(within(rowOf('English')).queryByRole('button', { name: 'Yeniden yayımla' })).toBeNull()
    expect(needsUpdate()).toEqual([
      ['en', false],
      ['de', true],
    ])
  })

  it('is not offered to a user who may edit the video but not upload', async () => {
    grantOnly(gateway.db, 'editor@demo.local', ['video_read', 'video_write', 'channel_read'])
    const own = visibleChannels(gateway.db, accountOf(gateway.db, 'editor@demo.local').id)[0]!
    const mine = gateway.db.videos.list(own.id)[0]!
    await renderScreen(<ChannelVideosScreen />, {
      gateway,
      language: 'tr',
      signedInAs: 'editor@demo.local',
      route: `/my-channels/${own.id}/contents/videos?editor=${mine.id}`,
      path: '/my-channels/:channelId/contents/videos',
    })
    await screen.findByRole('textbox', { name: /Başlık/, hidden: true }, LONG_WAIT)
    expect(screen.queryByTestId('video-file')).toBeNull()
  })
})
