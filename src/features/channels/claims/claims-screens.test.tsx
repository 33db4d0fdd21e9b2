import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jobsOf } from '@mocks/db/jobs'
import { createGateway } from '@mocks/gateway'
import { columnTexts, dialogTitled, drawerLabelled } from '@tests/dom'
import { grantOnly } from '@tests/gateway'
import { renderScreen } from '@tests/screen'
import { LONG_WAIT } from '@tests/waits'
import { ChannelClaimsScreen } from './claims-screens'

const DAY = 86_400_000

/** A channel of a CMS with claims (not the 10,000-video one: quicker to make). */
function claimedChannel() {
  const gateway = createGateway()
  const channel = gateway.db.channel.channels.find((c) => c.cmsId && c.videoCount < 100 && gateway.db.claims.counts(c.id).waiting > 5)!
  return { gateway, channel }
}

const renderDesk = (query: string, language: 'tr' | 'en' = 'en', signedInAs = 'admin@demo.local') => {
  const setup = claimedChannel()
  return renderScreen(<ChannelClaimsScreen />, {
    gateway: setup.gateway,
    language,
    signedInAs,
    route: `/my-channels/${setup.channel.id}/claims${query}`,
    path: '/my-channels/:channelId/claims',
    withLocation: true,
  }).then((result) => ({ ...result, channel: setup.channel }))
}

const table = (name: string) => screen.findByRole('table', { name, hidden: true })

describe('the claims desk of a channel', () => {
  it('lists the claims soonest deadline first with a countdown, and counts those due within 48 hours and 7 days', async () => {
    const { gateway, channel } = await renderDesk('')
    const rows = await table('Claims')
    const open = gateway.db.claims.of(channel.id).filter((c) => c.deadline != null)
    const soon = open.filter((c) => c.deadline! <= Date.now() + 2 * DAY).length
    const week = open.filter((c) => c.deadline! <= Date.now() + 7 * DAY).length
    await screen.findByText(`${soon} due within 48 hours`)
    expect(screen.getByText(`${week} due within 7 days`)).toBeTruthy()
    const soonest = [...open].sort((a, b) => a.deadline! - b.deadline!)[0]!
    await waitFor(() => expect(columnTexts(rows, 'video')[0]).toBe(gateway.db.videos.get(soonest.videoId)!.video))
    expect(columnTexts(rows, 'deadline')[0]).toMatch(/^\d+ (d \d+ h|h \d+ min)$/)
  })

  it('filters by the URL, in Turkish too', async () => {
    const { gateway, channel } = await renderDesk('?status=released', 'tr')
    const rows = await table('Talepler')
    const released = gateway.db.claims.of(channel.id).filter((c) => c.status === 'released')
    await waitFor(() => expect(columnTexts(rows, 'status')).toHaveLength(Math.min(released.length, 50)))
    expect(new Set(columnTexts(rows, 'status'))).toEqual(new Set(['Serbest bırakıldı']))
  })

  it('releases a selection as a job on the server: its preview, then its progress; the counts drop and the history says who', async () => {
    const { gateway, channel, user } = await renderDesk('?due=d30&status=potential')
    const rows = await table('Claims')
    const before = gateway.db.claims.counts(channel.id)
    const start = Date.now()
    await waitFor(() => expect(within(rows).getAllByRole('checkbox', { hidden: true }).length).toBeGreaterThan(3))
    const boxes = within(rows).getAllByRole('checkbox', { hidden: true })
    for (const box of boxes.slice(1, 4)) await user.click(box)
    await user.click(screen.getByRole('button', { name: 'Release', hidden: true }))
    const dialog = await dialogTitled('Release 3 claims')
    await within(dialog).findByText('3 claims will change, 0 already so, 0 refused.', undefined, LONG_WAIT)
    expect(within(dialog).getAllByText('Needs review').length).toBe(3)
    expect(gateway.db.claims.counts(channel.id).waiting, 'the preview writes nothing').toBe(before.waiting)
    await user.click(within(dialog).getByRole('button', { name: 'Move 3 claims', hidden: true }))
    await within(dialog).findByText('Finished', undefined, LONG_WAIT)
    expect(within(dialog).getByText('3 done, 0 failed, 0 skipped')).toBeTruthy()
    expect(gateway.db.claims.counts(channel.id).waiting).toBe(before.waiting - 3)
    const released = gateway.db.claims.of(channel.id).filter((c) => c.history.at(-1)!.at >= start)
    expect(released.map((c) => c.history.at(-1))).toEqual(Array(3).fill(expect.objectContaining({ event: 'release', by: 'Deniz Yılmaz' })))
  })

  it('previews a move the claims refuse with each reason, in Turkish, and starts nothing', async () => {
    const { gateway, user } = await renderDesk('?status=released', 'tr')
    const rows = await table('Talepler')
    await waitFor(() => expect(within(rows).getAllByRole('checkbox', { hidden: true }).length).toBeGreaterThan(2))
    const boxes = within(rows).getAllByRole('checkbox', { hidden: true })
    for (const box of boxes.slice(1, 3)) await user.click(box)
    await user.click(screen.getByRole('button', { name: 'İtiraz et', hidden: true }))
    const dialog = await dialogTitled('2 talebe itiraz et')
    await user.type(within(dialog).getByRole('textbox', { hidden: true }), 'Lisansımız var.')
    await user.click(within(dialog).getByRole('button', { name: 'Önizle', hidden: true }))
    await within(dialog).findByText('0 talep değişecek, 0 talep zaten öyle, 2 talep reddedildi.', undefined, LONG_WAIT)
    expect(within(dialog).getAllByText('Serbest bırakılmış bir talebe itiraz edilemez.')).toHaveLength(2)
    expect((within(dialog).getByRole('button', { name: '0 talebi işle', hidden: true }) as HTMLButtonElement).disabled).toBe(true)
    await user.click(within(dialog).getByRole('button', { name: 'Geri', hidden: true }))
    expect(within(dialog).getByRole('textbox', { hidden: true })).toBeTruthy()
    expect(
      jobsOf(gateway.db).list(() => true, undefined),
      'no job started',
    ).toHaveLength(0)
  })

  it('shows a claim’s matches on the timeline and its history, and refuses nothing it offers', async () => {
    const { gateway, channel, user } = await renderDesk('?status=disputed')
    const rows = await table('Claims')
    await waitFor(() => expect(columnTexts(rows, 'video').length).toBeGreaterThan(0))
    await user.click(within(rows).getAllByRole('link', { hidden: true })[0]!)
    const first = gateway.db.claims
      .of(channel.id)
      .filter((c) => c.status === 'disputed')
      .sort((a, b) => a.deadline! - b.deadline!)[0]!
    const drawer = await drawerLabelled(first.assetTitle)
    expect(within(drawer).getByTestId('claim-timeline')).toBeTruthy()
    expect(within(drawer).getAllByText('Disputed').length).toBeGreaterThan(0)
    // A disputed claim cannot be disputed again: the panel offers release, reinstate and a policy change only.
    const buttons = within(drawer)
      .getAllByRole('button', { hidden: true })
      .map((b) => b.textContent)
    expect(buttons).toContain('Reinstate')
    expect(buttons).not.toContain('Dispute')
  })

  it('is read only without claim_write', async () => {
    const gateway = createGateway()
    grantOnly(gateway.db, 'editor@demo.local', ['claim_read', 'channel_read'])
    const editor = gateway.db.identity.users.find((u) => u.email === 'editor@demo.local')!
    const channel = gateway.db.channel.channels.find((c) => c.cmsId && editor.channels.some((mine) => mine.id === c.id))!
    await renderScreen(<ChannelClaimsScreen />, {
      gateway,
      language: 'en',
      signedInAs: 'editor@demo.local',
      route: `/my-channels/${channel.id}/claims`,
      path: '/my-channels/:channelId/claims',
    })
    const rows = await table('Claims')
    await waitFor(() => expect(columnTexts(rows, 'video').length).toBeGreaterThan(0))
    expect(within(rows).queryAllByRole('checkbox', { hidden: true })).toHaveLength(0)
  })

  it('shows the channel’s strikes in force with their video, reason and expiry', async () => {
    const gateway = createGateway()
    const channel = gateway.db.channel.channels.find((c) => c.cmsId && c.videoCount < 100 && gateway.db.claims.counts(c.id).strikes > 0)!
    const strikes = gateway.db.claims.strikes(channel.id)
    await renderScreen(<ChannelClaimsScreen />, { gateway, language: 'en', route: `/my-channels/${channel.id}/claims`, path: '/my-channels/:channelId/claims' })
    const shown = await screen.findByTestId('channel-strikes', undefined, LONG_WAIT)
    expect(shown.textContent).toContain(`${strikes.length} copyright strike${strikes.length === 1 ? '' : 's'} in force`)
    for (const strike of strikes) expect(shown.textContent).toContain(gateway.db.videos.get(strike.videoId)!.video)
  })
})
