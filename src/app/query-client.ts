import type { QueryClient } from '@tanstack/react-query'

/**
 * The app's one QueryClient, once it exists: TanStack Query loads with the first page that uses
 * server data (router/query-scope.tsx), not with the login page, so until then there is none
 * (and no cache to clear).
 */
export const appQueryClient: { current?: QueryClient } = {}
