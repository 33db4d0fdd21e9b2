// @vitest-environment node
import '../lib/node-storage'
import { getResponse } from 'msw'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMockHost, type MockHost } from '@tests/mock-host'
import { createGateway } from '../gateway'
import { testClient } from '@tests/test-client'

/**
 * An image uploaded through `images/upload` is kept and served back at a same-origin address, as a
 * real image service answers a URL: in the browser host (the msw handlers, called here in
 * process) and in the Node host (over HTTP). Before, the browser host answered a `blob:` URL and
 * the Node host a `data:` URL, which the app (rightly) does not show.
 */

/** A tiny valid PNG (1×1), so the gateway can read its size. */
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0))

const form = (bytes: Uint8Array<ArrayBuffer>, name: string, type: string) => {
  const body = new FormData()
  body.append('file', new Blob([bytes], { type }), name)
  return body
}

type Uploaded = { header: { isSuccess: boolean; message: string | null }; body: { url: string; width: number; height: number } | null }

describe('uploaded images in the browser host (msw handlers)', () => {
  it('are kept and served at an absolute same-origin /mock-files/ address, without a token', async () => {
    const gateway = createGateway()
    const bearer = (await testClient(gateway).login('admin@demo.local')).access_token
    const origin = 'http://localhost:5173'
    const upload = await getResponse(
      gateway.handlers,
      new Request(`${origin}/channel-service/images/upload`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${bearer}`, 'Idempotency-Key': crypto.randomUUID() },
        body: form(PNG, 'me.png', 'image/png'),
      }),
    )
    const answer = (await upload!.json()) as Uploaded
    expect(answer.header.isSuccess).toBe(true)
    const url = new URL(answer.body!.url)
    expect(url.origin).toBe(origin)
    expect(url.pathname).toMatch(/^\/mock-files\/[\w-]+\/image\.png$/)
    expect(answer.body).toMatchObject({ width: 1, height: 1 })

    // An <img> sends no token.
    const served = await getResponse(gateway.handlers, new Request(url))
    expect(served?.status).toBe(200)
    expect(served?.headers.get('Content-Type')).toBe('image/png')
    expect(new Uint8Array(await served!.arrayBuffer())).toEqual(PNG)
  })

  it('refuses a file that is not an image, and answers 404 for an address it never gave', async () => {
    const gateway = createGateway()
    const bearer = (await testClient(gateway).login('admin@demo.local')).access_token
    const upload = await getResponse(
      gateway.handlers,
      new Request('http://localhost/channel-service/images/upload', {
        method: 'POST',
        headers: { Authorization: `Bearer ${bearer}`, 'Accept-Language': 'en', 'Idempotency-Key': crypto.randomUUID() },
        body: form(new Uint8Array(64), 'scan.bmp', 'image/bmp'),
      }),
    )
    expect(upload?.status).toBe(400)
    expect(((await upload!.json()) as Uploaded).header.message).toMatch(/not a JPEG, PNG, GIF or WebP/)
    const missing = await getResponse(gateway.handlers, new Request('http://localhost/mock-files/00000000-0000-0000-0000-000000000000/image.png'))
    expect(missing?.status).toBe(404)
  })
})

describe('uploaded images in the Node host', () => {
  let host: MockHost | undefined
  beforeAll(async () => {
    host = await startMockHost()
  })
  afterAll(() => host?.stop())

  it("are kept and served at an absolute address on the host's own origin, byte for byte", async () => {
    const base = host!.base
    const token = await fetch(`${base}/identity-service/api/connect/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'password',
        username: 'admin@demo.local',
        password: 'Demo123!',
        client_id: 'back-office',
        scope: 'openid profile email',
      }),
    })
    const bearer = ((await token.json()) as { access_token: string }).access_token
    const upload = await fetch(`${base}/channel-service/images/upload`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${bearer}`, 'Idempotency-Key': crypto.randomUUID() },
      body: form(PNG, 'me.png', 'image/png'),
    })
    const answer = (await upload.json()) as Uploaded
    expect(answer.header.isSuccess).toBe(true)
    const url = new URL(answer.body!.url)
    expect(url.origin).toBe(base)
    expect(url.pathname).toMatch(/^\/mock-files\//)

    const served = await fetch(url)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG)
  })
})
