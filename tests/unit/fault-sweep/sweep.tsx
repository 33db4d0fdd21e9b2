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
 * Discovery: the reads each sample URL makes (GET, and POST to a `search` path; never the token
 * call) are its queries, deduplicated by method and path pattern (ids as `*`). A query is swept at
 * the first sample URL of its area that makes it; the layout's own calls (those of the not-found
 * page, read from one render at the start of the area) by the shell area only. A page that does
 * not settle, or still shows a loading indicator once nothing is in flight, fails its test: the
 * sweep never takes a page that is still loading for the loaded page.
 *
 * One render per query. A page's first render is also its discovery: the first query it asks for
 * that is not swept yet is held from its first request while the rest of the page loads (the
 * page's other calls are made meanwhile), checked as below, and once it has recovered the page
 * must settle loaded; every call made by then is the page's inventory. Each other new query of the
 * page gets a render of its own, held from the start. In that render, every fault in turn:
 * - Slow: the call is held (a spy handler that the gateway's answer waits behind) until everything
 *   else has settled, and the loading indicator is looked for; this stands for the 3 s latency
 *   without racing a clock on a loaded machine, and waits nothing out.
 * - 500: the held call is answered 500; an error state with a Retry must show.
 * - 503: its Retry is answered 503; the error state must stay (src/api/http.ts and every screen
 *   treat any error status alike, nothing looks at 503, so this render path is the 500's).
 * - Network: the next Retry fails on the network (the client makes another kind of error of it,
 *   kind 'network' without a status); the error state with a Retry must show again. It need not
 *   be the first load: a query that has no data goes back to `pending` when asked again
 *   (TanStack's fetchState), so the screen passes through the same states as on a first load;
 *   the client makes the same error of it either way, and the only code that looks at a network
 *   error's kind is the sign-in forms', which are not queries.
 * - Recovery: the next Retry, fault cleared, must bring the data back.
 * When a step before the network one fails, the network case is still checked on its own, on a
 * first load (a render of its own), so every fault keeps a result.
 *
 * Settling is a condition, not a clock: the router idle, no call of the app's client in flight,
 * nothing fetching or mutating in the query client, no Suspense boundary showing its fallback (a
 * lazy part loading its code), and that still so after React has flushed what was scheduled
 * (renders, the effects that start the next query) inside act().
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
  /** The calls sent and not answered yet, by request: their keys. */
  private readonly pending = new Map<object, string>()
  private readonly ids: [number, number]

  constructor() {
    const pathOf = (config: InternalAxiosRequestConfig) => new URL(config.url ?? '', 'http://localhost').pathname
    const methodOf = (config: InternalAxiosRequestConfig) => (config.method ?? 'get').toUpperCase()
    const done = (config: InternalAxiosRequestConfig | undefined) => {
      if (!config || !this.pending.has(config)) return
      this.pending.delete(config)
      this.answered.push({ method: methodOf(config), path: pathOf(config) })
    }
    this.ids = [
      http.interceptors.request.use((config) => {
        if (config.isRefresh || this.pending.has(config)) return config
        const call = { method: methodOf(config), path: pathOf(config) }
        this.pending.set(config, keyOf(call))
        this.started.push(call)
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

  /** Keys of the calls in flight. */
  inFlight(): string[] {
    return [...this.pending.values()]
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

interface Rendered {
  tracker: Tracker
  queryClient: QueryClient
  container: Element
  router?: { state: { initialized: boolean; navigation: { state: string }; revalidation: string } }
}
let current: Rendered | null = null

/**
 * Full app renders of this file, by purpose (the sweep's cost: reported after the area): the
 * layout's; each page's first (its discovery, and the check of its first new query); one for each
 * other new query; and, only after a failed check, a page's inventory again or a network first load.
 */
const renders = { layout: 0, page: 0, query: 0, 'page again': 0, 'network alone': 0 }

async function renderSample(gateway: MockGateway, sample: Sample, purpose: keyof typeof renders, handlers: RequestHandler[] = []) {
  cleanup()
  current?.tracker.dispose()
  current = null
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
  renders[purpose] += 1
  const { router, container } = await renderApp(sample.url, {
    gateway,
    handlers,
    signedInAs: sample.as === undefined ? 'admin@demo.local' : sample.as,
    queryClient,
  })
  current = { tracker, queryClient, container, router }
  return current
}

interface Fiber {
  tag: number
  memoizedState: unknown
  child: Fiber | null
  sibling: Fiber | null
}
/** React's SuspenseComponent work tag (react-reconciler's ReactWorkTags). */
const SUSPENSE_TAG = 13

/**
 * Suspense boundaries showing their fallback: a lazy part whose code is still loading (the bell,
 * the upload tray, a chart), or a suspended read. Nothing else tells: their fallbacks are often
 * nothing at all, and loading code makes no call. Read from React's fiber tree (the container's
 * root; a boundary's state is set while it shows its fallback), so it is React's own answer.
 * `boundaries` counts them all: the app's top route has one, so none means React's internals
 * moved and the check would be blind.
 */
function suspenseBoundaries(container: Element): { boundaries: number; suspended: number } {
  const rootKey = Object.keys(container).find((key) => key.startsWith('__reactContainer$'))
  if (!rootKey) return { boundaries: 0, suspended: 0 }
  const hostRoot = (container as unknown as Record<string, { stateNode: { current: Fiber } }>)[rootKey]!
  let boundaries = 0
  let suspended = 0
  const stack: Fiber[] = [hostRoot.stateNode.current]
  while (stack.length) {
    const fiber = stack.pop()!
    if (fiber.tag === SUSPENSE_TAG) {
      boundaries += 1
      if (fiber.memoizedState !== null) suspended += 1
    }
    if (fiber.sibling) stack.push(fiber.sibling)
    if (fiber.child) stack.push(fiber.child)
  }
  return { boundaries, suspended }
}

interface SettleOptions {
  /** A query held on purpose (its key): its calls may stay in flight, and its queries fetching. */
  held?: string
  /** Discovery: loading indicators must be gone too (nothing is in flight, so nothing may show as loading). */
  loaded?: boolean
  /** A page's first render: the query its gate holds, if it holds one; if it holds none, the page must be loaded. */
  gate?: Gate
  timeout?: number
}

/** Why the render is not settled yet, or null. */
function unsettled(rendered: Rendered, options: SettleOptions): string | null {
  const held = options.held ?? options.gate?.held() ?? undefined
  const loaded = options.loaded || (options.gate !== undefined && held === undefined)
  const state = rendered.router?.state
  if (state && !state.initialized) return 'the route is still loading'
  if (state && state.navigation.state !== 'idle') return `a navigation is ${state.navigation.state}`
  if (state && state.revalidation !== 'idle') return 'the route is revalidating'
  const inFlight = rendered.tracker.inFlight()
  const others = inFlight.filter((key) => key !== held)
  if (others.length > 0) return `${others.length} call(s) in flight (${[...new Set(others)].join(', ')})`
  // Every query or mutation under way must be one waiting on a held call (a query fetching with no
  // call in flight is between calls: before its request, or turning the answer into data).
  const fetching = rendered.queryClient.isFetching()
  const mutating = rendered.queryClient.isMutating()
  if (fetching + mutating > inFlight.length - others.length) return `${fetching} query(ies) fetching, ${mutating} mutation(s) running`
  const { boundaries, suspended } = suspenseBoundaries(rendered.container)
  if (boundaries === 0) return "no Suspense boundary in React's tree, though the top route has one: React's internals changed (see suspenseBoundaries)"
  if (suspended > 0) return `${suspended} Suspense boundary(ies) showing a fallback (a lazy part loading its code)`
  if (loaded) {
    const loading = loadingIndicators().length
    if (loading > 0) return `${loading} loading indicator(s) still shown with nothing in flight`
  }
  return null
}

/**
 * Waits until the render has settled (see the top of this file); throws, saying what is still
 * under way, when it has not within `timeout`: it never goes on with a page that is still loading.
 * No clock decides when it is settled, so a busy machine only makes it wait longer.
 */
async function settle(label: string, options: SettleOptions = {}) {
  const rendered = current
  if (!rendered) throw new Error('nothing rendered')
  const timeout = options.timeout ?? 30_000
  const deadline = Date.now() + timeout
  for (;;) {
    try {
      await waitFor(
        () => {
          const why = unsettled(rendered, options)
          if (why) throw new Error(why)
        },
        { timeout: Math.max(100, deadline - Date.now()), interval: 20, onTimeout: (error) => error },
      )
    } catch (error) {
      throw new Error(`${label} did not settle within ${timeout / 1000} s: ${firstLine(error)}`, { cause: error })
    }
    // What the last answers scheduled (an update, its render, the effect that starts the next
    // query, a lazy part's retry) runs inside act: React flushes all of it before act returns.
    // The one timer turn lets the query client deliver its notifications (it batches on a 0 ms timer).
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
    if (!unsettled(rendered, options)) return
  }
}

interface Gate {
  handler: RequestHandler
  /** The key of the query it holds, once it holds one. */
  held(): string | null
  open(): void
}

/**
 * Holds every request of one query (method and path pattern) until opened: it sees requests
 * before the gateway (renderScreen's handlers), and the gateway answers it once opened, with
 * whatever fault is set by then.
 */
function gateFor(method: string, pattern: string): Gate {
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
  return { handler, open, held: () => `${method} ${pattern}` }
}

/**
 * A page's first render: holds the first query it asks for that `wanted` takes (one not swept
 * yet), and every later request of that query, until opened. Everything else goes through.
 */
function gateFirst(wanted: (key: string) => boolean): Gate {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  let chosen: string | null = null
  const handler = mswHttp.all(/.*/, async ({ request }) => {
    const call = { method: request.method.toUpperCase(), path: new URL(request.url).pathname }
    if (!isQuery(call)) return undefined
    const key = keyOf(call)
    if (chosen === null && wanted(key)) chosen = key
    if (key === chosen) await opened
    return undefined
  })
  return { handler, open, held: () => chosen }
}

/** Opens the popup that shows the query's states (lists.ts REVEAL); true when there is one. */
const reveal = async (key: string) => {
  const how = REVEAL[key]
  if (how) await act(how.open)
  return how !== undefined
}

/** The page settled after a failed answer: a new error state with a Retry must show (beside what the loaded page had). */
async function expectErrorState(label: string, key: string, baseline: Snapshot) {
  await settle(label)
  if (await reveal(key)) await settle(label)
  await waitFor(
    () => {
      const now = snapshot()
      if (now.errors <= baseline.errors || now.retries <= baseline.retries) throw new Error(`no error state with a Retry: ${describeSnapshot(now)}`)
    },
    // Settled: the state is on the page already; the wait only tells a slow machine from a missing state in the message.
    { timeout: 2_000, interval: 20, onTimeout: (error) => error },
  )
}

/** Presses every Retry on the page and waits until the query has been asked again and answered. */
async function pressRetries(key: string) {
  const { tracker } = current!
  const asked = tracker.count(key, tracker.started)
  const answered = tracker.count(key)
  for (const button of retryButtons()) await act(async () => void fireEvent.click(button))
  await waitFor(() => expect(tracker.count(key, tracker.started), 'the Retry did not ask again').toBeGreaterThan(asked), { timeout: 15_000, interval: 20 })
  await waitFor(() => expect(tracker.count(key), 'the Retry was not answered').toBeGreaterThan(answered), { timeout: 15_000, interval: 20 })
}

/** With the fault cleared, Retry brings the data back: the error state and its Retry go. */
async function expectRecovery(key: string, baseline: Snapshot) {
  faults.clear()
  await pressRetries(key)
  await settle(`${key} after a Retry with the fault cleared`)
  await waitFor(
    () => {
      const now = snapshot()
      if (now.errors > baseline.errors || now.retries > baseline.retries)
        throw new Error(`Retry with the fault cleared did not recover: ${describeSnapshot(now)}`)
    },
    { timeout: 2_000, interval: 20, onTimeout: (error) => error },
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

/** Runs one step of a check: 'ok', or what went wrong (its first line). */
async function step(run: () => Promise<void>): Promise<string> {
  try {
    await run()
    return 'ok'
  } catch (error) {
    return firstLine(error)
  }
}

interface Checked {
  results: Results
  /** A step before the network one failed: the network case is still to be checked, on a first load of its own. */
  networkAlone?: boolean
  /** The chain ended with the page loaded again (the recovery). */
  recovered?: boolean
}

/** A query swept in a render of its own (not the first new query of its page): held by a gate from the start. */
async function checkQuery(gateway: MockGateway, sample: Sample, key: string, method: string, path: string, baseline: Snapshot): Promise<Checked> {
  faults.clear()
  const gate = gateFor(method, path)
  try {
    const { tracker } = await renderSample(gateway, sample, 'query', [gate.handler])
    try {
      await waitFor(() => expect(tracker.count(key, tracker.started)).toBeGreaterThan(0), { timeout: 30_000, interval: 20 })
    } catch {
      const notMade = 'the call was not made'
      return { results: { latency: notMade, '500': notMade, '503': notMade, network: notMade } }
    }
    return await checkHeld(gate, key, method, path, baseline)
  } finally {
    gate.open()
    faults.clear()
  }
}

/**
 * Every fault in turn on the rendered page, whose gate holds the query (see the top of this file):
 * held (loading), answered 500 (error and Retry), Retry answered 503 (the error stays), Retry
 * failing on the network (the error shows again), Retry with the fault cleared (recovery).
 */
async function checkHeld(gate: Gate, key: string, method: string, path: string, baseline: Snapshot): Promise<Checked> {
  const { tracker } = current!
  // Held: everything else settles around it, and it must show as loading.
  await settle(`${key} held`, { held: key })
  if (await reveal(key)) await settle(`${key} held`, { held: key })
  let latency = 'ok'
  try {
    await waitFor(() => expect(loadingIndicators().length).toBeGreaterThan(baseline.loading), { timeout: 2_000, interval: 20 })
  } catch {
    dump(`${key} pending`)
    latency = `no loading indicator while the call is pending (${loadingIndicators().length}, ${baseline.loading} once loaded)`
  }

  faults.set({ method, path, status: 500 })
  gate.open()
  const on500 = await step(async () => {
    await waitFor(() => expect(tracker.count(key), 'the held call was not answered').toBeGreaterThan(0), { timeout: 15_000, interval: 20 })
    await expectErrorState(`${key} answered 500`, key, baseline)
  })
  if (on500 !== 'ok') {
    dump(`${key} answered 500`)
    return { results: { latency, '500': on500, '503': 'not checked: no Retry after the 500' }, networkAlone: true }
  }

  faults.set({ method, path, status: 503 })
  const on503 = await step(async () => {
    await pressRetries(key)
    await expectErrorState(`${key} after a Retry answered 503`, key, baseline)
  })
  if (on503 !== 'ok') {
    dump(`${key} after a Retry answered 503`)
    return { results: { latency, '500': 'ok', '503': `after a Retry answered 503: ${on503}` }, networkAlone: true }
  }

  faults.set({ method, path, network: true })
  const onNetwork = await step(async () => {
    await pressRetries(key)
    await expectErrorState(`${key} after a Retry failing on the network`, key, baseline)
  })
  if (onNetwork !== 'ok') {
    dump(`${key} after a Retry failing on the network`)
    const unchecked = 'its recovery was not checked: the network step after it failed'
    return { results: { latency, '500': unchecked, '503': unchecked, network: `after a Retry failing on the network: ${onNetwork}` } }
  }

  const recovery = await step(() => expectRecovery(key, baseline))
  if (recovery !== 'ok') dump(`${key} after a Retry with the fault cleared`)
  return { results: { latency, '500': recovery, '503': recovery, network: recovery }, recovered: recovery === 'ok' }
}

/** A network failure on the first load: an error state with a Retry, and the Retry recovers (when checkQuery could not reach it). */
async function checkNetwork(gateway: MockGateway, sample: Sample, key: string, method: string, path: string, baseline: Snapshot): Promise<string> {
  faults.clear()
  faults.set({ method, path, network: true })
  try {
    const { tracker } = await renderSample(gateway, sample, 'network alone')
    try {
      await waitFor(() => expect(tracker.count(key)).toBeGreaterThan(0), { timeout: 30_000, interval: 20 })
    } catch {
      return 'the call was not made'
    }
    return await step(async () => {
      await expectErrorState(`${key} failing on the network`, key, baseline)
      await expectRecovery(key, baseline)
    })
  } finally {
    faults.clear()
  }
}

/** Calls the layout makes on every page (the not-found page's): swept by the shell area only. */
async function layoutCalls(gateway: MockGateway): Promise<Set<string>> {
  // Once: settling waits for the layout's lazy parts (the bell) to load and make their calls.
  const { tracker } = await renderSample(gateway, { url: '/no/such/page' }, 'layout')
  await settle('the layout (/no/such/page)', { loaded: true })
  return new Set(tracker.started.filter(isQuery).map(keyOf))
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
    const total = Object.values(renders).reduce((sum, n) => sum + n, 0)
    const byPurpose = Object.entries(renders)
      .map(([purpose, n]) => `${purpose} ${n}`)
      .join(', ')
    console.info(`[fault-sweep] ${area}: ${covered.length} queries, ${total} renders (${byPurpose})\n${lines.join('\n')}`)
  })

  describe(`fault sweep: ${area}`, () => {
    for (const sample of samples) {
      const name = sample.as === undefined ? sample.url : `${sample.url} (${sample.as ?? 'signed out'})`
      it(`${name}: every query shows loading, then an error with a Retry that recovers`, async () => {
        quietConsoleErrors()
        vi.spyOn(console, 'warn').mockImplementation(() => undefined)
        if (seen.size === 0 && area !== 'shell') for (const key of await layoutCalls(gateway)) seen.add(key)

        const page = pageOf(sample.url)
        const notShownHere = NOT_SHOWN.filter((entry) => entry.on.includes(viewOf(sample.url)))
        const only = process.env.FAULT_SWEEP_ONLY
        const wanted = (key: string) => !seen.has(key) && !notShownHere.some((entry) => entry.key === key) && (!only || key.includes(only))

        // The page's first render is its discovery, and the check of its first new query: that query
        // is held from its first request while everything else loads (the page's other calls are made
        // meanwhile; those that need its data, once it has recovered).
        const gate = gateFirst(process.env.FAULT_SWEEP_DISCOVER ? () => false : wanted)
        const { tracker } = await renderSample(gateway, sample, 'page', [gate.handler])
        await settle(`discovery of ${sample.url}`, { gate })
        expect(
          errorStates().map((element) => element.outerHTML.slice(0, 300)),
          `${sample.url} shows an error without any fault`,
        ).toEqual([])
        // A settled page with nothing in flight shows no loading indicator (settle holds discovery to
        // that), so the loaded page's count is 0 even while the first query is held.
        const baseline: Snapshot = { ...snapshot(), loading: 0 }
        const trackers = [tracker]
        const first = gate.held()
        const checked = new Map<string, Checked>()
        if (first) {
          const call = tracker.started.find((made) => keyOf(made) === first)
          if (!call) throw new Error(`${first} was asked for outside the app's HTTP client: the sweep cannot follow it`)
          const chain = await checkHeld(gate, first, call.method, patternOf(call.path), baseline).finally(() => {
            gate.open()
            faults.clear()
          })
          checked.set(first, chain)
          if (chain.recovered) {
            await settle(`discovery of ${sample.url} (once ${first} had recovered)`, { loaded: true })
          } else {
            // The page did not come back: the calls that need the held query's data come from a render of its own.
            trackers.push((await renderSample(gateway, sample, 'page again')).tracker)
            await settle(`discovery of ${sample.url}`, { loaded: true })
          }
        }

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
        for (const each of trackers) enqueue(each.started)
        if (process.env.FAULT_SWEEP_DISCOVER)
          console.info(`[discover] ${sample.url}\n${[...made].map((k) => `  ${k}${seen.has(k) ? ' (seen)' : ''}`).join('\n')}`)

        const failures: string[] = []
        const passingKnown: string[] = []
        for (const [key, call] of process.env.FAULT_SWEEP_DISCOVER ? [] : queries) {
          seen.add(key)
          // Debugging one query: FAULT_SWEEP_ONLY=<part of its key> (FAULT_SWEEP_DUMP=1 prints the page where a check fails).
          if (only && !key.includes(only)) continue
          const path = patternOf(call.path)
          const result: Record<Fault, string> = { latency: '', '500': '', '503': '', network: '' }
          const { results, networkAlone } = checked.get(key) ?? (await checkQuery(gateway, sample, key, call.method, path, baseline))
          Object.assign(result, results)
          enqueue(current?.tracker.started ?? [])
          if (networkAlone) {
            result.network = await checkNetwork(gateway, sample, key, call.method, path, baseline)
            enqueue(current?.tracker.started ?? [])
          }
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
