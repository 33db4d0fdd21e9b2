import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import LongestFirstSequencer from './tests/e2e/support/sequencer'

const r = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/**
 * Files run in parallel: E2E_WORKERS workers (default one more than the cores, at most 4: a browser test waits
 * for answers, debounces and animations about half its time, so on 2 cores three files keep the
 * cores busy where two left them idle half the time; issue 21's figures), each with its own
 * mock gateway Node host (global-setup.ts), so no two files running at once share server state.
 * Before each file its worker's gateway is reset (support/reset.ts: POST /__mock/reset), so no
 * file sees what an earlier file on that worker changed. Within a file, tests run in order.
 */
const workers = Math.max(1, Number(process.env.E2E_WORKERS) || Math.min(4, availableParallelism() + 1))

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
    testTimeout: 120_000,
    hookTimeout: 300_000,
    teardownTimeout: 30_000,
    // A page under two browsers on two cores can take longer than the default second to settle.
    expect: { poll: { timeout: 20_000 } },
  },
})
