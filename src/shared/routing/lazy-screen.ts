import type { ComponentType } from 'react'

type NamespaceLoader = (namespaces: readonly string[]) => Promise<void>

let loadNamespaces: NamespaceLoader = async () => undefined

/**
 * The app's i18next instance registers how namespaces load (src/app/i18n). Until then (tests)
 * a screen's namespaces are taken as already there.
 */
export function setNamespaceLoader(loader: NamespaceLoader) {
  loadNamespaces = loader
}

/** Loads translation namespaces through the app's instance; resolves even when a file fails. */
function preloadNamespaces(namespaces: readonly string[]): Promise<void> {
  return namespaces.length > 0 ? loadNamespaces(namespaces) : Promise.resolve()
}

/**
 * A route's `lazy` for one screen: its code and its translation namespaces load together, so
 * the router shows the screen once both are there instead of the screen suspending (and React
 * holding the reveal back) after its code arrives.
 *
 *   { path: 'users', lazy: lazyScreen(() => import('./users-screen'), (m) => m.UsersScreen, ['users']) }
 */
export function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType, namespaces: readonly string[] = []) {
  return async () => {
    const [module] = await Promise.all([load(), preloadNamespaces(namespaces)])
    return { Component: pick(module) }
  }
}
