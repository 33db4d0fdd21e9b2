import type { ChannelRecord } from './channel'
import { hashOf, isoDate, prng } from './random'

/**
 * The figures behind the reports and the dashboard's revenue widgets: one model, so that a channel's
 * revenue for a period is the same on both. A channel's day is its yearly figure spread over the
 * year with seasonality (more in winter, less in summer), weekends (more watching), growth (each
 * channel its own yearly rate) and a little noise; each channel is paid in one currency.
 */

export const DAY = 86_400_000
/** The platform's first day: nothing was watched, earned or uploaded before it (the company report's "all time"). */
export const PLATFORM_START = '2019-01-01'
const FIRST_DAY = Date.parse(PLATFORM_START)
const YEAR = 365 * DAY
export const round2 = (value: number) => Math.round(value * 100) / 100

export type ReportCurrency = 'USD' | 'EUR' | 'TRY'
/** What one unit of a currency is worth in USD (the gateway's fixed rates, for USD equivalents). */
export const USD_VALUE: Record<ReportCurrency, number> = { USD: 1, EUR: 1.08, TRY: 0.031 }

/** A channel's yearly figures (USD), stable per channel: the scale of its day model. */
function figuresOf(channel: ChannelRecord) {
  const rand = prng(hashOf(`figures:${channel.id}`))
  const views = Math.round(channel.subscriberCount * (20 + rand() * 60))
  return { views, revenue: Math.round(views * (0.0008 + rand() * 0.002) * 100) / 100 }
}

interface ChannelModel {
  currency: ReportCurrency
  dailyViews: number
  /** Revenue per view in the channel's currency. */
  perView: number
  watchHoursPerView: number
  subscribersPerView: number
  adShare: number
  growth: number
}

const models = new Map<string, ChannelModel>()
function modelOf(channel: ChannelRecord): ChannelModel {
  let model = models.get(channel.id)
  if (!model) {
    const { views, revenue } = figuresOf(channel)
    const rand = prng(hashOf(`model:${channel.id}`))
    const pick = rand()
    const currency: ReportCurrency = pick < 0.6 ? 'USD' : pick < 0.82 ? 'EUR' : 'TRY'
    model = {
      currency,
      dailyViews: views / 365,
      perView: views > 0 ? revenue / views / USD_VALUE[currency] : 0,
      watchHoursPerView: 0.05 + rand() * 0.1,
      subscribersPerView: 0.001 + rand() * 0.003,
      adShare: 0.6 + rand() * 0.3,
      growth: -0.05 + rand() * 0.45,
    }
    models.set(channel.id, model)
  }
  return model
}

export const currencyOf = (channel: ChannelRecord): ReportCurrency => modelOf(channel).currency

/** How busy a day is against an average day: season, weekday, growth since `anchor`. */
function dayFactor(day: number, anchor: number, growth: number): number {
  const date = new Date(day)
  const dayOfYear = (day - Date.UTC(date.getUTCFullYear(), 0, 1)) / DAY
  const season = 1 + 0.18 * Math.cos((2 * Math.PI * (dayOfYear - 15)) / 365)
  const weekday = date.getUTCDay()
  const week = weekday === 0 || weekday === 6 ? 1.22 : weekday === 5 ? 1.08 : 0.93
  return season * week * Math.exp((growth * (day - anchor)) / YEAR)
}

export interface DayFigures {
  views: number
  watchTimeHours: number
  subscribersGained: number
  /** In the channel's currency. */
  revenue: number
  adRevenue: number
}

function computeDay(channel: ChannelRecord, day: number, anchor: number): DayFigures {
  if (day < FIRST_DAY) return zero()
  const model = modelOf(channel)
  const noise = 0.85 + prng(hashOf(`${channel.id}:${isoDate(day)}`))() * 0.3
  const views = Math.round(model.dailyViews * dayFactor(day, anchor, model.growth) * noise)
  const revenue = round2(views * model.perView)
  return {
    views,
    watchTimeHours: round2(views * model.watchHoursPerView),
    subscribersGained: Math.round(views * model.subscribersPerView),
    revenue,
    adRevenue: round2(revenue * model.adShare),
  }
}

const days = new Map<string, DayFigures>()
/** A channel's figures on one day (`day`: UTC midnight in ms). */
function channelDay(channel: ChannelRecord, day: number, anchor: number): DayFigures {
  const key = `${channel.id}:${day}`
  let figures = days.get(key)
  if (!figures) {
    figures = computeDay(channel, day, anchor)
    // Years of days for hundreds of channels would pile up: start again past a bound.
    if (days.size > 250_000) days.clear()
    days.set(key, figures)
  }
  return figures
}

/** UTC midnights from `start` to `end` ('YYYY-MM-DD', inclusive). */
export function daysOf(start: string, end: string): number[] {
  const result: number[] = []
  for (let t = Date.parse(start), last = Date.parse(end); t <= last; t += DAY) result.push(t)
  return result
}

const add = (sum: DayFigures, f: DayFigures) => {
  sum.views += f.views
  sum.watchTimeHours += f.watchTimeHours
  sum.subscribersGained += f.subscribersGained
  sum.revenue += f.revenue
  sum.adRevenue += f.adRevenue
}
const zero = (): DayFigures => ({ views: 0, watchTimeHours: 0, subscribersGained: 0, revenue: 0, adRevenue: 0 })

const months = new Map<string, DayFigures>()
/** A channel's figures for the whole month starting at `first` (UTC midnight of its first day). */
function channelMonth(channel: ChannelRecord, first: number, anchor: number): DayFigures {
  const key = `${channel.id}:${first}`
  let sum = months.get(key)
  if (!sum) {
    sum = zero()
    const date = new Date(first)
    const next = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1)
    for (let day = first; day < next; day += DAY) add(sum, computeDay(channel, day, anchor))
    months.set(key, sum)
  }
  return sum
}

/** A channel's figures summed over consecutive days (whole months come from a per-month sum). */
export function channelPeriod(channel: ChannelRecord, period: readonly number[], anchor: number): DayFigures {
  const sum = zero()
  for (let i = 0; i < period.length;) {
    const day = period[i]!
    const date = new Date(day)
    const monthDays = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate()
    if (date.getUTCDate() === 1 && period[i + monthDays - 1] === day + (monthDays - 1) * DAY) {
      add(sum, channelMonth(channel, day, anchor))
      i += monthDays
    } else {
      add(sum, channelDay(channel, day, anchor))
      i++
    }
  }
  return {
    ...sum,
    views: Math.round(sum.views),
    subscribersGained: Math.round(sum.subscribersGained),
    watchTimeHours: round2(sum.watchTimeHours),
    revenue: round2(sum.revenue),
    adRevenue: round2(sum.adRevenue),
  }
}

/** A channel's revenue on one day in USD (the dashboard's revenue graph). */
export const usdRevenueOn = (channel: ChannelRecord, day: number, anchor: number) => channelDay(channel, day, anchor).revenue * USD_VALUE[currencyOf(channel)]

/** A portal user's uploads and publishes on one day: busier on weekdays (a weekend day about 40 %), each user his own pace. */
export function userDay(userId: string, day: number): { uploads: number; publishes: number } {
  if (day < FIRST_DAY) return { uploads: 0, publishes: 0 }
  const pace = prng(hashOf(`pace:${userId}`))() * 0.8
  const weekday = new Date(day).getUTCDay()
  const busy = weekday === 0 || weekday === 6 ? 0.45 : 1.15
  const rand = prng(hashOf(`${userId}:${day}`))
  // Up to three uploads a day, each as likely as the user's pace on that weekday: fewer at weekends, not none.
  const chance = pace * busy * 0.15
  let uploads = 0
  for (let i = 0; i < 3; i++) if (rand() < chance) uploads++
  return { uploads, publishes: Math.min(uploads, Math.floor(uploads * (0.5 + rand() * 0.5) + rand() * 0.5)) }
}

/** The period of the same length right before `start`..`end`. */
export function previousPeriod(start: string, end: string): { start: string; end: string } {
  const length = Date.parse(end) - Date.parse(start) + DAY
  return { start: isoDate(Date.parse(start) - length), end: isoDate(Date.parse(start) - DAY) }
}
