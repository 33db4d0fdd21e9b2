/**
 * Route helpers features use to declare their screens: lazy screens with their namespaces, access
 * rules in the route's handle, menu entries, carried query parameters and index redirects.
 */
export { type RouteHandle, withHandle } from './route-handle'
export { carriedSearch } from './carried-params'
export { FirstReadableRedirect, type ReadableTarget } from './first-readable-redirect'
export { setNamespaceLoader, lazyScreen } from './lazy-screen'
export { type MenuItem, type MenuGroup, type MenuEntry, type MenuGroupKey, type MenuContribution, menuItem } from './menu'
export { RedirectKeepingSearch } from './redirect'
