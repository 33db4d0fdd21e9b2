import { http, HttpResponse } from 'msw'
import type { Notification, NotificationPreference } from '@/api/generated/notification/model'
import { quietConsoleErrors } from './console'
import { server } from './msw'
import { ScriptedHub } from './scripted-hub'
import { signInLocally } from './session'

/**
 * A small stateful notification service for component tests (one user's inbox, newest first),
 * with failure injection per operation and a log of the calls made. Tests that need the whole
 * service as the app meets it use the mock gateway (`renderScreen`).
 */

const BASE = '*/notification-service'

export type InboxOperation = 'search' | 'navbar' | 'update' | 'updateBulk' | 'delete' | 'deleteBulk' | 'markAll' | 'getPreferences' | 'putPreferences'

export interface InboxCall {
  operation: InboxOperation
  body?: unknown
  params?: Record<string, string>
}

const ok = (body: unknown) => HttpResponse.json({ header: { isSuccess: true, message: null }, body })

let sequence = 0
/** A notification created `minutesAgo` minutes ago. */
export function notification(partial: Partial<Notification> & { minutesAgo?: number } = {}): Notification {
  const { minutesAgo = 1, ...rest } = partial
  sequence += 1
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    type: 'Info',
    typeKey: 'general',
    params: { message: `Message ${sequence}` },
    isRead: false,
    createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    link: null,
    ...rest,
  }
}

export function createInbox(initial: Notification[], preferences: NotificationPreference[] = []) {
  let items = [...initial].sort((a, b) => b.createdAt.localeCompare(a.createdAt))
  let prefs = [...preferences]
  const calls: InboxCall[] = []
  const failures = new Map<InboxOperation, { status: number; message: string | null }>()

  const fail = (operation: InboxOperation) => {
    const failure = failures.get(operation)
    if (!failure) return null
    return HttpResponse.json({ header: { isSuccess: false, message: failure.message }, body: null }, { status: failure.status })
  }
  const page = (list: Notification[], index: number, size: number) => ({ items: list.slice(index * size, (index + 1) * size), totalCount: list.length })
  const byRead = (isRead: boolean | undefined) => (isRead === undefined ? items : items.filter((n) => n.isRead === isRead))

  const handlers = [
    http.post(`${BASE}/user-notifications/search`, async ({ request }) => {
      const body = (await request.json()) as { index: number; size: number; isRead?: boolean }
      calls.push({ operation: 'search', body })
      return fail('search') ?? ok(page(byRead(body.isRead), body.index, body.size))
    }),
    http.get(`${BASE}/user-notifications/navbar`, ({ request }) => {
      const params = Object.fromEntries(new URL(request.url).searchParams)
      calls.push({ operation: 'navbar', params })
      const isRead = params.isRead === undefined ? false : params.isRead === 'true'
      return fail('navbar') ?? ok(page(byRead(isRead), Number(params.index ?? 0), Number(params.size ?? 10)))
    }),
    http.post(`${BASE}/user-notifications/mark-as-read`, async ({ request }) => {
      const text = await request.text()
      const body = (text ? JSON.parse(text) : {}) as { before?: string }
      calls.push({ operation: 'markAll', body })
      const failed = fail('markAll')
      if (failed) return failed
      for (const n of items) if (!body.before || n.createdAt <= body.before) n.isRead = true
      return ok(null)
    }),
    http.delete(`${BASE}/user-notifications/bulk-delete`, async ({ request }) => {
      const body = (await request.json()) as { ids: string[] }
      calls.push({ operation: 'deleteBulk', body })
      const failed = fail('deleteBulk')
      if (failed) return failed
      items = items.filter((n) => !body.ids.includes(n.id))
      return ok(null)
    }),
    http.patch(`${BASE}/user-notifications/bulk`, async ({ request }) => {
      const body = (await request.json()) as { ids: string[]; isRead: boolean }
      calls.push({ operation: 'updateBulk', body })
      const failed = fail('updateBulk')
      if (failed) return failed
      for (const n of items) if (body.ids.includes(n.id)) n.isRead = body.isRead
      return ok(null)
    }),
    http.patch(`${BASE}/user-notifications/:id`, async ({ request, params }) => {
      const body = (await request.json()) as { isRead: boolean }
      calls.push({ operation: 'update', body: { id: params.id, ...body } })
      const failed = fail('update')
      if (failed) return failed
      const target = items.find((n) => n.id === params.id)
      if (!target) return HttpResponse.json({ header: { isSuccess: false, message: 'Not found' }, body: null }, { status: 404 })
      target.isRead = body.isRead
      return ok(null)
    }),
    http.delete(`${BASE}/user-notifications/:id`, ({ params }) => {
      calls.push({ operation: 'delete', body: { id: params.id } })
      const failed = fail('delete')
      if (failed) return failed
      items = items.filter((n) => n.id !== params.id)
      return ok(null)
    }),
    http.get(`${BASE}/notification-preferences`, () => {
      calls.push({ operation: 'getPreferences' })
      return fail('getPreferences') ?? ok({ items: prefs.map((p) => ({ ...p })) })
    }),
    http.put(`${BASE}/notification-preferences`, async ({ request }) => {
      const body = (await request.json()) as { items: NotificationPreference[] }
      calls.push({ operation: 'putPreferences', body })
      const failed = fail('putPreferences')
      if (failed) return failed
      prefs = prefs.map((p) => body.items.find((item) => item.typeKey === p.typeKey) ?? p)
      return ok(null)
    }),
    http.get(`${BASE}/commons/enums/:name/key-value-list`, () => ok({ items: [], totalCount: 0 })),
  ]

  return {
    handlers,
    calls,
    get items() {
      return items
    },
    get preferences() {
      return prefs
    },
    /** Adds a notification as the server would (newest first). */
    push(n: Notification) {
      items = [n, ...items]
    },
    failOn(operation: InboxOperation, failure: { status?: number; message?: string | null } = {}) {
      failures.set(operation, { status: failure.status ?? 500, message: failure.message ?? null })
    },
    heal() {
      failures.clear()
    },
    callsOf(operation: InboxOperation) {
      return calls.filter((call) => call.operation === operation)
    },
  }
}

export type Inbox = ReturnType<typeof createInbox>

/** An inbox answering on the shared msw server for the running test. */
export function serveInbox(initial: Notification[], preferences: NotificationPreference[] = []): Inbox {
  const inbox = createInbox(initial, preferences)
  server.use(...inbox.handlers)
  return inbox
}

/**
 * For a test of the inbox's owner: signs in as `user-1`, quiets the logs of the failures the
 * test injects, and returns a fresh live connection for the test to drive.
 */
export function signInWithScriptedHub(): ScriptedHub {
  signInLocally({ sub: 'user-1' })
  quietConsoleErrors()
  return new ScriptedHub()
}
