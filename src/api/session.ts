import { decodeClaims, rolesOf } from '@/shared/lib/jwt'
import { readJson, readString, removeKeys, writeJson, writeString } from '@/shared/lib/safe-storage'
import { LOGOUT_KEYS, STORAGE_KEYS } from '@/shared/lib/storage-keys'
import { ApiError, SESSION_ERRORS } from './errors'

/** The stored session record of spec §3 (`authState`). */
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
 * included, whose JavaScript budget (DESIGN.md) a schema library would take a large share of.
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
export type SignOutReason = 'logout' | 'refresh_failed' | 'no_refresh_token' | 'retry_limit' | 'other_tab' | 'expired'

type Listener = () => void
type SignOutListener = (reason: SignOutReason) => void

const local = () => globalThis.localStorage as Storage | undefined
const perTab = () => globalThis.sessionStorage as Storage | undefined

let current: AuthState | null | undefined
/** Bumped on every sign-in and sign-out, so work started for an older session writes nothing. */
let epoch = 0
const listeners = new Set<Listener>()
const signOutListeners = new Set<SignOutListener>()

function parseStored(): AuthState | null {
  for (const storage of [local(), perTab()]) {
    const parsed = parseAuthState(readJson(STORAGE_KEYS.authState, storage))
    if (parsed) return parsed
  }
  return null
}

/** Which storage holds the session: localStorage with "remember me", else this tab only. */
function storageOfCurrent(): Storage | undefined {
  return readString(STORAGE_KEYS.authState, local()) != null ? local() : perTab()
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

function writeExpiry(accessToken: string, storage: Storage | undefined) {
  const exp = decodeClaims(accessToken)?.exp
  if (typeof exp === 'number') writeString(STORAGE_KEYS.tokenExpiresAt, String(exp * 1000), storage)
}

export const session = {
  /** The signed-in session, or null. Bad or hand-edited stored state counts as no session. */
  get(): AuthState | null {
    if (current === undefined) current = parseStored()
    return current
  },

  epoch: () => epoch,

  /**
   * Start-up rule of spec §4: keep the stored session only when both tokens exist and the
   * access token has not expired; anything else is cleared.
   */
  restore(now: number = Date.now()): AuthState | null {
    current = parseStored()
    if (!current) {
      removeKeys([STORAGE_KEYS.authState], local())
      return null
    }
    const exp = decodeClaims(current.accessToken)?.exp
    const unreadable = decodeClaims(current.accessToken) == null
    if (unreadable || (typeof exp === 'number' && exp * 1000 <= now)) {
      removeKeys(LOGOUT_KEYS, local())
      removeKeys(LOGOUT_KEYS, perTab())
      current = null
    }
    emit()
    return current
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
    removeKeys([STORAGE_KEYS.authState], remember ? perTab() : local())
    const storage = remember ? local() : perTab()
    writeJson(STORAGE_KEYS.authState, state, storage)
    writeExpiry(tokens.accessToken, local())
    epoch += 1
    current = state
    emit()
    return state
  },

  /** Writes refreshed tokens, unless the session they were fetched for has ended since. */
  updateTokens(forEpoch: number, tokens: TokenSet, now: number = Date.now()): boolean {
    const state = this.get()
    if (forEpoch !== epoch || !state) return false
    const next: AuthState = {
      ...state,
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      idToken: tokens.idToken ?? state.idToken ?? null,
      user: { ...state.user, roles: rolesOf(decodeClaims(tokens.accessToken)) },
    }
    writeJson(STORAGE_KEYS.authState, next, storageOfCurrent())
    writeString(STORAGE_KEYS.lastTokenRefresh, String(now), local())
    writeExpiry(tokens.accessToken, local())
    current = next
    emit()
    return true
  },

  lastRefreshAt(): number | null {
    const raw = Number(readString(STORAGE_KEYS.lastTokenRefresh, local()))
    return Number.isFinite(raw) && raw > 0 ? raw : null
  },

  /**
   * Ends the session once: clears every key of spec §4 and tells listeners (the app navigates
   * to /login). A second call for an already-ended session does nothing.
   */
  signOut(reason: SignOutReason): void {
    const hadSession = this.get() != null
    removeKeys(LOGOUT_KEYS, local())
    removeKeys(LOGOUT_KEYS, perTab())
    if (!hadSession) return
    epoch += 1
    current = null
    emit()
    for (const listener of signOutListeners) listener(reason)
  },

  subscribe(listener: Listener): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },

  onSignOut(listener: SignOutListener): () => void {
    signOutListeners.add(listener)
    return () => signOutListeners.delete(listener)
  },

  /** Another tab changed authState: follow it (spec: two tabs stay consistent). */
  syncFromOtherTab(): void {
    const next = parseStored()
    const before = this.get()
    if (!next && before) {
      epoch += 1
      current = null
      emit()
      for (const listener of signOutListeners) listener('other_tab')
      return
    }
    if (next && next.accessToken !== before?.accessToken) {
      if (!before || next.user.email !== before.user.email) epoch += 1
      current = next
      emit()
    }
  },

  /** Test helper: forget the in-memory copy so the next read comes from storage. */
  resetForTests(): void {
    current = undefined
    epoch += 1
    listeners.clear()
    signOutListeners.clear()
  },
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.authState || event.key === null) session.syncFromOtherTab()
  })
}
