import { execFileSync } from 'node:child_process'
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { chmodSync, cpSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { connect, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN, DEMO_PASSWORD, liveConnected, login } from './support/app'
import { baseUrl, launch, screenshot, type Browser } from './support/browser'
import { startNginx, type Nginx } from './support/nginx'
import { E2E_SLOW_TEST_MS, E2E_SLOW_WAIT_MS } from '@tests/waits'

/**
 * The deployment: Debian's nginx with deploy/nginx/ in front of the production build and the
 * mock gateway's Node host (standing in for the real gateway). Serving rules and security
 * headers over HTTP (and HSTS over TLS), the tus upload protocol through the proxy, then a smoke
 * run in Chromium through nginx that fails on any Content-Security-Policy violation, console
 * error or page error: sign in, a list, a form save, the bell receiving a push over the proxied
 * WebSocket, a deep link reload, a video upload through the wizard. Last, a wrong runtime
 * configuration shows its error page.
 */

const root = resolve(import.meta.dirname, '../..')
const MiB = 1024 * 1024
let nginx: Nginx
let dist: string

beforeAll(async () => {
  // A copy of the build: the last test writes a wrong config.json into it.
  dist = mkdtempSync(join(tmpdir(), 'bo-dist-'))
  cpSync(resolve(root, process.env.E2E_DIST_DIR ?? 'dist'), dist, { recursive: true })
  // nginx's workers run as an unprivileged user when the tests run as root.
  chmodSync(dist, 0o755)
  nginx = await startNginx({ gateway: baseUrl(), distDir: dist })
})

afterAll(async () => {
  await nginx?.stop()
  if (dist) rmSync(dist, { recursive: true, force: true })
})

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${nginx.url}${path}`, { headers: { 'Accept-Encoding': 'gzip', ...headers }, redirect: 'manual' })
const hashedScript = () => readdirSync(join(dist, 'assets')).find((name) => /^startup-[\w-]{8}\.js$/.test(name))!

function expectSecurityHeaders(headers: Headers) {
  const csp = headers.get('content-security-policy') ?? ''
  expect(csp).toMatch(/(^|; )script-src 'self'(;|$)/)
  expect(csp).not.toMatch(/unsafe-eval/)
  expect(csp).toMatch(/frame-ancestors 'none'/)
  expect(csp).toMatch(/object-src 'none'/)
  expect(headers.get('x-content-type-options')).toBe('nosniff')
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  expect(headers.get('permissions-policy')).toMatch(/camera=\(\)/)
  expect(headers.get('x-frame-options')).toBe('DENY')
}

describe('nginx serving the build', () => {
  it('falls back to index.html for every app route, revalidated on each load, with the security headers', async () => {
    for (const path of [
      '/',
      '/login',
      '/dashboard-panel',
      '/Thumbnail',
      '/my-channels/7d2c1b8e-0000-4000-8000-000000000001/contents/videos?page=2',
      '/users',
    ]) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/)
      expect(response.headers.get('cache-control'), path).toBe('no-cache')
      expect(await response.text(), path).toContain('<div id="root">')
      expectSecurityHeaders(response.headers)
      // Plain HTTP here: HSTS belongs where TLS terminates.
      expect(response.headers.get('strict-transport-security'), path).toBeNull()
    }
  })

  it('caches hashed assets for a year, compresses text, and answers a missing file with 404 (not the app)', async () => {
    const asset = await get(`/assets/${hashedScript()}`)
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(asset.headers.get('content-encoding')).toBe('gzip')
    expect(asset.headers.get('content-type')).toMatch(/javascript/)
    expectSecurityHeaders(asset.headers)
    const translations = await get('/assets/locales/tr/common.json')
    expect(translations.headers.get('cache-control')).toBe('no-cache')
    expect((await get('/config.json')).headers.get('cache-control')).toBe('no-cache')
    for (const path of ['/assets/missing-12345678.js', '/missing.png', '/mockServiceWorker.js', '/.vite/manifest.json', '/%2evite/manifest.json']) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('cache-control') ?? '', path).not.toContain('immutable')
      expectSecurityHeaders(response.headers)
    }
  })

  it('puts the security headers on its own 400s too, and serves nothing through a symbolic link', async () => {
    // A request nginx refuses before any location (a malformed header line).
    const answer = await new Promise<string>((done, fail) => {
      const url = new URL(nginx.url)
      const socket = connect(Number(url.port), url.hostname)
      let text = ''
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')))
      socket.on('end', () => done(text))
      socket.on('error', fail)
      socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Header\r\nConnection: close\r\n\r\n')
    })
    expect(answer).toMatch(/^HTTP\/1\.1 400/)
    expect(answer).toMatch(/\r\nContent-Security-Policy: [^\r]*frame-ancestors 'none'/i)
    expect(answer).toMatch(/\r\nX-Content-Type-Options: nosniff/i)

    const outside = mkdtempSync(join(tmpdir(), 'bo-outside-'))
    writeFileSync(join(outside, 'secret.txt'), 'SECRET-OUTSIDE')
    chmodSync(outside, 0o755)
    symlinkSync(outside, join(dist, 'link-out'))
    try {
      const response = await get('/link-out/secret.txt')
      expect(response.status).not.toBe(200)
      expect(await response.text()).not.toContain('SECRET')
    } finally {
      rmSync(join(dist, 'link-out'))
      rmSync(outside, { recursive: true, force: true })
    }
  })

  it('proxies the four services to the gateway', async () => {
    for (const service of ['identity', 'notification', 'channel', 'parameter']) {
      const response = await fetch(`${nginx.url}/${service}-service/__nginx-probe`, { method: 'POST' })
      // The gateway's own envelope (401 or 404), not nginx's page or the app's index.html.
      expect(response.headers.get('content-type'), service).toMatch(/application\/json/)
      expect(((await response.json()) as { header: { isSuccess: boolean } }).header.isSuccess).toBe(false)
    }
  })

  it('proxies tus uploads: creation, HEAD, 8 MiB PATCH chunks streamed, termination, with the Upload-* and Tus-* headers both ways', async () => {
    const token = await fetch(`${nginx.url}/identity-service/api/connect/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', username: ADMIN, password: DEMO_PASSWORD, client_id: 'back-office', scope: 'openid profile email' }),
    })
    const auth = { Authorization: `Bearer ${((await token.json()) as { access_token: string }).access_token}`, 'Accept-Language': 'en' }
    const api = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
      fetch(`${nginx.url}${path}`, { ...init, headers: { ...auth, ...init.headers } })
    const channels = (await (
      await api('/channel-service/channels/search', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"index":0,"size":1}' })
    ).json()) as { body: { items: Array<{ id: string }> } }
    const content = (await (
      await api('/channel-service/contents', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
        body: JSON.stringify({ channelId: channels.body.items[0]!.id, fileName: 'nginx-tus.mp4', placement: 'video' }),
      })
    ).json()) as { body: { id: string } }
    const size = 8 * MiB + 1234
    const bytes = randomBytes(size)
    const tus = { 'Tus-Resumable': '1.0.0' }
    const created = await api(`/channel-service/contents/${content.body.id}/uploads`, {
      method: 'POST',
      headers: { ...tus, 'Upload-Length': String(size), 'Upload-Metadata': `filename ${btoa('nginx-tus.mp4')},filetype ${btoa('video/mp4')}` },
    })
    expect(created.status).toBe(201)
    expect(created.headers.get('tus-resumable')).toBe('1.0.0')
    // A path on this origin: the browser sends the chunks through nginx too.
    const location = created.headers.get('location')!
    expect(location).toMatch(new RegExp(`^/channel-service/contents/${content.body.id}/uploads/\\w+$`))
    const head = await api(location, { method: 'HEAD', headers: tus })
    expect([head.status, head.headers.get('upload-offset'), head.headers.get('upload-length')]).toEqual([200, '0', String(size)])
    const chunk = (offset: number, end: number) =>
      api(location, {
        method: 'PATCH',
        headers: { ...tus, 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
        body: bytes.subarray(offset, end),
      })
    const first = await chunk(0, 8 * MiB)
    expect([first.status, first.headers.get('upload-offset')]).toEqual([204, String(8 * MiB)])
    // A chunk at a stale offset is refused by the gateway (not by nginx), in the caller's language.
    const stale = await chunk(0, 10)
    expect(stale.status).toBe(409)
    expect(((await stale.json()) as { header: { message: string } }).header.message).toBe(`The upload is at offset ${8 * MiB}.`)
    expect((await chunk(8 * MiB, size)).headers.get('upload-offset')).toBe(String(size))
    const held = ((await (await fetch(`${baseUrl()}/__mock/uploads`)).json()) as Array<{ id: string; state: string; checksum: string }>).find((upload) =>
      location.endsWith(upload.id),
    )
    expect(held).toMatchObject({ state: 'complete', checksum: createHash('sha256').update(bytes).digest('hex') })

    const another = await api(`/channel-service/contents`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
      body: JSON.stringify({ channelId: channels.body.items[0]!.id, fileName: 'nginx-tus-2.mp4', placement: 'video' }),
    })
    const discarded = await api(`/channel-service/contents/${((await another.json()) as { body: { id: string } }).body.id}/uploads`, {
      method: 'POST',
      headers: { ...tus, 'Upload-Length': '100' },
    })
    const ended = await api(discarded.headers.get('location')!, { method: 'DELETE', headers: tus })
    expect(ended.status).toBe(204)
    expect((await api(discarded.headers.get('location')!, { method: 'HEAD', headers: tus })).status).toBe(404)
    // Chunks streamed to the gateway as they arrived: a buffered body makes nginx warn "a client
    // request body is buffered to a temporary file" (checked by hand with buffering on).
    expect(nginx.errors()).not.toMatch(/buffered to a temporary file|client intended to send too large body|upstream prematurely closed/)
  })

  it('rewrites a gateway’s absolute upload URL (its own origin, or this host over http) to a path on this origin', async () => {
    // A stand-in for a gateway that answers tus creation with absolute Location URLs.
    const absolute = createServer((request, response) => {
      const host = request.url?.includes('own-origin') ? `127.0.0.1:${(absolute.address() as AddressInfo).port}` : request.headers.host
      response.writeHead(201, { Location: `http://${host}/channel-service/contents/c-1/uploads/u-1`, 'Tus-Resumable': '1.0.0' })
      response.end()
    })
    await new Promise<void>((done) => absolute.listen(0, '127.0.0.1', done))
    const proxy = await startNginx({ gateway: `http://127.0.0.1:${(absolute.address() as AddressInfo).port}`, distDir: dist })
    try {
      for (const path of ['/channel-service/contents/c-1/uploads?own-origin', '/channel-service/contents/c-1/uploads']) {
        const created = await fetch(`${proxy.url}${path}`, { method: 'POST', headers: { 'Tus-Resumable': '1.0.0', 'Upload-Length': '10' }, redirect: 'manual' })
        expect(created.status, path).toBe(201)
        expect(created.headers.get('location'), path).toBe('/channel-service/contents/c-1/uploads/u-1')
      }
    } finally {
      await proxy.stop()
      absolute.close()
    }
  })

  it('sends HSTS where it terminates TLS', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bo-tls-'))
    const [cert, key] = [join(dir, 'cert.pem'), join(dir, 'key.pem')]
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=127.0.0.1', '-days', '1', '-keyout', key, '-out', cert], {
      stdio: 'ignore',
    })
    const tls = await startNginx({ gateway: baseUrl(), distDir: dist, tls: { cert, key } })
    try {
      const headers = await new Promise<Record<string, string | string[] | undefined>>((done, fail) => {
        const call = httpsRequest(`${tls.url}/login`, { rejectUnauthorized: false }, (response) => {
          response.resume()
          done(response.headers)
        })
        call.once('error', fail)
        call.end()
      })
      expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains')
      expect(headers['content-security-policy']).toMatch(/script-src 'self'/)
    } finally {
      await tls.stop()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

/** Every CSP violation, console error and uncaught page error of a page, from its first script on. */
async function watch(browser: Browser) {
  const problems: string[] = []
  await browser.context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`[csp] ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`)
    })
  })
  const track = (page: Page) => {
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`)
    })
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  }
  browser.context.pages().forEach(track)
  browser.context.on('page', track)
  return problems
}

const userIdOf = (page: Page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem('authState') ?? sessionStorage.getItem('authState') ?? '{}'
    const token = String((JSON.parse(raw) as { accessToken?: string }).accessToken ?? '')
    return (JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { sub: string }).sub
  })

describe('the app through nginx (CSP enforced)', () => {
  let browser: Browser
  let page: Page
  let problems: string[]

  /** A 20 MiB video for the wizard (random bytes, made here, never committed). */
  let upload: { path: string; size: number; sha256: string }
  let folder = ''

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'bo-nginx-upload-'))
    const bytes = randomBytes(20 * MiB)
    upload = { path: join(folder, 'nginx-20.mp4'), size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') }
    writeFileSync(upload.path, bytes)
    browser = await launch({ baseURL: nginx.url, storage: { i18nextLng: 'en' } })
    page = browser.page
    problems = await watch(browser)
  })
  afterAll(async () => {
    await browser?.close()
    if (folder) rmSync(folder, { recursive: true, force: true })
  })
  afterEach(() => {
    // Each test answers for its own problems.
    const found = problems.splice(0)
    expect(found, nginx.errors()).toEqual([])
  })

  it('signs in', async () => {
    await login(page, ADMIN)
    // The hub is connected through nginx's WebSocket upgrade.
    await liveConnected(page)
    await screenshot(page, 'nginx-dashboard')
  })

  it('shows a list', async () => {
    await page.goto('/users')
    await page.getByRole('table', { name: 'Users' }).locator('[data-row-id]').first().waitFor()
  })

  it('saves a form', async () => {
    await page.goto('/mychannels')
    const cards = page.getByRole('list', { name: 'My Channels' }).getByRole('listitem')
    await cards.first().getByRole('link').click()
    await page.waitForURL(/\/my-channels\/[0-9a-f-]{36}\/contents\/videos$/)
    await page.getByRole('tab', { name: 'Settings' }).click()
    const description = page.getByRole('textbox', { name: /^Channel description/ })
    await description.fill('Saved through nginx')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText('Settings saved.').first().waitFor()
  })

  it('rings the bell when the hub pushes', async () => {
    const badge = () => page.evaluate(() => Number(document.querySelector('[data-testid="notification-badge"]')?.textContent ?? '0'))
    await liveConnected(page)
    // Before the bell's list has loaded there is no badge, which would read as 0.
    await page.waitForFunction(() => document.querySelector('[data-testid="notification-bell"]')?.getAttribute('data-load-state') === 'ready')
    const before = await badge()
    // The gateway's control endpoint is not proxied: ask it directly; the push comes through nginx.
    const response = await fetch(`${baseUrl()}/__mock/hub/test-notification`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userId: await userIdOf(page) }),
    })
    expect(response.ok).toBe(true)
    await page.waitForFunction((n) => Number(document.querySelector('[data-testid="notification-badge"]')?.textContent) === n + 1, before)
  })

  it('reloads a deep link onto the same page', async () => {
    const url = page.url()
    expect(new URL(url).pathname).toMatch(/^\/my-channels\/[0-9a-f-]{36}\/settings\//)
    await page.reload()
    const description = page.getByRole('textbox', { name: /^Channel description/ })
    await description.waitFor()
    expect(page.url()).toBe(url)
    expect(await description.inputValue()).toBe('Saved through nginx')
    await screenshot(page, 'nginx-deep-link-reload')
  })

  it(
    'uploads a video through the wizard: tus chunks through nginx, to the end, intact',
    async () => {
      const patches: string[] = []
      page.on('request', (request) => {
        if (request.method() === 'PATCH' && request.url().includes('/uploads/')) patches.push(new URL(request.url()).origin)
      })
      await page.goto('/mychannels')
      await page.getByRole('list', { name: 'My Channels' }).getByRole('listitem').first().getByRole('link').click()
      await page.waitForURL(/\/my-channels\/[0-9a-f-]{36}\/contents\/videos$/)
      await page.getByRole('button', { name: 'New upload' }).click()
      const dialog = page.getByRole('dialog', { name: 'Upload videos' })
      await dialog.locator('input[name="video-files"]').setInputFiles(upload.path)
      const row = page.getByTestId('upload-tray').locator('[data-upload="nginx-20.mp4"]')
      await row.first().waitFor()
      await dialog.getByRole('button', { name: 'Close' }).last().click()
      await expect.poll(() => row.getAttribute('data-phase'), { timeout: E2E_SLOW_WAIT_MS }).toBe('done')
      const held = (
        (await (await fetch(`${baseUrl()}/__mock/uploads`)).json()) as Array<{
          offset: number
          state: string
          checksum: string
          metadata: Record<string, string>
        }>
      ).find((u) => u.metadata.filename === 'nginx-20.mp4')
      expect(held).toMatchObject({ state: 'complete', offset: upload.size, checksum: upload.sha256 })
      // 20 MiB in 8 MiB chunks: three PATCHes, each to this origin (nginx), none straight to the gateway.
      expect(patches).toEqual([nginx.url, nginx.url, nginx.url])
      await screenshot(page, 'nginx-upload-done')
    },
    E2E_SLOW_TEST_MS,
  )
})

describe('runtime configuration', () => {
  afterAll(() => writeFileSync(join(dist, 'config.json'), '{}\n'))

  it('a wrong /config.json shows an error page naming the problem instead of the app', async () => {
    writeFileSync(join(dist, 'config.json'), JSON.stringify({ gatewayUrl: 'gateway.example.com', clientId: '' }))
    const browser = await launch({ baseURL: nginx.url, storage: { i18nextLng: 'en' } })
    try {
      const problems = await watch(browser)
      await browser.page.goto('/login')
      await browser.page.getByRole('heading', { name: 'The application is not configured correctly' }).waitFor()
      const text = (await browser.page.getByRole('alert').textContent()) ?? ''
      expect(text).toContain('/config.json')
      expect(text).toMatch(/gatewayUrl: must be an http:\/\/ or https:\/\/ URL/)
      expect(text).toMatch(/clientId: must not be empty/)
      expect(await browser.page.locator('input[name="email"]').count()).toBe(0)
      await screenshot(browser.page, 'nginx-config-error')
      // The only console error is the page's own report of the problem: no CSP violation.
      expect(problems.filter((problem) => !problem.startsWith('console: [config]'))).toEqual([])
    } finally {
      await browser.close()
    }
  })
})
