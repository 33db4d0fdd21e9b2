import { getResponse, http, HttpResponse, type RequestHandler } from 'msw'
import { createDb, type Db } from './db'
import { faults } from './faults'
import { visibleChannels } from './db/channel-access'
import { hasPermission } from './db/identity-views'
import { jobsOf } from './db/jobs'
import { absoluteOn } from './db/stored-files'
import { statefulHandlers } from './handlers'
import { generatedHandlers } from './handlers/generated'
import { MockHub } from './hub/hub'
import { gatewayHandlers } from './lib/gateway-handlers'
import { localizeHandlers } from './lib/messages'

export interface MockGateway {
  db: Db
  hub: MockHub
  /** Order matters: control and faults first, then the stateful handlers, then the generated fallbacks. */
  handlers: RequestHandler[]
}

/** One mock gateway: a seeded database, its hub and its HTTP handlers. Both hosts build it the same way. */
export function createGateway(): MockGateway {
  // The database and the hub refer to each other: the hub is created once the database exists.
  const hubRef: { current?: MockHub } = {}
  const db = createDb({ notificationsChanged: (userId) => hubRef.current?.notifyUser(userId) })
  const liveHub = new MockHub((userId) => db.createTestNotification(userId))
  hubRef.current = liveHub
  // A video the platform finished processing changes status in every open list of its channel.
  // Its thumbnail is an absolute URL on the origin each client reached the hub on, as in the lists.
  db.videos.onStatusChanged((event) =>
    liveHub.broadcast(
      'VideoStatusChanged',
      (origin) => [{ ...event, thumbnail: event.thumbnail ? absoluteOn(event.thumbnail, origin) : null }],
      (userId) => visibleChannels(db, userId).some((c) => c.id === event.channelId),
    ),
  )
  // An uploaded caption track the service finished reading changes status in every open subtitles page of its channel.
  db.captions.onStatusChanged((event) =>
    liveHub.broadcast(
      'CaptionTrackStatusChanged',
      () => [event],
      (userId) => visibleChannels(db, userId).some((c) => c.id === event.channelId),
    ),
  )
  // A job's progress goes to the user who started it and to whoever may read every job (audit_read).
  jobsOf(db).onProgress((event, job) =>
    liveHub.broadcast('JobProgress', [event], (userId) => userId === job.createdBy.id || hasPermission(db, userId, 'audit_read')),
  )
  // Developer controls of the hub, over HTTP so both hosts (and the e2e tests) can use them.
  const hubControls = [
    http.post('*/__mock/hub/drop', async ({ request }) => {
      const { refuseForMs } = ((await request.json().catch(() => ({}))) ?? {}) as { refuseForMs?: unknown }
      liveHub.dropAll(typeof refuseForMs === 'number' && Number.isFinite(refuseForMs) && refuseForMs > 0 ? Math.min(refuseForMs, 60_000) : 0)
      return HttpResponse.json({ dropped: true })
    }),
    http.post('*/__mock/hub/test-notification', async ({ request }) => {
      const { userId } = (await request.json()) as { userId?: string }
      if (!userId) return HttpResponse.json({ error: 'userId is required' }, { status: 400 })
      db.createTestNotification(userId)
      return HttpResponse.json({ sent: true })
    }),
  ]
  // The clock claim deadlines follow: a test moves it forward ("29 days later").
  const clockControls = [
    http.get('*/__mock/clock', () => HttpResponse.json({ now: new Date(db.clock.now()).toISOString(), offsetMs: db.clock.offsetMs })),
    http.post('*/__mock/clock', async ({ request }) => {
      const { advanceMs } = ((await request.json().catch(() => ({}))) ?? {}) as { advanceMs?: unknown }
      if (typeof advanceMs !== 'number' || !Number.isFinite(advanceMs) || advanceMs <= 0) {
        return HttpResponse.json({ error: 'advanceMs must be a positive number of milliseconds' }, { status: 400 })
      }
      db.clock.advance(advanceMs)
      return HttpResponse.json({ now: new Date(db.clock.now()).toISOString(), offsetMs: db.clock.offsetMs })
    }),
  ]
  // Every answer's message in the caller's language (mocks/lib/messages.ts).
  const served = localizeHandlers([...gatewayHandlers, ...statefulHandlers(db), ...generatedHandlers])
  // A `dropAnswer` fault: the request is served as always, then its answer is lost on the way back.
  const dropAnswers = http.all(/\/(identity|notification|channel|parameter)-service\//, async ({ request }) => {
    if (!faults.take(request.method, new URL(request.url).pathname, true)) return undefined
    await getResponse(served, request.clone())
    return HttpResponse.error()
  })
  const handlers = [...localizeHandlers([...hubControls, ...clockControls]), dropAnswers, ...served]
  // A write's route step reads the record as its GET answers (the 412's record, the fields a write changed).
  db.versions.reader = async (request, path) => {
    const service = new URL(request.url).pathname.match(/\/([a-z]+-service)\//)?.[1]
    if (!service) return null
    const headers = { authorization: request.headers.get('authorization') ?? '', 'accept-language': request.headers.get('accept-language') ?? 'tr-TR' }
    const response = await getResponse(handlers, new Request(new URL(`/${service}${path}`, request.url), { headers }))
    if (!response || response.status !== 200) return null
    const data = (await response.json().catch(() => null)) as { body?: unknown } | null
    return data?.body && typeof data.body === 'object' ? (data.body as Record<string, unknown>) : null
  }
  // Every write tells the users who may see the record (RecordChanged: type, id, version, who, which fields).
  db.versions.onChanged(({ channelId, permission, ...event }) =>
    liveHub.broadcast(
      'RecordChanged',
      [event],
      (userId) =>
        (!permission || hasPermission(db, userId, permission)) && (!channelId || visibleChannels(db, userId).some((channel) => channel.id === channelId)),
    ),
  )
  return { db, hub: liveHub, handlers }
}
