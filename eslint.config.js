import fs from 'node:fs'
import path from 'node:path'
import js from '@eslint/js'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import noCycle from './eslint-rules/no-cycle.js'

/**
 * Import boundaries of docs/architecture.md: `app → features → shared → api → lib`, no feature imports
 * another, a kit or a feature is entered only through its index.ts, the list, form and charts kits
 * never import each other, only src/api talks to the network, no import cycles (type imports
 * included). The layering rules compare the RESOLVED file an import points at with the importing
 * file's folder (import-x/no-restricted-paths), so `@/features/x`, `../x` and `../../x` are the same
 * import to them. Each rule's message says which rule broke and why, so a failing build explains
 * itself. tests/unit/lint/boundaries.test.ts proves every rule fails on a violating import and passes
 * on an allowed one.
 */
const root = import.meta.dirname
const src = (...parts) => path.join(root, 'src', ...parts)
const folders = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()

/** Every feature folder and every kit of src/shared, read at lint time: a new one is fenced in without editing this file. */
const features = folders(src('features'))
const kits = folders(src('shared'))
/** Everything in src but the composition root and the entry point that starts it. */
const belowApp = fs
  .readdirSync(src())
  .filter((name) => name !== 'app' && name !== 'main.tsx')
  .map((name) => src(name))

const featureZones = features.map((feature) => ({
  target: src('features', feature),
  from: src('features'),
  except: [`./${feature}`],
  message: `Boundary (feature isolation): src/features/${feature} imports only its own folder, never another feature (by alias or relative path); what two features need moves to src/shared.`,
}))

const layerZones = [
  {
    target: belowApp,
    from: src('app'),
    message: 'Boundary (layers): nothing imports src/app (the composition root imports everything else, never the reverse; src/main.tsx is the one exception).',
  },
  {
    target: [src('shared'), src('api'), src('lib')],
    from: src('features'),
    message: 'Boundary (layers): src/shared, src/api and src/lib never import features; move what two places need into src/shared.',
  },
  {
    target: [src('api'), src('lib')],
    from: src('shared'),
    message: 'Boundary (layers): src/api and src/lib sit below src/shared (app → features → shared → api → lib); they never import a kit.',
  },
  {
    target: src('lib'),
    from: src(),
    except: ['./lib'],
    message: 'Boundary (layers): src/lib is the bottom layer (storage, jwt, formatting, pure helpers); it imports nothing from src but itself.',
  },
]

/** App code (and its tests) enters a feature only through the feature's index.ts. */
const featureEntryZone = {
  target: [src('app'), src('main.tsx')],
  from: `${src('features')}/**`,
  except: [`${src('features')}/*/index.{ts,tsx}`],
  message:
    "Boundary (feature entry): src/app imports a feature only through its public entry '@/features/<name>' (its index.ts), never the feature's inner files.",
}

/** Features, the app and the other kits enter a kit only through its index.ts ('@/shared/<kit>'). */
const kitEntryZones = [
  {
    target: [src('features'), src('app'), src('main.tsx')],
    from: `${src('shared')}/**`,
    except: [`${src('shared')}/*/index.{ts,tsx}`],
    message:
      "Boundary (kit entry): import a kit of src/shared only through its entry '@/shared/<kit>' (its index.ts), never its inner files; a piece the entry does not export is the kit's own.",
  },
  ...kits.map((kit) => ({
    target: src('shared', kit),
    from: kits.filter((other) => other !== kit).map((other) => `${src('shared', other)}/**`),
    except: kits.filter((other) => other !== kit).map((other) => `${src('shared', other)}/index.{ts,tsx}`),
    message: `Boundary (kit entry): src/shared/${kit} uses another kit only through its entry '@/shared/<kit>', never its inner files.`,
  })),
]

/** The three big kits stand side by side: what two of them need lives in a kit below them (hooks, feedback, options, …). */
const SIBLING_KITS = ['list', 'form', 'charts']
const siblingZones = SIBLING_KITS.map((kit) => ({
  target: src('shared', kit),
  from: SIBLING_KITS.filter((other) => other !== kit).map((other) => src('shared', other)),
  message: `Boundary (sibling kits): src/shared/${kit} never imports ${SIBLING_KITS.filter((other) => other !== kit).join(' or ')}; the list, form and charts kits stand side by side, and what two of them need moves to a kit below them (hooks, feedback, frame, options).`,
}))

const networkModules = ['axios', '@microsoft/signalr', 'tus-js-client']
const networkMessage =
  'Boundary (network): only src/api talks to the network (axios, SignalR, upload client, fetch, XMLHttpRequest, WebSocket, EventSource). Use the generated hooks in src/api/generated or a module of src/api (types too: re-export them from src/api).'
const noNetworkImports = {
  paths: networkModules.map((name) => ({ name, message: networkMessage })),
  patterns: [{ group: networkModules.map((name) => `${name}/*`), message: networkMessage }],
}
// `query.refetch()` is TanStack Query, not the network: only a global `fetch` or one read off
// window/globalThis/self is refused.
const networkSyntax = [
  "CallExpression[callee.name='fetch']",
  "CallExpression[callee.property.name='fetch'][callee.object.name=/^(window|globalThis|self)$/]",
  "CallExpression[callee.property.name='sendBeacon']",
  'NewExpression[callee.name=/^(XMLHttpRequest|WebSocket|EventSource)$/]',
  'NewExpression[callee.property.name=/^(XMLHttpRequest|WebSocket|EventSource)$/][callee.object.name=/^(window|globalThis|self)$/]',
].map((selector) => ({ selector, message: networkMessage }))

const noMocks = {
  group: ['@mocks/*', '**/mocks/*'],
  message:
    'Boundary (mocks): app code never imports mocks/ statically (faker would enter the production bundle); src/main.tsx loads the mock gateway with a dynamic import in mock mode only.',
}

const boundaries = { meta: { name: 'local-boundaries' }, rules: { 'no-cycle': noCycle } }

export default tseslint.config(
  {
    ignores: ['dist/**', 'node_modules/**', 'src/api/generated/**', 'public/mockServiceWorker.js', 'coverage/**', '.tmp/**', 'artifacts/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-properties': [
        'error',
        { property: 'dangerouslySetInnerHTML', message: 'Every server string is rendered as text (docs/architecture.md "Reliability").' },
      ],
      'react/no-danger': 'off',
    },
  },
  {
    // Layers, feature isolation and cycles, on resolved paths (alias and relative imports alike).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, boundaries },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          tsconfig: { configFile: path.join(root, 'tsconfig.json') },
        }),
      ],
      'import-x/ignore': ['node_modules', '/src/api/generated/'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...featureZones, ...layerZones, featureEntryZone, ...kitEntryZones, ...siblingZones] }],
      'boundaries/no-cycle': 'error',
    },
  },
  {
    // A feature's test may import its own feature's inner files (the screen it tests), and a kit's
    // test its own kit's; every other zone holds, the entries included. Nothing imports a test, so a
    // test file cannot close a cycle: the cycle search skips them.
    files: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'boundaries/no-cycle': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: noNetworkImports.paths, patterns: [...noNetworkImports.patterns, noMocks] }],
      'no-restricted-syntax': ['error', ...networkSyntax],
    },
  },
  {
    files: ['src/api/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noMocks] }] },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.{ts,tsx}', 'mocks/**/*.{ts,tsx}', 'scripts/**/*'],
    rules: { 'no-restricted-imports': 'off', 'no-restricted-syntax': 'off' },
  },
  {
    // Tests beside the code reach the test kit by its alias (tests/README.md), never by a path.
    // Only test files: for app code this would replace the network and mocks rules above.
    files: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/tests/helpers', '**/tests/helpers/*', '**/tests/setup'],
              message: "Boundary (test kit): import the test kit as '@tests/<module>' (tests/README.md), not by a relative path into tests/.",
            },
          ],
        },
      ],
    },
  },
)
