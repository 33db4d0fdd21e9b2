import { useEffect, useSyncExternalStore } from 'react'
import { readJson, writeJson } from '@/lib/safe-storage'
import { STORAGE_KEYS } from '@/lib/storage-keys'
import { uploadManager } from './upload-manager'

/**
 * Which uploads another tab of this browser is sending. Each tab writes, every few seconds, the
 * videos whose file it sends (or holds paused) with the time; another tab reads them. Without it a
 * tab saw the upload its neighbour was sending as "interrupted" (this browser started it and this
 * page does not send it) and offered to pick the file again, which would compete with the sender.
 */

const BEAT_MS = 3_000
/** A tab that has not written for this long has stopped (closed, reloaded, asleep). */
const FRESH_MS = 10_000

/** When a tab last said it holds the upload, and whether the user paused it there. */
interface Beat {
  at: number
  paused: boolean
}
type Beats = Record<string, Beat>
/** What another tab does with an upload: sends it, or holds it paused. */
export type OtherTabUpload = 'sending' | 'paused'

/** A beat as stored: `{ at, paused }`, or the time alone (written by an older version: sending). */
function toBeat(value: unknown): Beat | null {
  if (typeof value === 'number') return { at: value, paused: false }
  if (!value || typeof value !== 'object') return null
  const { at, paused } = value as { at?: unknown; paused?: unknown }
  return typeof at === 'number' ? { at, paused: paused === true } : null
}

function readBeats(): Beats {
  const raw = readJson(STORAGE_KEYS.uploadsSending)
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {}
  const beats: Beats = {}
  for (const [id, value] of Object.entries(raw as Record<string, unknown>)) {
    const parsed = toBeat(value)
    if (parsed) beats[id] = parsed
  }
  return beats
}

/** This tab's uploads, written now; the entries other tabs let go stale are dropped. */
function beat(now = Date.now()) {
  const beats = readBeats()
  const next: Beats = {}
  for (const [id, value] of Object.entries(beats)) if (now - value.at < FRESH_MS) next[id] = value
  for (const item of uploadManager.getSnapshot().items)
    if (uploadManager.isUploading(item.videoUid)) next[item.videoUid] = { at: now, paused: uploadManager.isPaused(item.videoUid) }
  if (Object.keys(next).length > 0 || Object.keys(beats).length > 0) writeJson(STORAGE_KEYS.uploadsSending, next)
}

/** The videos another tab of this browser sends or holds paused now (fresh heartbeat, not this page's own). */
export function sentByAnotherTab(now = Date.now()): ReadonlyMap<string, OtherTabUpload> {
  const uploads = new Map<string, OtherTabUpload>()
  for (const [id, value] of Object.entries(readBeats()))
    if (now - value.at < FRESH_MS && !uploadManager.isUploading(id)) uploads.set(id, value.paused ? 'paused' : 'sending')
  return uploads
}

/** This tab's entries go when the page does (a reload is not "another tab" sending them). */
function leave() {
  const beats = readBeats()
  const own = new Set(uploadManager.getSnapshot().items.map((item) => item.videoUid))
  const next = Object.fromEntries(Object.entries(beats).filter(([id]) => !own.has(id)))
  if (Object.keys(next).length !== Object.keys(beats).length) writeJson(STORAGE_KEYS.uploadsSending, next)
}

/** Writes this tab's heartbeat while the page is open (the upload tray mounts it once). */
export function useUploadHeartbeat() {
  useEffect(() => {
    beat()
    const timer = window.setInterval(() => beat(), BEAT_MS)
    window.addEventListener('pagehide', leave)
    return () => {
      window.clearInterval(timer)
      window.removeEventListener('pagehide', leave)
    }
  }, [])
}

let snapshot: { key: string; uploads: ReadonlyMap<string, OtherTabUpload> } = { key: '', uploads: new Map() }
function current() {
  const uploads = sentByAnotherTab()
  const key = [...uploads.entries()]
    .map(([id, state]) => `${id}:${state}`)
    .sort()
    .join(',')
  if (key !== snapshot.key) snapshot = { key, uploads }
  return snapshot.uploads
}
function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.uploadsSending || event.key === null) onChange()
  }
  window.addEventListener('storage', onStorage)
  // A tab that stops writing goes stale without an event: look again now and then.
  const timer = window.setInterval(onChange, BEAT_MS)
  return () => {
    window.removeEventListener('storage', onStorage)
    window.clearInterval(timer)
  }
}

/** The videos another tab of this browser is sending or holds paused, live (a new map only when it changes). */
export function useSentByAnotherTab(): ReadonlyMap<string, OtherTabUpload> {
  return useSyncExternalStore(subscribe, current, () => snapshot.uploads)
}
