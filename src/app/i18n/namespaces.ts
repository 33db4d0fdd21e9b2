/**
 * Translation namespaces. The shared ones live at /assets/locales/{lng}/{ns}.json (list-kit is
 * one because every list page uses it: docs/decisions.md), every other namespace is a page file
 * at /assets/locales/{lng}/pages/{ns}.json.
 */
export const SHARED_NAMESPACES = ['common', 'sidebar', 'breadcrumb', 'list-kit'] as const

const isSharedNamespace = (ns: string) => (SHARED_NAMESPACES as readonly string[]).includes(ns)

export function localePath(base: string, ns: string) {
  const root = `${base.replace(/\/+$/, '')}/assets/locales/{{lng}}`
  return isSharedNamespace(ns) ? `${root}/{{ns}}.json` : `${root}/pages/{{ns}}.json`
}
