import { useCallback, useLayoutEffect, useState } from 'react'

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
  useLayoutEffect(() => {
    const tab = list?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')
    if (!list || !tab) return
    bringIntoView(list, tab)
  }, [list, selected])
  return ref
}

/** Scrolls `list` sideways just enough that `tab` shows (with the margin); nothing when it does. */
function bringIntoView(list: HTMLElement, tab: HTMLElement) {
  const bounds = list.getBoundingClientRect()
  const box = tab.getBoundingClientRect()
  if (box.left < bounds.left) list.scrollLeft -= bounds.left - box.left + MARGIN
  else if (box.right > bounds.right) list.scrollLeft += box.right - bounds.right + MARGIN
}
