import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'

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
 * Starts the mock gateway's Node host (mocks/server/main.ts, as `npm run preview:mock` does) on a
 * free loopback port and resolves once it listens. Call from a beforeAll with a 30 s timeout, and
 * `stop()` it in the afterAll.
 */
export async function startMockHost(options: { env?: Record<string, string>; onStderr?: (text: string) => void } = {}): Promise<MockHost> {
  const port = await freePort()
  const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'mocks/server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  if (options.onStderr) child.stderr?.on('data', (chunk: Buffer) => options.onStderr?.(chunk.toString()))
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The mock server did not start within 20 s')), 20_000)
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
