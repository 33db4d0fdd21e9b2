import { useMatches, type UIMatch } from 'react-router'
import type { RouteHandle } from '@/shared/routing'

/**
 * What the matched routes declare for the shell (`handle.crumb`, `handle.menuKey`; see
 * RouteHandle): the shell reads a page's breadcrumb labels and sidebar entry from its route, so
 * a new page needs no change here.
 */
const handleOf = (match: UIMatch): RouteHandle | undefined => (match.handle ?? undefined) as RouteHandle | undefined

const segmentCount = (pathname: string) => pathname.split('/').filter(Boolean).length

/**
 * The breadcrumb label key of each path segment (by its index) that a matched route names. A
 * route labels the last segments of the part of the path it matched; the rest of a splat
 * (`videos/*`) is the screen's own and keeps no label.
 */
export function crumbLabels(matches: readonly UIMatch[]): Map<number, string> {
  const labels = new Map<number, string>()
  matches.forEach((match, index) => {
    const crumb = handleOf(match)?.crumb
    if (!crumb) return
    const keys = typeof crumb === 'string' ? [crumb] : crumb
    const splat = index === matches.length - 1 ? match.params['*'] : undefined
    const matched = splat && match.pathname.endsWith(`/${splat}`) ? match.pathname.slice(0, -splat.length - 1) : match.pathname
    const end = segmentCount(matched)
    keys.forEach((key, i) => labels.set(end - keys.length + i, key))
  })
  return labels
}

/** The sidebar entry the deepest matched route names, or null when none does. */
export function menuKeyOf(matches: readonly UIMatch[]): string | null {
  for (const match of [...matches].reverse()) {
    const key = handleOf(match)?.menuKey
    if (key) return key
  }
  return null
}

/** The matched routes of the current location. */
export const useRouteMatches = (): UIMatch[] => useMatches()
