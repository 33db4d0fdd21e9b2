import { useCallback, useLayoutEffect, useState, type CSSProperties } from 'react'

/** Room left beside a tab scrolled into view, so the next tab's edge shows there is more. */
const MARGIN = 24

/**
 * A tab list that scrolls sideways (the channel's and the CMS's tabs at 375 px) keeps its
 * selected tab in view: opened on /settings, the "Settings" tab is the last one and would
 * otherwise sit off the right edge. Returns the callback ref for the scrolling TabList.
 */
export function useSelectedTabInView(selected: string) {
  const [list, setList] = useState<HTMLElement | null>(null)
  const ref = useCallback((element: HTMLElement | null) => setList(element), [])
  const [edges, setEdges] = useState<ScrollEdges>({ before: false, after: false })
  useLayoutEffect(() => {
    const tab = list?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')
    if (!list || !tab) return
    bringIntoView(list, tab)
  }, [list, selected])
  // Which sides have more tabs out of view: the list fades there, so a clipped row of tabs shows that it scrolls.
  useLayoutEffect(() => {
    if (!list) return
    const measure = () => {
      const before = list.scrollLeft > 1
      const after = list.scrollLeft + list.clientWidth < list.scrollWidth - 1
      setEdges((current) => (current.before === before && current.after === after ? current : { before, after }))
    }
    measure()
    list.addEventListener('scroll', measure, { passive: true })
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null
    observer?.observe(list)
    return () => {
      list.removeEventListener('scroll', measure)
      observer?.disconnect()
    }
  }, [list])
  return { ref, edges }
}

export interface ScrollEdges {
  /** Tabs are hidden before the start of the view. */
  before: boolean
  /** Tabs are hidden after its end. */
  after: boolean
}

/** Scrolls `list` sideways just enough that `tab` shows (with the margin); nothing when it does. */
function bringIntoView(list: HTMLElement, tab: HTMLElement) {
  const bounds = list.getBoundingClientRect()
  const box = tab.getBoundingClientRect()
  if (box.left < bounds.left) list.scrollLeft -= bounds.left - box.left + MARGIN
  else if (box.right > bounds.right) list.scrollLeft += box.right - bounds.right + MARGIN
}

const FADE = '48px'

/** The style that fades a scrolling tab list out on the sides with more tabs (put it on the TabList). */
export function scrollFade({ before, after }: ScrollEdges): CSSProperties | undefined {
  if (!before && !after) return undefined
  const start = before ? `transparent, #000 ${FADE}` : '#000'
  const end = after ? `#000 calc(100% - ${FADE}), transparent` : '#000'
  return { maskImage: `linear-gradient(to right, ${start}, ${end})` }
}
