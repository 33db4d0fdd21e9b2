import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * Every lazy screen a feature declares names the translation namespaces it reads, so they load
 * with its code instead of after it (a screen that waits on useTranslation shows its skeleton
 * twice); `[]` says it reads only the shell's own (common, breadcrumb). The calls are found in the
 * features' route declarations by their syntax, however they are formatted.
 */
const FEATURES = join(process.cwd(), 'src/features')

function lazyScreenCalls(path: string): ts.CallExpression[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const found: ts.CallExpression[] = []
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'lazyScreen') found.push(node)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

const calls = readdirSync(FEATURES).flatMap((feature) =>
  ['index.ts', 'routes.tsx']
    .map((file) => join(FEATURES, feature, file))
    .filter((path) => existsSync(path))
    .flatMap((path) =>
      lazyScreenCalls(path).map((call) => ({
        where: `${feature}: ${call.arguments[0]?.getText().replace(/\s+/g, ' ') ?? ''}`,
        count: call.arguments.length,
      })),
    ),
)

describe('feature screens preload their namespaces', () => {
  it('finds the features’ lazy screens', () => {
    expect(calls.length).toBeGreaterThan(30)
  })

  it.each(calls.map((c) => [c.where, c.count]))('%s', (_, count) => {
    expect(count).toBe(3)
  })
})
