import { spawn, type ChildProcess } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
// @ts-expect-error plain JavaScript modules of the repository
import { renderConfig } from '../../../deploy/nginx/render.mjs'
// @ts-expect-error plain JavaScript modules of the repository
import { findNginx } from '../../../scripts/ensure-nginx.mjs'
import { freePort } from '@tests/mock-host'

const root = resolve(import.meta.dirname, '../../..')
const deployDir = join(root, 'deploy/nginx')

export interface Nginx {
  /** `http://127.0.0.1:<port>` (or https:// with `tls`) */
  url: string
  /** nginx's error log so far (for a failing test's message). */
  errors(): string
  stop(): Promise<void>
}

export interface NginxOptions {
  /** The gateway nginx proxies to, e.g. a mock host's base URL. */
  gateway: string
  /** The build to serve (absolute path). */
  distDir: string
  /** Terminate TLS with this certificate and key (PEM files). */
  tls?: { cert: string; key: string }
}

/**
 * Runs Debian's nginx (unprivileged, in the foreground, in a temporary prefix) with the
 * repository's deploy/nginx configuration rendered for a loopback port, the given build and
 * gateway. Only the `http {}` wrapper (paths, pid, logs) is the test's own.
 */
export async function startNginx(options: NginxOptions): Promise<Nginx> {
  const binary = findNginx() as string | null
  if (!binary) throw new Error('nginx is not installed: `apt-get install -y nginx` (npm test installs it as root), or set NGINX_PATH.')
  const port = await freePort()
  const prefix = mkdtempSync(join(tmpdir(), 'bo-nginx-'))
  mkdirSync(join(prefix, 'snippets'))
  mkdirSync(join(prefix, 'logs'))
  copyFileSync(join(deployDir, 'back-office-security-headers.conf'), join(prefix, 'snippets/back-office-security-headers.conf'))
  const site = renderConfig({
    BACK_OFFICE_LISTEN: `127.0.0.1:${port}${options.tls ? ' ssl' : ''}`,
    BACK_OFFICE_ROOT: options.distDir,
    BACK_OFFICE_GATEWAY: options.gateway,
    // The mock gateway stands in for the image service: images uploaded by other suites on this
    // worker's gateway carry its (http) origin, where a real one serves them from https.
    BACK_OFFICE_IMG_SRC: new URL(options.gateway).origin,
    // Reached through this nginx, the mock gateway writes its stored and generated images
    // (thumbnails) as absolute URLs on nginx's origin (it sees Host: nginx), so the test's nginx
    // passes /mock-files/ on to it, as an operator would route an image service. Test-only: the
    // deployable template has no mock paths.
    BACK_OFFICE_SERVER_EXTRA: [
      options.tls ? `ssl_certificate ${options.tls.cert}; ssl_certificate_key ${options.tls.key};` : '',
      `location ^~ /mock-files/ { proxy_pass ${new URL(options.gateway).origin}; }`,
    ].join(' '),
  }) as string
  writeFileSync(join(prefix, 'back-office.conf'), site)
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 512; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${prefix}/back-office.conf;
}
`,
  )
  const child: ChildProcess = spawn(binary, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'logs/error.log')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const errors = () => {
    try {
      return output + readFileSync(join(prefix, 'logs/error.log'), 'utf8')
    } catch {
      return output
    }
  }
  const url = `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`
  const started = Date.now()
  for (;;) {
    if (child.exitCode != null) throw new Error(`nginx exited (${child.exitCode}):\n${errors()}`)
    try {
      const { connect } = await import('node:net')
      await new Promise<void>((done, fail) => {
        const socket = connect(port, '127.0.0.1', () => (socket.end(), done()))
        socket.once('error', fail)
      })
      break
    } catch {
      if (Date.now() - started > 15_000) throw new Error(`nginx did not listen within 15 s:\n${errors()}`)
      await new Promise((done) => setTimeout(done, 100))
    }
  }
  return {
    url,
    errors,
    stop: async () => {
      if (child.exitCode == null) {
        const exited = new Promise((done) => child.once('exit', done))
        child.kill('SIGQUIT')
        await exited
      }
      rmSync(prefix, { recursive: true, force: true })
    },
  }
}
