import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '@/lib/storage-keys'
import { tokenExpiringIn } from '@tests/tokens'

/**
 * Two tabs of one origin: two copies of the session module. They share this window's storage
 * (a tab's own sessionStorage cannot be told apart here), so what each one believes is its
 * in-memory session, which is what a tab shows. The browser's storage events, which only
 * other tabs get, are recorded here and delivered by `deliver()`.
 */
type Session = (typeof import('./session'))['session']
async function openTab(): Promise<Session> {
  vi.resetModules()
  return (await import('./session')).session
}

const signIn = (tab: Session, remember: boolean, email = 'admin@demo.local') =>
  tab.signIn({ accessToken: tokenExpiringIn(3600, { email }), refreshToken: `r-${email}` }, email, remember)

function watch(tab: Session) {
  const reasons: string[] = []
  tab.resetForTests()
  tab.onSignOut((reason) => reasons.push(reason))
  return reasons
}

let events: StorageEvent[] = []
beforeEach(() => {
  events = []
  const { setItem, removeItem } = Storage.prototype
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
    const oldValue = this.getItem(key)
    setItem.call(this, key, value)
    if (this === localStorage) events.push(new StorageEvent('storage', { key, oldValue, newValue: String(value), storageArea: localStorage }))
  })
  vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(function (this: Storage, key: string) {
    const oldValue = this.getItem(key)
    removeItem.call(this, key)
    if (this === localStorage && oldValue !== null) events.push(new StorageEvent('storage', { key, oldValue, newValue: null, storageArea: localStorage }))
  })
})

/** Delivers the storage events and BroadcastChannel messages other tabs get. */
async function deliver() {
  for (const event of events.splice(0)) window.dispatchEvent(event)
  await new Promise((resolve) => setTimeout(resolve, 20))
}

describe('tabs signed in without "remember me" (a session per tab)', () => {
  let tabA: Session
  let tabB: Session
  beforeAll(async () => {
    tabA = await openTab()
    tabB = await openTab()
  })

  it('a logout in one tab signs the other out, once', async () => {
    watch(tabA)
    const reasonsB = watch(tabB)
    signIn(tabA, false)
    signIn(tabB, false)
    tabA.signOut('logout')
    await deliver()
    expect(tabB.get()).toBeNull()
    expect(reasonsB).toEqual(['other_tab'])
    expect(sessionStorage.getItem(STORAGE_KEYS.authState)).toBeNull()
  })

  it('a session that ends by itself in one tab ends in the others, whichever storage holds them', async () => {
    watch(tabA)
    const reasonsB = watch(tabB)
    signIn(tabA, false)
    signIn(tabB, true)
    tabA.signOut('refresh_failed')
    await deliver()
    expect(tabB.get()).toBeNull()
    expect(reasonsB).toEqual(['other_tab'])
  })

  it('a sign-in in another tab, remembered or not, signs nobody out and changes no one', async () => {
    const reasonsA = watch(tabA)
    const reasonsB = watch(tabB)
    signIn(tabA, true)
    await deliver()
    signIn(tabB, false, 'editor@demo.local')
    await deliver()
    expect(tabA.get()?.user.email).toBe('admin@demo.local')
    signIn(tabA, false)
    signIn(tabB, true, 'editor@demo.local')
    await deliver()
    expect(tabA.get()?.user.email).toBe('admin@demo.local')
    expect(reasonsA).toEqual([])
    expect(reasonsB).toEqual([])
  })

  it('still follows a remembered session: a refresh or a logout in another tab', async () => {
    const reasonsA = watch(tabA)
    watch(tabB)
    signIn(tabA, true)
    signIn(tabB, true)
    await deliver()
    const refreshed = { accessToken: tokenExpiringIn(3600), refreshToken: 'r-2' }
    expect(tabB.updateTokens(tabB.epoch(), refreshed)).toBe(true)
    await deliver()
    expect(tabA.get()?.accessToken).toBe(refreshed.accessToken)
    tabB.signOut('logout')
    await deliver()
    expect(tabA.get()).toBeNull()
    expect(reasonsA).toEqual(['other_tab'])
  })

  it('leaves nothing behind in localStorage but the language', async () => {
    watch(tabA)
    watch(tabB)
    localStorage.setItem(STORAGE_KEYS.language, 'en')
    signIn(tabA, false)
    signIn(tabB, false)
    tabA.signOut('logout')
    await deliver()
    expect(Object.keys(localStorage)).toEqual([STORAGE_KEYS.language])
  })
})

describe('browsers without BroadcastChannel', () => {
  let tabA: Session
  let tabB: Session
  beforeAll(async () => {
    vi.stubGlobal('BroadcastChannel', undefined)
    tabA = await openTab()
    tabB = await openTab()
    vi.unstubAllGlobals()
  })

  it('a logout in one tab signs the other out through a localStorage marker that is gone at once', async () => {
    watch(tabA)
    const reasonsB = watch(tabB)
    signIn(tabA, false)
    signIn(tabB, false)
    tabA.signOut('logout')
    expect(Object.keys(localStorage)).toEqual([])
    await deliver()
    expect(tabB.get()).toBeNull()
    expect(reasonsB).toEqual(['other_tab'])
  })
})
