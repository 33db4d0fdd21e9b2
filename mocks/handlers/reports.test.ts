// @vitest-environment node
import '../lib/node-storage'
import { beforeEach, describe, expect, it } from 'vitest'
import type {
  ChannelReportRow,
  CompanyReportRow,
  ContentReportRow,
  DashboardChannelRevenueItem,
  DashboardRevenuePoint,
  ReportOverview,
  RevenueReportRow,
} from '@/api/generated/channel/model'
import { grantOnly } from '@tests/gateway'
import { isoDate } from '../db/random'
import { testClient, type TestClient } from '@tests/test-client'

type Page<T> = { body: { items: T[]; totalCount: number } }
let client: TestClient

beforeEach(async () => {
  client = testClient()
  await client.login('admin@demo.local')
})

const DAY = 86_400_000
const overview = (kind: string, body: Record<string, unknown>) =>
  client.json<{ body: ReportOverview }>('POST', `/channel-service/reports/${kind}/overview/search`, body)
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)
const period = (days: number) => {
  const end = client.gateway.db.anchor
  return { startDate: isoDate(end - (days - 1) * DAY), endDate: isoDate(end) }
}

describe('report data', () => {
  it('gives headline figures that are the table’s totals, and the previous period of the same length', async () => {
    const range = { startDate: '2026-03-01', endDate: '2026-03-31' }
    const { data } = await overview('channel', range)
    expect(data.body).toMatchObject({ previousStartDate: '2026-01-29', previousEndDate: '2026-02-28', granularity: 'day' })
    const rows = await client.json<Page<ChannelReportRow>>('POST', '/channel-service/reports/channel/search', { index: 0, size: 500, ...range })
    const views = data.body.totals.find((t) => t.metric === 'views')!
    expect(views.value).toBe(sum(rows.data.body.items.map((r) => r.views)))
    expect(views.previousValue).toBeGreaterThan(0)
    // One series for the whole selection, a point per day, summing to the total.
    expect(data.body.series).toHaveLength(1)
    expect(data.body.series[0]!.points).toHaveLength(31)
    expect(sum(data.body.series[0]!.points.map((p) => p.value))).toBe(views.value)
  })

  it('draws a series per chosen channel, watched more at weekends', async () => {
    const channels = client.gateway.db.channel.channels.slice(0, 3).map((c) => c.id)
    const { data } = await overview('channel', { ...period(365), channelIds: channels })
    expect(data.body.series.map((s) => s.key)).toEqual(channels)
    expect(data.body.series[0]!.points).toHaveLength(365)
    const all = data.body.series.flatMap((s) => s.points)
    const weekend = all.filter((p) => [0, 6].includes(new Date(p.date).getUTCDay()))
    const weekdays = all.filter((p) => ![0, 6].includes(new Date(p.date).getUTCDay()))
    expect(sum(weekend.map((p) => p.value)) / weekend.length).toBeGreaterThan(sum(weekdays.map((p) => p.value)) / weekdays.length)
  })

  it('narrows the content report to the chosen video kinds: rows and headline agree, and the kinds add up', async () => {
    const range = period(30)
    const rowsOf = async (videoKinds?: string[]) =>
      (
        await client.json<Page<ContentReportRow>>('POST', '/channel-service/reports/content/search', {
          index: 0,
          size: 500,
          ...range,
          ...(videoKinds ? { videoKinds } : {}),
        })
      ).data.body
    const viewsOf = async (videoKinds?: string[]) =>
      (await overview('content', { ...range, ...(videoKinds ? { videoKinds } : {}) })).data.body.totals.find((t) => t.metric === 'views')!.value
    const all = await rowsOf()
    const shorts = await rowsOf(['short'])
    const others = await rowsOf(['normal', 'live', 'premiere'])
    expect(shorts.totalCount).toBeGreaterThan(0)
    expect(shorts.items.every((row) => row.videoKind === 'short')).toBe(true)
    expect(others.items.some((row) => row.videoKind === 'short')).toBe(false)
    expect(shorts.totalCount + others.totalCount).toBe(all.totalCount)
    expect((await viewsOf(['short'])) + (await viewsOf(['normal', 'live', 'premiere']))).toBeCloseTo(await viewsOf(), 0)
    expect(await viewsOf(['short'])).toBeLessThan(await viewsOf())
    // An unknown kind is refused by the contract's schema.
    expect((await client.json('POST', '/channel-service/reports/content/search', { index: 0, size: 10, ...range, videoKinds: ['reel'] })).status).toBe(400)
  })

  it('has users upload less at weekends, but not nothing', async () => {
    const { data } = await overview('user', period(91))
    const points = data.body.series[0]!.points
    const average = (weekend: boolean) => {
      const days = points.filter((p) => [0, 6].includes(new Date(p.date).getUTCDay()) === weekend)
      return sum(days.map((p) => p.value)) / days.length
    }
    expect(average(true)).toBeGreaterThan(0)
    expect(average(true)).toBeLessThan(average(false) * 0.7)
    expect(points.filter((p) => p.value === 0)).toHaveLength(0)
  })

  it('pays channels in several currencies and reports revenue in one at a time', async () => {
    const rows = await client.json<Page<ChannelReportRow>>('POST', '/channel-service/reports/channel/search', { index: 0, size: 500, ...period(30) })
    expect(new Set(rows.data.body.items.map((r) => r.currency)).size).toBeGreaterThan(1)
    const eur = await client.json<Page<RevenueReportRow>>('POST', '/channel-service/reports/revenue/search', {
      index: 0,
      size: 500,
      ...period(30),
      currency: 'EUR',
      groupBy: 'month',
    })
    expect(new Set(eur.data.body.items.map((r) => r.currency))).toEqual(new Set(['EUR']))
    const { data } = await overview('revenue', { ...period(30), currency: 'EUR' })
    expect(data.body.currency).toBe('EUR')
    expect(data.body.totals.find((t) => t.metric === 'revenue')!.value).toBeCloseTo(sum(eur.data.body.items.map((r) => r.estimatedRevenue)), 1)
  })

  it('agrees with the dashboard: each channel’s revenue for the last 30 days', async () => {
    const range = period(30)
    const dashboard = await client.json<{ body: { series: DashboardRevenuePoint[]; list: DashboardChannelRevenueItem[] } }>(
      'GET',
      `/channel-service/dashboard/channel-revenue?startDate=${range.startDate}&endDate=${range.endDate}`,
    )
    const report = await client.json<Page<ChannelReportRow>>('POST', '/channel-service/reports/channel/search', { index: 0, size: 500, ...range })
    const byId = new Map(report.data.body.items.map((r) => [r.channelId, r]))
    for (const item of dashboard.data.body.list) {
      expect(byId.get(item.channelId)).toMatchObject({ revenue: item.revenue, currency: item.currency })
    }
    // The graph is in USD; the company report's USD equivalents add up to the same.
    const companies = await client.json<Page<CompanyReportRow>>('POST', '/channel-service/reports/company/search', { index: 0, size: 500, ...range })
    expect(sum(dashboard.data.body.series.map((p) => p.revenue))).toBeCloseTo(sum(companies.data.body.items.map((c) => c.revenue)), -1)
  })

  it('agrees with the dashboard: its channel views are the company report’s all-time views, its top channels the channel report’s', async () => {
    const summary = await client.json<{ body: { channelWatchCount: number } }>('GET', '/channel-service/dashboard/summary')
    const { data } = await overview('company', {})
    expect(summary.data.body.channelWatchCount).toBe(data.body.totals.find((t) => t.metric === 'views')!.value)
    const top = await client.json<{ body: { items: Array<{ channelId: string; value: number }> } }>(
      'GET',
      '/channel-service/dashboard/top-channels?metric=views&limit=3',
    )
    const allTime = { startDate: '2019-01-01', endDate: isoDate(client.gateway.db.anchor) }
    const report = await client.json<Page<ChannelReportRow>>('POST', '/channel-service/reports/channel/search', {
      index: 0,
      size: 3,
      ...allTime,
      sortKey: 'views',
      sortOrder: 'desc',
    })
    expect(top.data.body.items.map((i) => [i.channelId, i.value])).toEqual(report.data.body.items.map((r) => [r.channelId, r.views]))
  })

  it('covers all time by month for the company report without dates, and refuses a reversed period', async () => {
    const { data } = await overview('company', {})
    expect(data.body.startDate).toBe('2019-01-01')
    expect(data.body.granularity).toBe('month')
    expect(data.body.series[0]!.points[0]!.date).toBe('2019-01-01')
    expect(data.body.breakdown.length).toBeGreaterThan(1)
    // Nothing before the platform's first day: all time has no previous period to compare with.
    expect(data.body.totals.map((t) => t.previousValue)).toEqual([0, 0])
    const before = await overview('channel', { startDate: '2018-06-01', endDate: '2018-12-31' })
    expect(before.data.body.totals.every((t) => t.value === 0)).toBe(true)
    const reversed = await overview('user', { startDate: '2026-03-02', endDate: '2026-03-01' })
    expect(reversed.status).toBe(400)
  })

  it('needs the report’s own permission', async () => {
    grantOnly(client.gateway.db, 'editor@demo.local', ['channel_report_read'])
    const editor = testClient(client.gateway)
    await editor.login('editor@demo.local')
    expect((await editor.json('POST', '/channel-service/reports/channel/overview/search', period(7))).status).toBe(200)
    expect((await editor.json('POST', '/channel-service/reports/company/overview/search', {})).status).toBe(403)
    expect((await editor.json('POST', '/channel-service/reports/nonsense/overview/search', {})).status).toBe(404)
    // Names every object has are no report either (an `in` check took them for one and crashed).
    for (const kind of ['constructor', 'toString', '__proto__', 'hasOwnProperty'])
      expect((await editor.json('POST', `/channel-service/reports/${kind}/overview/search`, {})).status).toBe(404)
  })
})
