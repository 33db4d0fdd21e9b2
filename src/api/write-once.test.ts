import { describe, expect, it } from 'vitest'
import type { Job } from '@/api/generated/channel/model'
import { jobsOf } from '@mocks/db/jobs'
import { faults } from '@mocks/faults'
import { createGateway } from '@mocks/gateway'
import { server } from '@tests/msw'
import { testClient } from '@tests/test-client'
import { channelClient } from './http'
import { session } from './session'

/**
 * Issue 24, "writes that happen once": a bulk request whose answer is lost on the way back (the
 * gateway did it; the browser only saw the connection drop) is sent again by the user. The
 * mutator sends the retry of the same intent with the same Idempotency-Key, and the mock gateway,
 * strict as a real one, answers it with the first answer: one job, not two.
 */
describe('a bulk request sent again after its answer was lost', () => {
  it('starts one job: the retry carries the same Idempotency-Key and gets the first job back', async () => {
    const gateway = createGateway()
    server.use(...gateway.handlers)
    const tokens = await testClient(gateway).login('admin@demo.local')
    session.signIn({ accessToken: tokens.access_token, refreshToken: tokens.refresh_token, idToken: tokens.id_token }, 'admin@demo.local', true)
    const channelId = gateway.db.channel.channels[0]!.id
    const ids = gateway.db.videos
      .list(channelId)
      .slice(0, 20)
      .map((video) => video.id)
    const basedOn = Object.fromEntries(ids.map((id) => [id, gateway.db.versions.of(id).version]))
    const body = { channelId, ids, changes: { privacyStatus: 'unlisted' }, basedOn }
    const keys: Array<string | null> = []
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/channel-service/jobs') keys.push(request.headers.get('idempotency-key'))
    })
    const earlier = new Set(
      jobsOf(gateway.db)
        .list(() => true, undefined)
        .map((job) => job.id),
    )
    const made = () => jobsOf(gateway.db).list((job) => !earlier.has(job.id), undefined)

    faults.set({ method: 'POST', path: '/channel-service/jobs', dropAnswer: true, times: 1 })
    await expect(channelClient<Job>({ url: '/jobs', method: 'POST', data: body })).rejects.toMatchObject({ kind: 'network' })
    // The gateway did it: the job exists, though the caller never heard.
    expect(made()).toHaveLength(1)

    const job = await channelClient<Job>({ url: '/jobs', method: 'POST', data: body })
    expect(keys).toHaveLength(2)
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(keys[1]).toBe(keys[0])
    expect(made().map((found) => found.id)).toEqual([job.id])
    await jobsOf(gateway.db).finished(job.id)
    expect(ids.every((id) => gateway.db.videos.get(id)!.privacyStatus === 'unlisted')).toBe(true)
  })
})
