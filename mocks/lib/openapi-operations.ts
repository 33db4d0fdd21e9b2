import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { parse } from 'yaml'

/**
 * Reads the contracts for the contract test: every operation with its request schema, and a
 * sampler that builds a value valid for a JSON Schema (required fields, enums, formats, the
 * patterns the contracts use).
 */
export type JsonSchema = {
  $ref?: string
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  default?: unknown
  format?: string
  pattern?: string
  minLength?: number
  minimum?: number
  minItems?: number
  required?: string[]
  properties?: Record<string, JsonSchema>
  items?: JsonSchema
  oneOf?: JsonSchema[]
  anyOf?: JsonSchema[]
  allOf?: JsonSchema[]
  examples?: unknown[]
}

interface Parameter {
  $ref?: string
  name: string
  in: 'path' | 'query' | 'header'
  required?: boolean
  schema?: JsonSchema
}

export interface Operation {
  service: string
  method: 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head'
  path: string
  operationId: string
  /** The status codes the operation lists (`'200'`, `'403'` …). */
  responses: string[]
  /** Content type and schema of the request body, when there is one. */
  body?: { contentType: string; schema: JsonSchema }
  pathParams: string[]
  query: Array<{ name: string; required: boolean; schema: JsonSchema }>
}

type Doc = { paths: Record<string, Record<string, unknown>>; components?: Record<string, Record<string, unknown>> }

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head'] as const

export class Contract {
  readonly operations: Operation[] = []
  private readonly docs = new Map<string, Doc>()

  constructor(
    readonly service: string,
    file: string,
  ) {
    const doc = this.load(file)
    for (const [path, item] of Object.entries(doc.paths)) {
      const shared = ((item as { parameters?: Parameter[] }).parameters ?? []).map((p) => this.resolve<Parameter>(p, file))
      for (const method of METHODS) {
        const op = item[method] as
          | {
              operationId: string
              parameters?: Parameter[]
              requestBody?: { content: Record<string, { schema: JsonSchema }> }
              responses?: Record<string, unknown>
            }
          | undefined
        if (!op) continue
        const params = [...shared, ...(op.parameters ?? []).map((p) => this.resolve<Parameter>(p, file))]
        const [contentType, media] = Object.entries(op.requestBody?.content ?? {})[0] ?? []
        this.operations.push({
          service,
          method,
          path,
          operationId: op.operationId,
          responses: Object.keys(op.responses ?? {}),
          body: contentType && media ? { contentType, schema: this.deref(media.schema, file) } : undefined,
          pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
          query: params.filter((p) => p.in === 'query').map((p) => ({ name: p.name, required: p.required === true, schema: this.deref(p.schema ?? {}, file) })),
        })
      }
    }
  }

  /** A value the schema accepts: required properties only, the first enum member, a valid format. */
  sample(schema: JsonSchema): unknown {
    if (schema.const !== undefined) return schema.const
    if (schema.default !== undefined) return schema.default
    if (schema.enum) return schema.enum[0]
    const choice = schema.oneOf ?? schema.anyOf
    if (choice) return this.sample(choice.find((s) => s.type !== 'null') ?? choice[0]!)
    if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s) => this.sample(s)))
    const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type
    switch (type ?? (schema.properties ? 'object' : 'string')) {
      case 'object':
        return Object.fromEntries((schema.required ?? []).map((name) => [name, this.sample(schema.properties?.[name] ?? {})]))
      case 'array':
        return Array.from({ length: schema.minItems ?? 0 }, () => this.sample(schema.items ?? {}))
      case 'integer':
      case 'number':
        return schema.minimum ?? 1
      case 'boolean':
        return false
      default:
        return sampleString(schema)
    }
  }

  private load(file: string): Doc {
    let doc = this.docs.get(file)
    if (!doc) {
      doc = parse(readFileSync(file, 'utf8')) as Doc
      this.docs.set(file, doc)
    }
    return doc
  }

  /** Follows a `$ref` (local or to ./common/schemas.yaml) once. */
  private resolve<T>(value: T & { $ref?: string }, file: string): T {
    if (!value.$ref) return value
    const [target = '', pointer = ''] = value.$ref.split('#')
    const targetFile = target ? join(dirname(file), target) : file
    let node: unknown = this.load(targetFile)
    for (const part of pointer.split('/').filter(Boolean)) node = (node as Record<string, unknown>)[part]
    return this.resolve(node as T & { $ref?: string }, targetFile)
  }

  /** The schema with every nested `$ref` resolved (the contracts have no recursive schemas). */
  private deref(schema: JsonSchema, file: string): JsonSchema {
    let currentFile = file
    if (schema.$ref) {
      const [target = ''] = schema.$ref.split('#')
      if (target) currentFile = join(dirname(file), target)
      schema = this.resolve(schema, file)
    }
    const walk = (s: JsonSchema) => this.deref(s, currentFile)
    return {
      ...schema,
      ...(schema.properties ? { properties: Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, walk(v)])) } : {}),
      ...(schema.items ? { items: walk(schema.items) } : {}),
      ...(schema.oneOf ? { oneOf: schema.oneOf.map(walk) } : {}),
      ...(schema.anyOf ? { anyOf: schema.anyOf.map(walk) } : {}),
      ...(schema.allOf ? { allOf: schema.allOf.map(walk) } : {}),
    }
  }
}

/** Values for the string formats and patterns the contracts use. */
function sampleString(schema: JsonSchema): string {
  switch (schema.format) {
    case 'uuid':
      return '00000000-0000-4000-8000-000000000000'
    case 'date':
      return '2026-01-15'
    case 'date-time':
      return '2026-01-15T10:00:00.000Z'
    case 'email':
      return 'sample@demo.local'
    case 'uri':
      return 'https://example.com/sample.png'
    case 'password':
      return 'Demo123!'
  }
  const byPattern: Record<string, string> = {
    '^\\+[1-9][0-9]{7,14}$': '+905321234567',
    '^[A-Z]{2}$': 'TR',
    '^[a-z]{2}$': 'tr',
    '^[A-Z]{3}$': 'USD',
    '^[A-Za-z0-9_-]{11}$': 'dQw4w9WgXcQ',
    '^UC[A-Za-z0-9_-]{22}$': 'UCabcdefghijklmnopqrstuv',
    '^[0-9]{6}$': '123456',
    '^[0-9]{4}-(0[1-9]|1[0-2])$': '2026-01',
    '^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9]).{8,128}$': 'NewPass123',
    '^(?:[^\\s@]+@[^\\s@]+\\.[^\\s@]+|\\+[1-9][0-9]{7,14})$': 'sample@demo.local',
    '^[A-Za-z0-9-]{5,32}$': '1234567890',
    '^[a-z0-9_]+$': 'user_read',
  }
  if (schema.pattern && byPattern[schema.pattern]) return byPattern[schema.pattern]!
  if (schema.pattern?.startsWith('^[A-Za-z]{2,3}')) return 'tr'
  if (schema.pattern === '^[A-Za-z][A-Za-z0-9_]*$') return 'Sample'
  return 'Sample'.padEnd(schema.minLength ?? 0, 'x')
}
