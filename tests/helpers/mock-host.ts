import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { TEST_TIMEOUT_MS } from './waits'

/** A loopback port nobody listens on right now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })

export interface MockHost {
  port: number
  /** `http://127.0.0.1:<port>` */
  base: string
  child: ChildProcess
  stop(): void
}

/**
 * How long the host may take to listen: tsx compiles the gateway first, which takes 3 s on a quiet
 * machine and over 20 s at load 30; the limit is the hook's own (TEST_TIMEOUT_MS), less a margin
 * to report this message rather than a bare hook timeout.
 */
const START_LIMIT_MS = TEST_TIMEOUT_MS - 5_000

/**
 * Starts the mock gateway's Node host (mocks/server/main.ts, as `npm run preview:mock` does) on a
 * free loopback port and resolves once it listens. Call from a beforeAll (the default hook timeout),
 * and `stop()` it in the afterAll.
 */
export async function startMockHost(options: { env?: Record<string, string>; onStderr?: (text: string) => void } = {}): Promise<MockHost> {
  const port = await freePort()
  const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'mocks/server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  if (options.onStderr) child.stderr?.on('data', (chunk: Buffer) => options.onStderr?.(chunk.toString()))
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGTERM')
      reject(new Error(`The mock server did not start within ${START_LIMIT_MS / 1000} s`))
    }, START_LIMIT_MS)
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(`:${port}`)) {
        clearTimeout(timer)
        resolve()
      }
    })
    child.once('exit', (code) => reject(new Error(`The mock server exited with ${code}`)))
  })
  return { port, base: `http://127.0.0.1:${port}`, child, stop: () => void child.kill('SIGTERM') }
}
