import type { RequestHandler } from 'msw'
import type {
  DashboardChannelRevenueItem,
  DashboardRevenuePoint,
  DashboardSummary,
  DashboardTopChannel,
  DashboardTranslationCount,
  DashboardVideoTarget,
} from '@/api/generated/channel/model'
import type { Db } from '../db'
import type { ChannelRecord } from '../db/channel'
import { itemChannelId, mayAccessChannel, visibleChannels, visibleCms } from '../db/channel-access'
import { hashOf, isoDate, prng } from '../db/random'
import { channelPeriod, currencyOf, daysOf, PLATFORM_START, round2, usdRevenueOn, USD_VALUE } from '../db/report-data'
import { fail, ok } from '../lib/respond'
import { intParam, route } from '../lib/route'

/**
 * A channel's views and revenue (USD) of all time, from the reports' day model: the dashboard's
 * totals and top channels are the company report's default view (all time) and the channel
 * report's over the same days.
 */
function allTimeOf(db: Db, channel: ChannelRecord) {
  const figures = channelPeriod(channel, daysOf(PLATFORM_START, isoDate(db.anchor)), db.anchor)
  return { views: figures.views, revenue: round2(figures.revenue * USD_VALUE[currencyOf(channel)]) }
}

/**
 * Counter widgets from the database: channels, CMS accounts, claims and videos as they are. The
 * video counts are always exact (the caller's channels' videos are opened for it, about 0.3 s
 * once per database for all 60): an estimate for unopened channels made the figure depend on
 * which other call had opened a channel first, so it changed between two loads of the page.
 */
function summaryOf(db: Db, userId: string): DashboardSummary {
  const channels = visibleChannels(db, userId)
  let drafts = 0
  let published = 0
  let limitedAds = 0
  for (const channel of channels)
    for (const video of db.videos.list(channel.id)) {
      if (video.status === 'draft') drafts++
      if (video.status === 'published') published++
      if (video.status === 'published' && !video.monetize) limitedAds++
    }
  return {
    youtubeChannelCount: channels.length,
    cmsCount: visibleCms(db, userId).length,
    draftVideoCount: drafts,
    publishedVideoCount: published,
    copyrightClaimCount: channels.reduce((sum, c) => sum + c.copyright, 0),
    channelWatchCount: channels.reduce((sum, c) => sum + allTimeOf(db, c).views, 0),
    yellowDollarCount: limitedAds,
  }
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** Monthly published-video targets against what was published, stable per year. */
function videoTargets(year: number, anchor: number): DashboardVideoTarget[] {
  const now = new Date(anchor)
  return Array.from({ length: 12 }, (_, month) => {
    const rand = prng(hashOf(`targets:${year}:${month}`))
    const target = 250 + Math.floor(rand() * 150)
    const past = year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth())
    const current = year === now.getUTCFullYear() && month === now.getUTCMonth()
    const share = past ? 0.6 + rand() * 0.6 : current ? (now.getUTCDate() / 31) * (0.7 + rand() * 0.5) : 0
    return { month: `${year}-${String(month + 1).padStart(2, '0')}`, target, actual: Math.min(1_000_000, Math.round(target * share)) }
  })
}

export const dashboardHandlers = (db: Db): RequestHandler[] => [
  route('channel', 'get', '/dashboard/summary', ({ claims }) => ok(summaryOf(db, claims.sub))),

  route('channel', 'get', '/dashboard/top-channels', ({ url, claims }) => {
    const metric = url.searchParams.get('metric')
    const limit = intParam(url, ['limit'], 10, 1, 10)
    if ((metric !== 'views' && metric !== 'revenue' && metric !== 'subscribers') || limit == null)
      return fail(400, 'metric must be views, revenue or subscribers and limit 1 to 10.')
    const values = new Map(visibleChannels(db, claims.sub).map((c) => [c, metric === 'subscribers' ? c.subscriberCount : allTimeOf(db, c)[metric]]))
    const valueOf = (c: ChannelRecord) => values.get(c) ?? 0
    const items: DashboardTopChannel[] = [...values.keys()]
      .sort((a, b) => valueOf(b) - valueOf(a))
      .slice(0, limit)
      .map((c, i) => ({ rank: i + 1, channelId: c.id, channelName: c.name, thumbnail: c.thumbnail, value: valueOf(c) }))
    return ok({ metric, currency: metric === 'revenue' ? 'USD' : null, items })
  }),

  route('channel', 'get', '/dashboard/channel-revenue', ({ url, claims }) => {
    const start = url.searchParams.get('startDate') ?? ''
    const end = url.searchParams.get('endDate') ?? ''
    if (!ISO_DATE.test(start) || !ISO_DATE.test(end) || end < start)
      return fail(400, 'startDate and endDate are required (YYYY-MM-DD) and endDate is not before startDate.')
    // The same day model as the reports: the graph in USD (other currencies at the gateway's fixed
    // rates), each channel of the list in the currency it is paid in, as in the revenue report.
    const days = daysOf(start, end).slice(0, 366)
    const channels = visibleChannels(db, claims.sub)
    const series: DashboardRevenuePoint[] = days.map((day) => ({
      date: isoDate(day),
      revenue: round2(channels.reduce((sum, c) => sum + usdRevenueOn(c, day, db.anchor), 0)),
      currency: 'USD',
    }))
    // Highest first by what the revenue is worth in USD (the amounts are in several currencies).
    const list: DashboardChannelRevenueItem[] = channels
      .map((c) => ({ channelId: c.id, channelName: c.name, revenue: channelPeriod(c, days, db.anchor).revenue, currency: currencyOf(c) }))
      .sort((a, b) => b.revenue * USD_VALUE[b.currency] - a.revenue * USD_VALUE[a.currency])
    return ok({ series, list })
  }),

  route('channel', 'get', '/dashboard/video-targets', ({ url }) => {
    const year = intParam(url, ['year'], new Date(db.anchor).getUTCFullYear(), 2000, 2100)
    return year == null ? fail(400, 'year must be between 2000 and 2100.') : ok({ year, items: videoTargets(year, db.anchor) })
  }),

  // The translations of the caller's channels' items.
  route('channel', 'get', '/dashboard/translations', ({ claims }) => {
    const counts = new Map<string, DashboardTranslationCount>()
    for (const t of db.translations) {
      if (!mayAccessChannel(db, claims.sub, itemChannelId(db, t.itemType, t.itemId) ?? '')) continue
      const entry = counts.get(t.languageCode) ?? { languageCode: t.languageCode, publishedCount: 0, draftCount: 0 }
      if (t.status === 'published') entry.publishedCount++
      else entry.draftCount++
      counts.set(t.languageCode, entry)
    }
    return ok({ items: [...counts.values()].sort((a, b) => b.publishedCount + b.draftCount - (a.publishedCount + a.draftCount)) })
  }),
]
