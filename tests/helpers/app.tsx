import type { QueryClient } from '@tanstack/react-query'
import { Outlet } from 'react-router'
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
