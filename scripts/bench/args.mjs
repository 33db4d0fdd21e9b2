/**
 * Command-line options of the bench scripts (bench-list, bench-reports): `--name=value`, or
 * `--name` alone for a switch. The value is everything after the first `=` (a URL keeps its query).
 */
export function parseArgs(argv = process.argv.slice(2)) {
  const options = {}
  for (const arg of argv) {
    if (!arg.startsWith('--')) throw new Error(`Unexpected argument "${arg}": options are --name=value or --name.`)
    const at = arg.indexOf('=')
    if (at === -1) options[arg.slice(2)] = 'true'
    else options[arg.slice(2, at)] = arg.slice(at + 1)
  }
  return {
    /** The option's text, or `fallback` when it is absent. */
    text: (name, fallback) => options[name] ?? fallback,
    /** The option as a number (`fallback` when absent); a value that is not a number is an error. */
    number(name, fallback) {
      if (options[name] === undefined) return fallback
      const value = Number(options[name])
      if (!Number.isFinite(value)) throw new Error(`--${name} must be a number, not "${options[name]}".`)
      return value
    },
    /** True for `--name` or `--name=true`. */
    flag: (name) => options[name] === 'true',
    has: (name) => options[name] !== undefined,
  }
}
