/**
 * How long tests wait, from one place (issue 21; tests/setup.ts applies it). A test waits for what a user would see, never
 * for wall-clock time; these are only the limits after which a wait counts as failed, set so a
 * machine whose 2 cores are shared with other work (load average 15+) still gives the same verdict.
 *
 * - `findBy…`/`waitFor` wait up to `DEFAULT_WAIT_MS` by default: a render and an answer of the
 *   mock gateway take well under a second on a quiet machine, and up to several at load 30.
 * - `LONG_WAIT` is for the steps that are slow by nature: an upload of tens of MiB read through
 *   jsdom, the first render of a lazy page with its charts and translations.
 * - Every test may take up to `TEST_TIMEOUT_MS` (vitest.config.ts). No test sets its own.
 * - The browser tests (vitest.e2e.config.ts, tests/e2e/support/browser.ts) wait up to `E2E_WAIT_MS`
 *   for a step or a poll; only a step slow by nature names `E2E_SLOW_WAIT_MS`, only a test made of
 *   such steps `E2E_SLOW_TEST_MS`.
 */
export const LONG_WAIT = { timeout: 30_000 } as const

/**
 * The default limit of `findBy…` and `waitFor` (Testing Library's own is 1 s). 30 s, was 10 s: in
 * an under-load run at load 12 on 2 cores a CMS save took longer than 10 s to close its drawer
 * (cms-screen.test.tsx). A passing wait takes what the screen takes; only a failure waits this long.
 */
export const DEFAULT_WAIT_MS = 30_000

/**
 * How long a browser test's Playwright step (a click, `waitFor`, a navigation) may wait for the page
 * by default (tests/e2e/support/browser.ts): Playwright's own 30 s ran out for five tabs loading at
 * once on a machine at load 14. A passing step takes what the page takes; only a failure waits this long.
 */
export const E2E_WAIT_MS = 60_000

/**
 * The browser steps that are slow by nature, for a poll or a step (`{ timeout: E2E_SLOW_WAIT_MS }`): an
 * upload of 20–300 MiB through the mock tus server (uploads.e2e.ts, nginx.e2e.ts). Nothing else names a limit.
 */
export const E2E_SLOW_WAIT_MS = 180_000

/** How long a browser test may take (vitest.e2e.config.ts), and a test or hook made of slow steps (uploads and their files on disk, five tabs). */
export const E2E_TEST_TIMEOUT_MS = 120_000
export const E2E_SLOW_TEST_MS = 300_000

/**
 * One try of a step inside a poll that tries again (a Retry click that may meet a busy button, a
 * toast's Close button when the toast may go on its own first): short so the poll runs its next
 * round, long enough for a click on a loaded machine; the poll's own limit is the verdict.
 */
export const E2E_PROBE_MS = 5_000

/** The longest a unit test or a hook may take (vitest.config.ts: testTimeout and hookTimeout). */
export const TEST_TIMEOUT_MS = 60_000
