/**
 * What a file field accepts, checked without a browser API beyond `File`: types (MIME types,
 * `type/*`, and extensions, like the input's `accept` attribute), size limits and how many
 * files. A refusal names the file and the rule; the field translates it at render time.
 */

import { formatters } from '@/lib/format'
import { MAX_FILE_NAME_LENGTH, showBidiControls } from '@/lib/visible-controls'

export interface FileRules {
  /** MIME types (`image/png`), families (`image/*`) and extensions (`.png`); a file matching any passes. */
  accept?: readonly string[]
  /** The accepted types as the user reads them, e.g. "JPG, PNG or GIF" (translated); default: from `accept`. */
  typeLabel?: string
  /** Largest file in bytes. */
  maxBytes?: number
  /** Most files in a multi-file field. */
  maxFiles?: number
  /**
   * A further check that needs to read the file (e.g. a minimum image width): answer a message
   * key in the `common` namespace or your own, with its values, or null when the file passes.
   */
  inspect?: (file: File) => Promise<FileMessage | null> | FileMessage | null
}

export interface FileMessage {
  key: string
  values?: Record<string, string | number>
}

export type FileRefusal =
  | { name: string; rule: 'type'; types: readonly string[]; typeLabel?: string }
  | { name: string; rule: 'size'; size: number; limit: number }
  | { name: string; rule: 'empty' }
  | { name: string; rule: 'nameLength'; length: number; limit: number }
  | { name: string; rule: 'count'; limit: number }
  | { name: string; rule: 'custom'; message: FileMessage }

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.')
  return dot > 0 ? name.slice(dot).toLowerCase() : ''
}

/** Whether a file is one of the accepted types (by MIME type or by extension). */
export function matchesAccept(file: Pick<File, 'name' | 'type'>, accept: readonly string[] | undefined): boolean {
  if (!accept || accept.length === 0) return true
  const type = file.type.toLowerCase()
  const extension = extensionOf(file.name)
  return accept.some((entry) => {
    const rule = entry.trim().toLowerCase()
    if (rule.startsWith('.')) return extension === rule
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1))
    return type === rule
  })
}

/** The accepted types as short names: `.jpg` → JPG, `image/png` → PNG, `image/svg+xml` → SVG. */
export function typeNames(accept: readonly string[] | undefined): string[] {
  const names = (accept ?? []).map((entry) => {
    const rule = entry.trim()
    if (rule.startsWith('.')) return rule.slice(1).toUpperCase()
    const [family = '', subtype = ''] = rule.split('/')
    return subtype === '*' ? `${family}/*` : (subtype.split('+')[0] ?? subtype).toUpperCase()
  })
  return [...new Set(names)]
}

/** The one-file rules (name length, type, empty, size); null when the file passes. */
export function checkFile(file: File, rules: FileRules): FileRefusal | null {
  // Every field: the services take names of up to 255 characters (the contracts' fileName).
  if ([...file.name].length > MAX_FILE_NAME_LENGTH) return { name: file.name, rule: 'nameLength', length: [...file.name].length, limit: MAX_FILE_NAME_LENGTH }
  if (!matchesAccept(file, rules.accept)) return { name: file.name, rule: 'type', types: typeNames(rules.accept), typeLabel: rules.typeLabel }
  if (file.size === 0) return { name: file.name, rule: 'empty' }
  if (rules.maxBytes !== undefined && file.size > rules.maxBytes) return { name: file.name, rule: 'size', size: file.size, limit: rules.maxBytes }
  return null
}

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified

export interface FileChoice {
  /** The field's files after the choice: the ones kept plus the accepted new ones. */
  files: File[]
  refused: FileRefusal[]
}

/**
 * Adds newly chosen files to a field's files. A refused file is reported and left out; the
 * files already chosen are never lost to it. A one-file field replaces its file with an
 * accepted one; the same file chosen twice is kept once. `inspect` runs on files that passed
 * the other rules.
 */
export async function chooseFiles(current: readonly File[], incoming: readonly File[], rules: FileRules, multiple: boolean): Promise<FileChoice> {
  const refused: FileRefusal[] = []
  let files = [...current]
  for (const file of multiple ? incoming : incoming.slice(0, 1)) {
    const refusal = checkFile(file, rules)
    if (refusal) {
      refused.push(refusal)
      continue
    }
    if (multiple && files.some((kept) => sameFile(kept, file))) continue
    if (multiple && rules.maxFiles !== undefined && files.length >= rules.maxFiles) {
      refused.push({ name: file.name, rule: 'count', limit: rules.maxFiles })
      continue
    }
    const message = rules.inspect ? await rules.inspect(file) : null
    if (message) {
      refused.push({ name: file.name, rule: 'custom', message })
      continue
    }
    files = multiple ? [...files, file] : [file]
  }
  return { files, refused }
}

/** A size for people in the language ('en', 'tr-TR'…): 5.2 MB in English, 5,2 MB in Turkish; the app's one `fileSize`. */
export function formatBytes(bytes: number, locale: string): string {
  return formatters(locale).fileSize(bytes)
}

/** "JPG, PNG or GIF" in the user's language. */
function formatTypes(types: readonly string[], locale: string): string {
  return new Intl.ListFormat(locale, { type: 'disjunction' }).format(types)
}

type Translate = (key: string, values?: Record<string, string | number>) => string

/** A file name as a refusal shows it: control characters visible, a long one cut in the middle. */
function shownName(name: string): string {
  const visible = showBidiControls(name)
  const chars = [...visible]
  return chars.length > 60 ? `${chars.slice(0, 40).join('')}…${chars.slice(-16).join('')}` : visible
}

/** The sentence for a refusal, naming the file and the rule. */
export function refusalText(t: Translate, raw: FileRefusal, locale: string): string {
  const refusal = { ...raw, name: shownName(raw.name) }
  switch (refusal.rule) {
    case 'nameLength':
      return t('common:form.file.nameLength', { name: refusal.name, length: refusal.length, limit: refusal.limit })
    case 'type':
      return t('common:form.file.type', { name: refusal.name, types: refusal.typeLabel ?? formatTypes(refusal.types, locale) })
    case 'size':
      return t('common:form.file.size', { name: refusal.name, size: formatBytes(refusal.size, locale), limit: formatBytes(refusal.limit, locale) })
    case 'empty':
      return t('common:form.file.empty', { name: refusal.name })
    case 'count':
      return t('common:form.file.count', { name: refusal.name, limit: refusal.limit })
    case 'custom':
      return t(refusal.message.key, { name: refusal.name, ...refusal.message.values })
  }
}

/** The rules in one line for the field's hint: "JPG, PNG or GIF, up to 2 MB". */
export function rulesSummary(t: Translate, rules: FileRules, locale: string): string | undefined {
  const types = rules.typeLabel ?? (rules.accept?.length ? formatTypes(typeNames(rules.accept), locale) : undefined)
  const limit = rules.maxBytes !== undefined ? formatBytes(rules.maxBytes, locale) : undefined
  if (types && limit) return t('common:form.file.summary', { types, limit })
  if (types) return types
  if (limit) return t('common:form.file.summaryLimit', { limit })
  return undefined
}

/** The picker's `accept` attribute. */
export const acceptAttribute = (rules: FileRules) => (rules.accept?.length ? rules.accept.join(',') : undefined)
