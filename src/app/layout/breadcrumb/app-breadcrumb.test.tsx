import { screen, waitFor } from '@testing-library/react'
import { delay, http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { api, envelope, handleInEveryTest } from '@tests/msw'
import { shellAt } from '@tests/app'
import { renderWithProviders } from '@tests/render'
import { AppBreadcrumb } from './app-breadcrumb'

const CHANNEL = '0b6f6a3c-1a43-4a57-9d0e-6b1f6b0b6d2f'
const CMS = '5d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b1a'

const server = handleInEveryTest(
  http.get(api('channel', '/channels/:id'), async ({ params }) => {
    await delay(50)
    return envelope({ id: params.id, name: 'Atlas <b>Arşiv</b>' })
  }),
  http.get(api('channel', '/cms/:id'), () => envelope({ id: CMS, name: 'Atlas CMS' })),
)

const texts = () =>
  screen
    .getAllByRole('listitem')
    .map((item) => item.textContent?.trim() ?? '')
    .filter(Boolean)

describe('the breadcrumb', () => {
  it('shows a placeholder, then the channel name (as text) for a UUID segment, and titles the page', async () => {
    renderWithProviders(<></>, { routes: shellAt(<AppBreadcrumb />), route: `/my-channels/${CHANNEL}/contents/videos` })
    expect(screen.getByLabelText('Ad yükleniyor')).toBeTruthy()
    await waitFor(() => expect(texts()).toEqual(['Ana Sayfa', 'Kanallarım', 'Atlas <b>Arşiv</b>', 'İçerikler', 'Videolar']))
    expect(document.title).toBe('Videolar · Video Yönetim Paneli')
    // The two last items are plain text; the others are links that carry the ids.
    expect(screen.getByRole('link', { name: 'Atlas <b>Arşiv</b>' }).getAttribute('href')).toBe(`/my-channels/${CHANNEL}`)
    expect(screen.queryByRole('link', { name: 'Videolar' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'İçerikler' })).toBeNull()
    expect(screen.getByText('Videolar').getAttribute('aria-current')).toBe('page')
  })

  it('isolates a right-to-left channel name, in the trail and in the page title', async () => {
    server.use(http.get(api('channel', '/channels/:id'), ({ params }) => envelope({ id: params.id, name: 'قناة الأخبار' })))
    renderWithProviders(<></>, { routes: shellAt(<AppBreadcrumb />), route: `/my-channels/${CHANNEL}`, language: 'en' })
    await waitFor(() => expect(texts()).toEqual(['Home', 'My Channels', 'قناة الأخبار']))
    // <bdi>: the name takes its own direction and cannot reorder the separators and the other crumbs.
    expect(screen.getByText('قناة الأخبار').tagName).toBe('BDI')
    expect(document.title).toBe('\u2068قناة الأخبار\u2069 · Video Back Office')
  })

  describe('on a phone', () => {
    afterEach(() => vi.unstubAllGlobals())

    it('folds the crumbs between home and the current page into one button that shows them all, with their links', async () => {
      // Below 600 px: the phone layout (useIsPhone).
      vi.stubGlobal('matchMedia', (query: string) => ({ matches: /max-width/.test(query), media: query, addEventListener() {}, removeEventListener() {} }))
      const { user, router } = renderWithProviders(<></>, { routes: shellAt(<AppBreadcrumb />), route: `/my-channels/${CHANNEL}/contents/videos` })
      expect(texts()).toEqual(['Ana Sayfa', 'Videolar'])
      expect(screen.queryByRole('link', { name: 'Kanallarım' })).toBeNull()
      await user.click(screen.getByRole('button', { name: 'Aradaki 3 konumu göster' }))
      await waitFor(() => expect(texts()).toEqual(['Ana Sayfa', 'Kanallarım', 'Atlas <b>Arşiv</b>', 'İçerikler', 'Videolar']))
      expect(screen.queryByRole('button', { name: 'Aradaki 3 konumu göster' })).toBeNull()
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Kanallarım' })))
      await user.click(screen.getByRole('link', { name: 'Atlas <b>Arşiv</b>' }))
      await waitFor(() => expect(router!.state.location.pathname).toBe(`/my-channels/${CHANNEL}`))
      // The next page folds again (it has three crumbs: nothing to fold there).
      expect(texts()).toEqual(['Ana Sayfa', 'Kanallarım', 'Atlas <b>Arşiv</b>'])
    })

    it('keeps a short trail whole', async () => {
      vi.stubGlobal('matchMedia', (query: string) => ({ matches: /max-width/.test(query), media: query, addEventListener() {}, removeEventListener() {} }))
      renderWithProviders(<></>, { routes: shellAt(<AppBreadcrumb />), route: `/my-channels/${CHANNEL}`, language: 'en' })
      await waitFor(() => expect(texts()).toEqual(['Home', 'My Channels', 'Atlas <b>Arşiv</b>']))
      expect(screen.queryByRole('button', { name: /in between/ })).toBeNull()
    })
  })

  it('inserts the CMS named by the query and carries it in every link, in English', async () => {
    renderWithProviders(<></>, { routes: shellAt(<AppBreadcrumb />), route: `/cms-management/channels?cmsId=${CMS}`, language: 'en' })
    await waitFor(() => expect(texts()).toEqual(['Home', 'Atlas CMS', 'CMS Management', 'CMS Channels']))
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe(`/dashboard-panel?cmsId=${CMS}`)
    expect(document.title).toBe('CMS Channels · Video Back Office')
  })

  it('says the record is unknown when its name cannot be fetched, and titles the page by a UUID last segment once named', async () => {
    server.use(http.get(api('channel', '/channels/:id'), () => envelope(null, { status: 404, message: 'not found' })))
    renderWithProviders(<></>, { routes: shellAt(<AppBreadcrumb />), route: `/my-channels/${CHANNEL}` })
    await waitFor(() => expect(texts()).toContain('Bilinmeyen kayıt'))
    // Not found is final: nothing to retry.
    expect(screen.queryByRole('button', { name: 'Tekrar dene' })).toBeNull()
  })

  it('says "no access" for a channel the user is not assigned to (403), with nothing to retry', async () => {
    server.use(http.get(api('channel', '/channels/:id'), () => envelope(null, { status: 403, message: 'not yours' })))
    renderWithProviders(<></>, { routes: shellAt(<AppBreadcrumb />), route: `/my-channels/${CHANNEL}/contents/videos`, language: 'en' })
    await waitFor(() => expect(texts()).toEqual(['Home', 'My Channels', 'No access', 'Contents', 'Videos']))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })

  it('says when a name could not be loaded, and its Retry brings the name once the server answers again', async () => {
    let fail = true
    server.use(
      http.get(api('channel', '/channels/:id'), ({ params }) =>
        fail ? envelope(null, { status: 503, message: 'Bakımda' }) : envelope({ id: params.id, name: 'Atlas Arşiv' }),
      ),
    )
    const { user } = renderWithProviders(<></>, { routes: shellAt(<AppBreadcrumb />), route: `/my-channels/${CHANNEL}/contents/videos` })
    expect((await screen.findByRole('alert')).textContent).toBe('Ad yüklenemedi')
    fail = false
    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }))
    await waitFor(() => expect(texts()).toEqual(['Ana Sayfa', 'Kanallarım', 'Atlas Arşiv', 'İçerikler', 'Videolar']))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Tekrar dene' })).toBeNull()
  })

  it('shows an unknown segment as written (the not-found page)', () => {
    renderWithProviders(<></>, { routes: shellAt(<AppBreadcrumb />), route: '/no-such-page' })
    expect(texts()).toEqual(['Ana Sayfa', 'no-such-page'])
  })

  it('gives every crumb its full text as a title, so a crumb shortened with an ellipsis on a narrow screen can still be read', async () => {
    renderWithProviders(<></>, { routes: shellAt(<AppBreadcrumb />), route: `/my-channels/${CHANNEL}/contents/videos`, language: 'en' })
    await waitFor(() => expect(texts()).toEqual(['Home', 'My Channels', 'Atlas <b>Arşiv</b>', 'Contents', 'Videos']))
    const titled = screen.getAllByRole('listitem').map((item) => item.querySelector('[title]')?.getAttribute('title'))
    expect(titled.filter(Boolean)).toEqual(['Home', 'My Channels', 'Atlas <b>Arşiv</b>', 'Contents', 'Videos'])
    expect(screen.getByRole('link', { name: 'My Channels' })).toBeTruthy()
    expect(screen.getByText('Videos').closest('[aria-current="page"]')).toBeTruthy()
  })
})
