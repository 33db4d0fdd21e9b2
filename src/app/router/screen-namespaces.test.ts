import { readdirSync, readFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Every lazy screen a feature declares names the translation namespaces it reads, so they load
 * with its code instead of after it (a screen that waits on useTranslation shows its skeleton
 * twice); `[]` says it reads only the shell's own (common, breadcrumb). Calls are written on one line: the arguments are counted at the top level of the call.
 */
const FEATURES = join(process.cwd(), 'src/features')

function topLevelArguments(call: string): number {
  let depth = 0
  let count = 1
  for (const char of call.slice(call.indexOf('(') + 1)) {
    if ('([{'.includes(char)) depth += 1
    else if (')]}'.includes(char)) {
      if (depth === 0) return count
      depth -= 1
    } else if (char === ',' && depth === 0) count += 1
  }
  throw new Error(`lazyScreen call not closed on its line: ${call}`)
}

const calls = readdirSync(FEATURES).flatMap((feature) =>
  ['index.ts', 'routes.tsx']
    .map((file) => join(FEATURES, feature, file))
    .filter((path) => existsSync(path))
    .flatMap((path) =>
      readFileSync(path, 'utf8')
        .split('\n')
        .filter((line) => line.includes('lazyScreen(') && !line.includes('import '))
        .map((line) => ({ where: `${feature}: ${line.trim()}`, call: line.slice(line.indexOf('lazyScreen(')) })),
    ),
)

describe('feature screens preload their namespaces', () => {
  it('finds the features’ lazy screens', () => {
    expect(calls.length).toBeGreaterThan(30)
  })

  it.each(calls.map((c) => [c.where, c.call]))('%s', (_, call) => {
    expect(topLevelArguments(call)).toBe(3)
  })
})
