// Browser tests run in Debian's Chromium (docs/architecture.md). Finds it, or installs it where this
// process may (root with apt-get), or stops with a message that says what to do.
import { ensureTool, findTool } from './debian-package.mjs'

export const findChromium = () => process.env.CHROMIUM_PATH || findTool(['chromium', 'chromium-browser'])

export const ensureChromium = () =>
  ensureTool({ envVar: 'CHROMIUM_PATH', names: ['chromium', 'chromium-browser'], pkg: 'chromium', purpose: 'The end-to-end tests' })

/**
 * Debian's `chromium-headless-shell`: the same Chromium without the browser's user interface, which
 * most end-to-end tests run in (tests/e2e/support/browser.ts; docs/decisions.md, "Browser tests run
 * in Chromium's headless shell").
 */
export const ensureHeadlessShell = () =>
  ensureTool({
    envVar: 'CHROMIUM_HEADLESS_SHELL_PATH',
    names: ['chromium-headless-shell'],
    pkg: 'chromium-headless-shell',
    purpose: 'The end-to-end tests',
  })

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(ensureChromium())
  console.log(ensureHeadlessShell())
}
