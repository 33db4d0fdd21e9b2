import { afterAll, beforeAll } from 'vitest'
import { baseUrl, closeSharedChromium } from './browser'

/**
 * Runs before every end-to-end file (vitest.e2e.config.ts setupFiles): the worker's mock gateway
 * is put back as it started (POST /__mock/reset on the Node host: freshly seeded data, no fault
 * rules, start-up settings, no uploads, a new hub), so a file never depends on what a file
 * before it on the same worker changed, and every file can share the run.
 */
beforeAll(async () => {
  const response = await fetch(`${baseUrl()}/__mock/reset`, { method: 'POST' })
  if (!response.ok) throw new Error(`Resetting the mock gateway at ${baseUrl()} failed: HTTP ${response.status} ${await response.text()}`)
})

/** The file's Chromium (support/browser.ts launch()) ends with the file. */
afterAll(closeSharedChromium)
