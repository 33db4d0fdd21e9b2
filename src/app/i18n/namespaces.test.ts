import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { localePath } from './namespaces'

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) {
      if (name !== 'generated') yield* sourceFiles(path)
    } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) yield path
  }
}

/** Every namespace named in useTranslation(...) or a `ns:key` prefix passed to t(). */
function namespacesUsed(): Map<string, string> {
  const found = new Map<string, string>()
  for (const file of sourceFiles('src')) {
    const code = readFileSync(file, 'utf8')
    for (const call of code.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']+')/g)) {
      for (const ns of (call[1] ?? '').matchAll(/'([^']+)'/g)) found.set(ns[1] ?? '', file)
    }
  }
  return found
}

describe('translation namespaces', () => {
  it('every namespace the code asks for is a file where the loader looks (tr and en)', () => {
    const used = namespacesUsed()
    expect(used.size).toBeGreaterThan(5)
    const missing: string[] = []
    for (const [ns, file] of used) {
      for (const lng of ['tr', 'en']) {
        const path = join('public', localePath('', ns).replace('{{lng}}', lng).replace('{{ns}}', ns))
        if (!existsSync(path)) missing.push(`${ns} (${lng}) used in ${file}: expected ${path}`)
      }
    }
    expect(missing).toEqual([])
  })
})
