import { http as route, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@tests/msw'
import { tokenExpiringIn } from '@tests/tokens'
import { identityClient } from './http'
import { isOwnChange } from './record-versions'
import { session } from './session'

/**
 * The mutator adds what the contracts ask of a write (src/api/write-rules.generated.ts): the
 * version it last read of each changed record as If-Match, and one Idempotency-Key per intent.
 */
const ID = '11111111-1111-4111-8111-111111111111'
const ok = (body: unknown, headers: Record<string, string> = {}) => HttpResponse.json({ header: { isSuccess: true, message: null }, body }, { headers })

function signIn() {
  session.signIn({ accessToken: tokenExpiringIn(3600), refreshToken: 'r', idToken: null }, 'admin@demo.local', true)
}

describe('the headers a write carries', () => {
  it('sends the version read last as If-Match, and the version a save answered afterwards', async () => {
    signIn()
    const sent: Array<string | null> = []
    server.use(
      route.get(`*/identity-service/users/${ID}`, () => ok({ id: ID, version: 7 })),
      route.put(`*/identity-service/users/${ID}`, ({ request }) => {
        sent.push(request.headers.get('if-match'))
        return ok(null, { ETag: `"${12 + sent.length}"` })
      }),
    )
    await identityClient({ url: `/users/${ID}`, method: 'GET' })
    await identityClient({ url: `/users/${ID}`, method: 'PUT', data: {} })
    await identityClient({ url: `/users/${ID}`, method: 'PUT', data: {} })
    expect(sent).toEqual(['"7"', '"13"'])
  })

  it('gives a double click on Create one key, and the next create a new one', async () => {
    signIn()
    const keys: Array<string | null> = []
    server.use(
      route.post('*/identity-service/users', async ({ request }) => {
        keys.push(request.headers.get('idempotency-key'))
        await new Promise((resolve) => setTimeout(resolve, 20))
        return ok({ id: ID })
      }),
    )
    const body = { email: 'a@demo.local', firstName: 'A', lastName: 'B' }
    await Promise.all([identityClient({ url: '/users', method: 'POST', data: body }), identityClient({ url: '/users', method: 'POST', data: body })])
    await identityClient({ url: '/users', method: 'POST', data: body })
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(keys[1]).toBe(keys[0])
    expect(keys[2]).not.toBe(keys[0])
  })

  it('knows the hub’s news of its own save, even when the hub speaks before the save is answered', async () => {
    signIn()
    let answer: (() => void) | undefined
    server.use(
      route.get(`*/identity-service/users/${ID}`, () => ok({ id: ID, version: 7 })),
      route.put(`*/identity-service/users/${ID}`, () => new Promise<Response>((resolve) => (answer = () => resolve(ok(null, { ETag: '"8"' }))))),
    )
    await identityClient({ url: `/users/${ID}`, method: 'GET' })
    const saving = identityClient({ url: `/users/${ID}`, method: 'PUT', data: {} })
    await expect.poll(() => answer).toBeDefined()
    // The hub's RecordChanged for version 8 arrives while the PUT waits for its answer.
    const echo = isOwnChange(ID, 8)
    const theirs = isOwnChange(ID, 9)
    answer!()
    await saving
    expect(await echo).toBe(true)
    expect(await theirs).toBe(false)
    expect(await isOwnChange(ID, 6)).toBe(false)
  })
})
