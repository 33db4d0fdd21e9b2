import { describe, expect, it } from 'vitest'
import { makeToken } from '@tests/tokens'
import { getTokenFreshness } from './token-freshness'

const now = 1_800_000_000_000
const at = (secondsFromNow: number) => makeToken({ exp: Math.floor(now / 1000) + secondsFromNow })

describe('token freshness (spec §4)', () => {
  it('is expired without a token, with an unreadable one, or past expiry', () => {
    expect(getTokenFreshness(null, now)).toBe('expired')
    expect(getTokenFreshness('not-a-jwt', now)).toBe('expired')
    expect(getTokenFreshness(at(-1), now)).toBe('expired')
  })

  it('needs a refresh under 5 minutes left', () => {
    expect(getTokenFreshness(at(299), now)).toBe('needs_refresh')
    expect(getTokenFreshness(at(1), now)).toBe('needs_refresh')
  })

  it('is valid with more than 5 minutes left or no expiry claim', () => {
    expect(getTokenFreshness(at(301), now)).toBe('valid')
    expect(getTokenFreshness(makeToken({ sub: 'x' }), now)).toBe('valid')
  })

  it('does not ask for a second refresh within 10 s of the last one', () => {
    expect(getTokenFreshness(at(120), now, now - 9_000)).toBe('valid')
    expect(getTokenFreshness(at(120), now, now - 11_000)).toBe('needs_refresh')
    // an expired token is expired whatever the last refresh
    expect(getTokenFreshness(at(-5), now, now - 1_000)).toBe('expired')
  })
})
