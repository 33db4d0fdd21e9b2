import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createGateway } from '@mocks/gateway'
import { renderScreen } from '@tests/screen'
import VideoImportDialog from './video-import-dialog'

function setup() {
  const gateway = createGateway()
  const channel = gateway.db.channel.channels[0]!
  const drafts = gateway.db.videos.list(channel.id).filter((video) => video.status === 'draft')
  return { gateway, channel, drafts }
}

const csvFile = (text: string) => new File([text], 'videolar.csv', { type: 'text/csv' })
const picker = () => document.querySelector<HTMLInputElement>('input[name="csv"]')!

describe('importing video details from a CSV', () => {
  it('en: names the unknown columns and the missing id of a bad header, and offers no preview', async () => {
    const { gateway, channel } = setup()
    const { user } = await renderScreen(<VideoImportDialog channelId={channel.id} onClose={() => undefined} />, { gateway, language: 'en' })
    await user.upload(picker(), csvFile('video,titel,tags\nx,y,z\n'))
    const dialog = screen.getByRole('dialog', { hidden: true })
    expect(await within(dialog).findByText('Unknown columns: video, titel.')).toBeTruthy()
    expect(within(dialog).getByText('The id column is missing: each row must name its video.')).toBeTruthy()
    expect(within(dialog).getByText(/^The first row must name the columns, from: id, title/)).toBeTruthy()
    expect((within(dialog).getByRole('button', { name: /Preview/, hidden: true }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('tr: lists each bad row with its column and a translated reason, previews the rows that pass and runs them as a job', async () => {
    const { gateway, channel, drafts } = setup()
    const [a, b, c] = drafts
    const rows = [
      'id,title,privacy,tags,scheduled_at',
      `${a!.id},İçe aktarılan A,Özel,dizi|yeni,`,
      `${b!.id},İçe aktarılan B,,,`,
      `${c!.id},,herkese,,`,
      `bir-kimlik,Başlık,,,`,
      `${a!.id},Yine A,,,`,
      `${c!.id},${'x'.repeat(101)},,,yarın akşam`,
    ]
    const { user } = await renderScreen(<VideoImportDialog channelId={channel.id} onClose={() => undefined} />, { gateway, language: 'tr' })
    await user.upload(picker(), csvFile(rows.join('\n')))
    const problems = await screen.findByRole('list', { name: 'Dışarıda bırakılan satırlar ve nedenleri', hidden: true })
    const lines = within(problems)
      .getAllByRole('listitem', { hidden: true })
      .map((item) => item.textContent)
    expect(lines).toEqual([
      'Satır 4, privacy: public, unlisted ya da private yazın.',
      'Satır 5, id: Video kimliği değil (video listesinin dışa aktarımındaki id sütunu).',
      'Satır 6, id: 2. satırla aynı video; yalnızca ilk satır alınır.',
      'Satır 7, title: En çok 100 karakter girin.',
      'Satır 7, scheduled_at: Tarih ve saat değil (örneğin 2026-12-01 18:00).',
    ])
    expect(screen.getByText('4 satırda sorun var, dışarıda bırakılıyor:')).toBeTruthy()
    expect(screen.getByText('6 satırdan 2 tanesi önizlemeye hazır.')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: '2 satırı önizle', hidden: true }))
    expect(await screen.findByText('2 video değişecek, 0 video zaten böyle, 0 video değiştirilemez.')).toBeTruthy()
    const preview = screen.getByRole('list', { name: /Önizleme/, hidden: true })
    expect(within(preview).getByText(/Satır 2:/)).toBeTruthy()
    expect(within(preview).getByText(/Satır 3:/)).toBeTruthy()
    expect(gateway.db.videos.get(a!.id)!.video, 'the preview writes nothing').toBe(a!.video)

    await user.click(screen.getByRole('button', { name: '2 videoyu güncelle', hidden: true }))
    await waitFor(() => expect(gateway.db.videos.get(b!.id)!.video).toBe('İçe aktarılan B'))
    expect(gateway.db.videos.get(a!.id)).toMatchObject({ video: 'İçe aktarılan A', privacyStatus: 'private', tags: ['dizi', 'yeni'] })
    expect(await screen.findByText('2 tamam, 0 başarısız, 0 atlandı')).toBeTruthy()
  })

  it('en: keeps the file and what was read when going back from the preview', async () => {
    const { gateway, channel, drafts } = setup()
    const { user } = await renderScreen(<VideoImportDialog channelId={channel.id} onClose={() => undefined} />, { gateway, language: 'en' })
    await user.upload(picker(), csvFile(`id,title\n${drafts[0]!.id},Imported\n`))
    await user.click(await screen.findByRole('button', { name: 'Preview 1 row', hidden: true }))
    await screen.findByText('1 video will change, 0 already so, 0 cannot be changed.')
    await user.click(screen.getByRole('button', { name: 'Back', hidden: true }))
    expect(await screen.findByText('videolar.csv')).toBeTruthy()
    expect(screen.getByText('1 of 1 rows is ready for the preview.')).toBeTruthy()
  })

  it('tr: keeps the file when the server’s preview fails, and previews it on the second try', async () => {
    const { gateway, channel, drafts } = setup()
    const { user, faults } = await renderScreen(<VideoImportDialog channelId={channel.id} onClose={() => undefined} />, { gateway, language: 'tr' })
    faults.set({ method: 'POST', path: '/channel-service/videos/import/preview', status: 500, times: 5 })
    await user.upload(picker(), csvFile(`id,title\n${drafts[0]!.id},Yeni\n`))
    await user.click(await screen.findByRole('button', { name: '1 satırı önizle', hidden: true }))
    // The developer's injected fault is shown as the server sent it (a real server's message would be translated).
    expect(await screen.findByText('Injected fault: HTTP 500')).toBeTruthy()
    faults.clear()
    await user.click(screen.getByRole('button', { name: 'Geri', hidden: true }))
    expect(await screen.findByText('videolar.csv')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: '1 satırı önizle', hidden: true }))
    expect(await screen.findByText('1 video değişecek, 0 video zaten böyle, 0 video değiştirilemez.')).toBeTruthy()
  })
})
