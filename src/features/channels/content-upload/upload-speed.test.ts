import { describe, expect, it } from 'vitest'
import { sampleSpeed, startSpeed } from './upload-speed'

describe('upload speed', () => {
  it('says nothing during the first second, then the average over it', () => {
    let measure = startSpeed(0, 5_000)
    measure = sampleSpeed(measure, 400, 4_000_000)
    expect(measure.speed).toBe(0)
    measure = sampleSpeed(measure, 1_000, 2_005_000)
    expect(measure.speed).toBe(2_000_000)
  })

  it('smooths a burst instead of showing it', () => {
    let measure = { ...startSpeed(0, 0), lastAt: 1_000, lastBytes: 1_000_000, speed: 1_000_000 }
    // 50 MB in half a second (a buffer flushed at once): the figure moves, it does not jump.
    measure = sampleSpeed(measure, 1_500, 51_000_000)
    expect(measure.speed).toBeGreaterThan(1_000_000)
    expect(measure.speed).toBeLessThan(20_000_000)
  })

  it('starts afresh when the position goes back (a retry from the server’s offset)', () => {
    const measure = sampleSpeed({ ...startSpeed(0, 0), lastAt: 1_000, lastBytes: 9_000, speed: 9_000 }, 2_000, 4_000)
    expect(measure).toEqual(startSpeed(2_000, 4_000))
  })
})
