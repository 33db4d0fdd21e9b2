import { DiamondDismissFilled } from '@fluentui/react-icons'
import { QueryClient } from '@tanstack/react-query'
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react'
import type { InternalAxiosRequestConfig } from 'axios'
import { http as mswHttp, type RequestHandler } from 'msw'
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { http } from '@/api/http'
import { faults } from '@mocks/faults'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { quietConsoleErrors } from '@tests/console'
import { server } from '@tests/msw'
import { renderApp } from '@tests/app'
import { KNOWN_SILENT, NOT_SHOWN, REVEAL } from './lists'
import { samplesFor, type Area, type Sample } from './samples'

/**
 * The fault sweep (no load fails silently): every query the app makes on every sample URL (samples.ts), slow,
 * answered 500, answered 503, and failing on the network. While it is pending a loading
 * indicator must show (a progressbar, which Fluent's Spinner and Skeleton are, or an aria-busy
 * element). When it fails a visible error state with a Retry must show (role alert or an error
 * MessageBar, and a button named by one of the locales' `retry` labels), and that Retry, with
 * the fault gone, must bring the data back (the error state goes).
 *
 * Discovery: each sample URL is rendered once without faults; the reads it makes (GET, and POST
 * to a `search` path; never the token call) are its queries, deduplicated by method and path
 * pattern (ids as `*`). A query is swept at the first sample URL of its area that makes it; the
 * layout's own calls (those of the not-found page) by the shell area only.
 *
 * Two renders per query:
 * - Slow, 500, 503: the call is held (a spy handler that the gateway's answer waits behind) until
 *   everything else has settled, and the loading indicator is looked for; this stands for the
 *   3 s latency without racing a clock on a loaded machine, and waits nothing out. It is then
 *   answered 500; its Retry is answered 503 (the error state must stay: src/api/http.ts and every
 *   screen treat any error status alike, nothing looks at 503, so this render path is the 500's);
 *   the next Retry, fault cleared, must recover.
 * - Network: a failed fetch on the first load (the client makes another kind of error of it),
 *   then Retry with the fault cleared.
 *
 * Lists of exceptions, each with its reason: ./lists.ts.
 */

type Fault = '500' | '503' | 'network' | 'latency'
const FAULTS: readonly Fault[] = ['latency', '500', '503', 'network']

export interface QueryResult {
  area: Area
  method: string
  /** The fault rule's path: id segments as `*`. */
  path: string
  route: string
  result: Record<Fault, string>
  knownSilent?: string
}

/** The locales' retry labels (every key named `retry`, Turkish: the sweep renders in Turkish). */
const RETRY_LABELS: ReadonlySet<string> = (() => {
  const labels = new Set<string>()
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      if (key === 'retry') labels.add(value.trim())
    } else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k)
  }
  const visit = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) visit(path)
      else if (name.endsWith('.json')) walk(JSON.parse(readFileSync(path, 'utf8')), '')
    }
  }
  visit(join(process.cwd(), 'public/assets/locales/tr'))
  return labels
})()

/** The path Fluent draws for an error MessageBar's icon (intent="error" and no icon of its own). */
const ERROR_ICON_PATH = /\sd="([^"]+)"/.exec(renderToStaticMarkup(<DiamondDismissFilled />))?.[1] ?? '<none>'

/**
 * Out of the user's sight: under `hidden` or `inert`, or under aria-hidden (the page behind an
 * open modal). A modal dialog itself is on top whatever its own aria-hidden says: Fluent's focus
 * manager marks an open dialog hidden while focus is outside it, which in jsdom follows from
 * the sweep's many renders in one document, not from anything a user would see.
 */
const hiddenFromUser = (element: Element) => {
  if (element.closest('[hidden], [inert]')) return true
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.getAttribute('aria-hidden') === 'true' && !(node.getAttribute('role') === 'dialog' && node.getAttribute('aria-modal') === 'true')) return true
  }
  return false
}
const visible = (selector: string) => [...document.body.querySelectorAll(selector)].filter((element) => !hiddenFromUser(element))

/** An error state: a role=alert with something in it (an empty one is a live region waiting), or an error MessageBar. */
const errorStates = () => [
  ...visible('[role="alert"]').filter((alert) => (alert.textContent ?? '').trim() !== ''),
  ...visible('.fui-MessageBar:not([role="alert"])').filter((bar) =>
    [...bar.querySelectorAll('.fui-MessageBar__icon path')].some((p) => p.getAttribute('d') === ERROR_ICON_PATH),
  ),
]
const retryButtons = () =>
  visible('button').filter((button) => RETRY_LABELS.has((button.textContent ?? '').trim()) || RETRY_LABELS.has(button.getAttribute('aria-label') ?? ''))
/** A loading indicator: a busy element, or an indeterminate progressbar (a progress bar with a value, an upload's, shows data, not loading). */
const loadingIndicators = () => visible('[role="progressbar"]:not([aria-valuenow]), [aria-busy="true"]')

interface Snapshot {
  errors: number
  retries: number
  loading: number
}
const snapshot = (): Snapshot => ({ errors: errorStates().length, retries: retryButtons().length, loading: loadingIndicators().length })
const describeSnapshot = (s: Snapshot) => `${s.errors} error state(s), ${s.retries} Retry button(s)`

interface Call {
  method: string
  path: string
}

/** What the app's HTTP client sends and what comes back, for one render. */
class Tracker {
  started: Call[] = []
  answered: Call[] = []
  inFlight = 0
  lastChange = Date.now()
  private readonly ids: [number, number]

  constructor() {
    const pathOf = (config: InternalAxiosRequestConfig) => new URL(config.url ?? '', 'http://localhost').pathname
    const methodOf = (config: InternalAxiosRequestConfig) => (config.method ?? 'get').toUpperCase()
    const tracked = new WeakSet<object>()
    const done = (config: InternalAxiosRequestConfig | undefined) => {
      if (!config || !tracked.has(config)) return
      tracked.delete(config)
      this.inFlight -= 1
      this.lastChange = Date.now()
      this.answered.push({ method: methodOf(config), path: pathOf(config) })
    }
    this.ids = [
      http.interceptors.request.use((config) => {
        if (config.isRefresh || tracked.has(config)) return config
        tracked.add(config)
        this.inFlight += 1
        this.lastChange = Date.now()
        this.started.push({ method: methodOf(config), path: pathOf(config) })
        return config
      }),
      http.interceptors.response.use(
        (response) => {
          done(response.config)
          return response
        },
        (error: { config?: InternalAxiosRequestConfig }) => {
          done(error.config)
          throw error
        },
      ),
    ]
  }

  count(key: string, list: readonly Call[] = this.answered) {
    return list.filter((call) => keyOf(call) === key).length
  }

  dispose() {
    http.interceptors.request.eject(this.ids[0])
    http.interceptors.response.eject(this.ids[1])
  }
}

/** A read: GET, or POST to a search path (…/search, …/overview/search, …/search/company); never the token call. */
const isQuery = (call: Call) =>
  !call.path.includes('/connect/token') && (call.method === 'GET' || (call.method === 'POST' && call.path.split('/').includes('search')))

/** A seeded id in a path: a UUID, a number, or a long token with a digit in it (never a word like `notification-preferences`). */
const ID_SEGMENT = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d+|(?=[A-Za-z_-]*\d)[A-Za-z0-9_-]{16,})$/i
const patternOf = (path: string) =>
  path
    .split('/')
    .map((segment, index) => (index > 1 && ID_SEGMENT.test(segment) ? '*' : segment))
    .join('/')
const keyOf = (call: Call) => `${call.method} ${patternOf(call.path)}`
// A sample URL's page, as the lists name it: its path with ids as `*` (`/my-channels/*/contents/videos`).
export const pageOf = (url: string) => patternOf(new URL(url, 'http://localhost').pathname)
/** The page with the panel or view its URL opens (`/users?editor=new`, `/users?editor=*`, `/users`): NOT_SHOWN names these. */
const PANEL_PARAMS = ['editor', 'detail', 'permissions', 'thumbnail', 'view']
export const viewOf = (url: string) => {
  const parsed = new URL(url, 'http://localhost')
  const panels = PANEL_PARAMS.filter((name) => parsed.searchParams.has(name)).map((name) => {
    const value = parsed.searchParams.get(name) ?? ''
    return `${name}=${ID_SEGMENT.test(value) ? '*' : value}`
  })
  return `${pageOf(url)}${panels.length ? `?${panels.join('&')}` : ''}`
}

let current: { tracker: Tracker; router?: { state: { initialized: boolean; navigation: { state: string } } } } | null = null

async function renderSample(gateway: MockGateway, sample: Sample, handlers: RequestHandler[] = []) {
  cleanup()
  current?.tracker.dispose()
  server.resetHandlers()
  // Each render as a fresh browser: nothing a previous render stored (a cached option list) stands in for a call.
  localStorage.clear()
  sessionStorage.clear()
  // The app's client as the app makes it (no retries), but a query that retries by
  // itself (the menu profile) does so at once: the sweep waits for answers, not for back-off.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, retryDelay: 0, refetchOnWindowFocus: false }, mutations: { retry: false } },
  })
  const tracker = new Tracker()
  const { router } = await renderApp(sample.url, { gateway, handlers, signedInAs: sample.as === undefined ? 'admin@demo.local' : sample.as, queryClient })
  current = { tracker, router }
  return tracker
}

/** Waits until the route is loaded and no call (beyond `pending` held ones) has been in flight for a while. */
async function settle(tracker: Tracker, { quietMs = 200, timeout = 15_000, pending = 0 } = {}) {
  await waitFor(
    () => {
      const state = current?.router?.state
      if (state && (!state.initialized || state.navigation.state !== 'idle')) throw new Error('route loading')
      if (tracker.inFlight > pending) throw new Error(`${tracker.inFlight} calls in flight`)
      if (Date.now() - tracker.lastChange < quietMs) throw new Error('not quiet yet')
    },
    { timeout, interval: 50 },
  )
}

/** Discovery's render: the page as it settles, loading indicators gone where they go. */
async function settleFully(tracker: Tracker) {
  await settle(tracker)
  // A lazy part may still be loading its code (its calls come after): wait for the loading
  // indicators to go, then for the calls they make.
  await waitFor(() => expect(loadingIndicators()).toHaveLength(0), { timeout: 4_000, interval: 100 }).catch(() => undefined)
  await settle(tracker)
}

/**
 * Holds every request of one query (method and path pattern) until opened: it sees requests
 * before the gateway (renderScreen's handlers), and the gateway answers it once opened, with
 * whatever fault is set by then.
 */
function gateFor(method: string, pattern: string) {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  const source = pattern
    .split('/')
    .map((segment) => (segment === '*' ? '[^/]+' : segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')
  const handler = mswHttp.all(new RegExp(`^[a-z]+://[^/]+${source}(\\?.*)?$`), async ({ request }) => {
    if (request.method.toUpperCase() === method) await opened
    return undefined
  })
  return { handler, open }
}

const reveal = async (key: string) => {
  const how = REVEAL[key]
  if (how) await act(how.open)
}

/** Waits until a new error state with a Retry shows (beside what the loaded page had). */
async function expectErrorState(key: string, baseline: Snapshot) {
  await reveal(key)
  await waitFor(
    () => {
      const now = snapshot()
      if (now.errors <= baseline.errors || now.retries <= baseline.retries) throw new Error(`no error state with a Retry: ${describeSnapshot(now)}`)
    },
    // The failed answer is in: its state shows as soon as React has rendered it.
    { timeout: 1_000, interval: 20 },
  )
}

/** Presses every Retry on the page and waits until the query has been asked again and answered. */
async function pressRetries(tracker: Tracker, key: string) {
  const asked = tracker.count(key, tracker.started)
  const answered = tracker.count(key)
  for (const button of retryButtons()) await act(async () => void fireEvent.click(button))
  await waitFor(() => expect(tracker.count(key, tracker.started), 'the Retry did not ask again').toBeGreaterThan(asked), { timeout: 5_000, interval: 20 })
  await waitFor(() => expect(tracker.count(key), 'the Retry was not answered').toBeGreaterThan(answered), { timeout: 5_000, interval: 20 })
}

/** With the fault cleared, Retry brings the data back: the error state and its Retry go. */
async function expectRecovery(tracker: Tracker, key: string, baseline: Snapshot) {
  faults.clear()
  await pressRetries(tracker, key)
  await waitFor(
    () => {
      const now = snapshot()
      if (now.errors > baseline.errors || now.retries > baseline.retries)
        throw new Error(`Retry with the fault cleared did not recover: ${describeSnapshot(now)}`)
    },
    { timeout: 3_000, interval: 20 },
  )
}

const firstLine = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0]! : String(error))

const dump = (label: string) => {
  if (!process.env.FAULT_SWEEP_DUMP) return
  const html = [document.querySelector('main'), ...document.querySelectorAll('[role="dialog"]')]
    .map((element) => element?.outerHTML ?? '')
    .join('\n----\n')
    .replace(/<svg.*?<\/svg>/g, '')
    .replace(/ (class|style|data-tabster)="[^"]*"/g, '')
  console.info(
    `[dump-body] ${document.body.children.length} ${[...document.querySelectorAll('[data-portal-node]')]
      .map((c) =>
        c.outerHTML
          .replace(/<svg.*?<\/svg>/g, '')
          .replace(/ (class|style)="[^"]*"/g, '')
          .slice(0, 1500),
      )
      .join('\n')}`,
  )
  console.info(`[dump] ${label}\n${html.slice(-30_000)}`)
}

type Results = Partial<Record<Fault, string>>

/** Slow, then 500, then 503 on Retry, then recovery on Retry (see the top of this file). */
async function checkSlowThenServerErrors(
  gateway: MockGateway,
  sample: Sample,
  key: string,
  method: string,
  path: string,
  baseline: Snapshot,
): Promise<Results> {
  faults.clear()
  const gate = gateFor(method, path)
  try {
    const tracker = await renderSample(gateway, sample, [gate.handler])
    try {
      await waitFor(() => expect(tracker.count(key, tracker.started)).toBeGreaterThan(0), { timeout: 15_000, interval: 50 })
    } catch {
      return { latency: 'the call was not made', '500': 'the call was not made', '503': 'the call was not made' }
    }
    await settle(tracker, { pending: tracker.count(key, tracker.started) - tracker.count(key) })
    let latency = 'ok'
    try {
      await reveal(key)
      await waitFor(() => expect(loadingIndicators().length).toBeGreaterThan(baseline.loading), { timeout: 750, interval: 50 })
    } catch {
      dump(`${key} pending`)
      latency = `no loading indicator while the call is pending (${loadingIndicators().length}, ${baseline.loading} once loaded)`
    }

    faults.set({ method, path, status: 500 })
    gate.open()
    await waitFor(() => expect(tracker.count(key)).toBeGreaterThan(0), { timeout: 5_000, interval: 20 })
    try {
      await expectErrorState(key, baseline)
    } catch (error) {
      dump(`${key} answered 500`)
      return { latency, '500': firstLine(error), '503': 'not checked: no Retry after the 500' }
    }
    faults.set({ method, path, status: 503 })
    try {
      await pressRetries(tracker, key)
      await expectErrorState(key, baseline)
    } catch (error) {
      return { latency, '500': 'ok', '503': `after a Retry answered 503: ${firstLine(error)}` }
    }
    try {
      await expectRecovery(tracker, key, baseline)
      return { latency, '500': 'ok', '503': 'ok' }
    } catch (error) {
      return { latency, '500': firstLine(error), '503': firstLine(error) }
    }
  } finally {
    gate.open()
    faults.clear()
  }
}

/** A network failure on the first load: an error state with a Retry, and the Retry recovers. */
async function checkNetwork(gateway: MockGateway, sample: Sample, key: string, method: string, path: string, baseline: Snapshot): Promise<string> {
  faults.clear()
  faults.set({ method, path, network: true })
  try {
    const tracker = await renderSample(gateway, sample)
    try {
      await waitFor(() => expect(tracker.count(key)).toBeGreaterThan(0), { timeout: 15_000, interval: 50 })
    } catch {
      return 'the call was not made'
    }
    await expectErrorState(key, baseline)
    await expectRecovery(tracker, key, baseline)
    return 'ok'
  } catch (error) {
    return firstLine(error)
  } finally {
    faults.clear()
  }
}

/** Calls the layout makes on every page (the not-found page's): swept by the shell area only. */
async function layoutCalls(gateway: MockGateway): Promise<Set<string>> {
  const keys = new Set<string>()
  // Twice: the first render loads the layout's lazy parts (the bell), whose calls may come late.
  for (let i = 0; i < 2; i++) {
    const tracker = await renderSample(gateway, { url: '/no/such/page' })
    await settleFully(tracker)
    for (const call of tracker.started.filter(isQuery)) keys.add(keyOf(call))
  }
  return keys
}

/**
 * Registers the sweep of one area: one test per sample URL, in order (a query is swept where it
 * first appears), and writes .tmp/fault-sweep/<area>.json with every query covered.
 */
export function defineSweep(area: Area) {
  const gateway = createGateway()
  const samples = samplesFor(gateway.db)[area]
  const seen = new Set<string>()
  const covered: QueryResult[] = []
  let finished = 0

  afterAll(() => {
    current?.tracker.dispose()
    current = null
    mkdirSync('.tmp/fault-sweep', { recursive: true })
    writeFileSync(`.tmp/fault-sweep/${area}.json`, `${JSON.stringify(covered, null, 2)}\n`)
    const lines = covered.map(
      (q) => `  ${q.method} ${q.path} @ ${q.route}: ${FAULTS.map((f) => `${f} ${q.result[f]}`).join(', ')}${q.knownSilent ? ' (KNOWN_SILENT)' : ''}`,
    )
    console.info(`[fault-sweep] ${area}: ${covered.length} queries\n${lines.join('\n')}`)
  })

  describe(`fault sweep: ${area}`, () => {
    for (const sample of samples) {
      const name = sample.as === undefined ? sample.url : `${sample.url} (${sample.as ?? 'signed out'})`
      it(`${name}: every query shows loading, then an error with a Retry that recovers`, async () => {
        quietConsoleErrors()
        vi.spyOn(console, 'warn').mockImplementation(() => undefined)
        if (seen.size === 0 && area !== 'shell') for (const key of await layoutCalls(gateway)) seen.add(key)

        const tracker = await renderSample(gateway, sample)
        await settleFully(tracker)
        const baseline = snapshot()
        expect(
          errorStates().map((element) => element.outerHTML.slice(0, 300)),
          `${sample.url} shows an error without any fault`,
        ).toEqual([])

        const page = pageOf(sample.url)
        const notShownHere = NOT_SHOWN.filter((entry) => entry.on.includes(viewOf(sample.url)))
        const queries = new Map<string, Call>()
        // Every call this page made, in any of its renders: a NOT_SHOWN call that comes only after the
        // first render settled (a busy machine) still counts as made.
        const made = new Set<string>()
        // A query first made in a later render of this page (a part whose code loaded late) joins the queue.
        const enqueue = (started: readonly Call[]) => {
          for (const call of started) made.add(keyOf(call))
          for (const call of started.filter(isQuery)) {
            const key = keyOf(call)
            if (!seen.has(key) && !queries.has(key) && !notShownHere.some((entry) => entry.key === key)) queries.set(key, call)
          }
        }
        enqueue(tracker.started)
        if (process.env.FAULT_SWEEP_DISCOVER)
          console.info(`[discover] ${sample.url}\n${[...made].map((k) => `  ${k}${seen.has(k) ? ' (seen)' : ''}`).join('\n')}`)

        const failures: string[] = []
        const passingKnown: string[] = []
        for (const [key, call] of process.env.FAULT_SWEEP_DISCOVER ? [] : queries) {
          seen.add(key)
          // Debugging one query: FAULT_SWEEP_ONLY=<part of its key> (FAULT_SWEEP_DUMP=1 prints the page where a check fails).
          if (process.env.FAULT_SWEEP_ONLY && !key.includes(process.env.FAULT_SWEEP_ONLY)) continue
          const path = patternOf(call.path)
          const result: Record<Fault, string> = { latency: '', '500': '', '503': '', network: '' }
          Object.assign(result, await checkSlowThenServerErrors(gateway, sample, key, call.method, path, baseline))
          enqueue(current?.tracker.started ?? [])
          result.network = await checkNetwork(gateway, sample, key, call.method, path, baseline)
          enqueue(current?.tracker.started ?? [])
          const known = KNOWN_SILENT[`${key} @ ${page}`]
          covered.push({ area, method: call.method, path, route: sample.url, result, ...(known ? { knownSilent: known } : {}) })
          const bad = FAULTS.filter((fault) => result[fault] !== 'ok')
          if (!known) for (const fault of bad) failures.push(`${key} (${fault}): ${result[fault]}`)
          else if (bad.length === 0) passingKnown.push(`${key} @ ${page}`)
        }
        enqueue(current?.tracker.started ?? [])
        const stale = notShownHere.filter((entry) => !made.has(entry.key)).map((entry) => `${entry.key} @ ${viewOf(sample.url)}`)
        cleanup()
        finished += 1
        expect(failures, `silent failures on ${sample.url}`).toEqual([])
        expect(passingKnown, 'these pass now: take them off KNOWN_SILENT').toEqual([])
        expect(stale, 'NOT_SHOWN entries whose call this page no longer makes').toEqual([])
      }, 600_000)
    }

    it('reaches every KNOWN_SILENT entry of its pages (an entry nothing reaches goes)', (context) => {
      // Only after the whole area ran (not with -t or FAULT_SWEEP_ONLY).
      if (finished < samples.length || process.env.FAULT_SWEEP_ONLY || process.env.FAULT_SWEEP_DISCOVER) return context.skip()
      const pages = new Set(samples.map((sample) => pageOf(sample.url)))
      const reached = new Set(covered.filter((q) => q.knownSilent).map((q) => `${q.method} ${q.path} @ ${pageOf(q.route)}`))
      const unreached = Object.keys(KNOWN_SILENT).filter((entry) => pages.has(entry.split(' @ ')[1]!) && !reached.has(entry))
      expect(unreached).toEqual([])
    })
  })
}
