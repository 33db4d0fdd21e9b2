import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { tokens } from '@fluentui/tokens'
import react from '@vitejs/plugin-react'
import { msw } from 'msw/vite'
import { defineConfig, type Plugin } from 'vite'

const r = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/**
 * Imports each Fluent icon from its own module (`@fluentui/react-icons/svg/<name>`) rather than
 * from the package's chunk files of a few hundred icons each. A chunk file is one module, so the
 * code that needed one of its icons carried every icon of it that any page uses (the login
 * page's entry held 17 icons for 4, the dashboard 72). Names without such a module stay as
 * they were. Applies to Fluent's own packages too (Checkbox, MessageBar, Field icons).
 */
function fluentIconAtoms(): Plugin {
  const atomDir = r('./node_modules/@fluentui/react-icons/lib/atoms/svg/')
  const atomCode = new Map<string, string>()
  const atomOf = (name: string): string | null => {
    const base = /^([A-Z][A-Za-z]*?)\d*(Regular|Filled|Color|Light)$/.exec(name)?.[1]
    if (!base) return null
    const atom = base.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()
    if (!atomCode.has(atom)) atomCode.set(atom, existsSync(`${atomDir}${atom}.js`) ? readFileSync(`${atomDir}${atom}.js`, 'utf8') : '')
    return atomCode.get(atom)?.includes(`export const ${name} `) ? atom : null
  }
  const barrelImport = /import\s*\{([^}]*)\}\s*from\s*["']@fluentui\/react-icons["'];?/g
  return {
    name: 'fluent-icon-atoms',
    apply: 'build',
    transform(code) {
      if (!code.includes('@fluentui/react-icons')) return null
      let changed = false
      const next = code.replace(barrelImport, (statement, list: string) => {
        const rest: string[] = []
        const atoms: string[] = []
        for (const specifier of list
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)) {
          const atom = atomOf(specifier.split(/\s+as\s+/)[0] ?? '')
          if (atom) atoms.push(`import { ${specifier} } from '@fluentui/react-icons/svg/${atom}';`)
          else rest.push(specifier)
        }
        if (atoms.length === 0) return statement
        changed = true
        // One line in, one line out: line numbers of the module stay as they were.
        return [...atoms, rest.length > 0 ? `import { ${rest.join(', ')} } from '@fluentui/react-icons';` : ''].join(' ').replace(/\n/g, ' ')
      })
      return changed ? { code: next, map: null } : null
    },
  }
}

/**
 * Writes each `tokens.x` of a Fluent theme token as its value (`'var(--x)'`), as Griffel's
 * ahead-of-time compiler would: makeStyles then no longer needs the 470-entry tokens object at
 * run time, which otherwise sat in every page's first JavaScript. Only files that import
 * `tokens` from Fluent are touched, and only names the object has.
 */
function inlineFluentTokens(): Plugin {
  const values = tokens as Record<string, string | number>
  const importsTokens = /import\s*\{[^}]*\btokens\b[^}]*\}\s*from\s*["']@fluentui\/(react-components|react-theme|tokens)["']/
  return {
    name: 'inline-fluent-tokens',
    apply: 'build',
    transform(code) {
      if (!code.includes('tokens.') || !importsTokens.test(code)) return null
      // Same length or longer on the same line: line numbers stay as they were.
      const next = code.replace(/\btokens\.([A-Za-z][A-Za-z0-9]*)\b/g, (member, name: string) =>
        Object.hasOwn(values, name) ? JSON.stringify(values[name]) : member,
      )
      return next === code ? null : { code: next, map: null }
    },
  }
}

/**
 * What every page needs before it can render (React, the router, i18next, Fluent's styling core,
 * Button, Spinner, Text, Label, the icon runtime, Vite's preload helper) goes into one chunk:
 * left to the automatic split it came as ~20 small files, and one file compresses better and
 * costs one request. Only packages every page uses belong here: a module in this group is
 * loaded by the login page whoever needs it.
 */
const STARTUP = [
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|i18next-http-backend|@griffel[\\/][^\\/]+|stylis|rtl-css-js|@emotion[\\/]hash|jwt-decode|keyborg)[\\/]/,
  /node_modules[\\/]@fluentui[\\/](react-shared-contexts|react-jsx-runtime|react-provider|react-theme|keyboard-keys|react-button|react-label|react-spinner|react-text)[\\/]/,
  /node_modules[\\/]@fluentui[\\/]react-icons[\\/]lib[\\/](utils|core|contexts|providers)[\\/]/,
  /^\0vite[\\/]preload-helper/,
]
/** Parts of startup packages that no first page uses: the chart library's legend overflow needs MenuButton. */
const NOT_STARTUP = /node_modules[\\/]@fluentui[\\/]react-button[\\/]lib[\\/]components[\\/](MenuButton|SplitButton|ToggleButton|CompoundButton)[\\/]/

/**
 * Fluent's motion internals (presence, fade, collapse) as one chunk: the layout needs them all, and
 * left to the automatic split they came in three or four small chunks whose grouping changed with
 * any screen's imports (the thumbnail tool dropping its confirm dialog put the first bundle 0.8 KiB
 * up through chunk overhead alone: 306.7 → 307.5 KiB; with this group 306.4). Tabster stays out:
 * grouped with it, the login page would load all of it (+23 KiB).
 */
const MOTION = /node_modules[\\/]@fluentui[\\/](react-motion|react-motion-components-preview)[\\/]/

/** Mock mode: the default of the dev server; a build only when VITE_MOCK_MODE=true asks for it. */
const isMockMode = (mode: string) => (process.env.VITE_MOCK_MODE ? process.env.VITE_MOCK_MODE === 'true' : mode === 'development')

/**
 * msw's service worker script: served by the dev server (mock mode), and written into a build
 * only when that build is a mock-mode one. A gateway-mode dist/ has no mockServiceWorker.js
 * (scripts/check-size.mjs fails when it does); `npm run preview:mock` needs none, its gateway is
 * the Node host.
 */
function mockServiceWorker(mode: string): Plugin {
  const plugin = msw({ mode: 'worker-only' })
  return isMockMode(mode) ? plugin : { ...plugin, generateBundle: undefined }
}

export default defineConfig(({ mode }) => ({
  // mocks start from src/main.tsx; the plugin only provides the worker script (see above).
  plugins: [react(), mockServiceWorker(mode), fluentIconAtoms(), inlineFluentTokens()],
  resolve: {
    alias: { '@': r('./src'), '@mocks': r('./mocks'), '@tests': r('./tests/helpers') },
  },
  define: {
    // Mock mode is the default for dev; a production build is gateway mode unless asked.
    __MOCK_MODE__: JSON.stringify(isMockMode(mode)),
  },
  server: { port: 5173, strictPort: false },
  build: {
    target: 'es2022',
    modulePreload: {
      // Every supported browser has <link rel=modulepreload>.
      polyfill: false,
      // The route table's dynamic imports (in the entry chunk, which the login page loads) do not
      // list what each screen imports: those lists cost the first page ~5 KiB gzip for 40 routes.
      // A screen's own imports are then fetched as soon as its chunk is parsed; imports made from
      // lazy chunks keep their preload lists.
      resolveDependencies: (_file, deps, { hostId }) => (/(^|\/)(index|startup)-[^/]*\.js$/.test(hostId) ? [] : deps),
    },
    sourcemap: false,
    manifest: true,
    // The startup chunk (see STARTUP) is one ~530 kB file on purpose; the gzip budgets (scripts/check-size.mjs) are the real limit.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'startup', test: (id: string) => STARTUP.some((pattern) => pattern.test(id)) && !NOT_STARTUP.test(id) },
            { name: 'motion', test: MOTION },
          ],
        },
      },
    },
  },
}))
