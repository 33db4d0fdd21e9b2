// @vitest-environment node
import fs from 'node:fs'
import path from 'node:path'
import { ESLint, type Linter } from 'eslint'
import { describe, expect, it } from 'vitest'

/**
 * The import-boundary rules of eslint.config.js (docs/architecture.md: `app → features → shared → api →
 * lib`, features isolated, the app through a feature's index only, kits through their index only, the
 * list, form and charts kits side by side, network only in src/api, no
 * static mocks import, no cycles, tests reach the kit as @tests), proven on virtual files: each
 * case lints a few lines as if they were a file at `file` inside src (or mocks), so no violating file is
 * ever committed. The imports point at real modules, because the layering rules judge the file
 * an import RESOLVES to.
 */
const root = path.resolve(import.meta.dirname, '../../..')
const eslint = new ESLint({ cwd: root })

const BOUNDARY_RULES = new Set(['import-x/no-restricted-paths', 'boundaries/no-cycle', 'no-restricted-imports', 'no-restricted-syntax'])

async function boundaryErrors(file: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  expect(result, `${file} is linted (not ignored)`).toBeDefined()
  expect(result!.messages.filter((m) => m.fatal)).toEqual([])
  return result!.messages.filter((m) => m.ruleId !== null && BOUNDARY_RULES.has(m.ruleId))
}

/** A module of `dir` other than its index and its tests (its "inner" files), found on disk. */
function innerModule(dir: string): string {
  const name = fs
    .readdirSync(path.join(root, dir))
    .sort()
    .find((file) => /\.tsx?$/.test(file) && !/^index\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  if (!name) throw new Error(`no inner module in ${dir}`)
  return name.replace(/\.tsx?$/, '')
}

const rolesInner = innerModule('src/features/roles')
const usersInner = innerModule('src/features/users')
const feedbackInner = innerModule('src/shared/feedback')
const listInner = innerModule('src/shared/list')

interface Case {
  name: string
  file: string
  code: string
  /** The rule that must refuse it and a piece of its message; absent: must pass. */
  refused?: { rule: string; says: string }
}

const featureIsolation = { rule: 'import-x/no-restricted-paths', says: 'Boundary (feature isolation)' }
const featureEntry = { rule: 'import-x/no-restricted-paths', says: 'Boundary (feature entry)' }
const layers = { rule: 'import-x/no-restricted-paths', says: 'Boundary (layers)' }
const kitEntry = { rule: 'import-x/no-restricted-paths', says: 'Boundary (kit entry)' }
const siblings = { rule: 'import-x/no-restricted-paths', says: 'Boundary (sibling kits)' }
const networkImport = { rule: 'no-restricted-imports', says: 'Boundary (network)' }
const networkCall = { rule: 'no-restricted-syntax', says: 'Boundary (network)' }
const cycle = { rule: 'boundaries/no-cycle', says: 'Boundary (no cycles)' }
const mocksImport = { rule: 'no-restricted-imports', says: 'Boundary (mocks)' }
const testKit = { rule: 'no-restricted-imports', says: 'Boundary (test kit)' }

const cases: Case[] = [
  // A feature never imports another feature, whatever the spelling.
  {
    name: 'feature → feature via the alias',
    file: 'src/features/users/fixture.ts',
    code: `export * as roles from '@/features/roles'`,
    refused: featureIsolation,
  },
  {
    name: 'feature → feature inner file via the alias',
    file: 'src/features/users/fixture.ts',
    code: `export * from '@/features/roles/${rolesInner}'`,
    refused: featureIsolation,
  },
  {
    name: 'feature → feature via ../other from a top-level file',
    file: 'src/features/users/index.ts',
    code: `export * from '../roles/${rolesInner}'`,
    refused: featureIsolation,
  },
  {
    name: 'feature → feature via ../../other from a nested folder',
    file: 'src/features/channels/videos/fixture.ts',
    code: `export * as roles from '../../roles'`,
    refused: featureIsolation,
  },
  {
    name: 'feature → feature via a lazy import()',
    file: 'src/features/users/fixture.ts',
    code: `export const load = () => import('../roles')`,
    refused: featureIsolation,
  },
  {
    name: 'feature → feature type-only import',
    file: 'src/features/users/fixture.ts',
    code: `import type * as R from '../roles'\nexport type X = typeof R`,
    refused: featureIsolation,
  },
  {
    name: "feature → feature from a feature's test",
    file: 'src/features/users/fixture.test.ts',
    code: `export * as roles from '@/features/roles'`,
    refused: featureIsolation,
  },
  {
    name: 'feature → its own files (allowed)',
    file: 'src/features/users/fixture.ts',
    code: `export * from './${usersInner}'\nexport * as users from '@/features/users'`,
  },
  { name: 'nested screen → its own feature (allowed)', file: 'src/features/channels/videos/fixture.ts', code: `export * as channels from '../index'` },
  {
    name: 'feature → shared, api, lib (allowed)',
    file: 'src/features/users/fixture.ts',
    code: `export * from '@/shared/feedback'\nexport * from '@/api/session'\nexport * from '../../lib/jwt'`,
  },

  // The app composes features through their public entry only.
  {
    name: 'app → a feature inner file via the alias',
    file: 'src/app/router/fixture.ts',
    code: `export * from '@/features/users/${usersInner}'`,
    refused: featureEntry,
  },
  {
    name: 'app → a feature inner file via a relative path',
    file: 'src/app/router/fixture.ts',
    code: `export * from '../../features/users/${usersInner}'`,
    refused: featureEntry,
  },
  {
    name: 'app → a feature index (allowed)',
    file: 'src/app/router/fixture.ts',
    code: `export * as users from '@/features/users'\nexport * as roles from '../../features/roles/index'`,
  },
  { name: 'main.tsx → a feature inner file', file: 'src/main.tsx', code: `export * from './features/users/${usersInner}'`, refused: featureEntry },
  {
    name: 'app → a nested screen file of a feature',
    file: 'src/app/layout/fixture.ts',
    code: `export * from '@/features/channels/videos/${innerModule('src/features/channels/videos')}'`,
    refused: featureEntry,
  },
  {
    name: 'app test → a feature inner file',
    file: 'src/app/router/fixture.test.ts',
    code: `export * from '@/features/users/${usersInner}'`,
    refused: featureEntry,
  },

  // A kit is entered through its index.ts, from features, the app, their tests and the other kits alike.
  {
    name: 'feature → a kit inner file via the alias',
    file: 'src/features/users/fixture.ts',
    code: `export * from '@/shared/feedback/${feedbackInner}'`,
    refused: kitEntry,
  },
  {
    name: 'feature → a kit inner file via a relative path',
    file: 'src/features/channels/videos/fixture.ts',
    code: `export * from '../../../shared/list/${listInner}'`,
    refused: kitEntry,
  },
  {
    name: 'feature test → a kit inner file',
    file: 'src/features/users/fixture.test.ts',
    code: `export * from '@/shared/list/${listInner}'`,
    refused: kitEntry,
  },
  {
    name: 'app → a kit inner file',
    file: 'src/app/layout/fixture.ts',
    code: `export * from '@/shared/frame/${innerModule('src/shared/frame')}'`,
    refused: kitEntry,
  },
  {
    name: 'app → a kit inner file by a lazy import()',
    file: 'src/app/router/fixture.ts',
    code: `export const load = () => import('@/shared/feedback/${feedbackInner}')`,
    refused: kitEntry,
  },
  { name: 'kit → another kit inner file', file: 'src/shared/list/fixture.ts', code: `export * from '../feedback/${feedbackInner}'`, refused: kitEntry },
  {
    name: 'feature, app and kits → kit entries (allowed)',
    file: 'src/shared/list/fixture.ts',
    code: `export * from '@/shared/feedback'\nexport * from '../hooks'\nexport * from '@/shared/options/index'`,
  },
  { name: 'kit → its own inner files (allowed)', file: 'src/shared/list/fixture.ts', code: `export * from './${listInner}'` },
  { name: 'kit test → its own inner files (allowed)', file: 'src/shared/list/fixture.test.ts', code: `export * from './${listInner}'` },

  // The list, form and charts kits stand side by side.
  { name: 'list → form', file: 'src/shared/list/fixture.ts', code: `export * from '@/shared/form'`, refused: siblings },
  { name: 'form → list', file: 'src/shared/form/fixture.ts', code: `export * from '../list'`, refused: siblings },
  { name: 'charts → list', file: 'src/shared/charts/fixture.ts', code: `export * from '@/shared/list'`, refused: siblings },
  { name: 'form → charts', file: 'src/shared/form/fixture.ts', code: `export * from '@/shared/charts'`, refused: siblings },
  { name: 'list → a kit below (allowed)', file: 'src/shared/list/fixture.ts', code: `export * from '@/shared/options'\nexport * from '@/shared/hooks'` },

  // Layers.
  { name: 'shared → feature', file: 'src/shared/list/fixture.ts', code: `export * as users from '@/features/users'`, refused: layers },
  {
    name: 'shared/auth → feature via a relative path',
    file: 'src/shared/auth/fixture.ts',
    code: `export * as users from '../../features/users'`,
    refused: layers,
  },
  { name: 'shared → app', file: 'src/shared/frame/fixture.ts', code: `export * from '@/app/query-client'`, refused: layers },
  { name: 'feature → app', file: 'src/features/users/fixture.ts', code: `export * from '../../app/query-client'`, refused: layers },
  { name: 'main.tsx → app (allowed)', file: 'src/main.tsx', code: `export * from './app/query-client'` },
  { name: 'api → feature', file: 'src/api/fixture.ts', code: `export * as users from '@/features/users'`, refused: layers },
  { name: 'api → a kit', file: 'src/api/fixture.ts', code: `export * from '@/shared/feedback'`, refused: layers },
  { name: 'api → shared/auth', file: 'src/api/fixture.ts', code: `export * from '../shared/auth/use-session'`, refused: layers },
  { name: 'api → shared/routing', file: 'src/api/fixture.ts', code: `export * from '@/shared/routing/${innerModule('src/shared/routing')}'`, refused: layers },
  { name: 'api → lib (allowed)', file: 'src/api/fixture.ts', code: `export * from '@/lib/jwt'` },
  { name: 'lib → api', file: 'src/lib/fixture.ts', code: `export * from '@/api/session'`, refused: layers },
  { name: 'lib → a kit', file: 'src/lib/fixture.ts', code: `export * from '../shared/feedback'`, refused: layers },
  { name: 'lib → shared/routing', file: 'src/lib/fixture.ts', code: `export * from '@/shared/routing'`, refused: layers },
  { name: 'lib → app', file: 'src/lib/fixture.ts', code: `export * from '@/app/query-client'`, refused: layers },
  { name: 'shared/routing → feature', file: 'src/shared/routing/fixture.ts', code: `export * as users from '@/features/users'`, refused: layers },
  { name: 'lib → lib (allowed)', file: 'src/lib/fixture.ts', code: `export * from './jwt'` },
  { name: 'shared → api and lib (allowed)', file: 'src/shared/frame/fixture.ts', code: `export * from '@/api/session'\nexport * from '@/lib/jwt'` },

  // Network only in src/api.
  {
    name: 'axios outside src/api',
    file: 'src/features/users/fixture.ts',
    code: `import axios from 'axios'\nexport const http = axios`,
    refused: networkImport,
  },
  {
    name: 'signalr outside src/api',
    file: 'src/shared/hooks/fixture.ts',
    code: `import { HubConnectionBuilder } from '@microsoft/signalr'\nexport const hub = HubConnectionBuilder`,
    refused: networkImport,
  },
  {
    name: 'signalr types outside src/api',
    file: 'src/features/notifications/fixture.ts',
    code: `import type { HubConnection } from '@microsoft/signalr'\nexport type Hub = HubConnection`,
    refused: networkImport,
  },
  {
    name: 'the upload client outside src/api',
    file: 'src/features/users/fixture.ts',
    code: `import { Upload } from 'tus-js-client'\nexport const upload = Upload`,
    refused: networkImport,
  },
  { name: 'fetch outside src/api', file: 'src/lib/fixture.ts', code: `export const load = () => fetch('/x')`, refused: networkCall },
  { name: 'window.fetch outside src/api', file: 'src/app/fixture.ts', code: `export const load = () => window.fetch('/x')`, refused: networkCall },
  {
    name: 'XMLHttpRequest outside src/api',
    file: 'src/features/users/fixture.ts',
    code: `export const xhr = () => new XMLHttpRequest()`,
    refused: networkCall,
  },
  {
    name: 'WebSocket outside src/api',
    file: 'src/features/users/fixture.ts',
    code: `export const ws = () => new WebSocket('ws://localhost')`,
    refused: networkCall,
  },
  {
    name: 'EventSource outside src/api',
    file: 'src/features/users/fixture.ts',
    code: `export const es = () => new window.EventSource('/x')`,
    refused: networkCall,
  },
  {
    name: "TanStack Query's refetch() (allowed)",
    file: 'src/features/users/fixture.ts',
    code: `export const again = (query: { refetch(): void }) => query.refetch()`,
  },
  {
    name: 'axios, signalr and fetch inside src/api (allowed)',
    file: 'src/api/fixture.ts',
    code: `import axios from 'axios'\nimport { HubConnectionBuilder } from '@microsoft/signalr'\nexport const all = [axios, HubConnectionBuilder, () => fetch('/x')]`,
  },
  { name: 'fetch in a test (allowed)', file: 'src/features/users/fixture.test.ts', code: `export const load = () => fetch('/x')` },
  {
    name: 'an upload client subpath outside src/api',
    file: 'src/features/users/fixture.ts',
    code: `import { Upload } from 'tus-js-client/lib/upload'\nexport const upload = Upload`,
    refused: networkImport,
  },

  // Mocks stay out of the production bundle: no static import from app code, src/api included.
  { name: 'feature → mocks via the alias', file: 'src/features/users/fixture.ts', code: `export * from '@mocks/gateway'`, refused: mocksImport },
  { name: 'shared → mocks via a relative path', file: 'src/shared/frame/fixture.ts', code: `export * from '../../../mocks/gateway'`, refused: mocksImport },
  {
    name: 'api → mocks',
    file: 'src/api/fixture.ts',
    code: `import { createGateway } from '@mocks/gateway'\nexport const gateway = createGateway`,
    refused: mocksImport,
  },
  {
    name: 'main.tsx loads the mock gateway with a dynamic import (allowed)',
    file: 'src/main.tsx',
    code: `export const start = () => import('@mocks/browser')`,
  },
  { name: 'a test imports mocks (allowed)', file: 'src/features/users/fixture.test.ts', code: `export * from '@mocks/gateway'` },

  // Tests reach the test kit by its alias.
  {
    name: 'a test imports the test kit by a relative path',
    file: 'src/features/users/fixture.test.ts',
    code: `export * from '../../../tests/helpers/screen'`,
    refused: testKit,
  },
  {
    name: 'a mocks test imports the test kit by a relative path',
    file: 'mocks/handlers/fixture.test.ts',
    code: `export * from '../../tests/helpers/msw'`,
    refused: testKit,
  },
  { name: 'a test imports the test kit by its alias (allowed)', file: 'src/features/users/fixture.test.ts', code: `export * from '@tests/screen'` },

  // Cycles, type imports included. app-toaster imports toast-queue: a toast-queue that imported
  // app-toaster would close a cycle. option-list-status imports use-option-list: a type import back closes one too.
  {
    name: 'an import cycle',
    file: 'src/shared/feedback/toast-queue.ts',
    code: `import { AppToaster } from './app-toaster'\nexport const host = AppToaster`,
    refused: cycle,
  },
  {
    name: 'a type-only import cycle',
    file: 'src/shared/options/use-option-list.ts',
    code: `import type { OptionListStatus } from './option-list-status'\nexport type Status = OptionListStatus`,
    refused: cycle,
  },
  {
    name: 'a cycle through a kit entry',
    file: 'src/shared/hooks/use-online.ts',
    code: `import type { Notify } from '@/shared/feedback'\nexport type N = Notify`,
    refused: cycle,
  },
  {
    name: 'a type import that closes no cycle (allowed)',
    file: 'src/shared/options/option-list-status.tsx',
    code: `import type { OptionList } from './use-option-list'\nexport type L = OptionList`,
  },
]

describe('import boundaries (eslint.config.js)', () => {
  it.each(cases)('$name', async ({ file, code, refused }) => {
    const errors = await boundaryErrors(file, code)
    if (!refused) {
      expect(errors).toEqual([])
      return
    }
    expect(errors.length).toBeGreaterThan(0)
    for (const error of errors) {
      expect(error.ruleId).toBe(refused.rule)
      expect(error.message).toContain(refused.says)
    }
  })

  it('the feedback kit, as committed, has no import cycle', async () => {
    const dir = 'src/shared/feedback'
    for (const name of fs.readdirSync(path.join(root, dir)).filter((file) => /\.tsx?$/.test(file) && !/\.test\./.test(file))) {
      const file = path.join(dir, name)
      expect(await boundaryErrors(file, fs.readFileSync(path.join(root, file), 'utf8')), file).toEqual([])
    }
  })

  it('every feature folder has its own isolation zone, read from the folder list', async () => {
    const config = await eslint.calculateConfigForFile(path.join(root, 'src/features/users/index.ts'))
    const [, options] = config.rules['import-x/no-restricted-paths'] as [unknown, { zones: { target: string | string[] }[] }]
    const targets = new Set(options.zones.flatMap((zone) => zone.target))
    const features = fs
      .readdirSync(path.join(root, 'src/features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
    expect(features.length).toBeGreaterThan(5)
    for (const feature of features) expect(targets).toContain(path.join(root, 'src/features', feature))
  })

  it('every kit of src/shared has its own entry zone, read from the folder list', async () => {
    const config = await eslint.calculateConfigForFile(path.join(root, 'src/shared/list/index.ts'))
    const [, options] = config.rules['import-x/no-restricted-paths'] as [unknown, { zones: { target: string | string[] }[] }]
    const targets = new Set(options.zones.flatMap((zone) => zone.target))
    const kits = fs
      .readdirSync(path.join(root, 'src/shared'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
    expect(kits.length).toBeGreaterThan(5)
    for (const kit of kits) {
      expect(targets).toContain(path.join(root, 'src/shared', kit))
      expect(fs.existsSync(path.join(root, 'src/shared', kit, 'index.ts')), `src/shared/${kit}/index.ts`).toBe(true)
    }
  })
})
