/**
 * The upload speed the tray shows: bytes actually sent in this session, smoothed. A measure
 * starts at the first progress report of a (re)start, so the offset a resumed upload starts
 * from is never counted as sent; nothing is shown until WARM_UP_MS of sending has been seen (the
 * first bytes fill the socket's buffers at once); then an exponentially weighted moving average
 * with a time constant of SMOOTHING_MS, fed with intervals of at least MIN_INTERVAL_MS.
 */
const WARM_UP_MS = 1_000
const MIN_INTERVAL_MS = 250
const SMOOTHING_MS = 3_000

export interface SpeedMeasure {
  /** Where the measure started: time and bytes reported. */
  readonly startAt: number
  readonly startBytes: number
  /** The last sample taken into the figure. */
  readonly lastAt: number
  readonly lastBytes: number
  /** Bytes per second; 0 while unknown. */
  readonly speed: number
}

export const startSpeed = (at: number, bytes: number): SpeedMeasure => ({ startAt: at, startBytes: bytes, lastAt: at, lastBytes: bytes, speed: 0 })

/** The measure after a progress report of `bytes` (the upload's position) at `at` (ms). */
export function sampleSpeed(measure: SpeedMeasure, at: number, bytes: number): SpeedMeasure {
  // Reported position went back (a retry resends from the server's offset): measure afresh.
  if (bytes < measure.lastBytes) return startSpeed(at, bytes)
  if (measure.speed === 0) {
    const elapsed = at - measure.startAt
    if (elapsed < WARM_UP_MS) return measure
    return { ...measure, lastAt: at, lastBytes: bytes, speed: ((bytes - measure.startBytes) * 1000) / elapsed }
  }
  const elapsed = at - measure.lastAt
  if (elapsed < MIN_INTERVAL_MS) return measure
  const instant = ((bytes - measure.lastBytes) * 1000) / elapsed
  const weight = 1 - Math.exp(-elapsed / SMOOTHING_MS)
  return { ...measure, lastAt: at, lastBytes: bytes, speed: measure.speed + weight * (instant - measure.speed) }
}
