// Tools the tests need from Debian (Chromium, nginx): finds one, or installs its package where
// this process may (root with apt-get), or stops with a message that says what to do.
import { execSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

/** The first of `names` on the PATH or in `extraDirs` (nginx lives in /usr/sbin, off a user's PATH). */
export function findTool(names, extraDirs = []) {
  for (const name of names) {
    const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' })
    if (found.status === 0 && found.stdout.trim()) return found.stdout.trim()
    for (const dir of extraDirs) if (existsSync(`${dir}/${name}`)) return `${dir}/${name}`
  }
  return null
}

/** The tool's path, installing Debian's `pkg` first when it is missing and this process may. */
export function ensureTool({ envVar, names, extraDirs = [], pkg, purpose }) {
  const existing = (envVar && process.env[envVar]) || findTool(names, extraDirs)
  if (existing) return existing
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { encoding: 'utf8' }).status === 0
  if (isRoot && hasApt) {
    console.log(`${pkg} is not installed; installing Debian's ${pkg} package for ${purpose}…`)
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg} >/dev/null`, { stdio: 'inherit' })
    const installed = findTool(names, extraDirs)
    if (installed) return installed
  }
  console.error(`${purpose} need ${pkg}. Install it (Debian: \`sudo apt-get install -y ${pkg}\`)${envVar ? ` or set ${envVar}` : ''}.`)
  process.exit(1)
}
