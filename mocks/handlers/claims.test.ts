// @vitest-environment node
import '../lib/node-storage'
import { beforeEach, describe, expect, it } from 'vitest'
import type { BulkResult, Claim, ClaimDetail, ClaimPage, CmsChannel, DashboardSummary, Strike, Video } from '@/api/generated/channel/model'
import type { Notification } from '@/api/generated/notification/model'
import { grantOnly } from '@tests/gateway'
import { testClient, type TestClient } from '@tests/test-client'

type Envelope<T> = { header: { isSuccess: boolean; message?: string | null }; body: T }
type Page<T> = { items: T[]; totalCount: number }
const OPEN = ['potential', 'active', 'disputed', 'appealed']
const WAITING = ['potential', 'disputed', 'appealed']
const DAY = 86_400_000

let client: TestClient

beforeEach(async () => {
  client = testClient()
  await client.login('admin@demo.local')
})

const search = async (filter: Record<string, unknown>, as = client) => {
  const answer = await as.json<Envelope<ClaimPage>>('POST', '/channel-service/claims/search', { index: 0, size: 500, ...filter })
  expect(answer.status).toBe(200)
  return answer.data.body
}
const act = (id: string, move: Record<string, unknown>, as = client) =>
  as.json<Envelope<ClaimDetail | null>>('POST', `/channel-service/claims/${id}/actions`, move)
const cmsChannels = async () =>
  (await client.json<Envelope<Page<CmsChannel>>>('POST', '/channel-service/cms-channels/search', { index: 0, size: 500 })).data.body.items
const summary = async () => (await client.json<Envelope<DashboardSummary>>('GET', '/channel-service/dashboard/summary')).data.body
const notifications = async (as = client) =>
  (await as.json<Envelope<Page<Notification>>>('POST', '/notification-service/user-notifications/search', { index: 0, size: 500 })).data.body.items

describe('the claims the gateway holds agree with every count the product shows', () => {
  it('holds at least 20,000 claims across the CMSs’ channels, and only there', async () => {
    expect((await search({ size: 1 })).totalCount).toBeGreaterThanOrEqual(20_000)
    const standalone = client.gateway.db.channel.channels.find((c) => !c.cmsId)!
    expect((await search({ channelId: standalone.id })).totalCount).toBe(0)
  })

  it('counts each channel’s open and waiting claims as the CMS channels list and the dashboard show them', async () => {
    const rows = await cmsChannels()
    const small = rows.filter((r) => r.thirdPartyClaimsCount > 0).slice(0, 6)
    for (const row of small) {
      expect((await search({ channelId: row.id, statuses: OPEN, size: 1 })).totalCount).toBe(row.thirdPartyClaimsCount)
      expect((await search({ channelId: row.id, statuses: WAITING, size: 1 })).totalCount).toBe(row.copyright)
    }
    const waitingEverywhere = (await search({ statuses: WAITING, size: 1 })).totalCount
    expect((await summary()).copyrightClaimCount).toBe(waitingEverywhere)
    expect(rows.reduce((n, r) => n + r.copyright, 0)).toBe(waitingEverywhere)
  })

  it('counts each video’s open claims as the videos list shows them', async () => {
    const channel = (await cmsChannels()).find((r) => r.thirdPartyClaimsCount > 0 && r.id !== client.gateway.db.channel.channels[0]!.id)!
    const videos = (await client.json<Envelope<Page<Video>>>('POST', '/channel-service/videos/search', { index: 0, size: 500, channelId: channel.id })).data
      .body.items
    const claimed = videos.filter((v) => v.thirdpartyClaimsCount > 0)
    expect(claimed.length).toBeGreaterThan(0)
    for (const video of claimed.slice(0, 5)) expect((await search({ videoId: video.id, statuses: OPEN })).totalCount).toBe(video.thirdpartyClaimsCount)
    expect(videos.reduce((n, v) => n + v.thirdpartyClaimsCount, 0)).toBe(channel.thirdPartyClaimsCount)
  })

  it('tells in the copyright, content ID and strike notifications what the desk holds', async () => {
    const rows = await cmsChannels()
    const byTitle = new Map(rows.map((r) => [r.channel, r]))
    const seeded = await notifications()
    const kinds = seeded.filter((n) => ['copyright', 'content_id', 'strike'].includes(n.typeKey))
    expect(new Set(kinds.map((n) => n.typeKey)).size).toBe(3)
    for (const n of kinds) {
      const row = byTitle.get(n.params.channelTitle!)!
      if (n.typeKey === 'copyright') expect(Number(n.params.claimcount)).toBe((await search({ channelId: row.id, statuses: WAITING, size: 1 })).totalCount)
      if (n.typeKey === 'content_id')
        expect(Number(n.params.matchCount)).toBe((await search({ channelId: row.id, statuses: ['potential'], size: 1 })).totalCount)
      if (n.typeKey === 'strike') {
        const strikes = await client.json<Envelope<Page<Strike>>>('GET', `/channel-service/channels/${row.id}/strikes`)
        expect(Number(n.params.strikeCount)).toBe(strikes.data.body.totalCount)
      }
    }
  })
})

describe('moves on a claim', () => {
  const firstOf = async (status: string) => (await search({ statuses: [status], size: 1 })).items[0]!

  it('releases a claim: the counts drop by one and the history says who released it', async () => {
    const claim = await firstOf('potential')
    const [row] = (await cmsChannels()).filter((r) => r.id === claim.channelId)
    const before = (await summary()).copyrightClaimCount
    const answer = await act(claim.id, { action: 'release' })
    expect(answer.status).toBe(200)
    expect(answer.data.body!.status).toBe('released')
    expect(answer.data.body!.deadline).toBeNull()
    expect(answer.data.body!.history.at(-1)).toMatchObject({ event: 'release', by: 'Deniz Yılmaz', fromStatus: 'potential', toStatus: 'released' })
    const [after] = (await cmsChannels()).filter((r) => r.id === claim.channelId)
    expect(after!.thirdPartyClaimsCount).toBe(row!.thirdPartyClaimsCount - 1)
    expect(after!.copyright).toBe(row!.copyright - 1)
    expect((await summary()).copyrightClaimCount).toBe(before - 1)
    const detail = await client.json<Envelope<ClaimDetail>>('GET', `/channel-service/claims/${claim.id}`)
    expect(detail.data.body.status).toBe('released')
  })

  it('refuses illegal moves with a message in the caller’s language and changes nothing', async () => {
    const released = await firstOf('released')
    const refused = await act(released.id, { action: 'dispute', reason: 'Lisansımız var.' })
    expect(refused.status).toBe(400)
    expect(refused.data.header.message).toBe('Serbest bırakılmış bir talebe itiraz edilemez.')
    const english = await client.call(
      'POST',
      `/channel-service/claims/${released.id}/actions`,
      { action: 'dispute', reason: 'x' },
      { 'Accept-Language': 'en-US' },
    )
    expect(((await english.json()) as Envelope<null>).header.message).toBe('A released claim cannot be disputed.')

    const expired = await firstOf('expired')
    expect((await act(expired.id, { action: 'release' })).data.header.message).toBe('Talebin süresi doldu; yalnızca görüntülenebilir.')

    const active = await firstOf('active')
    expect((await act(active.id, { action: 'dispute' })).data.header.message).toBe('Talebe itiraz etmek ya da eski haline getirmek için bir gerekçe gerekli.')
    const otherCms = client.gateway.db.channel.policies.find((p) => p.cmsId !== active.cmsId)!
    expect((await act(active.id, { action: 'changePolicy', policyId: otherCms.id })).status).toBe(400)
    const detail = await client.json<Envelope<ClaimDetail>>('GET', `/channel-service/claims/${active.id}`)
    expect(detail.data.body.status).toBe('active')
    expect(detail.data.body.history).toHaveLength(1)
  })

  it('disputes, reinstates and changes the policy, each in the history', async () => {
    const claim = await firstOf('active')
    const disputed = await act(claim.id, { action: 'dispute', reason: 'Lisans sözleşmesi var.' })
    expect(disputed.data.body!.status).toBe('disputed')
    expect(Date.parse(disputed.data.body!.deadline!)).toBeGreaterThan(Date.now() + 29 * DAY)
    expect((await act(claim.id, { action: 'reinstate', reason: 'Eşleşme doğrulandı.' })).data.body!.status).toBe('active')
    const policy = client.gateway.db.channel.policies.find((p) => p.cmsId === claim.cmsId && p.id !== claim.policyId)!
    const changed = await act(claim.id, { action: 'changePolicy', policyId: policy.id })
    expect(changed.data.body).toMatchObject({ policyId: policy.id, policyName: policy.policyName, policyAction: policy.action })
    expect(changed.data.body!.history.map((h) => h.event)).toEqual(['created', 'dispute', 'reinstate', 'changePolicy'])
  })

  it('takes one move on many claims and says per claim what happened', async () => {
    const open = (await search({ statuses: ['potential'], size: 3 })).items
    const expired = await firstOf('expired')
    const answer = await client.json<Envelope<BulkResult>>('POST', '/channel-service/claims/bulk-action', {
      action: 'release',
      ids: [...open.map((c) => c.id), expired.id],
    })
    expect(answer.data.body).toMatchObject({ succeeded: 3, failed: 1 })
    expect(answer.data.body.items.at(-1)).toMatchObject({ id: expired.id, isSuccess: false, message: 'Talebin süresi doldu; yalnızca görüntülenebilir.' })
  })

  it('lets a reader read but not move, and refuses the claims of channels the caller is not assigned to', async () => {
    const db = client.gateway.db
    grantOnly(db, 'editor@demo.local', ['claim_read'])
    const editor = testClient(client.gateway)
    await editor.login('editor@demo.local')
    const mine = new Set(db.identity.users.find((u) => u.email === 'editor@demo.local')!.channels.map((c) => c.id))
    const seen = await search({ size: 50 }, editor)
    expect(seen.items.every((c: Claim) => mine.has(c.channelId))).toBe(true)
    const claim = (await search({ statuses: ['potential'], size: 1 })).items.find((c) => mine.has(c.channelId)) ?? seen.items[0]!
    expect((await act(claim.id, { action: 'release' }, editor)).status).toBe(403)
    const hidden = (await search({ size: 500 })).items.find((c) => !mine.has(c.channelId))!
    expect((await editor.json('GET', `/channel-service/claims/${hidden.id}`)).status).toBe(403)
  })
})

describe('deadlines', () => {
  it('filters by due within 48 hours and counts the claims due soon', async () => {
    const page = await search({ dueWithin: 'h48', size: 500 })
    expect(page.totalCount).toBe(page.dueWithin48h)
    expect(page.dueWithin7d).toBeGreaterThan(page.dueWithin48h)
    const deadlines = page.items.map((c) => Date.parse(c.deadline!))
    expect(deadlines.every((d) => d <= Date.now() + 2 * DAY)).toBe(true)
    expect([...deadlines].sort((a, b) => a - b)).toEqual(deadlines)
  })

  it('sends one digest per channel when claims come within 48 hours, and expires the ones that passed', async () => {
    const before = await notifications()
    expect(before.some((n) => n.typeKey === 'claim_deadline')).toBe(false)
    const clock = await client.call('POST', '/__mock/clock', { advanceMs: 29 * DAY })
    expect(clock.status).toBe(200)
    const digests = (await notifications()).filter((n) => n.typeKey === 'claim_deadline')
    expect(digests.length).toBeGreaterThan(0)
    expect(new Set(digests.map((d) => d.params.channelId)).size).toBe(digests.length)
    for (const digest of digests.slice(0, 5)) {
      const due = await search({ channelId: digest.params.channelId, dueWithin: 'h48' })
      expect(Number(digest.params.count)).toBe(due.totalCount)
      expect(digest.params.earliestDeadline).toBe(due.items[0]!.deadline)
      expect(digest.params.channelTitle).toBe(due.items[0]!.channelTitle)
    }
    // Nothing created before the gateway started 29 days ago can still wait for review.
    const stale = await search({ statuses: ['potential'], size: 500 })
    expect(stale.items.every((c) => Date.parse(c.createdAt) > Date.now() - DAY)).toBe(true)
    const rows = await cmsChannels()
    expect((await summary()).copyrightClaimCount).toBe(rows.reduce((n, r) => n + r.copyright, 0))
    // The same deadlines are not told twice.
    await client.call('POST', '/__mock/clock', { advanceMs: 60_000 })
    expect((await notifications()).filter((n) => n.typeKey === 'claim_deadline')).toHaveLength(digests.length)
  })
})
