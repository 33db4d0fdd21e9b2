import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

/**
 * No import cycles, type imports included. import-x's no-cycle skips `import type` (a type loop
 * costs nothing at run time, but it ties two modules as tightly as a value loop: neither can be
 * moved or read without the other), so this rule walks the project's own import graph itself:
 * every `import`, `import type`, `export … from` and `import()` of the file being linted (from its
 * text, so an unsaved edit counts), then the files on disk, read with TypeScript's own import
 * scanner and resolved with the project's tsconfig paths. Packages and the generated client (it
 * imports only the mutator) are not followed.
 */
const root = path.resolve(import.meta.dirname, '..')
const config = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })
const options = config?.options ?? {}
const resolved = new Map()
const edges = new Map()

function resolve(spec, from) {
  const key = `${path.dirname(from)}\0${spec}`
  if (!resolved.has(key)) {
    const hit = ts.resolveModuleName(spec, from, options, ts.sys).resolvedModule
    const file = hit && !hit.isExternalLibraryImport && !hit.resolvedFileName.endsWith('.d.ts') ? path.normalize(hit.resolvedFileName) : null
    resolved.set(key, file && !file.includes(`${path.sep}generated${path.sep}`) && !file.includes(`${path.sep}node_modules${path.sep}`) ? file : null)
  }
  return resolved.get(key)
}

function importsOf(file) {
  if (!edges.has(file)) {
    let text = ''
    try {
      text = fs.readFileSync(file, 'utf8')
    } catch {
      // a file that cannot be read has no imports to follow
    }
    const specs = ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName)
    edges.set(file, [...new Set(specs.map((s) => resolve(s, file)).filter(Boolean))])
  }
  return edges.get(file)
}

/** The path from `start` back to `target` through files on disk, or null. */
function pathBack(start, target) {
  const seen = new Set([start])
  const stack = [[start, [start]]]
  while (stack.length > 0) {
    const [file, route] = stack.pop()
    for (const next of importsOf(file)) {
      if (next === target) return route
      if (!seen.has(next)) {
        seen.add(next)
        stack.push([next, [...route, next]])
      }
    }
  }
  return null
}

export default {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      cycle:
        'Boundary (no cycles): a module must not reach itself again through its imports, type imports included (docs/architecture.md); a cycle makes module start-up order decide which import is still undefined, and ties the modules so neither can move alone. Move the piece both sides need into its own module. Cycle: this file → {{route}} → this file.',
    },
  },
  create(context) {
    const filename = path.normalize(context.filename)
    function check(node) {
      if (!node.source || typeof node.source.value !== 'string') return
      const target = resolve(node.source.value, filename)
      if (!target || target === filename) return
      const route = pathBack(target, filename)
      if (route) context.report({ node: node.source, messageId: 'cycle', data: { route: route.map((f) => path.relative(root, f)).join(' → ') } })
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check }
  },
}
