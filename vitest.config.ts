import { availableParallelism } from 'node:os'
import { mergeConfig, defineConfig } from 'vitest/config'
import viteConfig from './vite.config'

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
      setupFiles: ['./tests/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
      restoreMocks: true,
      testTimeout: 20_000,
      pool: 'forks',
      // Every core (vitest's default leaves one for the main process, which is idle here: on
      // CI's 2 cores that was a single worker). VITEST_MAX_WORKERS overrides.
      maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || Math.max(2, availableParallelism()),
    },
  }),
)
