import { createContext, useContext, useState, useSyncExternalStore } from 'react'

/** Faster than this (px per ms; 2.5 = 2,500 px/s, about four screens a second) the grid is flung, not read. */
const FLING_SPEED = 2.5
/** Slower than this, or no scroll for {@link SETTLE_MS}, the grid has settled again. */
const SETTLED_SPEED = 1
export const SETTLE_MS = 120

/**
 * How fast the list grid is scrolling. Rows that scroll in while it is flung mount their
 * pictures only once it settles (the way Flutter's scroll-aware images wait): a thumbnail costs
 * the page a fetch, a decode, a load event and a layout, about a millisecond of main-thread work
 * each (bench:list --profile), for rows that are gone a moment later. Rows that come in while
 * the user reads (scrolls slowly, or not at all) show their pictures at once.
 */
export class GridMotion {
  private flung = false
  private last: { top: number; time: number } | null = null
  private timer: ReturnType<typeof setTimeout> | undefined
  private readonly listeners = new Set<() => void>()

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** True unless the grid is being flung. */
  readonly isSettled = () => !this.flung

  /** A scroll event of the grid's scroller: its scrollTop at `time` (ms). */
  scrolled(top: number, time: number) {
    const last = this.last
    this.last = { top, time }
    clearTimeout(this.timer)
    this.timer = setTimeout(() => this.set(false), SETTLE_MS)
    if (!last || time <= last.time) return
    const speed = Math.abs(top - last.top) / (time - last.time)
    if (speed > FLING_SPEED) this.set(true)
    else if (speed < SETTLED_SPEED) this.set(false)
  }

  /** The grid stopped listening (unmounted): no timer is left behind. */
  stop() {
    clearTimeout(this.timer)
    this.set(false)
  }

  private set(flung: boolean) {
    if (flung === this.flung) return
    this.flung = flung
    if (!flung) this.last = null
    for (const listener of [...this.listeners]) listener()
  }
}

const always = new GridMotion()
export const GridMotionContext = createContext<GridMotion>(always)

/**
 * False while the grid this row is in was being flung when the row came in and has not
 * settled since; true from then on (a picture once shown stays). Outside a grid: true.
 */
export function useSettledSinceMount(): boolean {
  const motion = useContext(GridMotionContext)
  const settled = useSyncExternalStore(motion.subscribe, motion.isSettled)
  const [shown, setShown] = useState(settled)
  if (settled && !shown) setShown(true)
  return shown || settled
}
