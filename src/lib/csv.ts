/**
 * CSV text that Excel opens correctly: RFC 4180 quoting, CRLF line ends, a UTF-8 byte-order
 * mark (without it Excel reads UTF-8 as the ANSI code page and Turkish letters turn to
 * mojibake), and a guard against formula injection (a cell a user typed as `=HYPERLINK(…)`
 * must not run as a formula in whoever opens the export).
 */

export type CsvValue = string | number | boolean | Date | null | undefined

export type CsvDelimiter = ',' | ';' | '\t'

export interface CsvOptions {
  /**
   * Field separator. Excel splits on the list separator of the machine's region, which is `;`
   * wherever the decimal separator is a comma (tr-TR among them); see {@link csvDelimiterFor}.
   */
  delimiter?: CsvDelimiter
  /** Prefix the UTF-8 byte-order mark (default true). */
  bom?: boolean
  /** Neutralise cells that a spreadsheet would run as a formula (default true). */
  guardFormulas?: boolean
}

export const UTF8_BOM = '\uFEFF'

/**
 * Cells a spreadsheet treats as formulas start with = + - @ (or a tab / carriage return that
 * hides one). Plain numbers and phone numbers such as `+905321234567` or `-12.5` stay as they
 * are; anything else gets a leading apostrophe, the OWASP-recommended neutraliser.
 */
function guardFormula(text: string): string {
  if (/^[=@\t\r]/.test(text)) return `'${text}`
  if (/^[+-]/.test(text) && !/^[+-]?[\d\s().,-]+$/.test(text)) return `'${text}`
  return text
}

function cellText(value: CsvValue): string {
  if (value == null) return ''
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString()
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  return String(value)
}

/** One field, quoted when it holds the delimiter, a quote, a line break or edge spaces. */
export function csvCell(value: CsvValue, options: CsvOptions = {}): string {
  const delimiter = options.delimiter ?? ','
  let text = cellText(value)
  if (options.guardFormulas !== false && typeof value === 'string') text = guardFormula(text)
  const needsQuotes = text.includes(delimiter) || /["\r\n]/.test(text) || /^\s|\s$/.test(text)
  return needsQuotes ? `"${text.replace(/"/g, '""')}"` : text
}

/** The whole file: header row, then one row per record, CRLF-separated, BOM first. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvValue[]>, options: CsvOptions = {}): string {
  const delimiter = options.delimiter ?? ','
  const line = (cells: readonly CsvValue[]) => cells.map((cell) => csvCell(cell, options)).join(delimiter)
  const lines = [line(header), ...rows.map(line)]
  return `${options.bom === false ? '' : UTF8_BOM}${lines.join('\r\n')}\r\n`
}

/**
 * The separator Excel expects for a language: `;` where the decimal separator is a comma
 * (Turkish and most of Europe), `,` elsewhere.
 */
export function csvDelimiterFor(language: string): CsvDelimiter {
  try {
    const decimal = new Intl.NumberFormat(language).formatToParts(1.5).find((part) => part.type === 'decimal')?.value
    return decimal === ',' ? ';' : ','
  } catch {
    return ','
  }
}

/** A file name safe on every OS: `users-2024-05-01.csv`. */
export function csvFileName(base: string, now: Date = new Date()): string {
  const safe = base.replace(/[^\p{L}\p{N}_-]+/gu, '-').replace(/^-+|-+$/g, '') || 'export'
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${safe}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`
}
