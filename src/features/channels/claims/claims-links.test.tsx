import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createGateway } from '@mocks/gateway'
import { renderApp } from '@tests/app'
import { columnTexts } from '@tests/dom'
import { grantOnly } from '@tests/gateway'
import { LONG_WAIT } from '@tests/waits'

describe('links into the claims desk', () => {
  it('opens from the dashboard’s copyright widget with the same number of claims', async () => {
    const gateway = createGateway()
    const { user, where } = await renderApp('/dashboard-panel', { gateway, language: 'en' })
    const widget = await screen.findByTestId('counter-dashboard_copyright')
    const link = await within(widget).findByRole('link', { name: /\d/, hidden: true })
    const shown = link.textContent!
    await user.click(link)
    await waitFor(() => expect(where()).toBe('/claims?status=potential&status=disputed&status=appealed'))
    // Every claim of every channel is made for this first search: the slow step of a cold gateway.
    await screen.findByText(new RegExp(`of ${shown.replace(/[.,]/g, '[.,]')}$`), undefined, LONG_WAIT)
  })

  it('opens from a video’s claims count, filtered to that video', async () => {
    const gateway = createGateway()
    const channel = gateway.db.channel.channels.find((c) => c.cmsId && c.videoCount < 100 && gateway.db.claims.counts(c.id).open > 0)!
    const video = gateway.db.videos.list(channel.id).find((v) => v.thirdpartyClaimsCount > 0)!
    const { user, where } = await renderApp(`/my-channels/${channel.id}/contents/videos?search=${encodeURIComponent(video.video)}`, { gateway, language: 'en' })
    const link = await waitFor(() => {
      const found = document.querySelector<HTMLElement>(`[data-row-id="${video.id}"] [data-column="thirdpartyClaimsCount"] a`)
      if (!found) throw new Error('no claims link yet')
      return found
    }, LONG_WAIT)
    expect(link.textContent).toBe(String(video.thirdpartyClaimsCount))
    await user.click(link)
    await waitFor(() => expect(where()).toBe(`/my-channels/${channel.id}/claims?video=${video.id}`))
    const rows = await screen.findByRole('table', { name: 'Claims', hidden: true }, LONG_WAIT)
    const all = gateway.db.claims.of(channel.id).filter((c) => c.videoId === video.id)
    await waitFor(() => expect(columnTexts(rows, 'video')).toHaveLength(all.length))
    expect(new Set(columnTexts(rows, 'video'))).toEqual(new Set([video.video]))
  })

  it('is a tab of CMS management listing the claims of the CMS’s channels, and hidden without claim_read', async () => {
    const gateway = createGateway()
    const cms = gateway.db.channel.cms[1]!
    const names = new Set(gateway.db.channel.channels.filter((c) => c.cmsId === cms.id).map((c) => c.name))
    await renderApp(`/cms-management/claims?cmsId=${cms.id}`, { gateway, language: 'en' })
    expect(await screen.findByRole('tab', { name: 'Claims', selected: true, hidden: true })).toBeTruthy()
    const rows = await screen.findByRole('table', { name: 'Claims', hidden: true }, LONG_WAIT)
    await waitFor(() => expect(columnTexts(rows, 'channel').length).toBeGreaterThan(0))
    expect(columnTexts(rows, 'channel').every((name) => names.has(name!))).toBe(true)
  })

  it('leaves the claims tab out for a user without claim_read', async () => {
    const gateway = createGateway()
    grantOnly(gateway.db, 'editor@demo.local', ['cms_read', 'channel_read'])
    const cms = gateway.db.channel.cms[1]!
    await renderApp(`/cms-management/channels?cmsId=${cms.id}`, { gateway, language: 'en', signedInAs: 'editor@demo.local' })
    await screen.findByRole('tab', { name: 'Channels', selected: true, hidden: true })
    expect(screen.queryByRole('tab', { name: 'Claims', hidden: true })).toBeNull()
  })
})
