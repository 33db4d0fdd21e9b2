import type { RequestHandler } from 'msw'
import type { ChannelReportRow, CompanyReportRow, ContentReportRow, RevenueReportRow, UserReportRow } from '@/api/generated/channel/model'
import {
  SearchChannelReportsBody,
  SearchCompanyReportsBody,
  SearchContentReportsBody,
  SearchRevenueReportsBody,
  SearchUserReportsBody,
} from '@/api/generated/channel/zod/index.zod'
import type { Db } from '../db'
import type { ChannelRecord } from '../db/channel'
import { visibleChannels } from '../db/channel-access'
import { hashOf, isoDate, prng } from '../db/random'
import { listPage } from '../lib/list'
import { fail, matches, ok } from '../lib/respond'
import { route, validBody } from '../lib/route'
import { forbidden } from './guard'

const DAY = 86_400_000
const round2 = (value: number) => Math.round(value * 100) / 100

/** Figures of a record for a period: stable for the same record and period, proportional to its length. */
function periodFigures(key: string, start: string, end: string, yearlyScale: number) {
  const days = Math.max(1, Math.round((Date.parse(end) - Date.parse(start)) / DAY) + 1)
  const rand = prng(hashOf(`${key}:${start}:${end}`))
  const views = Math.round((yearlyScale / 365) * days * (0.7 + rand() * 0.6))
  return { days, rand, views, revenue: round2(views * (0.0009 + rand() * 0.0018)) }
}

const badPeriod = () => fail(400, 'endDate must not be before startDate.')

/** The five reports: rows derived from the database's channels, videos, users and companies. */
export function reportHandlers(db: Db): RequestHandler[] {
  /** Channels of the caller narrowed by the report's channel and company filters. */
  const channelsFor = (userId: string, channelIds?: string[], companyIds?: string[]) =>
    visibleChannels(db, userId).filter((c) => (!channelIds?.length || channelIds.includes(c.id)) && (!companyIds?.length || companyIds.includes(c.companyId)))
  const scaleOf = (c: ChannelRecord) => c.subscriberCount * 40

  return [
    route('channel', 'post', '/reports/channel/search', async (call) => {
      const denied = forbidden(db, call, 'channel_report_read')
      if (denied) return denied
      const body = await validBody(call.request, SearchChannelReportsBody)
      if (body instanceof Response) return body
      if (body.endDate < body.startDate) return badPeriod()
      const rows: ChannelReportRow[] = channelsFor(call.claims.sub, body.channelIds, body.companyIds)
        .filter((c) => matches(body.search, c.name))
        .map((c) => {
          const { views, revenue, rand } = periodFigures(c.id, body.startDate, body.endDate, scaleOf(c))
          return { channelId: c.id, channelName: c.name, views, watchTimeHours: round2(views * (0.05 + rand() * 0.1)), subscribersGained: Math.round(views * (0.001 + rand() * 0.004)), revenue, currency: 'USD' }
        })
      return ok(listPage(rows, body, { key: 'views', order: 'desc' }))
    }),

    route('channel', 'post', '/reports/content/search', async (call) => {
      const denied = forbidden(db, call, 'content_report_read')
      if (denied) return denied
      const body = await validBody(call.request, SearchContentReportsBody)
      if (body instanceof Response) return body
      if (body.endDate < body.startDate) return badPeriod()
      const rows: ContentReportRow[] = channelsFor(call.claims.sub, body.channelIds, body.companyIds)
        .flatMap((c) => db.videos.list(c.id))
        .filter((v) => v.status === 'published' && matches(body.search, v.video))
        .map((v) => {
          const { views, rand } = periodFigures(v.id, body.startDate, body.endDate, v.viewCount * 4)
          return { videoId: v.id, title: v.video, views, likes: Math.round(views * (0.02 + rand() * 0.05)), comments: Math.round(views * rand() * 0.004), watchTimeHours: round2(views * (0.03 + rand() * 0.08)) }
        })
      return ok(listPage(rows, body, { key: 'views', order: 'desc' }))
    }),

    route('channel', 'post', '/reports/user/search', async (call) => {
      const denied = forbidden(db, call, 'user_report_read')
      if (denied) return denied
      const body = await validBody(call.request, SearchUserReportsBody)
      if (body instanceof Response) return body
      if (body.endDate < body.startDate) return badPeriod()
      const rows: UserReportRow[] = db.identity.users
        .filter(
          (u) =>
            u.channels.length > 0 &&
            (!body.channelIds?.length || u.channels.some((c) => body.channelIds!.includes(c.id))) &&
            (!body.companyIds?.length || u.companies.some((c) => body.companyIds!.includes(c.id))) &&
            matches(body.search, `${u.firstName} ${u.lastName}`),
        )
        .map((u) => {
          const { days, rand } = periodFigures(u.id, body.startDate, body.endDate, 0)
          const uploads = Math.round((days / 30) * rand() * 12)
          return { userId: u.id, fullName: `${u.firstName} ${u.lastName}`.slice(0, 200), uploads, publishes: Math.round(uploads * (0.5 + rand() * 0.5)), lastLoginAt: u.lastLoginAt }
        })
      return ok(listPage(rows, body, { key: 'uploads', order: 'desc' }))
    }),

    route('channel', 'post', '/reports/revenue/search', async (call) => {
      const denied = forbidden(db, call, 'revenue_report_read')
      if (denied) return denied
      const body = await validBody(call.request, SearchRevenueReportsBody)
      if (body instanceof Response) return body
      if (body.endDate < body.startDate) return badPeriod()
      const periods: Array<[string, string]> = []
      const last = Date.parse(body.endDate)
      for (let t = Date.parse(body.startDate); t <= last && periods.length < 400; ) {
        const from = new Date(t)
        const next =
          body.groupBy === 'month'
            ? Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 1)
            : body.groupBy === 'week'
              ? t + 7 * DAY
              : t + DAY
        periods.push([isoDate(t), isoDate(Math.min(next - DAY, last))])
        t = next
      }
      const rows: RevenueReportRow[] = channelsFor(call.claims.sub, body.channelIds, body.companyIds)
        .filter((c) => matches(body.search, c.name))
        .flatMap((c) =>
          periods.map(([from, to]) => {
            const { revenue, rand } = periodFigures(c.id, from, to, scaleOf(c))
            return { period: from, channelId: c.id, channelName: c.name, estimatedRevenue: revenue, adRevenue: round2(revenue * (0.6 + rand() * 0.3)), currency: 'USD' }
          }),
        )
      return ok(listPage(rows, body, { key: 'period', order: 'asc' }))
    }),

    // companyReports has no filters: all time when no period is given.
    route('channel', 'post', '/reports/company/search', async (call) => {
      const denied = forbidden(db, call, 'company_report_read')
      if (denied) return denied
      const body = await validBody(call.request, SearchCompanyReportsBody)
      if (body instanceof Response) return body
      const start = body.startDate ?? '2019-01-01'
      const end = body.endDate ?? isoDate(db.anchor)
      if (end < start) return badPeriod()
      const channels = visibleChannels(db, call.claims.sub)
      const rows: CompanyReportRow[] = db.parameter.companies.flatMap((company) => {
        const own = channels.filter((c) => c.companyId === company.id)
        if (!own.length) return []
        const figures = own.map((c) => periodFigures(c.id, start, end, scaleOf(c)))
        return [
          {
            companyId: company.id,
            companyName: company.name,
            channelCount: own.length,
            videoCount: own.reduce((sum, c) => sum + (db.videos.isLoaded(c.id) ? db.videos.list(c.id).length : c.videoCount), 0),
            views: figures.reduce((sum, f) => sum + f.views, 0),
            revenue: round2(figures.reduce((sum, f) => sum + f.revenue, 0)),
            currency: 'USD',
          },
        ]
      })
      return ok(listPage(rows, body, { key: 'revenue', order: 'desc' }))
    }),
  ]
}
