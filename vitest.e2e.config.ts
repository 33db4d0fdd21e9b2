import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import LongestFirstSequencer from './tests/e2e/support/sequencer'
import { E2E_SLOW_TEST_MS, E2E_TEST_TIMEOUT_MS, E2E_WAIT_MS } from './tests/helpers/waits'

const r = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/**
 * Files run in parallel: E2E_WORKERS workers (default one per core, at most 4), each with its own
 * mock gateway Node host (global-setup.ts), so no two files running at once share server state.
 * A third worker on 2 cores made the step slower, not faster: the whole step took 998 s with 3
 * and 888 s with 2 on the 2-core machine, the files' own durations summing to 2,890 s and 1,764 s
 * (docs/decisions.md, "Browser tests run with reduced motion, one file per core").
 * Before each file its worker's gateway is reset (support/reset.ts: POST /__mock/reset), so no
 * file sees what an earlier file on that worker changed. Within a file, tests run in order.
 */
const workers = Math.max(1, Number(process.env.E2E_WORKERS) || Math.min(4, availableParallelism()))

/**
 * End-to-end suites: Chromium (playwright-core) against the production build served by the
 * mock gateway's Node host (tests/e2e/support/global-setup.ts starts one per worker on free
 * ports); tests/e2e/nginx.e2e.ts puts nginx in front of one.
 */
export default defineConfig({
  resolve: { alias: { '@': r('./src'), '@mocks': r('./mocks'), '@tests': r('./tests/helpers') } },
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    setupFiles: ['tests/e2e/support/fresh-connections.ts', 'tests/e2e/support/reset.ts'],
    fileParallelism: workers > 1,
    maxWorkers: workers,
    pool: 'forks',
    // A worker runs its files one after another in one process (no new process and imports per
    // file); each file still starts from a reset gateway (support/reset.ts) and its own Chromium.
    isolate: false,
    sequence: { sequencer: LongestFirstSequencer },
    // Every limit of the browser tests is set in tests/helpers/waits.ts; a test names one only for
    // a step that is slow by nature (E2E_SLOW_WAIT_MS, E2E_SLOW_TEST_MS).
    testTimeout: E2E_TEST_TIMEOUT_MS,
    hookTimeout: E2E_SLOW_TEST_MS,
    teardownTimeout: 30_000,
    // A poll waits as long as a Playwright step (tests/e2e/support/browser.ts): on three browsers
    // sharing two busy cores a page can take many seconds to settle.
    expect: { poll: { timeout: E2E_WAIT_MS } },
  },
})
