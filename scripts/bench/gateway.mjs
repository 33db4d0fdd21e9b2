import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import { resolve } from 'node:path'

/** Helpers of scripts/bench-list.mjs: the production build served by the mock gateway's Node host. */

export const root = resolve(import.meta.dirname, '../..')

export function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer()
    probe.once('error', fail)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no free port'))))
    })
  })
}

/** Builds the production bundle (no mocks in it) into `distDir` when it is missing or `rebuild` is set. */
export function ensureBuild(distDir, rebuild) {
  if (!rebuild && existsSync(resolve(root, distDir, 'index.html'))) return
  console.log(`[bench] building the production bundle into ${distDir}/ …`)
  const build = spawnSync('npx', ['vite', 'build', '--outDir', distDir, '--emptyOutDir'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, VITE_MOCK_MODE: 'false' },
  })
  if (build.status !== 0) throw new Error('The production build failed.')
}

/** Starts mocks/server/main.ts on a free loopback port; resolves with its base URL and a stop function. */
export async function startGateway(distDir) {
  const port = await freePort()
  const server = spawn('npx', ['tsx', 'mocks/server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DIST_DIR: distDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let log = ''
  server.stdout.on('data', (chunk) => (log += chunk))
  server.stderr.on('data', (chunk) => (log += chunk))
  const baseUrl = `http://127.0.0.1:${port}`
  const stop = () => {
    try {
      // npx → tsx → node run in their own process group.
      process.kill(-server.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  const started = Date.now()
  while (Date.now() - started < 60_000) {
    if (server.exitCode != null) {
      console.error(log)
      throw new Error(`The mock gateway exited (code ${server.exitCode}).`)
    }
    try {
      if ((await fetch(`${baseUrl}/login`)).ok) return { baseUrl, stop }
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 250))
  }
  stop()
  console.error(log)
  throw new Error('The mock gateway did not start within 60 s.')
}

/** Debian's Chromium (docs/architecture.md); CHROMIUM_PATH wins. */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  for (const name of ['chromium', 'chromium-browser']) {
    const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim()
    if (found) return found
  }
  throw new Error('Chromium is not installed: `apt-get install -y chromium`, or set CHROMIUM_PATH.')
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
