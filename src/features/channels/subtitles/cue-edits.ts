import type { CaptionCue } from '@/api/generated/channel/model'

/** How far one key press moves a start or an end (a tenth of a second, a frame or three). */
export const NUDGE_SECONDS = 0.1
/** The shortest cue split or add makes. */
const MIN_CUE = 0.2

const round = (seconds: number) => Math.round(seconds * 1000) / 1000
const replaceAt = (cues: readonly CaptionCue[], index: number, ...with_: CaptionCue[]) => [...cues.slice(0, index), ...with_, ...cues.slice(index + 1)]

export function nudge(cues: readonly CaptionCue[], index: number, edge: 'start' | 'end', by: number): CaptionCue[] {
  const cue = cues[index]
  if (!cue) return [...cues]
  return replaceAt(cues, index, { ...cue, [edge]: Math.max(0, round(cue[edge] + by)) })
}

export const setText = (cues: readonly CaptionCue[], index: number, text: string): CaptionCue[] => {
  const cue = cues[index]
  return cue ? replaceAt(cues, index, { ...cue, text }) : [...cues]
}

export const setTime = (cues: readonly CaptionCue[], index: number, edge: 'start' | 'end', seconds: number): CaptionCue[] => {
  const cue = cues[index]
  return cue ? replaceAt(cues, index, { ...cue, [edge]: Math.max(0, round(seconds)) }) : [...cues]
}

/** Two cues at `at` (the middle when it is outside the cue); the text splits at its line break or middle word. */
export function split(cues: readonly CaptionCue[], index: number, at?: number): CaptionCue[] {
  const cue = cues[index]
  if (!cue || cue.end - cue.start < 2 * MIN_CUE) return [...cues]
  const middle = at !== undefined && at > cue.start + MIN_CUE && at < cue.end - MIN_CUE ? round(at) : round((cue.start + cue.end) / 2)
  const lines = cue.text.split('\n')
  let first: string
  let second: string
  if (lines.length > 1) {
    const half = Math.ceil(lines.length / 2)
    first = lines.slice(0, half).join('\n')
    second = lines.slice(half).join('\n')
  } else {
    const words = cue.text.split(' ')
    const half = Math.ceil(words.length / 2)
    first = words.slice(0, half).join(' ')
    second = words.slice(half).join(' ') || first
  }
  return replaceAt(cues, index, { start: cue.start, end: middle, text: first }, { start: middle, end: cue.end, text: second })
}

/** The cue and the next one as one cue, their texts on two lines. */
export function mergeWithNext(cues: readonly CaptionCue[], index: number): CaptionCue[] {
  const cue = cues[index]
  const next = cues[index + 1]
  if (!cue || !next) return [...cues]
  return [...cues.slice(0, index), { start: cue.start, end: Math.max(cue.end, next.end), text: `${cue.text}\n${next.text}` }, ...cues.slice(index + 2)]
}

/** A new cue after `index` (or first), in the gap up to the next cue, at most two seconds long. */
export function addAfter(cues: readonly CaptionCue[], index: number, text: string, videoEnd: number | null): CaptionCue[] {
  const before = cues[index]
  const next = cues[index + 1]
  const start = before ? before.end : 0
  const limit = Math.min(next ? next.start : Infinity, videoEnd ?? Infinity, start + 2)
  const end = limit - start >= MIN_CUE ? limit : start + MIN_CUE
  return [...cues.slice(0, index + 1), { start: round(start), end: round(end), text }, ...cues.slice(index + 1)]
}

export const remove = (cues: readonly CaptionCue[], index: number): CaptionCue[] => cues.filter((_, i) => i !== index)

/** The cue being spoken at `time`, or -1. */
export const cueAt = (cues: readonly CaptionCue[], time: number) => cues.findIndex((cue) => time >= cue.start && time < cue.end)
