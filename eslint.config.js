import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * Import boundaries of DESIGN.md ("Imports flow one way: app → features → shared, api").
 * Each rule's message says which rule broke and why, so a failing build explains itself.
 */
const noApp = {
  group: ['@/app', '@/app/*', '**/app/*'],
  message: 'Boundary: nothing imports src/app (the composition root imports everything else, never the reverse).',
}
const noFeatures = {
  group: ['@/features', '@/features/*'],
  message: 'Boundary: src/shared and src/api never import features; move what two places need into src/shared.',
}
const noAxios = {
  name: 'axios',
  message: 'Boundary: only src/api talks to the network. Use the generated hooks in src/api/generated (they go through the one mutator, src/api/http.ts).',
}
const noMocks = {
  group: ['@mocks/*', '**/mocks/*'],
  message: 'Boundary: app code never imports mocks/ statically (faker would enter the production bundle); src/main.tsx loads the mock gateway with a dynamic import in mock mode only.',
}
const noFetch = {
  selector: "CallExpression[callee.name='fetch'], CallExpression[callee.property.name='fetch'][callee.object.name=/^(window|globalThis|self)$/], NewExpression[callee.name='XMLHttpRequest']",
  message: 'Boundary: only src/api talks to the network. Use the generated hooks in src/api/generated.',
}

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
      'no-restricted-properties': ['error', { property: 'dangerouslySetInnerHTML', message: 'Every server string is rendered as text (DESIGN.md reliability rules).' }],
      'react/no-danger': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [noAxios], patterns: [noApp, noMocks] }],
      'no-restricted-syntax': ['error', ...[noFetch]],
    },
  },
  {
    files: ['src/features/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [noAxios],
          patterns: [
            noApp,
            noMocks,
            {
              group: ['@/features/*', '../../*'],
              message: 'Boundary: a feature never imports another feature (or climbs out of its folder); what two features need moves to src/shared.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [noAxios], patterns: [noApp, noFeatures, noMocks] }],
    },
  },
  {
    files: ['src/shared/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [noAxios], patterns: [noApp, noFeatures, noMocks, { group: ['@/api', '@/api/*', '@/shared/ui/*'], message: 'Boundary: src/shared/lib is the bottom layer (pure utilities); it imports neither src/api nor the UI kit.' }] },
      ],
    },
  },
  {
    files: ['src/api/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [noApp, noFeatures, noMocks, { group: ['@/shared/ui/*', '@/shared/ui'], message: 'Boundary: src/api may use src/shared/lib utilities only, not the UI kit.' }] },
      ],
    },
  },
  {
    // The entry point starts the app: it is the one file outside src/app that imports it.
    files: ['src/main.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [noAxios], patterns: [noMocks] }] },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.{ts,tsx}', 'mocks/**/*.{ts,tsx}', 'scripts/**/*'],
    rules: { 'no-restricted-imports': 'off', 'no-restricted-syntax': 'off' },
  },
)
