import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, type RequestHandler } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Content } from '@/api/generated/channel/model'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { languages } from '@mocks/db/reference'
import { quietConsoleErrors } from '@tests/console'
import { api } from '@tests/msw'
import { renderScreen, type ScreenResult } from '@tests/screen'
import { ChannelVideosScreen } from '../videos/videos-screen'
import { uploadManager } from './upload-manager'
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

const PATH = '/my-channels/:channelId/contents/videos'
const renderVideos = (language: 'tr' | 'en' = 'en', handlers: RequestHandler[] = []) =>
  renderScreen(<ChannelVideosScreen />, { gateway, route: `/my-channels/${channelId}/contents/videos`, path: PATH, language, handlers })

type User = ScreenResult['user']
const videoFile = (name: string, bytes = 64 * 1024) => new File([new Uint8Array(bytes)], name, { type: 'video/mp4', lastModified: 1_700_000_000_000 })
const contentOf = (fileName: string) => [...gateway.db.contents.values()].find((content: Content) => content.fileName === fileName)
// Fluent's focus manager can leave the open dialog aria-hidden in jsdom: queries inside it use `hidden`.
const inDialog = (dialog: HTMLElement) => within(dialog)
const currentStep = (dialog: HTMLElement) => dialog.querySelector('[aria-current="step"]')?.textContent ?? ''
const button = (dialog: HTMLElement, name: string | RegExp) => inDialog(dialog).getByRole('button', { name, hidden: true })

async function openWizard(user: User) {
  await user.click(await screen.findByRole('button', { name: /^(New upload|Yeni yükleme)$/ }))
  // By its title: an aria-hidden element has no accessible name.
  // The wizard's code loads on the first click (lazy): the first open may take a while.
  const heading = await screen.findByText(/^(Upload videos|Video yükle)$/, undefined, LONG_WAIT)
  return heading.closest<HTMLElement>('[role="dialog"]')!
}

async function chooseFile(user: User, dialog: HTMLElement, file: File) {
  await user.upload(dialog.querySelector<HTMLInputElement>('input[name="video-files"]')!, file)
  // The upload starts at once: the content exists and Next opens.
  await waitFor(() => expect(contentOf(file.name)).toBeTruthy())
  await waitFor(() => expect((button(dialog, /^(Next|İleri)$/) as HTMLButtonElement).disabled).toBe(false))
}

async function pick(user: User, dialog: HTMLElement, label: string, typed: string, option: string) {
  const box = inDialog(dialog).getByRole('combobox', { name: label, hidden: true })
  await user.click(box)
  await user.paste(typed)
  await user.click(await screen.findByRole('option', { name: option, hidden: true }))
  await waitFor(() => expect((box as HTMLInputElement).value).toBe(option))
}

const comboValue = (dialog: HTMLElement, label: string) => (inDialog(dialog).getByRole('combobox', { name: label, hidden: true }) as HTMLInputElement).value
const radio = (dialog: HTMLElement, name: string) => inDialog(dialog).getByRole('radio', { name, hidden: true }) as HTMLInputElement

describe('content creation wizard', () => {
  it('opens from the videos page; a chosen file starts uploading at once and its draft leads the list', async () => {
    const { user } = await renderVideos()
    const dialog = await openWizard(user)
    expect(currentStep(dialog)).toContain('Files')
    await chooseFile(user, dialog, videoFile('bolum-1.mp4'))
    const uploads = inDialog(dialog).getByRole('region', { name: 'Uploads', hidden: true })
    await waitFor(() => expect(uploads.querySelector('[data-upload="bolum-1.mp4"]')?.getAttribute('data-phase')).toBe('done'))
    expect(uploads.textContent).toContain('Uploaded · processing')
    const content = contentOf('bolum-1.mp4')!
    // Every byte reached the server, and the draft is first in the channel's list under the file's name.
    expect(['processing', 'uploaded']).toContain(gateway.db.videos.get(content.videoUid)!.uploadStatus)
    const table = screen.getByRole('table', { name: 'Videos', hidden: true })
    await waitFor(() => expect(table.querySelector('[data-row-id]')?.getAttribute('data-row-id')).toBe(content.videoUid))
    expect(table.querySelector('[data-row-id] [data-column="video"]')?.textContent).toContain('bolum-1')
  })

  it('fills the details (category failing, language, product, placement), keeps them across a step back, publishes privately by default and resets', async () => {
    const { user, faults } = await renderVideos()
    faults.set({ method: 'GET', path: '/channel-service/commons/enums/Category/key-value-list', status: 500 })
    const product = gateway.db.parameter.products.filter((p) => p.status === 'active').sort((a, b) => a.name.localeCompare(b.name))[0]!
    const turkish = languages('en').find((l) => l.code === 'tr')!
    const dialog = await openWizard(user)
    await chooseFile(user, dialog, videoFile('bolum-1.mp4'))
    await user.click(button(dialog, 'Next'))
    expect(currentStep(dialog)).toContain('Details')

    // The title starts from the file's name; the failed category list says so under its field.
    const title = inDialog(dialog).getByRole('textbox', { name: /^Title/, hidden: true }) as HTMLInputElement
    expect(title.value).toBe('bolum-1')
    expect(await inDialog(dialog).findByText('Categories could not be loaded.')).toBeTruthy()
    await user.clear(title)
    await user.paste('Bölüm 1 <b>fragman</b>')
    await pick(user, dialog, 'Language', 'turk', turkish.name)
    await pick(user, dialog, 'Product', product.name.slice(0, 6), product.name)
    expect(radio(dialog, 'Video').checked).toBe(true)
    await user.click(radio(dialog, 'Short video'))

    await user.click(button(dialog, 'Next'))
    await waitFor(() => expect(currentStep(dialog)).toContain('Visibility'))
    // The server has the details: the language, the product, and the placement made the draft a short.
    const content = contentOf('bolum-1.mp4')!
    // The category list failed, but the channel's default category (in the server's draft) is kept.
    const defaults = gateway.db.settings.installationDefaults(channelId)
    expect(content).toMatchObject({
      title: 'Bölüm 1 <b>fragman</b>',
      languageId: turkish.id,
      productId: product.id,
      placement: 'short',
      categoryId: defaults.defaultCategoryId,
    })
    expect(gateway.db.videos.get(content.videoUid)).toMatchObject({ video: 'Bölüm 1 <b>fragman</b>', languageId: turkish.id, videoKind: 'short' })
    expect(radio(dialog, 'Private').checked).toBe(true)

    // A step back and forward loses nothing.
    await user.click(button(dialog, 'Back'))
    expect(currentStep(dialog)).toContain('Details')
    expect((inDialog(dialog).getByRole('textbox', { name: /^Title/, hidden: true }) as HTMLInputElement).value).toBe('Bölüm 1 <b>fragman</b>')
    expect(comboValue(dialog, 'Language')).toBe(turkish.name)
    expect(comboValue(dialog, 'Product')).toBe(product.name)
    expect(radio(dialog, 'Short video').checked).toBe(true)
    await user.click(button(dialog, 'Next'))
    await waitFor(() => expect(currentStep(dialog)).toContain('Visibility'))

    // A plan in the past is refused in words and kept in the box; nothing is published.
    await user.click(radio(dialog, 'Scheduled'))
    const plan = inDialog(dialog).getByLabelText(/^Planned date and time/) as HTMLInputElement
    fireEvent.change(plan, { target: { value: '2020-01-02T10:30' } })
    await user.click(button(dialog, 'Publish'))
    expect(await inDialog(dialog).findByText('The planned date and time must be in the future.')).toBeTruthy()
    expect(plan.value).toBe('2020-01-02T10:30')
    expect(contentOf('bolum-1.mp4')!.currentStep).toBeLessThan(3)

    await user.click(radio(dialog, 'Private'))
    await user.click(button(dialog, 'Publish'))
    await waitFor(() => expect(currentStep(dialog)).toContain('Links'))
    const published = contentOf('bolum-1.mp4')!
    expect(published).toMatchObject({ visibility: 'private', plan_date_and_time: null })
    expect(inDialog(dialog).getByRole('link', { name: 'Open on YouTube', hidden: true }).getAttribute('href')).toBe(published.youtubeUrl)
    expect(inDialog(dialog).getByRole('link', { name: 'Open in YouTube Studio', hidden: true }).getAttribute('href')).toBe(published.youtubeStudioUrl)

    // Upload another: back to step 0 and the defaults, the page's placement included.
    await user.click(button(dialog, 'Upload another'))
    expect(currentStep(dialog)).toContain('Files')
    expect(inDialog(dialog).queryByText('bolum-1.mp4')).toBeNull()
    await chooseFile(user, dialog, videoFile('bolum-2.mp4'))
    await user.click(button(dialog, 'Next'))
    expect((inDialog(dialog).getByRole('textbox', { name: /^Title/, hidden: true }) as HTMLInputElement).value).toBe('bolum-2')
    expect(comboValue(dialog, 'Language')).toBe('')
    expect(comboValue(dialog, 'Product')).toBe('')
    expect(radio(dialog, 'Video').checked).toBe(true)
  })

  it('speaks Turkish: the spec’s category error, private by default, a past plan refused', async () => {
    const { user, faults } = await renderVideos('tr')
    faults.set({ method: 'GET', path: '/channel-service/commons/enums/Category/key-value-list', status: 500 })
    const dialog = await openWizard(user)
    await chooseFile(user, dialog, videoFile('fragman.mp4'))
    await user.click(button(dialog, 'İleri'))
    expect(await inDialog(dialog).findByText('Kategoriler yüklenirken bir hata oluştu.')).toBeTruthy()
    await user.click(button(dialog, 'İleri'))
    await waitFor(() => expect(currentStep(dialog)).toContain('Görünürlük'))
    expect(radio(dialog, 'Özel').checked).toBe(true)
    await user.click(radio(dialog, 'Planlanmış'))
    fireEvent.change(inDialog(dialog).getByLabelText(/^Planlanan tarih ve saat/), { target: { value: '2020-01-02T10:30' } })
    await user.click(button(dialog, 'Yayınla'))
    expect(await inDialog(dialog).findByText('Planlanan tarih ve saat gelecekte olmalı.')).toBeTruthy()
  })

  it('shows the server’s message when the details are refused, and keeps what was typed', async () => {
    const { user, faults } = await renderVideos()
    const dialog = await openWizard(user)
    await chooseFile(user, dialog, videoFile('bolum-3.mp4'))
    await user.click(button(dialog, 'Next'))
    const title = inDialog(dialog).getByRole('textbox', { name: /^Title/, hidden: true }) as HTMLInputElement
    await user.clear(title)
    await user.type(title, 'Yeni başlık')
    faults.set({ method: 'PUT', path: '/channel-service/contents/*/details', status: 500, times: 1 })
    await user.click(button(dialog, 'Next'))
    expect(await inDialog(dialog).findByText('Injected fault: HTTP 500')).toBeTruthy()
    expect(currentStep(dialog)).toContain('Details')
    expect(title.value).toBe('Yeni başlık')
  })

  describe('step 2 starts from the draft the server made (the channel’s installation defaults)', () => {
    /** The channel's defaults for new uploads, as its installationDefaults page would save them. */
    function setDefaults() {
      const defaults = {
        ...gateway.db.settings.installationDefaults(channelId),
        defaultDescription: 'Kanalın açıklaması <i>her bölüm</i>',
        defaultTags: ['dizi', 'yeni bölüm', 'fragman'],
        defaultCategoryId: '17',
        madeForKids: true,
      }
      gateway.db.settings.installation.set(channelId, defaults)
      return defaults
    }
    const field = (dialog: HTMLElement, name: RegExp) => inDialog(dialog).getByRole('textbox', { name, hidden: true }) as HTMLInputElement
    const categoryText = (dialog: HTMLElement) => inDialog(dialog).getByRole('combobox', { name: 'Category', hidden: true }).textContent
    const kidsSwitch = (dialog: HTMLElement) => inDialog(dialog).getByRole('switch', { name: 'Made for kids', hidden: true }) as HTMLInputElement

    it('shows the defaults in step 2 (and made for kids in step 1), and saving keeps them', async () => {
      setDefaults()
      const { user } = await renderVideos()
      const dialog = await openWizard(user)
      await chooseFile(user, dialog, videoFile('bolum-7.mp4'))
      await waitFor(() => expect(kidsSwitch(dialog).checked).toBe(true))
      await user.click(button(dialog, 'Next'))
      expect(field(dialog, /^Title/).value).toBe('bolum-7')
      await waitFor(() => expect(field(dialog, /^Description/).value).toBe('Kanalın açıklaması <i>her bölüm</i>'))
      expect(field(dialog, /^Tags/).value).toBe('dizi, yeni bölüm, fragman')
      await waitFor(() => expect(categoryText(dialog)).toBe('Sports'))

      await user.click(button(dialog, 'Next'))
      await waitFor(() => expect(currentStep(dialog)).toContain('Visibility'))
      const content = contentOf('bolum-7.mp4')!
      expect(content).toMatchObject({
        title: 'bolum-7',
        description: 'Kanalın açıklaması <i>her bölüm</i>',
        tags: ['dizi', 'yeni bölüm', 'fragman'],
        categoryId: '17',
        madeForKids: true,
      })
      expect(gateway.db.videos.get(content.videoUid)).toMatchObject({ description: 'Kanalın açıklaması <i>her bölüm</i>', categoryId: '17', madeForKids: true })
    })

    it('keeps what the user typed in step 2 before the draft arrived, and fills in the rest', async () => {
      setDefaults()
      let release = () => undefined as void
      const held = new Promise<void>((resolve) => (release = resolve))
      // The draft comes late: the user is in step 2 and typing before it does.
      const slowDraft = http.get(api('channel', '/contents/:id'), async () => {
        await held
      })
      const { user } = await renderVideos('en', [slowDraft])
      const dialog = await openWizard(user)
      await chooseFile(user, dialog, videoFile('bolum-8.mp4'))
      await user.click(button(dialog, 'Next'))
      expect(currentStep(dialog)).toContain('Details')
      expect(inDialog(dialog).getByText("Filling in the channel's defaults for new uploads…")).toBeTruthy()
      await user.type(field(dialog, /^Description/), 'Benim açıklamam')
      await user.clear(field(dialog, /^Title/))
      await user.type(field(dialog, /^Title/), 'Benim başlığım')
      // Saving now would replace the defaults with empty fields: Next waits for the draft.
      expect((button(dialog, 'Next') as HTMLButtonElement).disabled).toBe(true)

      release()
      await waitFor(() => expect(field(dialog, /^Tags/).value).toBe('dizi, yeni bölüm, fragman'))
      expect(inDialog(dialog).queryByText("Filling in the channel's defaults for new uploads…")).toBeNull()
      expect(field(dialog, /^Description/).value).toBe('Benim açıklamam')
      expect(field(dialog, /^Title/).value).toBe('Benim başlığım')
      await waitFor(() => expect(categoryText(dialog)).toBe('Sports'))

      await user.click(button(dialog, 'Next'))
      await waitFor(() => expect(currentStep(dialog)).toContain('Visibility'))
      // What was typed is saved; the rest is the channel's defaults.
      expect(contentOf('bolum-8.mp4')).toMatchObject({
        title: 'Benim başlığım',
        description: 'Benim açıklamam',
        tags: ['dizi', 'yeni bölüm', 'fragman'],
        categoryId: '17',
        madeForKids: true,
      })
    })

    it('keeps made for kids off when the user switched it off before the draft (default on) arrived', async () => {
      setDefaults()
      let release = () => undefined as void
      const held = new Promise<void>((resolve) => (release = resolve))
      const slowDraft = http.get(api('channel', '/contents/:id'), async () => {
        await held
      })
      const { user } = await renderVideos('en', [slowDraft])
      const dialog = await openWizard(user)
      await chooseFile(user, dialog, videoFile('bolum-9.mp4'))
      // Switched on and off again: the user's choice is off.
      await user.click(kidsSwitch(dialog))
      await user.click(kidsSwitch(dialog))
      release()
      await user.click(button(dialog, 'Next'))
      await waitFor(() => expect(field(dialog, /^Description/).value).toBe('Kanalın açıklaması <i>her bölüm</i>'))
      await user.click(button(dialog, 'Next'))
      await waitFor(() => expect(currentStep(dialog)).toContain('Visibility'))
      expect(contentOf('bolum-9.mp4')).toMatchObject({ madeForKids: false, description: 'Kanalın açıklaması <i>her bölüm</i>' })
    })

    it('says so when the draft cannot be fetched, keeps the warning and a busy Retry while trying again, and fills the fields once it comes', async () => {
      setDefaults()
      const { user, faults } = await renderVideos()
      faults.set({ method: 'GET', path: '/channel-service/contents/*', status: 503 })
      const dialog = await openWizard(user)
      await chooseFile(user, dialog, videoFile('bolum-10.mp4'))
      await user.click(button(dialog, 'Next'))
      const warning = await inDialog(dialog).findByTestId('draft-failed')
      expect(warning.textContent).toContain("The channel's defaults for new uploads could not be filled in; what you save here replaces them.")
      expect(warning.textContent).toContain('Injected fault: HTTP 503')
      expect(field(dialog, /^Description/).value).toBe('')
      // The user decides: Next is open.
      expect((button(dialog, 'Next') as HTMLButtonElement).disabled).toBe(false)

      faults.set({ method: 'GET', path: '/channel-service/contents/*', status: 503, latencyMs: 150 })
      const retry = within(warning).getByRole('button', { name: 'Try again', hidden: true })
      await user.click(retry)
      expect(await within(warning).findByRole('button', { name: 'Trying again…', hidden: true })).toBe(retry)
      expect(warning.textContent).toContain('Injected fault: HTTP 503')
      expect(await within(warning).findByRole('button', { name: 'Try again', hidden: true })).toBe(retry)

      faults.clear()
      await user.click(retry)
      await waitFor(() => expect(field(dialog, /^Description/).value).toBe('Kanalın açıklaması <i>her bölüm</i>'))
      expect(inDialog(dialog).queryByTestId('draft-failed')).toBeNull()
    })

    it('speaks Turkish', async () => {
      setDefaults()
      const { user, faults } = await renderVideos('tr')
      faults.set({ method: 'GET', path: '/channel-service/contents/*', status: 503, times: 1 })
      const dialog = await openWizard(user)
      await chooseFile(user, dialog, videoFile('bolum-11.mp4'))
      await user.click(button(dialog, 'İleri'))
      const warning = await inDialog(dialog).findByTestId('draft-failed')
      expect(warning.textContent).toContain('Kanalın yeni yüklemeler için varsayılanları doldurulamadı; burada kaydettikleriniz onların yerini alır.')
      await user.click(within(warning).getByRole('button', { name: 'Tekrar dene', hidden: true }))
      await waitFor(() => expect(field(dialog, /^Açıklama/).value).toBe('Kanalın açıklaması <i>her bölüm</i>'))
    })
  })
})
