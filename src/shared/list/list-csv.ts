import { toCsv, type CsvDelimiter } from '@/lib/csv'
import type { ListColumn } from './types'

/**
 * CSV of rows for the columns the user sees, in the order they see them. Columns without a
 * `csv` accessor (the operation menu) are left out.
 */
export function listToCsv<Row>(columns: ReadonlyArray<ListColumn<Row, string>>, rows: readonly Row[], options: { delimiter?: CsvDelimiter } = {}): string {
  const exported = columns.filter((column) => column.csv)
  return toCsv(
    exported.map((column) => column.label),
    rows.map((row) => exported.map((column) => column.csv?.(row))),
    { delimiter: options.delimiter },
  )
}
