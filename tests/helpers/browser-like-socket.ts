import type { WebSocketConstructor } from '@/api/notification-hub'

/**
 * SignalR in Node sends the token as an Authorization header; a browser cannot, so it appends
 * access_token to the URL, which is what the mock hub reads. This makes a Node WebSocket class
 * (ws's, or msw's interception of the global one) do the same.
 */
export function browserLike(Base: new (url: string) => unknown): WebSocketConstructor {
  return class extends (Base as new (url: string) => object) {
    constructor(url: string, _protocols?: string | string[], options?: { headers?: Record<string, string> }) {
      const token = options?.headers?.Authorization?.replace(/^Bearer /, '')
      const withToken = new URL(url)
      if (token) withToken.searchParams.set('access_token', token)
      super(withToken.toString())
    }
  } as unknown as WebSocketConstructor
}
