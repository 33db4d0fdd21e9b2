import { decodeClaims, rolesOf } from '@/lib/jwt'
import { localStore, readJson, readString, removeKeys, tabStore, writeJson, writeString } from '@/lib/safe-storage'
import { JOBS_RUNNING_PREFIX, JOBS_SEEN_PREFIX, LOGOUT_KEYS, removeDrafts, removePrefixed, STORAGE_KEYS } from '@/lib/storage-keys'
import { ApiError, SESSION_ERRORS } from './errors'

/** The stored session record (`authState`). */
export interface SessionUser {
  username: string
  email: string
  firstName: string
  lastName: string
  roles: string[]
}
export interface AuthState {
  accessToken: string
  refreshToken: string
  idToken?: string | null
  isAuthenticated: true
  user: SessionUser
}

const isText = (value: unknown): value is string => typeof value === 'string'

/**
 * The stored record when it has the right shape (unknown keys dropped), else null. Checked by
 * hand rather than with a schema library: this runs at start-up on every page, the login page
 * included, whose JavaScript budget (docs/architecture.md) a schema library would take a large share of.
 */
function parseAuthState(value: unknown): AuthState | null {
  if (typeof value !== 'object' || value === null) return null
  const record = value as Record<string, unknown>
  const user = record.user as Record<string, unknown> | null | undefined
  if (!isText(record.accessToken) || record.accessToken === '' || !isText(record.refreshToken) || record.refreshToken === '') return null
  if (record.idToken != null && !isText(record.idToken)) return null
  if (record.isAuthenticated !== true || typeof user !== 'object' || user === null) return null
  const { username, email, firstName, lastName, roles } = user
  if (!isText(username) || !isText(email) || !isText(firstName) || !isText(lastName)) return null
  if (!Array.isArray(roles) || !roles.every(isText)) return null
  return {
    accessToken: record.accessToken,
    refreshToken: record.refreshToken,
    ...(record.idToken !== undefined ? { idToken: record.idToken as string | null } : {}),
    isAuthenticated: true,
    user: { username, email, firstName, lastName, roles: [...roles] },
  }
}

export interface TokenSet {
  accessToken: string
  refreshToken: string
  idToken?: string | null
}

/** Why a session ended; the app turns it into a message on the login page. */
export type SignOutReason = 'logout' | 'refresh_failed' | 'missing_token_data' | 'no_refresh_token' | 'retry_limit' | 'other_tab' | 'expired'

type Listener = () => void
type SignOutListener = (reason: SignOutReason) => void

/** A session that ended by itself while the page stays: the sign-in dialog is open over it. */
export interface Interruption {
  reason: SignOutReason
  /** Who was signed in: the same user signing in again resumes the page. */
  email: string
  /** Where the session was kept (remember me). */
  remembered: boolean
}

/**
 * How a sign-out reaches the other tabs of this origin, whichever storage holds their session:
 * a BroadcastChannel message, and a localStorage marker (for browsers without the channel)
 * that is removed as soon as it is set. Neither is one of STORAGE_KEYS.
 */
const SIGN_OUT_CHANNEL = 'back-office:signed-out'
const SIGN_OUT_MARKER = 'back-office:signed-out'

let current: AuthState | null | undefined
/** The storage the session was signed in to or restored from; null when it is kept in memory only. */
let home: Storage | null = null
/** Bumped on every sign-in and sign-out, so work started for an older session writes nothing. */
let epoch = 0
const listeners = new Set<Listener>()
const userDroppedListeners = new Set<Listener>()
const signOutListeners = new Set<SignOutListener>()
/** Sign-outs of other tabs already followed (each arrives through the channel and the marker). */
const followed = new Set<string>()
/** Whether an involuntary end keeps the page (the app shell mounts the sign-in dialog); off: sign out as before. */
let keepPage = 0
let interruption: (Interruption & { waiters: { resolve: (token: string) => void; reject: (error: unknown) => void }[] }) | null = null

const interruptedError = () => new ApiError(SESSION_ERRORS.sessionEnded.message, { kind: 'session', messageKey: SESSION_ERRORS.sessionEnded.key })

/** Ends the interruption: the waiting requests get the new token (the same user is back) or fail. */
function settleInterruption(next: AuthState | null) {
  const open = interruption
  if (!open) return
  interruption = null
  for (const waiter of open.waiters) {
    if (next && next.user.email === open.email) waiter.resolve(next.accessToken)
    else waiter.reject(interruptedError())
  }
}

/** The stored session: this tab's own first, else the remembered one (localStorage). */
function parseStored(): { state: AuthState; storage: Storage } | null {
  for (const storage of [tabStore(), localStore()]) {
    const state = storage && parseAuthState(readJson(STORAGE_KEYS.authState, storage))
    if (state) return { state, storage }
  }
  return null
}

function emit() {
  for (const listener of listeners) listener()
}

function userFrom(accessToken: string, fallbackEmail: string): SessionUser {
  const claims = decodeClaims(accessToken)
  if (!claims) throw new ApiError(SESSION_ERRORS.invalidToken.message, { kind: 'session', messageKey: SESSION_ERRORS.invalidToken.key })
  const email = claims.email ?? fallbackEmail
  return {
    username: email,
    email,
    firstName: claims.given_name ?? '',
    lastName: claims.family_name ?? '',
    roles: rolesOf(claims),
  }
}

function writeExpiry(accessToken: string) {
  const exp = decodeClaims(accessToken)?.exp
  if (typeof exp === 'number') writeString(STORAGE_KEYS.tokenExpiresAt, String(exp * 1000), localStore())
}

/** The session with a refreshed token pair; the roles follow the new access token. */
function withTokens(state: AuthState, tokens: TokenSet): AuthState {
  return {
    ...state,
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    idToken: tokens.idToken ?? state.idToken ?? null,
    user: { ...state.user, roles: rolesOf(decodeClaims(tokens.accessToken)) },
  }
}

/**
 * Records a refresh for every tab: its time (for the 10-second no-second-refresh window) and the new expiry.
 * Called before the new tokens are stored: another tab gets localStorage writes one key at a time, in
 * the order they were made, and acts on each in between (Chromium: a change message per key, the
 * storage event of one can run before the next arrives). Tokens stored first would reach it with the
 * previous refresh time, and a call there would find them expiring outside the window and refresh
 * again. Time first, it briefly has its old tokens with the new time: it sends the old access token
 * while that is unexpired, or else waits for the lock and takes the new tokens there.
 */
function noteRefresh(accessToken: string, now: number) {
  writeString(STORAGE_KEYS.lastTokenRefresh, String(now), localStore())
  writeExpiry(accessToken)
}

/** Ends the session in memory and tells the listeners; the caller has cleared the storage. */
function end(reason: SignOutReason) {
  // The user's drafts of open forms go with the session (they are kept through an interruption),
  // and so does what the jobs tray remembers of them (nothing of a user stays after sign-out).
  removeDrafts(tabStore())
  removePrefixed(localStore(), JOBS_SEEN_PREFIX)
  removePrefixed(tabStore(), JOBS_RUNNING_PREFIX)
  epoch += 1
  current = null
  home = null
  settleInterruption(null)
  emit()
  for (const listener of signOutListeners) listener(reason)
}

/** Takes over a session another tab stored in localStorage (a refresh or a sign-in there). */
function adopt(next: AuthState) {
  if (next.accessToken === current?.accessToken) return
  if (!current || next.user.email !== current.user.email) epoch += 1
  current = next
  home = localStore()
  // Signed in again in another tab: the dialog here closes and the waiting requests go on.
  if (interruption?.email === next.user.email) settleInterruption(next)
  emit()
}

let channel: BroadcastChannel | null = null

function announceSignOut() {
  const id = `${Date.now()}-${Math.random().toString(36).slice(2)}`
  try {
    channel?.postMessage({ signedOut: id })
  } catch {
    // a closed channel: the marker below still reaches the other tabs
  }
  if (writeString(SIGN_OUT_MARKER, id, localStore())) removeKeys([SIGN_OUT_MARKER], localStore())
}

/** Another tab signed out: end this tab's session too, whichever storage holds it. */
function followSignOut(id: unknown) {
  if (typeof id !== 'string' || id === '' || followed.has(id)) return
  followed.add(id)
  if (!session.get()) return
  removeKeys(LOGOUT_KEYS, tabStore())
  end('other_tab')
}

export const session = {
  /** The signed-in session, or null. Bad or hand-edited stored state counts as no session. */
  get(): AuthState | null {
    if (current === undefined) {
      const found = parseStored()
      current = found?.state ?? null
      home = found?.storage ?? null
    }
    return current
  },

  epoch: () => epoch,

  /**
   * Start-up rule, strict (the remember-me refresh runs before it): keep a stored session only
   * when both tokens exist and the access token carries an expiry that is still in the future;
   * anything else (no expiry claim included) is cleared. This tab's own session comes first, then the remembered one.
   */
  restore(now: number = Date.now()): AuthState | null {
    removeKeys([SIGN_OUT_MARKER], localStore())
    current = null
    home = null
    let stale = false
    for (const storage of [tabStore(), localStore()]) {
      const state = storage && parseAuthState(readJson(STORAGE_KEYS.authState, storage))
      const exp = state ? decodeClaims(state.accessToken)?.exp : undefined
      if (state && typeof exp === 'number' && Number.isFinite(exp) && exp * 1000 > now) {
        current = state
        home = storage
        break
      }
      stale ||= state != null
      removeKeys([STORAGE_KEYS.authState], storage)
    }
    // Nobody is signed in any more: the rest of the old session's keys go too.
    if (!current && stale) {
      removeKeys(LOGOUT_KEYS, localStore())
      removeKeys(LOGOUT_KEYS, tabStore())
    }
    emit()
    return current
  },

  /**
   * Start-up with "remember me" (docs/decisions.md): the remembered session when it is the one
   * start-up would restore but its access token has expired; its refresh token may still be good.
   * Null otherwise (this tab has a valid session of its own, nothing is remembered, or the token
   * is unreadable). Reads only.
   */
  resumable(now: number = Date.now()): AuthState | null {
    const expiry = (state: AuthState | null) => {
      const exp = state ? decodeClaims(state.accessToken)?.exp : undefined
      return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null
    }
    const own = parseAuthState(readJson(STORAGE_KEYS.authState, tabStore()))
    if ((expiry(own) ?? 0) > now) return null
    const remembered = parseAuthState(readJson(STORAGE_KEYS.authState, localStore()))
    const expiresAt = expiry(remembered)
    return remembered && expiresAt != null && expiresAt <= now ? remembered : null
  },

  /**
   * Stores the tokens start-up redeemed for the remembered session `spent`, unless the stored
   * session changed meanwhile (another tab refreshed it or signed out). True when written.
   */
  storeResumed(spent: AuthState, tokens: TokenSet, now: number = Date.now()): boolean {
    const stored = parseAuthState(readJson(STORAGE_KEYS.authState, localStore()))
    if (!stored || stored.refreshToken !== spent.refreshToken || !decodeClaims(tokens.accessToken)) return false
    // The refresh time before the tokens (see noteRefresh).
    noteRefresh(tokens.accessToken, now)
    return writeJson(STORAGE_KEYS.authState, withTokens(stored, tokens), localStore())
  },

  /** Stores a new session after login. Throws 'Invalid token received' for unreadable tokens. */
  signIn(tokens: TokenSet, email: string, remember: boolean): AuthState {
    const state: AuthState = {
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      idToken: tokens.idToken ?? null,
      isAuthenticated: true,
      user: userFrom(tokens.accessToken, email),
    }
    // Without "remember me" the remembered session of other tabs stays: this tab's own comes first.
    if (remember) removeKeys([STORAGE_KEYS.authState], tabStore())
    const storage = remember ? localStore() : tabStore()
    home = writeJson(STORAGE_KEYS.authState, state, storage) ? storage : null
    writeExpiry(tokens.accessToken)
    epoch += 1
    current = state
    settleInterruption(state)
    emit()
    return state
  },

  /**
   * Writes refreshed tokens to the storage the session lives in, unless the session they were
   * fetched for has ended since: in this tab (the epoch), or in another one that logged out
   * (the stored session is gone) or stored a newer session (its refresh token differs). Then
   * nothing is written, and this tab follows the stored state.
   */
  updateTokens(forEpoch: number, tokens: TokenSet, now: number = Date.now()): boolean {
    const state = this.get()
    if (forEpoch !== epoch || !state) return false
    if (home) {
      const stored = parseAuthState(readJson(STORAGE_KEYS.authState, home))
      if (!stored) {
        removeKeys(LOGOUT_KEYS, tabStore())
        end('other_tab')
        return false
      }
      if (stored.refreshToken !== state.refreshToken) {
        adopt(stored)
        return false
      }
    }
    const next = withTokens(state, tokens)
    // The refresh time before the tokens (see noteRefresh).
    noteRefresh(tokens.accessToken, now)
    if (home) writeJson(STORAGE_KEYS.authState, next, home)
    current = next
    emit()
    return true
  },

  /**
   * Re-reads the stored session, which another tab may have refreshed (its storage event may not
   * have arrived yet): a newer token pair of the same user is followed; a stored session that is
   * gone means another tab signed out, and this tab's session ends too (null).
   */
  followStored(): AuthState | null {
    const state = this.get()
    if (!state || !home) return state
    const stored = parseAuthState(readJson(STORAGE_KEYS.authState, home))
    if (!stored) {
      removeKeys(LOGOUT_KEYS, tabStore())
      end('other_tab')
      return null
    }
    if (stored.refreshToken !== state.refreshToken && stored.user.email === state.user.email) adopt(stored)
    return current ?? null
  },

  lastRefreshAt(): number | null {
    const raw = Number(readString(STORAGE_KEYS.lastTokenRefresh, localStore()))
    return Number.isFinite(raw) && raw > 0 ? raw : null
  },

  /**
   * Ends the session once: clears every key of LOGOUT_KEYS, tells the other tabs, and tells
   * listeners (the app navigates to /login). A second call for an already-ended session does
   * nothing.
   */
  signOut(reason: SignOutReason): void {
    const hadSession = this.get() != null
    removeKeys(LOGOUT_KEYS, localStore())
    removeKeys(LOGOUT_KEYS, tabStore())
    if (!hadSession) return
    announceSignOut()
    end(reason)
  },

  /**
   * The app shell keeps the page when the session ends by itself (it shows the sign-in dialog).
   * Returns the undo. Without it (tests of the client alone, pages outside the shell) an
   * involuntary end signs out as before.
   */
  keepPageOnInterruption(): () => void {
    keepPage += 1
    let undone = false
    return () => {
      if (undone) return
      undone = true
      keepPage -= 1
    }
  },

  /** The open interruption (the sign-in dialog is shown), or null. */
  interruption(): Interruption | null {
    if (!interruption) return null
    const { reason, email, remembered } = interruption
    return { reason, email, remembered }
  },

  /**
   * The session ended by itself (refresh refused, the retry limit): when the page is kept, the
   * session stays in memory as interrupted and the promise gives the access token of the same
   * user's next sign-in (here or in another tab); it fails when the user cancels (sign-out) or
   * another user signs in. Null when the page is not kept: the caller signs out.
   */
  interrupt(reason: SignOutReason): Promise<string> | null {
    const state = this.get()
    if (!keepPage || !state) return null
    if (!interruption) {
      interruption = { reason, email: state.user.email, remembered: home === localStore() && home !== null, waiters: [] }
      emit()
    }
    const open = interruption
    return new Promise<string>((resolve, reject) => open.waiters.push({ resolve, reject }))
  },

  /** Cancel in the sign-in dialog: the sign-out the interruption held back, with its reason. */
  cancelInterruption(): void {
    const reason = interruption?.reason ?? 'expired'
    this.signOut(reason)
  },

  /**
   * Another user signs in over an interrupted session: everything of the previous one goes
   * (every key of LOGOUT_KEYS, the waiting requests fail), without the sign-out listeners (the
   * page is left for the new user's dashboard, not for /login). The caller then signs in.
   */
  dropForOtherUser(): void {
    removeKeys(LOGOUT_KEYS, localStore())
    removeKeys(LOGOUT_KEYS, tabStore())
    removeDrafts(tabStore())
    removePrefixed(tabStore(), JOBS_RUNNING_PREFIX)
    epoch += 1
    current = null
    home = null
    settleInterruption(null)
    for (const listener of userDroppedListeners) listener()
  },

  /** Called when another user took over an interrupted session (caches, drafts and uploads of the previous one go). */
  onUserDropped(listener: Listener): () => void {
    userDroppedListeners.add(listener)
    return () => userDroppedListeners.delete(listener)
  },

  subscribe(listener: Listener): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },

  onSignOut(listener: SignOutListener): () => void {
    signOutListeners.add(listener)
    return () => signOutListeners.delete(listener)
  },

  /**
   * Another tab changed the remembered session (localStorage): a tab without a session, or
   * with a remembered one, follows it. A session kept in this tab only is left alone; it ends
   * through the sign-out message of the tab that logged out.
   */
  syncFromOtherTab(): void {
    const before = this.get()
    const next = parseAuthState(readJson(STORAGE_KEYS.authState, localStore()))
    // An interrupted session follows the same user's sign-in in another tab, wherever it was kept.
    if (interruption && next?.user.email === interruption.email) return adopt(next)
    if (before && home !== localStore()) return
    if (next) adopt(next)
    else if (before) end('other_tab')
  },

  /** Test helper: forget the in-memory copy so the next read comes from storage. */
  resetForTests(): void {
    current = undefined
    home = null
    epoch += 1
    interruption = null
    keepPage = 0
    userDroppedListeners.clear()
    listeners.clear()
    signOutListeners.clear()
  },
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SIGN_OUT_MARKER) followSignOut(event.newValue)
    else if (event.key === STORAGE_KEYS.authState || event.key === null) session.syncFromOtherTab()
  })
  try {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(SIGN_OUT_CHANNEL) : null
    channel?.addEventListener('message', (event) => followSignOut((event.data as { signedOut?: unknown } | null)?.signedOut))
  } catch {
    channel = null
  }
}
