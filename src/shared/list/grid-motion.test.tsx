import { act, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { GridMotion, GridMotionContext, SETTLE_MS } from './grid-motion'
import { ListThumbnail } from './list-thumbnail'

afterEach(() => vi.useRealTimers())

/** Scroll events of a grid: positions at 16 ms apart (a frame each). */
function scrollFrames(motion: GridMotion, from: number, step: number, frames: number, start = 0) {
  for (let i = 0; i <= frames; i++) motion.scrolled(from + i * step, start + i * 16)
}

describe('GridMotion', () => {
  it('is flung above 2,500 px/s and settles when slower, or after a pause', () => {
    vi.useFakeTimers()
    const motion = new GridMotion()
    const changes = vi.fn()
    motion.subscribe(changes)
    expect(motion.isSettled()).toBe(true)
    scrollFrames(motion, 0, 120, 5) // 7,500 px/s
    expect(motion.isSettled()).toBe(false)
    expect(changes).toHaveBeenCalledTimes(1)
    motion.scrolled(610, 100) // 10 px in 20 ms: 500 px/s
    expect(motion.isSettled()).toBe(true)
    scrollFrames(motion, 1000, 120, 3, 200)
    expect(motion.isSettled()).toBe(false)
    vi.advanceTimersByTime(SETTLE_MS)
    expect(motion.isSettled()).toBe(true)
    expect(changes).toHaveBeenCalledTimes(4)
  })

  it('counts reading speed (a screen a second) as settled', () => {
    const motion = new GridMotion()
    scrollFrames(motion, 0, 12, 30) // 750 px/s
    expect(motion.isSettled()).toBe(true)
    motion.stop()
  })
})

describe('ListThumbnail', () => {
  const row = (motion: GridMotion, key: string) => (
    <GridMotionContext value={motion}>
      <ListThumbnail key={key} src="/mock-files/generated/3-AT.png" className="thumb" />
    </GridMotionContext>
  )

  it('shows the picture at once outside a flung grid, and a neutral frame when there is none', () => {
    render(
      <>
        <ListThumbnail src="https://img.example/a.jpg" className="thumb" />
        <ListThumbnail src={undefined} className="thumb" emptyClassName="empty" empty={<span>glyph</span>} />
      </>,
    )
    expect(document.querySelector('img')?.getAttribute('src')).toBe('https://img.example/a.jpg')
    expect(document.querySelector('.empty')?.textContent).toBe('glyph')
  })

  it('leaves a row that scrolls in during a fling without its picture until the grid settles, then keeps it', () => {
    const motion = new GridMotion()
    scrollFrames(motion, 0, 150, 4)
    const { rerender, container } = render(row(motion, 'a'))
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('.thumb')).not.toBeNull()
    act(() => motion.scrolled(601, 200))
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/mock-files/generated/3-AT.png')
    act(() => scrollFrames(motion, 700, 150, 4, 300))
    expect(motion.isSettled()).toBe(false)
    expect(container.querySelector('img')).not.toBeNull()
    // A row mounted now waits again.
    rerender(row(motion, 'b'))
    expect(container.querySelector('img')).toBeNull()
    act(() => motion.stop())
    expect(container.querySelector('img')).not.toBeNull()
  })
})
