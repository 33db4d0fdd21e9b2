import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import type { TestProject } from 'vitest/node'
import { freePort } from '../../helpers/mock-host'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The first worker's mock gateway (kept for suites that read it directly). */
    baseUrl: string
    /** One mock gateway per worker: `baseUrls[VITEST_POOL_ID - 1]` (see browser.ts baseUrl()). */
    baseUrls: string[]
  }
}

const root = resolve(import.meta.dirname, '../../..')

async function waitForServer(url: string, server: ChildProcess, timeoutMs = 60_000) {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    if (server.exitCode != null) throw new Error(`The mock gateway exited early (code ${server.exitCode}).`)
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 250))
  }
  throw new Error(`The mock gateway did not answer at ${url} within ${timeoutMs} ms.`)
}

/** CPU seconds used so far by a host's process group (tsx and the node it runs), from ps. */
function hostCpuSeconds(pgid: number | undefined): number {
  if (!pgid) return 0
  const out = spawnSync('ps', ['-o', 'cputime=', '-g', String(pgid)], { encoding: 'utf8' }).stdout ?? ''
  return out
    .split('\n')
    .filter(Boolean)
    .map((line) => line.trim().split(/[-:]/).map(Number))
    .reduce((sum, parts) => sum + parts.reduce((total, part) => total * 60 + part, 0), 0)
}

/** Starts the mock gateway's Node host with the build on a free port; resolves with its URL and a stop function. */
async function startHost(distDir: string): Promise<{ url: string; stop: () => void }> {
  const port = await freePort()
  // node + tsx directly (not npx): one process to end, no npm start-up per host.
  const server = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'mocks/server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DIST_DIR: distDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let log = ''
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  const url = `http://127.0.0.1:${port}`
  try {
    await waitForServer(`${url}/login`, server)
  } catch (error) {
    console.error(log)
    throw error
  }
  return {
    url,
    stop: () => {
      if (process.env.E2E_HOST_CPU) console.log(`[e2e] mock gateway host ${url}: ${hostCpuSeconds(server.pid)} s of CPU`)
      // Its own process group (tsx → node): end the group.
      if (server.pid) {
        try {
          process.kill(-server.pid, 'SIGTERM')
        } catch {
          // already gone
        }
      }
    },
  }
}

/**
 * Serves the production build (dist/, built here with VITE_MOCK_MODE=false when missing; `npm
 * test` builds it once before the size check and this step) through the mock gateway's Node host,
 * one host per worker on free ports, so files running in parallel never share server state. The
 * gateway's data is seeded with a fixed seed, so every host starts from the same state.
 */
export default async function setup(project: TestProject) {
  const distDir = process.env.E2E_DIST_DIR ?? 'dist'
  if (!existsSync(resolve(root, distDir, 'index.html'))) {
    console.log(`[e2e] ${distDir}/ is missing: building the production bundle…`)
    const build = spawnSync('npx', ['vite', 'build', '--outDir', distDir], { cwd: root, stdio: 'inherit', env: { ...process.env, VITE_MOCK_MODE: 'false' } })
    if (build.status !== 0) throw new Error('The production build failed.')
  }
  const workers = Math.max(1, Number(project.globalConfig.maxWorkers) || 1)
  const hosts = await Promise.all(Array.from({ length: workers }, () => startHost(distDir)))
  project.provide(
    'baseUrls',
    hosts.map((host) => host.url),
  )
  project.provide('baseUrl', hosts[0]!.url)
  return () => hosts.forEach((host) => host.stop())
}
