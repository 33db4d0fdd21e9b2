// zod/mini: the same checks as zod for a fraction of its size. Loaded by loadRuntimeConfig
// (config.ts) beside /config.json, so not part of the first JavaScript.
import * as z from 'zod/mini'

// zod/mini has no messages of its own ("Invalid input"): the English ones, as full zod has.
// jitless: zod otherwise probes `new Function('')` on the first object parse to decide whether to
// compile a fast path; under the deployment's CSP (script-src 'self', no unsafe-eval, see
// deploy/nginx) that probe is a reported violation. zod, full and mini, shares this global
// config, and this module runs at start-up before any screen parses anything.
z.config({ ...z.locales.en(), jitless: true })

/** An absolute http(s) URL without query or fragment, or '' for the page's own origin. */
const originUrl = z.union([
  z.literal(''),
  z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL, or "" for this site' })
    .check(z.refine((value) => !/[?#]/.test(value), 'must not have a query or a fragment')),
])
/** A path prefix: '' or `/segment[/segment…]`. */
const prefix = z.string().check(z.regex(/^(\/[A-Za-z0-9._~-]+)*\/?$/, 'must be "" or a path such as "/identity-service"'))

/** The runtime configuration file (every field optional: a missing one keeps the build's default). */
export const runtimeConfigSchema = z.strictObject({
  gatewayUrl: z.optional(originUrl),
  hubUrl: z.optional(originUrl),
  prefixes: z.optional(z.partial(z.strictObject({ identity: prefix, notification: prefix, channel: prefix, parameter: prefix }))),
  clientId: z.optional(z.string().check(z.trim(), z.minLength(1, 'must not be empty'))),
})

/** Checks parsed JSON against the schema: the configuration, or one line per wrong field. */
export function checkRuntimeConfig(value: unknown): { config: z.infer<typeof runtimeConfigSchema> } | { problems: string[] } {
  const result = runtimeConfigSchema.safeParse(value)
  if (result.success) return { config: result.data }
  return { problems: result.error.issues.map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(file)'}: ${issue.message}`) }
}
