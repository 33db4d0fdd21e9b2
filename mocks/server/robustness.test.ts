// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMockHost, type MockHost } from '@tests/mock-host'

/**
 * The mock gateway's Node host (mocks/server/main.ts) under hostile requests, sent over raw
 * sockets so nothing cleans them up on the way: each gets an answer in the envelope (or, for a
 * client that left, nothing), and afterwards the server still serves the app and the API.
 */

let host: MockHost | undefined
let port = 0
let base = ''
let work = ''
let log = ''

/** Sends raw bytes, returns everything the server wrote until it closed (or 3 s passed). */
function raw(data: string | Buffer, options: { endAfterWrite?: boolean } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    const received: Buffer[] = []
    const timer = setTimeout(() => {
      socket.destroy()
      resolve(Buffer.concat(received).toString('utf8'))
    }, 3000)
    socket.on('data', (chunk: Buffer) => received.push(chunk))
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? undefined : reject(error)))
    socket.on('close', () => {
      clearTimeout(timer)
      resolve(Buffer.concat(received).toString('utf8'))
    })
    socket.write(data, () => {
      if (options.endAfterWrite) socket.end()
    })
  })
}

const get = (path: string, headers = '') => raw(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${headers}\r\n`)
const post = (path: string, contentType: string, body: string, headers = '') =>
  raw(
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: ${contentType}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${headers}\r\n${body}`,
  )

const status = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)
const envelope = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as { header: { isSuccess: boolean; message: string }; body: null }

async function stillServes() {
  const page = await fetch(`${base}/login`)
  expect(page.status).toBe(200)
  expect(await page.text()).toContain('<div id="root">')
  const api = await fetch(`${base}/__mock/settings`)
  expect(api.status).toBe(200)
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'mock-host-'))
  const dist = join(work, 'dist')
  mkdirSync(join(dist, 'assets'), { recursive: true })
  mkdirSync(join(work, 'dist-old'))
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>')
  writeFileSync(join(dist, 'assets', 'app-abcdefgh.js'), 'console.log(1)'.repeat(50_000))
  writeFileSync(join(work, 'dist-old', 'secret.txt'), 'SECRET-OF-THE-SIBLING')
  writeFileSync(join(work, 'outside.txt'), 'SECRET-OUTSIDE')
  mkdirSync(join(dist, '.vite'))
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{"SECRET-MANIFEST": 1}')
  symlinkSync(join(work, 'outside.txt'), join(dist, 'link.txt'))
  host = await startMockHost({ env: { DIST_DIR: dist }, onStderr: (text) => (log += text) })
  port = host.port
  base = host.base
})

afterAll(() => {
  host?.stop()
  rmSync(work, { recursive: true, force: true })
})

describe('the Node host answers every malformed request and stays up', () => {
  it('a malformed percent-escape is a 400 in the envelope, and the server still serves', async () => {
    for (const path of ['/%E0%A4%A', '/%', '/assets/%zz.js', '/identity-service/%E0%A4%A']) {
      const answer = await get(path)
      expect([400, 401, 404], path).toContain(status(answer))
      expect(envelope(answer).header.isSuccess, path).toBe(false)
    }
    expect(status(await get('/%E0%A4%A'))).toBe(400)
    expect(status(await get('/mock-files/%E0%A4%A/x.png'))).toBe(400)
    expect(status(await get('/channel-service/videos/%E0%A4%A'))).toBe(400)
    expect(log).not.toContain('URIError')
    expect(status(await get('/x%00.js'))).toBe(400)
    await stillServes()
  })

  it('serves files only from inside the folder: no sibling folder, no traversal, no symlink out', async () => {
    for (const path of [
      '/../dist-old/secret.txt',
      '/%2e%2e/dist-old/secret.txt',
      '/..%2fdist-old%2fsecret.txt',
      '/%2e%2e%2fdist-old%2fsecret.txt',
      '/..%2f..%2f..%2fetc%2fpasswd',
      '/link.txt',
      '/..%2foutside.txt',
      '/.vite/manifest.json',
      '/%2evite/manifest.json',
    ]) {
      const answer = await get(path)
      expect(answer, path).not.toContain('SECRET')
      expect(answer, path).not.toContain('root:x:0')
      expect(status(answer), path).toBe(404)
      expect(envelope(answer).header.isSuccess, path).toBe(false)
    }
    // Inside the folder everything still works: an asset, and an app route falling back to index.html.
    expect(status(await get('/assets/app-abcdefgh.js'))).toBe(200)
    expect(await get('/users/42')).toContain('<div id="root">')
  })

  it('oversized headers, a garbage request line, a bad Host and a refused method each get an answer', async () => {
    const huge = await get('/login', `X-Big: ${'a'.repeat(100_000)}\r\n`)
    expect(status(huge)).toBe(431)
    expect(envelope(huge).header.message).toBe('İsteğin başlıkları çok büyük.')
    // The language is read from the bytes that arrived, though Node's parser refused the request.
    const hugeInEnglish = await get('/login', `Accept-Language: en-US\r\nX-Big: ${'a'.repeat(100_000)}\r\n`)
    expect(envelope(hugeInEnglish).header.message).toBe('The request headers are too large.')
    expect(status(await raw('HELLO THERE\r\n\r\n'))).toBe(400)
    expect(status(await raw('GET /identity-service/identity/roles/permissions HTTP/1.1\r\nHost: [::\r\nConnection: close\r\n\r\n'))).toBe(401)
    const refused = await raw('DELETE /index.html HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')
    expect(status(refused)).toBe(405)
    expect(envelope(refused).header.isSuccess).toBe(false)
    // A WebSocket upgrade for another path, or with a broken Host, ends that socket only.
    expect(
      await raw(
        'GET /nothing HTTP/1.1\r\nHost: [::\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
      ),
    ).toBe('')
    await stillServes()
  })

  it('answers its own failures in the caller’s language: Turkish unless it asks for English', async () => {
    const cases: Array<[string, string, string]> = [
      ['GET /assets/missing-12345678.js', 'Bulunamadı.', 'Not found.'],
      ['GET /%E0%A4%A', 'İstek yolu geçerli değil.', 'The request path is not valid.'],
      ['DELETE /index.html', 'DELETE yöntemine burada izin verilmiyor.', 'The method DELETE is not allowed here.'],
      ['GET /__mock/reset', 'GET yöntemine burada izin verilmiyor.', 'The method GET is not allowed here.'],
      [
        'GET /parameter-service/nothing-here',
        'Mock ağ geçidinin GET /parameter-service/nothing-here için bir yanıtı yok.',
        'The mock gateway has no answer for GET /parameter-service/nothing-here.',
      ],
    ]
    for (const [line, turkish, english] of cases) {
      const request = (language: string) => raw(`${line} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${language}\r\n`)
      expect(envelope(await request('')).header.message, line).toBe(turkish)
      expect(envelope(await request('Accept-Language: tr-TR,tr;q=0.9\r\n')).header.message, line).toBe(turkish)
      expect(envelope(await request('Accept-Language: en-US,en;q=0.9\r\n')).header.message, line).toBe(english)
    }
  })

  it('bad JSON and wrong content types are 400s in the envelope', async () => {
    const badControl = await post('/__mock/faults', 'application/json', '{"method": ')
    expect(status(badControl)).toBe(400)
    expect(envelope(badControl).header.isSuccess).toBe(false)
    const token = await post('/identity-service/api/connect/token', 'application/json', '{"grant_type":"password"}')
    expect(status(token)).toBe(400)
    expect(await post('/identity-service/api/connect/token', 'text/plain', '\u0000\u0001\u0002')).toMatch(/^HTTP\/1\.1 400/)
    await stillServes()
  })

  it('a body cut off mid-upload, and clients that leave mid-answer, end only their own connection', async () => {
    await raw(
      'POST /identity-service/api/connect/token HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100000\r\n\r\ngrant_type=pass',
      { endAfterWrite: true },
    )
    await raw('POST /channel-service/videos/search HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n5\r\n{"ind\r\n', {
      endAfterWrite: true,
    })
    // Ask for a large asset and hang up at once, many times over.
    await Promise.all(Array.from({ length: 20 }, () => raw('GET /assets/app-abcdefgh.js HTTP/1.1\r\nHost: x\r\n\r\n', { endAfterWrite: true })))
    await stillServes()
    expect(host?.child.exitCode).toBeNull()
    expect(log).not.toMatch(/uncaught exception|unhandled rejection/)
  })
})
