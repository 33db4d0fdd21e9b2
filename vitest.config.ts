import { globSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { mergeConfig, defineConfig } from 'vitest/config'
import viteConfig from './vite.config'
import { TEST_TIMEOUT_MS } from './tests/helpers/waits'
import unitSequencer from './tests/unit-sequencer'

const TEST_FILES = ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}']
/**
 * The fault sweep renders the whole app hundreds of times: its own project, so its files start first
 * (tests/unit-sequencer.ts). Like the screens, its files share a worker (measured below).
 */
const SWEEP_FILES = ['tests/unit/fault-sweep/**/*.test.{ts,tsx}']
/** Files that ask for Node (`// @vitest-environment node` in their first lines): the gateway, the hub, the scripts, the lint rules. */
const ALL_FILES = globSync(TEST_FILES, { exclude: ['**/node_modules/**'] })
const NODE_FILES = ALL_FILES.filter((file) => /^\s*\/\/ @vitest-environment node\b/m.test(readFileSync(file, 'utf8').slice(0, 500)))
/**
 * DOM files that load a module again (`vi.resetModules()`, e.g. two tabs' copies of the session
 * module): in a shared worker the copies they made would outlive the file (their window and
 * BroadcastChannel listeners, and the module registry the next file imports from), so they run
 * isolated.
 */
const RELOADING_FILES = ALL_FILES.filter((file) => !NODE_FILES.includes(file) && /\bvi\.resetModules\(/.test(readFileSync(file, 'utf8')))

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    resolve: {
      // jsdom stands for the browser, but packages resolve to their Node builds; tus-js-client's
      // cannot read a File ("source object may only be an instance of Buffer or Readable"), so
      // screen tests that choose a file upload with the browser build, as the app does.
      alias: [{ find: /^tus-js-client$/, replacement: 'tus-js-client/lib.esm/browser/index.js' }],
    },
    test: {
      environment: 'jsdom',
      // Before every file of every project; the DOM projects add tests/setup-dom.ts.
      setupFiles: ['./tests/setup.ts'],
      restoreMocks: true,
      // A global a test replaced with vi.stubGlobal goes back after the test.
      unstubGlobals: true,
      unstubEnvs: true,
      // Every wait of the tests is set in tests/helpers/waits.ts; no test sets its own.
      testTimeout: TEST_TIMEOUT_MS,
      hookTimeout: TEST_TIMEOUT_MS,
      pool: 'forks',
      // The fault sweep first, then the gateway, then the screens (tests/unit-sequencer.ts).
      sequence: { sequencer: unitSequencer },
      // Every core (vitest's default leaves one for the main process, which is idle here: on
      // CI's 2 cores that was a single worker). VITEST_MAX_WORKERS overrides.
      maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || Math.max(2, availableParallelism()),
      // `npx vitest run` runs every project; `--project dom` one of them.
      projects: [
        {
          extends: true,
          test: {
            // The component and screen tests. Their files share a worker's modules and its jsdom
            // (no isolation): each isolated file re-imported the mock gateway, Fluent and the
            // generated clients and made a new jsdom, about 40 % of the run (issue 21). What a
            // file could leave behind for the next is reset in tests/setup-dom.ts; run with
            // `--sequence.shuffle` or `--isolate` to check that nothing depends on file order.
            name: 'dom',
            include: TEST_FILES,
            exclude: ['**/node_modules/**', ...SWEEP_FILES, ...NODE_FILES, ...RELOADING_FILES],
            setupFiles: ['./tests/setup-dom.ts'],
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'dom-reloading',
            include: RELOADING_FILES,
            setupFiles: ['./tests/setup-dom.ts'],
            isolate: true,
          },
        },
        {
          extends: true,
          test: {
            name: 'sweep',
            include: SWEEP_FILES,
            setupFiles: ['./tests/setup-dom.ts'],
            // Shared like the screens' (tests/setup-dom.ts resets between files): isolated, each of
            // its 8 files imported the app again; alone it took 91 s (163 s of CPU), shared 59 s (107 s).
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'node',
            include: NODE_FILES,
            environment: 'node',
            // The gateway's and hub's files share a worker's modules: isolated, each of the 46
            // re-imported the gateway and seeded its database again, 138 s alone (238 s of CPU);
            // shared 70 s (130 s). A test makes its own gateway and database (createGateway(),
            // tests/helpers/test-client.ts) or host; `--sequence.shuffle.files` (two seeds) passed.
          },
        },
      ],
    },
  }),
)
