/**
 * Route helpers features use to declare their screens: lazy screens with their namespaces, access
 * rules in the route's handle, menu entries, carried query parameters and index redirects.
 */
export { type RouteHandle, withHandle, anyOf } from './route-handle'
export { carriedSearch, CARRIED_PARAMS, type CarriedParam } from './carried-params'
export { firstReadable, FirstReadableRedirect, type ReadableTarget, type FirstReadableRedirectProps } from './first-readable-redirect'
export { setNamespaceLoader, preloadNamespaces, lazyScreen } from './lazy-screen'
export { type MenuItem, type MenuGroup, type MenuEntry, type MenuGroupKey, type MenuContribution, menuItem } from './menu'
export { RedirectKeepingSearch } from './redirect'
