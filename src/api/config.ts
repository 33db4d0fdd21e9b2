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
  /** OAuth client of the back office: one fixed client id and secret for every user. */
  clientId: env.VITE_CLIENT_ID ?? 'back-office',
  clientSecret: env.VITE_CLIENT_SECRET ?? 'back-office-secret',
}

export const serviceUrl = (service: Service, path: string) => `${apiConfig.baseUrl}${trimEnd(apiConfig.prefixes[service])}${path}`

/** The runtime configuration file (every field optional: a missing one keeps the build's default). */
export interface RuntimeConfig {
  gatewayUrl?: string
  hubUrl?: string
  prefixes?: Partial<Record<Service, string>>
  clientId?: string
}

/** Where the runtime configuration is read from. */
const RUNTIME_CONFIG_PATH = `${(env.BASE_URL ?? '/').replace(/\/+$/, '')}/config.json`

/** The runtime configuration could not be used: `problems` says what is wrong, one line each. */
export class RuntimeConfigError extends Error {
  constructor(
    readonly path: string,
    readonly problems: string[],
  ) {
    super(`${path}: ${problems.join('; ')}`)
    this.name = 'RuntimeConfigError'
  }
}

/** Puts a validated runtime configuration over the build-time defaults. */
function applyRuntimeConfig(config: RuntimeConfig) {
  if (config.gatewayUrl !== undefined) apiConfig.baseUrl = trimEnd(config.gatewayUrl)
  if (config.hubUrl !== undefined) apiConfig.hubBaseUrl = trimEnd(config.hubUrl)
  else if (config.gatewayUrl !== undefined) apiConfig.hubBaseUrl = trimEnd(config.gatewayUrl)
  Object.assign(apiConfig.prefixes, config.prefixes ?? {})
  if (config.clientId !== undefined) apiConfig.clientId = config.clientId
}

/** Validates parsed JSON (zod, runtime-config-schema.ts); throws a RuntimeConfigError naming each wrong field. */
export async function parseRuntimeConfig(value: unknown, path = RUNTIME_CONFIG_PATH, validator = import('./runtime-config-schema')): Promise<RuntimeConfig> {
  const result = (await validator).checkRuntimeConfig(value)
  if ('problems' in result) throw new RuntimeConfigError(path, result.problems)
  return result.config satisfies RuntimeConfig
}

/**
 * Reads the runtime configuration at start-up and applies it. No file (404) keeps the build's
 * defaults; a file that cannot be read, is not JSON or does not fit the schema throws a
 * RuntimeConfigError (the app shows it on an error page instead of starting half-configured).
 */
export async function loadRuntimeConfig(path = RUNTIME_CONFIG_PATH): Promise<RuntimeConfig | null> {
  // The validator (zod) loads beside the file, not in the first JavaScript of every page.
  // It also switches zod's eval-based fast path off (CSP), so it is awaited even without a file.
  const validator = import('./runtime-config-schema')
  validator.catch(() => undefined) // a failed load is reported where it is awaited
  let response: Response
  try {
    response = await fetch(path, { cache: 'no-cache', headers: { Accept: 'application/json' } })
  } catch (error) {
    throw new RuntimeConfigError(path, [`could not be loaded (${error instanceof Error ? error.message : String(error)})`])
  }
  if (response.status === 404) {
    await validator
    return null
  }
  if (!response.ok) throw new RuntimeConfigError(path, [`answered HTTP ${response.status}`])
  let value: unknown
  try {
    value = JSON.parse(await response.text())
  } catch {
    throw new RuntimeConfigError(path, ['is not valid JSON'])
  }
  const config = await parseRuntimeConfig(value, path, validator)
  applyRuntimeConfig(config)
  return config
}
