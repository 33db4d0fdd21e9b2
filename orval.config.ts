import { existsSync, readFileSync } from 'node:fs'
import { defineConfig, type Options } from 'orval'
import { parse } from 'yaml'

// Two orval projects per service contract: the react-query hooks with their msw handlers, and the
// zod schemas (an orval project has one client, so hooks and zod cannot share one). Per service,
// so each gets its own folder and its own mutator (`<service>Client` in src/api/http.ts).
const services = ['identity', 'notification', 'channel', 'parameter'] as const

type OpenApiDoc = { paths?: Record<string, Record<string, { operationId?: string }>> }

// `POST <resource>/search` calls read data, so they get query hooks (cached, keyed,
// invalidated by the generated query keys) instead of the mutation hooks orval makes for POST.
function queryOperations(service: string) {
  const file = `./openapi/${service}.yaml`
  if (!existsSync(file)) return {}
  const doc = parse(readFileSync(file, 'utf8')) as OpenApiDoc
  const overrides: Record<string, { query: { useQuery: boolean; useMutation: boolean } }> = {}
  for (const methods of Object.values(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(methods)) {
      if (method === 'post' && op.operationId?.startsWith('search')) {
        overrides[op.operationId] = { query: { useQuery: true, useMutation: false } }
      }
    }
  }
  return overrides
}

const input = (service: string) => ({
  target: `./openapi/${service}.yaml`,
  parserOptions: { externalRefs: { allow: ['./common/schemas.yaml'] } },
})

const client = (service: string): Options => ({
  hooks: { afterAllFilesWrite: 'node scripts/fix-generated-mocks.mjs' },
  input: input(service),
  output: {
    mode: 'tags-split',
    target: `./src/api/generated/${service}/endpoints`,
    schemas: `./src/api/generated/${service}/model`,
    client: 'react-query',
    httpClient: 'axios',
    clean: true,
    mock: {
      indexMockFiles: true,
      generators: [{ type: 'msw', baseUrl: `*/${service}-service`, delay: false }],
    },
    override: {
      mutator: { path: './src/api/http.ts', name: `${service}Client` },
      // Operation ids are unique across the four contracts while paths are not (every service has
      // /commons/...), so they make the cache keys.
      query: { version: 5, signal: true, useOperationIdAsQueryKey: true },
      operations: queryOperations(service),
      mock: {
        // Generated fallbacks answer like a healthy server; faults come from the mock gateway's switches.
        properties: { 'header.isSuccess': true, 'header.message': null },
        arrayMin: 1,
        arrayMax: 5,
      },
    },
  },
})

const zod = (service: string): Options => ({
  input: input(service),
  output: {
    mode: 'tags-split',
    target: `./src/api/generated/${service}/zod`,
    client: 'zod',
    fileExtension: '.zod.ts',
    clean: true,
  },
})

export default defineConfig(
  Object.fromEntries(
    services.flatMap((s) => [
      [s, client(s)],
      [`${s}Zod`, zod(s)],
    ]),
  ),
)
