/**
 * Run-time switches of the mock gateway. In the browser they persist in localStorage so a
 * developer can set them from the console or the developer panel and reload; in Node they come
 * from the environment. Both hosts also accept them over the control endpoint (/__mock/*).
 */
export interface MockSettings {
  /** Access-token lifetime; short values exercise the refresh path (the README's mock accounts). */
  accessTokenTtlSeconds: number
  refreshTokenTtlSeconds: number
  /**
   * Refresh tokens rotate and work once. A token used again within this many milliseconds of its
   * first use still gets new tokens (a benign race); later, it answers `invalid_grant` and the
   * whole token family is revoked. 0 (the default) is the strict setting real servers can be
   * configured with (OpenIddict `SetRefreshTokenReuseLeeway(TimeSpan.Zero)`; its own default is
   * 30 s), so the client is held to the strictest server it may meet.
   */
  refreshReuseLeewayMs: number
  /** Added to every response, to see loading states. */
  latencyMs: number
  /** One-time codes: another code for the same address only after this many seconds (else 429). */
  otpResendAfterSeconds: number
}

const STORAGE_KEY = 'mockGatewaySettings'

const env = (typeof process !== 'undefined' ? process.env : {}) as Record<string, string | undefined>

const defaults: MockSettings = {
  accessTokenTtlSeconds: Number(env.MOCK_ACCESS_TOKEN_TTL ?? 3600),
  refreshTokenTtlSeconds: Number(env.MOCK_REFRESH_TOKEN_TTL ?? 7 * 24 * 3600),
  refreshReuseLeewayMs: Number(env.MOCK_REFRESH_REUSE_LEEWAY_MS ?? 0),
  latencyMs: Number(env.MOCK_LATENCY_MS ?? 0),
  otpResendAfterSeconds: Number(env.MOCK_OTP_RESEND_AFTER ?? 30),
}

function load(): MockSettings {
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_KEY)
    if (raw) return { ...defaults, ...(JSON.parse(raw) as Partial<MockSettings>) }
  } catch {
    // bad JSON: defaults
  }
  return { ...defaults }
}

export const settings: MockSettings = load()

export function updateSettings(patch: Partial<MockSettings>) {
  for (const [key, value] of Object.entries(patch)) {
    if (key in settings && typeof value === 'number' && Number.isFinite(value) && value >= 0) {
      settings[key as keyof MockSettings] = value
    }
  }
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(settings))
  } catch {
    // Node host or disabled storage: in memory only
  }
}
