import type { Job, VideoBulkChanges } from '@/api/generated/channel/model'
import type { MockGateway } from '@mocks/gateway'
import { jobsOf } from '@mocks/db/jobs'
import { testClient } from '@tests/test-client'

type Body<T> = { header: { isSuccess: boolean }; body: T }

/** Another user changes a video's title (a write: a new version naming them). */
export function editedByOther(gateway: MockGateway, id: string, title: string, name = 'Deniz Aydın') {
  gateway.db.videos.get(id)!.video = title
  gateway.db.versions.bump(id, { id: 'b7a3d1c2-0000-4000-8000-000000000001', name }, ['video'])
}

/** Starts a bulk job on the gateway as `email` (the versions the list would have sent), optionally waiting for its end. */
export async function startJob(
  gateway: MockGateway,
  options: { email?: string; channelId?: string; count: number; changes: VideoBulkChanges; before?: (ids: string[]) => void },
) {
  const client = testClient(gateway)
  await client.login(options.email ?? 'admin@demo.local')
  const channelId = options.channelId ?? gateway.db.channel.channels[0]!.id
  const ids = gateway.db.videos
    .list(channelId)
    .slice(0, options.count)
    .map((video) => video.id)
  const basedOn = Object.fromEntries(ids.map((id) => [id, gateway.db.versions.of(id).version]))
  options.before?.(ids)
  const answer = await client.json<Body<Job>>('POST', '/channel-service/jobs', { channelId, ids, changes: options.changes, basedOn })
  if (answer.status !== 200) throw new Error(`job refused: ${JSON.stringify(answer.data)}`)
  const id = answer.data.body.id
  return {
    job: answer.data.body,
    ids,
    /** The job's end, at its own pace (a batch every 50 ms). */
    finished: () => jobsOf(gateway.db).finished(id),
    /** Its remaining items worked through now (mocks/db/jobs.ts finishNow). */
    finishNow: () => jobsOf(gateway.db).finishNow(id),
  }
}
