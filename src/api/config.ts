/**
 * Where the services live. The gateway base URL and each service's path prefix are set at build
 * time (VITE_* variables); the contract's paths are appended verbatim. An empty base means the
 * page's own origin, which is how mock mode and the local mock server run.
 */
export type Service = 'identity' | 'notification' | 'channel' | 'parameter'

const env = import.meta.env as Record<string, string | undefined>

const trimEnd = (value: string) => value.replace(/\/+$/, '')

export const apiConfig = {
  baseUrl: trimEnd(env.VITE_API_BASE_URL ?? ''),
  prefixes: {
    identity: env.VITE_IDENTITY_PREFIX ?? '/identity-service',
    notification: env.VITE_NOTIFICATION_PREFIX ?? '/notification-service',
    channel: env.VITE_CHANNEL_PREFIX ?? '/channel-service',
    parameter: env.VITE_PARAMETER_PREFIX ?? '/parameter-service',
  } satisfies Record<Service, string>,
  /** Host of the notification hub; defaults to the gateway (or the page's origin). */
  hubBaseUrl: trimEnd(env.VITE_HUB_URL ?? env.VITE_API_BASE_URL ?? ''),
  /** OAuth client of the back office (spec §7: fixed client id and secret). */
  clientId: env.VITE_CLIENT_ID ?? 'back-office',
  clientSecret: env.VITE_CLIENT_SECRET ?? 'back-office-secret',
}

export const serviceUrl = (service: Service, path: string) =>
  `${apiConfig.baseUrl}${trimEnd(apiConfig.prefixes[service])}${path}`
