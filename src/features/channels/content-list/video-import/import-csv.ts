import type { PrivacyStatus, VideoImportRow } from '@/api/generated/channel/model'
import { CreateVideoImportJobBody, createVideoImportJobBodyRowsMax } from '@/api/generated/channel/zod/jobs/jobs.zod'
import { decodeMessage, issueMessage } from '@/shared/form'

/** The columns of an import file, as its header names them (the template's order). */
export const IMPORT_COLUMNS = ['id', 'title', 'description', 'tags', 'privacy', 'category', 'scheduled_at', 'version'] as const
type ImportColumn = (typeof IMPORT_COLUMNS)[number]

/** Most rows one import takes (the contract's limit). */
const IMPORT_MAX_ROWS = createVideoImportJobBodyRowsMax

/** Tags in one cell are separated by this (a comma would clash with the file's own separator). */
const TAG_SEPARATOR = '|'

const PRIVACY: readonly PrivacyStatus[] = ['public', 'unlisted', 'private']
const ROW_SCHEMA = CreateVideoImportJobBody.shape.rows.element

/** A translation key of the `videos` namespace (or another, prefixed) with its values. */
export interface ImportMessage {
  key: string
  values?: Record<string, string | number>
}

interface ImportProblem {
  /** The row's line in the file (the header is line 1). */
  line: number
  column: ImportColumn | null
  message: ImportMessage
}

export type ParsedImport =
  | { kind: 'file'; message: ImportMessage }
  | { kind: 'header'; unknown: string[]; missingId: boolean; noFields: boolean }
  | {
      kind: 'rows'
      /** The rows that passed, in the file's order. */
      rows: VideoImportRow[]
      /** Each passed row's line in the file. */
      lines: number[]
      problems: ImportProblem[]
      /** Rows read (passed or not). */
      total: number
    }

/** What the reader needs of the page: names the user may write for a category or a visibility. */
interface ImportVocabulary {
  /** A category's key from what a cell says (its key or its name), or null when unknown; undefined while the list loads. */
  categoryOf?: (cell: string) => string | null
  /** Visibility names in the user's language (e.g. "Herkese açık" → public). */
  privacyNames: Readonly<Record<string, PrivacyStatus>>
}

/** A cell as a name is compared: trimmed, in Turkish lower case ("Özel", "ÖZEL"). */
const normal = (text: string) => text.trim().toLocaleLowerCase('tr')
/** A column or key as written in any case ("ID", "Privacy"); Turkish rules would make "ID" "ıd". */
const keyOf = (text: string) => text.trim().toLowerCase()

/** `2026-12-01 18:00` (or with a T, seconds optional) in the user's time zone; a full ISO instant as it is. */
function instantOf(cell: string): string {
  if (/[zZ]$|[+-]\d{2}:?\d{2}$/.test(cell)) return cell
  const local = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(cell)
  if (!local) return cell
  const [, y, mo, d, h, mi, s] = local.map(Number) as number[]
  const date = new Date(y!, mo! - 1, d!, h!, mi!, s || 0)
  return Number.isNaN(date.getTime()) ? cell : date.toISOString()
}

/** The message of a zod issue on a column, as a kit key (never zod's own text); a few columns say more. */
function columnMessage(column: ImportColumn, encoded: string): ImportMessage {
  if (column === 'id') return { key: 'import.problems.id' }
  if (column === 'privacy') return { key: 'import.problems.privacy' }
  if (column === 'scheduled_at') return { key: 'import.problems.scheduledAt' }
  if (column === 'tags') return { key: 'import.problems.tags', values: { max: 50, length: 100 } }
  const decoded = decodeMessage(encoded)
  return decoded ? { key: decoded.key, values: decoded.values } : { key: 'list-kit:validation.invalid' }
}

const FIELD_COLUMN: Record<string, ImportColumn> = {
  id: 'id',
  title: 'title',
  description: 'description',
  tags: 'tags',
  privacyStatus: 'privacy',
  categoryId: 'category',
  scheduledAt: 'scheduled_at',
  version: 'version',
}

/**
 * One data row → the contract's row, or its problems per column. Each cell is read as the template
 * says (tags split on `|`, a visibility or category by its key or its name, a local date and time),
 * then checked with the generated schema of the import's row; an empty cell leaves the field alone.
 */
function readRow(cells: Record<ImportColumn, string | undefined>, line: number, vocabulary: ImportVocabulary) {
  const problems: ImportProblem[] = []
  const cell = (column: ImportColumn) => cells[column]?.trim() || undefined
  const candidate: Record<string, unknown> = { id: cell('id') ?? '' }
  if (cell('title')) candidate.title = cell('title')
  if (cell('description')) candidate.description = cells.description
  if (cell('tags'))
    candidate.tags = cell('tags')!
      .split(TAG_SEPARATOR)
      .map((tag) => tag.trim())
      .filter(Boolean)
  const privacy = cell('privacy')
  if (privacy) candidate.privacyStatus = PRIVACY.find((value) => value === keyOf(privacy)) ?? vocabulary.privacyNames[normal(privacy)] ?? privacy
  const category = cell('category')
  if (category) {
    const key = vocabulary.categoryOf ? vocabulary.categoryOf(category) : category
    if (key === null) problems.push({ line, column: 'category', message: { key: 'import.problems.category', values: { value: category } } })
    else candidate.categoryId = key
  }
  if (cell('scheduled_at')) candidate.scheduledAt = instantOf(cell('scheduled_at')!)
  if (cell('version')) candidate.version = Number(cell('version'))

  const checked = ROW_SCHEMA.safeParse(candidate, { error: issueMessage })
  if (!checked.success) {
    const seen = new Set<ImportColumn>()
    for (const issue of checked.error.issues) {
      const column = FIELD_COLUMN[String(issue.path[0])] ?? null
      if (column && seen.has(column)) continue
      if (column) seen.add(column)
      problems.push({ line, column, message: column ? columnMessage(column, issue.message) : { key: 'list-kit:validation.invalid' } })
    }
  }
  if (problems.length || !checked.success) return { problems }
  if (Object.keys(checked.data).every((field) => field === 'id' || field === 'version'))
    return { problems: [{ line, column: null, message: { key: 'import.problems.nothing' } }] }
  return { row: checked.data as VideoImportRow, problems }
}

/**
 * Reads an import file's records (the CSV parser's output: the header, then one array of cells a
 * row): a header with unknown or missing columns is refused as a whole; each row passes or lists
 * its problems (a video named twice is a problem of the later row).
 */
export function readImport(records: readonly string[][], vocabulary: ImportVocabulary): ParsedImport {
  const [header, ...data] = records
  if (!header || header.every((name) => !name.trim())) return { kind: 'file', message: { key: 'import.problems.empty' } }
  const names = header.map((name, index) => (index === 0 ? name.replace(/^\uFEFF/, '') : name)).map(keyOf)
  const unknown = header.filter((_, index) => names[index] && !(IMPORT_COLUMNS as readonly string[]).includes(names[index]!)).map((name) => name.trim())
  const missingId = !names.includes('id')
  const noFields = !names.some((name) => name !== 'id' && name !== 'version' && (IMPORT_COLUMNS as readonly string[]).includes(name))
  if (unknown.length || missingId || noFields) return { kind: 'header', unknown, missingId, noFields }
  if (data.length === 0) return { kind: 'file', message: { key: 'import.problems.noRows' } }
  if (data.length > IMPORT_MAX_ROWS) return { kind: 'file', message: { key: 'import.problems.tooMany', values: { max: IMPORT_MAX_ROWS, count: data.length } } }

  const rows: VideoImportRow[] = []
  const lines: number[] = []
  const problems: ImportProblem[] = []
  const firstLine = new Map<string, number>()
  data.forEach((record, index) => {
    const line = index + 2
    const cells = Object.fromEntries(names.map((name, at) => [name, record[at]])) as Record<ImportColumn, string | undefined>
    const read = readRow(cells, line, vocabulary)
    problems.push(...read.problems)
    if (!read.row) return
    const earlier = firstLine.get(read.row.id)
    if (earlier !== undefined) {
      problems.push({ line, column: 'id', message: { key: 'import.problems.repeated', values: { line: earlier } } })
      return
    }
    firstLine.set(read.row.id, line)
    rows.push(read.row)
    lines.push(line)
  })
  return { kind: 'rows', rows, lines, problems, total: data.length }
}

/** Parses a CSV file's text with papaparse, loaded only when a file is read (it stays out of the first bundle). */
export async function parseCsv(text: string): Promise<string[][]> {
  const { default: Papa } = await import('papaparse')
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' })
  return result.data
}

/** The template: the header and one example row (a draft scheduled a week ahead). */
export function templateCsv(example: { id: string; title: string }): string {
  const soon = new Date(Date.now() + 7 * 24 * 3600_000)
  const pad = (value: number) => String(value).padStart(2, '0')
  const at = `${soon.getFullYear()}-${pad(soon.getMonth() + 1)}-${pad(soon.getDate())} 18:00`
  const quote = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value)
  const row = [example.id, example.title, '', `dizi${TAG_SEPARATOR}fragman`, 'private', '24', at, '']
  return `${IMPORT_COLUMNS.join(',')}\r\n${row.map(quote).join(',')}\r\n`
}
