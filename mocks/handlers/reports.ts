import type { RequestHandler } from 'msw'
import type {
  VideoKind,
  ChannelReportRow,
  CompanyReportRow,
  ContentReportRow,
  ReportBreakdownItem,
  ReportKind,
  ReportMetric,
  ReportOverview,
  ReportSeries,
  ReportTotal,
  RevenueReportRow,
  UserReportRow,
} from '@/api/generated/channel/model'
import {
  SearchChannelReportsBody,
  SearchCompanyReportsBody,
  SearchContentReportsBody,
  SearchReportOverviewBody,
  SearchRevenueReportsBody,
  SearchUserReportsBody,
} from '@/api/generated/channel/zod/index.zod'
import type { Db } from '../db'
import type { ChannelRecord } from '../db/channel'
import { visibleChannels } from '../db/channel-access'
import { hashOf, isoDate, prng } from '../db/random'
import { channelPeriod, currencyOf, DAY, daysOf, PLATFORM_START, previousPeriod, round2, USD_VALUE, userDay, type DayFigures } from '../db/report-data'
import { listPage } from '../lib/list'
import { fail, matches, ok } from '../lib/respond'
import { routesFor, type Call } from '../lib/route'

const badPeriod = () => fail(400, 'endDate must not be before startDate.')
/** Reports without dates (company report) cover all time: from the platform's first day. */
const ALL_TIME_START = PLATFORM_START
const MAX_SERIES = 60
const BREAKDOWN_TOP = 10
const PERMISSION: Record<ReportKind, string> = {
  channel: 'channel_report_read',
  content: 'content_report_read',
  user: 'user_report_read',
  revenue: 'revenue_report_read',
  company: 'company_report_read',
}

/** The permission of a report's overview: the kind names it; a kind that is no report is a 404 before any permission is asked. */
function overviewPermission({ params }: Call): string | Response {
  const kind = params.kind as ReportKind
  return Object.hasOwn(PERMISSION, kind) ? PERMISSION[kind] : fail(404, `No report ${params.kind}.`)
}

interface Scope {
  search?: string
  channelIds?: string[]
  cmsIds?: string[]
  companyIds?: string[]
  currency?: string
  videoKinds?: VideoKind[]
}

/** What a video earns of its channel's figures: its share of the channel's published views. */
interface VideoShare {
  id: string
  title: string
  videoKind: VideoKind
  channel: ChannelRecord
  weight: number
  likeRate: number
  commentRate: number
  watchRate: number
}

const total = (metric: ReportMetric, value: number, previousValue: number, currency: string | null = null): ReportTotal => ({
  metric,
  value: round2(value),
  previousValue: round2(previousValue),
  currency,
})

/** The ten largest, then one "rest" item with everything else. */
function breakdownOf(items: Array<{ key: string; label: string; value: number }>): ReportBreakdownItem[] {
  const sorted = [...items].sort((a, b) => b.value - a.value)
  const top = sorted.slice(0, BREAKDOWN_TOP).map((item) => ({ ...item, value: round2(item.value) }))
  const rest = sorted.slice(BREAKDOWN_TOP).reduce((sum, item) => sum + item.value, 0)
  return rest > 0 ? [...top, { key: 'rest', label: '', value: round2(rest) }] : top
}

/** The five reports and their overviews: every figure from the shared day model (db/report-data). */
export function reportHandlers(db: Db): RequestHandler[] {
  const route = routesFor(db)
  /** Channels of the caller narrowed by the report's filters. */
  const channelsFor = (userId: string, scope: Scope) =>
    visibleChannels(db, userId).filter(
      (c) =>
        (!scope.channelIds?.length || scope.channelIds.includes(c.id)) &&
        (!scope.cmsIds?.length || (c.cmsId != null && scope.cmsIds.includes(c.cmsId))) &&
        (!scope.companyIds?.length || scope.companyIds.includes(c.companyId)) &&
        (!scope.currency || currencyOf(c) === scope.currency),
    )
  const period = (start: string, end: string) => daysOf(start, end)
  const sumOf = (c: ChannelRecord, days: readonly number[]) => channelPeriod(c, days, db.anchor)

  /** Published videos of the channels with their share of each channel's views. */
  // A kind filter keeps each video's share of its channel's views: the chosen kinds' part of them.
  function videoShares(channels: readonly ChannelRecord[], search?: string, kinds?: readonly VideoKind[]): VideoShare[] {
    return channels.flatMap((channel) => {
      const published = db.videos.list(channel.id).filter((v) => v.status === 'published')
      const all = published.reduce((sum, v) => sum + v.viewCount + 1, 0)
      return published
        .filter((v) => matches(search, v.video) && (!kinds?.length || kinds.includes(v.videoKind)))
        .map((v) => {
          const rand = prng(hashOf(`rates:${v.id}`))
          return {
            id: v.id,
            title: v.video,
            videoKind: v.videoKind,
            channel,
            weight: (v.viewCount + 1) / all,
            likeRate: 0.02 + rand() * 0.05,
            commentRate: rand() * 0.004,
            watchRate: 0.03 + rand() * 0.08,
          }
        })
    })
  }
  function contentRows(shares: readonly VideoShare[], days: readonly number[]): ContentReportRow[] {
    const byChannel = new Map<string, DayFigures>()
    return shares.map((share) => {
      let figures = byChannel.get(share.channel.id)
      if (!figures) byChannel.set(share.channel.id, (figures = sumOf(share.channel, days)))
      const views = Math.round(figures.views * share.weight)
      return {
        videoId: share.id,
        title: share.title,
        videoKind: share.videoKind,
        views,
        likes: Math.round(views * share.likeRate),
        comments: Math.round(views * share.commentRate),
        watchTimeHours: round2(views * share.watchRate),
      }
    })
  }

  const usersFor = (scope: Scope) =>
    db.identity.users.filter(
      (u) =>
        u.channels.length > 0 &&
        (!scope.channelIds?.length || u.channels.some((c) => scope.channelIds!.includes(c.id))) &&
        (!scope.companyIds?.length || u.companies.some((c) => scope.companyIds!.includes(c.id))) &&
        matches(scope.search, `${u.firstName} ${u.lastName}`),
    )
  const userSum = (userId: string, days: readonly number[]) =>
    days.reduce(
      (sum, day) => {
        const f = userDay(userId, day)
        return { uploads: sum.uploads + f.uploads, publishes: sum.publishes + f.publishes }
      },
      { uploads: 0, publishes: 0 },
    )
  const usd = (c: ChannelRecord, amount: number) => amount * USD_VALUE[currencyOf(c)]

  /** The overview of one report for its filters. */
  function overview(kind: ReportKind, userId: string, body: Scope & { startDate?: string; endDate?: string }): ReportOverview | Response {
    const end = body.endDate ?? isoDate(db.anchor)
    const start = body.startDate ?? (kind === 'company' ? ALL_TIME_START : isoDate(Date.parse(end) - 29 * DAY))
    if (end < start) return badPeriod()
    const previous = previousPeriod(start, end)
    const days = period(start, end)
    const before = period(previous.start, previous.end)
    const granularity = days.length > 400 ? 'month' : 'day'
    const bucketOf = (day: number) => (granularity === 'day' ? isoDate(day) : `${isoDate(day).slice(0, 7)}-01`)
    const currency = kind === 'revenue' ? (body.currency ?? 'USD') : kind === 'company' ? 'USD' : null
    const channels = channelsFor(
      userId,
      kind === 'revenue' ? { ...body, currency: currency! } : kind === 'company' ? { companyIds: body.companyIds } : body,
    ).filter((c) => (kind !== 'channel' && kind !== 'revenue' ? true : matches(body.search, c.name)))

    // The days of each point (a day, or the days of a month).
    const buckets = new Map<string, number[]>()
    for (const day of days) {
      const bucket = bucketOf(day)
      const list = buckets.get(bucket)
      if (list) list.push(day)
      else buckets.set(bucket, [day])
    }
    /** One series per group: each point the group's channels summed over the point's days. */
    const seriesOf = (
      groups: Array<{ key: string; label: string; channels: readonly ChannelRecord[] }>,
      value: (figures: DayFigures, c: ChannelRecord) => number,
    ): ReportSeries[] =>
      groups.map((group) => ({
        key: group.key,
        label: group.label,
        points: [...buckets].map(([date, span]) => ({ date, value: round2(group.channels.reduce((sum, c) => sum + value(sumOf(c, span), c), 0)) })),
      }))
    const chosenChannels = (pool: readonly ChannelRecord[]) =>
      body.channelIds?.length
        ? pool
            .filter((c) => body.channelIds!.includes(c.id))
            .slice(0, MAX_SERIES)
            .map((c) => ({ key: c.id, label: c.name, channels: [c] }))
        : [{ key: 'all', label: '', channels: pool }]
    const base = { kind, startDate: start, endDate: end, previousStartDate: previous.start, previousEndDate: previous.end, granularity, currency } as const

    switch (kind) {
      case 'channel': {
        const now = channels.map((c) => ({ c, f: sumOf(c, days) }))
        const then = channels.map((c) => sumOf(c, before))
        const sum = (list: DayFigures[], key: keyof DayFigures) => list.reduce((s, f) => s + f[key], 0)
        const current = now.map((n) => n.f)
        return {
          ...base,
          seriesMetric: 'views',
          breakdownMetric: 'views',
          totals: (['views', 'watchTimeHours', 'subscribersGained'] as const).map((m) => total(m, sum(current, m), sum(then, m))),
          series: seriesOf(chosenChannels(channels), (f) => f.views),
          breakdown: breakdownOf(now.map(({ c, f }) => ({ key: c.id, label: c.name, value: f.views }))),
        }
      }
      case 'revenue': {
        const now = channels.map((c) => ({ c, f: sumOf(c, days) }))
        const then = channels.map((c) => sumOf(c, before))
        return {
          ...base,
          seriesMetric: 'revenue',
          breakdownMetric: 'revenue',
          totals: [
            total(
              'revenue',
              now.reduce((s, n) => s + n.f.revenue, 0),
              then.reduce((s, f) => s + f.revenue, 0),
              currency,
            ),
            total(
              'adRevenue',
              now.reduce((s, n) => s + n.f.adRevenue, 0),
              then.reduce((s, f) => s + f.adRevenue, 0),
              currency,
            ),
          ],
          series: seriesOf(chosenChannels(channels), (f) => f.revenue),
          breakdown: breakdownOf(now.map(({ c, f }) => ({ key: c.id, label: c.name, value: f.revenue }))),
        }
      }
      case 'content': {
        const shares = videoShares(channels, body.search, body.videoKinds)
        const now = contentRows(shares, days)
        const then = contentRows(shares, before)
        const weightOf = new Map<string, number>()
        for (const share of shares) weightOf.set(share.channel.id, (weightOf.get(share.channel.id) ?? 0) + share.weight)
        const sum = (rows: ContentReportRow[], key: 'views' | 'likes' | 'comments' | 'watchTimeHours') => rows.reduce((s, r) => s + r[key], 0)
        const withVideos = channels.filter((c) => weightOf.has(c.id))
        return {
          ...base,
          seriesMetric: 'views',
          breakdownMetric: 'views',
          totals: (['views', 'likes', 'comments', 'watchTimeHours'] as const).map((m) => total(m, sum(now, m), sum(then, m))),
          series: seriesOf(chosenChannels(withVideos), (f, c) => f.views * (weightOf.get(c.id) ?? 0)),
          breakdown: breakdownOf(now.map((row) => ({ key: row.videoId, label: row.title, value: row.views }))),
        }
      }
      case 'user': {
        const users = usersFor(body)
        const now = users.map((u) => ({ u, f: userSum(u.id, days) }))
        const then = users.map((u) => userSum(u.id, before))
        const points = new Map<string, number>()
        for (const day of days) points.set(bucketOf(day), (points.get(bucketOf(day)) ?? 0) + users.reduce((s, u) => s + userDay(u.id, day).uploads, 0))
        return {
          ...base,
          seriesMetric: 'uploads',
          breakdownMetric: 'uploads',
          totals: [
            total(
              'uploads',
              now.reduce((s, n) => s + n.f.uploads, 0),
              then.reduce((s, f) => s + f.uploads, 0),
            ),
            total(
              'publishes',
              now.reduce((s, n) => s + n.f.publishes, 0),
              then.reduce((s, f) => s + f.publishes, 0),
            ),
          ],
          series: [{ key: 'all', label: '', points: [...points].map(([date, value]) => ({ date, value })) }],
          breakdown: breakdownOf(now.map(({ u, f }) => ({ key: u.id, label: `${u.firstName} ${u.lastName}`.slice(0, 200), value: f.uploads }))),
        }
      }
      case 'company': {
        const companies = db.parameter.companies.filter((company) => channels.some((c) => c.companyId === company.id))
        const revenueOf = (list: readonly ChannelRecord[], span: readonly number[]) => list.reduce((s, c) => s + usd(c, sumOf(c, span).revenue), 0)
        const groups = body.companyIds?.length
          ? companies
              .slice(0, MAX_SERIES)
              .map((company) => ({ key: company.id, label: company.name, channels: channels.filter((c) => c.companyId === company.id) }))
          : [{ key: 'all', label: '', channels }]
        return {
          ...base,
          seriesMetric: 'revenue',
          breakdownMetric: 'revenue',
          totals: [
            total('revenue', revenueOf(channels, days), revenueOf(channels, before), 'USD'),
            total(
              'views',
              channels.reduce((s, c) => s + sumOf(c, days).views, 0),
              channels.reduce((s, c) => s + sumOf(c, before).views, 0),
            ),
          ],
          series: seriesOf(groups, (f, c) => usd(c, f.revenue)),
          breakdown: breakdownOf(
            companies.map((company) => ({
              key: company.id,
              label: company.name,
              value: revenueOf(
                channels.filter((c) => c.companyId === company.id),
                days,
              ),
            })),
          ),
        }
      }
    }
  }

  return [
    route(
      'channel',
      'post',
      '/reports/:kind/overview/search',
      { permission: overviewPermission, body: SearchReportOverviewBody },
      ({ body, params, claims }) => {
        const result = overview(params.kind as ReportKind, claims.sub, body)
        return result instanceof Response ? result : ok(result)
      },
    ),

    route('channel', 'post', '/reports/channel/search', { permission: 'channel_report_read', body: SearchChannelReportsBody }, ({ body, claims }) => {
      if (body.endDate < body.startDate) return badPeriod()
      const days = period(body.startDate, body.endDate)
      const rows: ChannelReportRow[] = channelsFor(claims.sub, body)
        .filter((c) => matches(body.search, c.name))
        .map((c) => {
          const f = sumOf(c, days)
          return {
            channelId: c.id,
            channelName: c.name,
            views: f.views,
            watchTimeHours: f.watchTimeHours,
            subscribersGained: f.subscribersGained,
            revenue: f.revenue,
            currency: currencyOf(c),
          }
        })
      return ok(listPage(rows, body, { key: 'views', order: 'desc' }))
    }),

    route('channel', 'post', '/reports/content/search', { permission: 'content_report_read', body: SearchContentReportsBody }, ({ body, claims }) => {
      if (body.endDate < body.startDate) return badPeriod()
      const rows = contentRows(videoShares(channelsFor(claims.sub, body), body.search, body.videoKinds), period(body.startDate, body.endDate))
      return ok(listPage(rows, body, { key: 'views', order: 'desc' }))
    }),

    route('channel', 'post', '/reports/user/search', { permission: 'user_report_read', body: SearchUserReportsBody }, ({ body }) => {
      if (body.endDate < body.startDate) return badPeriod()
      const days = period(body.startDate, body.endDate)
      const rows: UserReportRow[] = usersFor(body).map((u) => ({
        userId: u.id,
        fullName: `${u.firstName} ${u.lastName}`.slice(0, 200),
        ...userSum(u.id, days),
        lastLoginAt: u.lastLoginAt,
      }))
      return ok(listPage(rows, body, { key: 'uploads', order: 'desc' }))
    }),

    route('channel', 'post', '/reports/revenue/search', { permission: 'revenue_report_read', body: SearchRevenueReportsBody }, ({ body, claims }) => {
      if (body.endDate < body.startDate) return badPeriod()
      const periods: number[][] = []
      let key = ''
      for (const day of period(body.startDate, body.endDate)) {
        const date = new Date(day)
        const next =
          body.groupBy === 'day'
            ? isoDate(day)
            : body.groupBy === 'week'
              ? String(Math.floor((day - Date.parse(body.startDate)) / (7 * DAY)))
              : `${date.getUTCFullYear()}-${date.getUTCMonth()}`
        if (next !== key) periods.push([])
        key = next
        periods[periods.length - 1]!.push(day)
      }
      const rows: RevenueReportRow[] = channelsFor(claims.sub, body)
        .filter((c) => matches(body.search, c.name))
        .flatMap((c) =>
          periods.map((days) => {
            const f = sumOf(c, days)
            return {
              period: isoDate(days[0]!),
              channelId: c.id,
              channelName: c.name,
              estimatedRevenue: f.revenue,
              adRevenue: f.adRevenue,
              currency: currencyOf(c),
            }
          }),
        )
      return ok(listPage(rows, body, { key: 'period', order: 'asc' }))
    }),

    // companyReports has no filters by default: all time when no period is given. Money in USD.
    route('channel', 'post', '/reports/company/search', { permission: 'company_report_read', body: SearchCompanyReportsBody }, ({ body, claims }) => {
      const start = body.startDate ?? ALL_TIME_START
      const end = body.endDate ?? isoDate(db.anchor)
      if (end < start) return badPeriod()
      const days = period(start, end)
      const channels = channelsFor(claims.sub, { companyIds: body.companyIds })
      const rows: CompanyReportRow[] = db.parameter.companies.flatMap((company) => {
        const own = channels.filter((c) => c.companyId === company.id)
        if (!own.length) return []
        const figures = own.map((c) => ({ c, f: sumOf(c, days) }))
        return [
          {
            companyId: company.id,
            companyName: company.name,
            channelCount: own.length,
            videoCount: own.reduce((sum, c) => sum + (db.videos.isLoaded(c.id) ? db.videos.list(c.id).length : c.videoCount), 0),
            views: figures.reduce((sum, { f }) => sum + f.views, 0),
            revenue: round2(figures.reduce((sum, { c, f }) => sum + usd(c, f.revenue), 0)),
            currency: 'USD',
          },
        ]
      })
      return ok(listPage(rows, body, { key: 'revenue', order: 'desc' }))
    }),
  ]
}
