import { cleanup } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach } from 'vitest'
import { resetContractCheckForTests } from '@/api/contract-check/checker'
import { contractReports } from '@/api/contract-check/reports'
import { session } from '@/api/session'
import { appQueryClient } from '@/app/query-client'
import { toastQueue } from '@/shared/feedback'
import { themeSettings } from '@/shared/theme'
import { faults } from '@mocks/faults'
import { settings, updateSettings, type MockSettings } from '@mocks/settings'
import { takeMissingKeys } from '@tests/i18n'
import { listenForThisFile } from '@tests/msw'

/**
 * Set-up of the DOM test files (jsdom), after tests/setup.ts: vitest runs it before EVERY test
 * file, also when the files of a worker share their modules (the `dom` project runs without
 * isolation, vitest.config.ts). That is why the per-test and per-file hooks of the test kit live
 * here and not at the top level of the helper modules: a module is evaluated once per worker,
 * so a hook it registered would only run for the worker's first file.
 *
 * The rule it keeps: a test gets the same result whatever file ran before it in the worker.
 * Each reset below names the state that outlives a file when modules are shared. State the app's
 * modules keep that needs no reset: the contract checker's schema cache (same answers for the
 * same schemas), the toaster queue's demand count and the toaster code it loaded (they only decide
 * whether the toaster mounts before or on the first toast), the lazily loaded modules of
 * login-screen and use-theme (caches of imports: the first render in a worker suspends on `use()`
 * until they load, later ones do not; React 19 retries such a render only inside an awaited
 * act(), so a test that renders one of them awaits act around its render, as
 * login-screen.test.tsx does, and passes whichever test loaded it first).
 * One is reset by the only test that sets it: the last sign-out session-events.ts remembers for
 * 5 s (session-events.test.tsx signs out on a clock of long ago).
 */

/** Taken once per worker, before any test could change them (this file runs again for each file). */
interface Pristine {
  mockSettings: MockSettings
  /** Globals tests replace by assignment or defineProperty (navigator.locks, URL.createObjectURL). */
  properties: Array<{ target: object; key: string; descriptor: PropertyDescriptor | undefined }>
}
const worker = globalThis as typeof globalThis & { __pristineTestGlobals?: Pristine }
const pristine = (worker.__pristineTestGlobals ??= {
  mockSettings: { ...settings },
  properties: [
    [navigator, 'locks'],
    [URL, 'createObjectURL'],
    [URL, 'revokeObjectURL'],
  ].map(([target, key]) => ({ target: target as object, key: key as string, descriptor: Object.getOwnPropertyDescriptor(target, key as string) })),
})

// The one msw server: listening for this file, handlers reset after each test, closed after the file.
listenForThisFile()

beforeAll(() => {
  // The session module keeps the signed-in user, its listeners and its storage home; a file
  // starts signed out, as with a freshly loaded module (renderScreen and signInLocally reset it
  // again for each test that signs in).
  session.resetForTests()
  // renderApp sets the app's query client; the next file must not find the last file's cache.
  appQueryClient.current = undefined
})

/** What a test could have left in the contract check's module state: see the beforeEach and afterEach. */
function forgetContractReports() {
  // A mismatch reported while nobody listened waits for the next subscriber, which would be
  // another test's (a full run gave checker.test.ts the 'searchUsers' report that
  // contract-check.test.tsx emits with the check off): drop it. And report every operation again.
  contractReports.subscribe(() => undefined)()
  resetContractCheckForTests()
}

beforeEach(() => {
  // Also before: a check still running when the last test ended reports after its afterEach.
  forgetContractReports()
  // tests/setup.ts has just cleared web storage; the theme settings module caches what it read
  // from there (theme mode, sidebar open), so a file that closed the sidebar would leave it
  // closed for the next. Read storage again.
  themeSettings.reload()
})

afterEach(() => {
  // Vitest runs without globals here, so Testing Library cannot register its own cleanup.
  cleanup()
  // Whatever a test appended to the body by hand, or a portal left behind: the next test starts
  // with an empty page. The document's title and language are set by screens (breadcrumb, auth
  // pages, the app's i18n): a next test must not read the last one's.
  document.body.replaceChildren()
  for (const { name } of [...document.body.attributes]) document.body.removeAttribute(name)
  document.title = ''
  document.documentElement.removeAttribute('lang')
  document.documentElement.removeAttribute('dir')
  // A toast asked for after the test's toaster was unmounted (a late failure) waits in the
  // module's queue for the next toaster, which would be the next test's: drop it.
  toastQueue.attach(() => undefined)()
  // Globals a test replaced (a fake navigator.locks, a stubbed URL.createObjectURL) go back.
  for (const { target, key, descriptor } of pristine.properties) {
    if (descriptor) Object.defineProperty(target, key, descriptor)
    else Reflect.deleteProperty(target, key)
  }
  forgetContractReports()
  // The mock gateway's fault rules and run-time settings are module state of the mock: back to
  // none and to the defaults.
  faults.clear()
  updateSettings(pristine.mockSettings)
  // A screen that renders a key no locale file has fails its test, naming the key (last, so the
  // resets above happen whatever it finds).
  const missing = [...new Set(takeMissingKeys())]
  if (missing.length > 0) throw new Error(`Missing translation keys (language:namespace:key):\n  ${missing.join('\n  ')}`)
})
