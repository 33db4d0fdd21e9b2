import type { QueryClient } from '@tanstack/react-query'
import type { ReactElement } from 'react'
import { Outlet, type RouteObject } from 'react-router'
import { appQueryClient } from '@/app/query-client'
import { routes } from '@/app/router/routes'
import { LiveHubContext } from '@/features/notifications/live/live-hub'
import { createTestQueryClient } from './render'
import { renderScreen, type ScreenOptions, type ScreenResult } from './screen'
import { ScriptedHub } from './scripted-hub'

export interface AppOptions extends Omit<ScreenOptions, 'routes' | 'route' | 'path' | 'queryClient'> {
  /** The app's query client for this render (the route table's QueryScope uses it); default a fresh test client. */
  queryClient?: QueryClient
}

export interface AppResult extends ScreenResult {
  /** The live connection the layout would open: emit events on it (`hub.emit(…)`). */
  hub: ScriptedHub
  /** Path and query of the current location, e.g. `/users?status=active`. */
  where: () => string
  /** The current location's history state. */
  state: () => unknown
}

/**
 * The whole app at `route`: the real route table (guards, layout, sidebar, breadcrumb, lazy
 * screens) against the stateful mock gateway, signed in as a mock account (`signedInAs`, default
 * the admin; `null` signed out), with a scripted live connection instead of a socket.
 *
 *   const app = await renderApp('/users', { signedInAs: 'editor@demo.local' })
 *   expect(app.where()).toBe('/users')
 */
export async function renderApp(route: string, options: AppOptions = {}): Promise<AppResult> {
  const { queryClient = createTestQueryClient(), ...screenOptions } = options
  appQueryClient.current = queryClient
  const hub = new ScriptedHub()
  const app = [
    {
      element: (
        <LiveHubContext.Provider value={hub}>
          <Outlet />
        </LiveHubContext.Provider>
      ),
      children: routes,
    },
  ]
  const result = await renderScreen(<></>, { ...screenOptions, routes: app, route })
  const location = () => result.router?.state.location
  return { ...result, hub, where: () => `${location()?.pathname}${location()?.search}`, state: () => location()?.state }
}

/** The app's route table with its paths and handles only (no screens): what the shell reads from the matched routes. */
function marksOnly(tree: readonly RouteObject[]): RouteObject[] {
  return tree.map((route) => {
    const children = route.children ? marksOnly(route.children) : undefined
    if (route.index) return { index: true, handle: route.handle }
    return { path: route.path, handle: route.handle, caseSensitive: route.caseSensitive, ...(children ? { children } : {}) }
  })
}

/**
 * Routes for a piece of the shell (the breadcrumb, the sidebar) rendered alone: `element` at the
 * top of the app's real route paths and handles, so it sees the matches the app would give it.
 *
 *   renderWithProviders(<></>, { routes: shellAt(<AppBreadcrumb />), route: '/users' })
 */
export function shellAt(element: ReactElement): RouteObject[] {
  return [{ element, children: marksOnly(routes) }]
}
