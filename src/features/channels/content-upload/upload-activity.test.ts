import { describe, expect, it } from 'vitest'
import { idleDuration, STALLED_AFTER_SECONDS, uploadRowState } from './upload-activity'

const uploading = (uploadIdleSeconds: number | null | undefined) => ({ id: 'v1', uploadStatus: 'uploading', uploadIdleSeconds })
const none = new Set<string>()
const only = new Set(['v1'])
const sentElsewhere = new Map([['v1', 'sending' as const]])
const pausedElsewhere = new Map([['v1', 'paused' as const]])
const senders = (over: { here?: boolean; otherTabs?: ReadonlyMap<string, 'sending' | 'paused'>; storedHere?: ReadonlySet<string> } = {}) => ({
  here: () => over.here ?? false,
  otherTabs: over.otherTabs ?? new Map(),
  storedHere: over.storedHere ?? none,
})

describe('uploadRowState', () => {
  it('leaves a row this page sends, or one not uploading, to its own progress', () => {
    expect(uploadRowState(uploading(900), senders({ here: true, storedHere: only }))).toBeNull()
    expect(uploadRowState({ id: 'v1', uploadStatus: 'uploaded', uploadIdleSeconds: null }, senders({ storedHere: only }))).toBeNull()
  })

  it('says another tab sends it while that tab beats, whatever the server last heard', () => {
    expect(uploadRowState(uploading(900), senders({ otherTabs: sentElsewhere, storedHere: only }))).toBe('elsewhere')
  })

  it('says another tab holds it paused, not that it is uploading, while that tab beats', () => {
    expect(uploadRowState(uploading(900), senders({ otherTabs: pausedElsewhere, storedHere: only }))).toBe('pausedElsewhere')
    expect(uploadRowState(uploading(900), senders({ here: true, otherTabs: pausedElsewhere }))).toBeNull()
  })

  it('is interrupted when this browser started it and no tab sends it, even with bytes from just before a reload', () => {
    expect(uploadRowState(uploading(2), senders({ storedHere: only }))).toBe('interrupted')
    expect(uploadRowState(uploading(null), senders({ storedHere: only }))).toBe('interrupted')
  })

  it('for an upload another browser started: under way while bytes arrive, stalled once nothing has for minutes', () => {
    expect(uploadRowState(uploading(3), senders())).toBe('elsewhere')
    expect(uploadRowState(uploading(STALLED_AFTER_SECONDS - 1), senders())).toBe('elsewhere')
    expect(uploadRowState(uploading(STALLED_AFTER_SECONDS), senders())).toBe('stalled')
    // A server that does not say: the plain progress, as before.
    expect(uploadRowState(uploading(undefined), senders())).toBeNull()
  })

  it('writes the idle time in minutes, then hours, in the interface language', () => {
    expect(idleDuration(130, 'en')).toBe('2 minutes')
    expect(idleDuration(45 * 60, 'tr')).toBe('45 dakika')
    expect(idleDuration(3 * 3600, 'en')).toBe('3 hours')
  })
})
