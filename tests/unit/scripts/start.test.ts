// @vitest-environment node
import { spawn } from 'node:child_process'
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
// @ts-expect-error plain JavaScript module of the scripts folder
import { canOpenBrowser } from '../../../scripts/open-browser.mjs'

const binWith = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), 'bo-bin-'))
  writeFileSync(join(dir, name), '#!/bin/sh\nexit 0\n')
  chmodSync(join(dir, name), 0o755)
  return dir
}

describe('canOpenBrowser', () => {
  const withOpener = binWith('xdg-open')
  it('opens a browser on a Linux desktop (a display and xdg-open)', () => {
    expect(canOpenBrowser({ DISPLAY: ':0', PATH: withOpener }, 'linux')).toBe(true)
    expect(canOpenBrowser({ WAYLAND_DISPLAY: 'wayland-0', PATH: withOpener }, 'linux')).toBe(true)
  })
  it('does not on a server, a container or over SSH (no display, or no xdg-open), in CI, or with BROWSER=none', () => {
    expect(canOpenBrowser({ PATH: withOpener }, 'linux')).toBe(false)
    expect(canOpenBrowser({ DISPLAY: ':0', PATH: '/nonexistent' }, 'linux')).toBe(false)
    expect(canOpenBrowser({ DISPLAY: ':0', PATH: withOpener, CI: 'true' }, 'linux')).toBe(false)
    expect(canOpenBrowser({ DISPLAY: ':0', PATH: withOpener, BROWSER: 'none' }, 'linux')).toBe(false)
  })
})

describe('npm start without a desktop browser', () => {
  it('prints the URL and no stack trace', async () => {
    // Only node on the PATH: no xdg-open, no display.
    const env = { PATH: dirname(process.execPath), HOME: process.env.HOME ?? tmpdir() }
    const child = spawn(process.execPath, ['scripts/start.mjs', '--port', '0', '--strictPort', 'false'], { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no URL within 30 s:\n${output}`)), 30_000)
        child.stdout.on('data', () => {
          if (/Local:\s+http:\/\/localhost:\d+/.test(output)) {
            clearTimeout(timer)
            // Give a failed browser launch (it is asynchronous) time to show up.
            setTimeout(resolve, 1500)
          }
        })
        child.once('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)))
      })
    } finally {
      child.kill('SIGTERM')
    }
    expect(output).toContain('No desktop browser here')
    expect(output).not.toMatch(/ENOENT|Error:|\n\s+at /)
  })
})
