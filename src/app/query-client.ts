import { QueryClient } from '@tanstack/react-query'

/**
 * Spec §9: queries neither retry nor refetch on window focus; the few that do (the menu
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
