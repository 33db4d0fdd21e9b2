import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { scrollFade, useSelectedTabInView } from './use-selected-tab-in-view'

/**
 * jsdom has no layout: each element's box comes from its data-left/data-right (the list is
 * 300 px wide, its tabs 120 px each, laid out as if not scrolled).
 */
function stubBoxes() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const list = this.closest<HTMLElement>('[role="tablist"]')
    const shift = this.getAttribute('role') === 'tab' && list ? list.scrollLeft : 0
    const left = Number(this.dataset.left ?? 0) - shift
    const right = Number(this.dataset.right ?? 0) - shift
    return { left, right, x: left, y: 0, top: 0, bottom: 40, width: right - left, height: 40, toJSON: () => ({}) } as DOMRect
  })
}

const TABS = ['videos', 'playlists', 'shorts', 'users', 'settings']

function Tabs({ selected }: { selected: string }) {
  const { ref, edges } = useSelectedTabInView(selected)
  return (
    <div ref={ref} data-fade={scrollFade(edges)?.maskImage ?? 'none'} role="tablist" data-left={0} data-right={300}>
      {TABS.map((tab, index) => (
        <button key={tab} role="tab" aria-selected={tab === selected} data-left={index * 120} data-right={(index + 1) * 120}>
          {tab}
        </button>
      ))}
    </div>
  )
}

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('useSelectedTabInView', () => {
  it('scrolls a tab list so the selected tab past its right edge shows, and back for one before its left edge', () => {
    stubBoxes()
    const { rerender } = render(<Tabs selected="settings" />)
    const list = screen.getByRole('tablist')
    // "settings" spans 480–600 in a 300 px list: scrolled by 300 plus the margin.
    expect(list.scrollLeft).toBe(324)
    rerender(<Tabs selected="users" />)
    // "users" (360–480) is in view at 324 (36–156): nothing moves.
    expect(list.scrollLeft).toBe(324)
    // "videos" (0–120) is off the left edge at 324: scrolled back so it shows (a browser stops at 0).
    rerender(<Tabs selected="videos" />)
    expect(list.scrollLeft).toBeLessThanOrEqual(0)
    expect(screen.getByRole('tab', { name: 'videos' }).getBoundingClientRect().left).toBeGreaterThanOrEqual(0)
  })

  it('leaves a list whose selected tab is in view alone', () => {
    stubBoxes()
    render(<Tabs selected="playlists" />)
    expect(screen.getByRole('tablist').scrollLeft).toBe(0)
  })

  it('fades the list out on the sides that have tabs out of view, so a clipped row shows that it scrolls', () => {
    stubBoxes()
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300)
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(600)
    render(<Tabs selected="videos" />)
    const list = screen.getByRole('tablist')
    // At the start: more tabs after the end only.
    expect(list.dataset.fade).toBe('linear-gradient(to right, #000, #000 calc(100% - 48px), transparent)')
    list.scrollLeft = 150
    fireEvent.scroll(list)
    expect(list.dataset.fade).toBe('linear-gradient(to right, transparent, #000 48px, #000 calc(100% - 48px), transparent)')
    list.scrollLeft = 300
    fireEvent.scroll(list)
    expect(list.dataset.fade).toBe('linear-gradient(to right, transparent, #000 48px, #000)')
  })
})
