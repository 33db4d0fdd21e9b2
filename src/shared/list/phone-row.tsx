import { makeStyles, tokens } from '@fluentui/react-components'
import { useMemo } from 'react'
import type { ListColumn } from './types'

/**
 * A phone's row: two lines in one cell beside the actions. The first line is the row's title
 * (the first visible column), the second the columns a screen marks `phone` (its status), each
 * in a `data-column` element of its own. Nothing sits beside the title, so a leading cell (a
 * drag handle) or a long title never pushes the status under the sticky actions.
 */

/** A phone row's height: a title line (a 32 px thumbnail) over a status line (a pill). */
export const PHONE_ROW_HEIGHT = 68
/** The smallest width of the two-line cell; it grows to what the actions and a leading cell leave. */
const PHONE_CELL_WIDTH = 160

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', justifyContent: 'center', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  line: { display: 'flex', alignItems: 'center', minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  details: { display: 'flex', alignItems: 'center', flexWrap: 'nowrap', gap: tokens.spacingHorizontalS, minWidth: 0, overflow: 'hidden' },
  detail: {
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    color: tokens.colorNeutralForeground2,
    // A pill inside shrinks with its box, so its own ellipsis shows instead of a cut.
    '& > *': { maxWidth: '100%', boxSizing: 'border-box', verticalAlign: 'middle' },
    // The last detail is the row's status, short and read first: the ones before it give way,
    // down to an ellipsis, unless the status itself is long.
    '&:last-child:not(:first-child)': { flexShrink: 0, maxWidth: '60%' },
  },
})

/** The grid's columns on a phone: one two-line column (title over status); the others on a wider screen. */
export function usePhoneColumns<Row>(
  phone: boolean,
  visible: ReadonlyArray<ListColumn<Row>>,
  all: ReadonlyArray<ListColumn<Row>>,
): ReadonlyArray<ListColumn<Row>> {
  const styles = useStyles()
  return useMemo(() => {
    if (!phone) return visible
    const [title] = visible
    if (!title) return visible
    const marked = all.filter((column) => column.phone && column !== title)
    const column: ListColumn<Row> = {
      ...title,
      width: PHONE_CELL_WIDTH,
      align: 'start',
      render: (row) => (
        <span className={styles.stack}>
          <span className={styles.line}>{title.render(row)}</span>
          {marked.length > 0 ? (
            <span className={styles.details}>
              {marked.map((detail) => (
                <span key={detail.id} className={styles.detail} data-column={detail.id}>
                  {detail.render(row)}
                </span>
              ))}
            </span>
          ) : null}
        </span>
      ),
    }
    return [column]
  }, [phone, visible, all, styles])
}
