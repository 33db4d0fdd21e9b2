// Runs after orval writes a service's files (orval.config.ts hooks). faker's fromRegExp copies
// the ^ and $ anchors of a JSON Schema `pattern` into its output ("^AB$"), so generated mock data
// would fail the very zod schemas generated from the same contract. Anchors mean "whole value"
// there, so dropping them from the generator's input gives values that match.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

// orval passes the files it wrote (and folders); walk folders, keep the msw files.
function* files(path) {
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path)) yield* files(join(path, name))
  } else if (path.endsWith('.msw.ts')) yield path
}

const anchored = /faker\.helpers\.fromRegExp\("((?:[^"\\]|\\.)*)"\)/g
for (const arg of process.argv.slice(2)) {
  for (const file of files(arg)) {
    const before = readFileSync(file, 'utf8')
    const after = before.replace(
      anchored,
      (_, pattern) =>
        `faker.helpers.fromRegExp(${JSON.stringify(
          JSON.parse(`"${pattern}"`)
            .replace(/^\^/, '')
            .replace(/(?<!\\)\$$/, ''),
        )})`,
    )
    if (after !== before) writeFileSync(file, after)
  }
}
