// Browser tests run in Debian's Chromium (DESIGN.md). Finds it, or installs it where this
// process may (root with apt-get), or stops with a message that says what to do.
import { execSync, spawnSync } from 'node:child_process'

export function findChromium() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  for (const name of ['chromium', 'chromium-browser']) {
    const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' })
    if (found.status === 0 && found.stdout.trim()) return found.stdout.trim()
  }
  return null
}

export function ensureChromium() {
  const existing = findChromium()
  if (existing) return existing
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { encoding: 'utf8' }).status === 0
  if (isRoot && hasApt) {
    console.log('Chromium is not installed; installing Debian\'s chromium package for the browser tests…')
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null', { stdio: 'inherit' })
    const installed = findChromium()
    if (installed) return installed
  }
  console.error('The end-to-end tests need Chromium. Install it (Debian: `sudo apt-get install -y chromium`) or set CHROMIUM_PATH.')
  process.exit(1)
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium())
