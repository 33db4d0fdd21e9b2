// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { addAfter, cueAt, mergeWithNext, nudge, remove, split } from './cue-edits'

const cues = [
  { start: 1, end: 3, text: 'Bir iki üç dört' },
  { start: 4, end: 6, text: 'Beş\nAltı' },
]

describe('cue edits', () => {
  it('nudges a start or an end by a tenth of a second, never below zero', () => {
    expect(nudge(cues, 0, 'start', 0.1)[0]).toEqual({ start: 1.1, end: 3, text: 'Bir iki üç dört' })
    expect(nudge(cues, 1, 'end', -0.1)[1]!.end).toBe(5.9)
    expect(nudge([{ start: 0.05, end: 1, text: 'a' }], 0, 'start', -0.1)[0]!.start).toBe(0)
  })

  it('splits a cue at the playhead or its middle, the text at its line break or middle word', () => {
    expect(split(cues, 0, 2.5).slice(0, 2)).toEqual([
      { start: 1, end: 2.5, text: 'Bir iki' },
      { start: 2.5, end: 3, text: 'üç dört' },
    ])
    expect(split(cues, 1).slice(1)).toEqual([
      { start: 4, end: 5, text: 'Beş' },
      { start: 5, end: 6, text: 'Altı' },
    ])
  })

  it('merges a cue with the next, adds one in the gap and deletes one', () => {
    expect(mergeWithNext(cues, 0)).toEqual([{ start: 1, end: 6, text: 'Bir iki üç dört\nBeş\nAltı' }])
    expect(addAfter(cues, 0, '', 12)[1]).toEqual({ start: 3, end: 4, text: '' })
    expect(addAfter(cues, 1, '', 7)[2]).toEqual({ start: 6, end: 7, text: '' })
    expect(remove(cues, 0)).toEqual([cues[1]])
  })

  it('finds the cue being spoken', () => {
    expect([0.5, 1, 2.99, 3.5, 5].map((t) => cueAt(cues, t))).toEqual([-1, 0, 0, -1, 1])
  })
})
