/**
 * Query parameters carried across pages (links, redirects, breadcrumb, tabs), so the CMS, channel
 * and company being worked on follow the user from page to page.
 */
const CARRIED_PARAMS = ['cmsId', 'channelId', 'companyId'] as const

/** The carried parameters of a query string, as a query string ('' or '?…'). */
export function carriedSearch(search: string): string {
  const from = new URLSearchParams(search)
  const kept = new URLSearchParams()
  for (const name of CARRIED_PARAMS) {
    const value = from.get(name)
    if (value) kept.set(name, value)
  }
  const text = kept.toString()
  return text ? `?${text}` : ''
}
