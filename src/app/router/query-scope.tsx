import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { Outlet } from 'react-router'
import { appQueryClient } from '../query-client'

/**
 * Queries neither retry nor refetch on window focus; the few that do (the menu
 * profile: 3 retries, 5 minutes) say so where they are used.
 */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  })
}

/**
 * The pages that use server data (the layout and the public code flows) sit under this lazy
 * route, so TanStack Query is not part of the login page's first JavaScript.
 */
export function QueryScope() {
  const client = (appQueryClient.current ??= createAppQueryClient())
  return (
    <QueryClientProvider client={client}>
      <Outlet />
    </QueryClientProvider>
  )
}
