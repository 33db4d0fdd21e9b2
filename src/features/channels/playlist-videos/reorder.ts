/** Which half of a row the pointer is over while dragging: the drop goes before or after it. */
export type DropEdge = 'top' | 'bottom'

/**
 * Where an entry at `from` lands when dropped on the `edge` of the entry at `target` (all
 * zero-based playlist positions, counted before the move): the position to send in "move to N".
 */
export function dropDestination(from: number, target: number, edge: DropEdge): number {
  const insertAt = edge === 'top' ? target : target + 1
  return from < insertAt ? insertAt - 1 : insertAt
}

export const edgeOf = (clientY: number, rect: { top: number; height: number }): DropEdge => (clientY < rect.top + rect.height / 2 ? 'top' : 'bottom')

interface Positioned {
  id: string
  position: number
}

/**
 * A loaded page after moving the entry `itemId` to `position`, as the server will order it: the
 * entries between the old and new place shift by one, the page is re-sorted by position, and
 * only the rows whose position still falls on the page's range stay (a row moved off the page
 * leaves it; the refetch brings the one that comes in). Rows of a filtered page keep their gaps.
 */
export function moveInPage<Row extends Positioned>(rows: readonly Row[], itemId: string, position: number, lastPosition: number): Row[] {
  const moving = rows.find((row) => row.id === itemId)
  if (!moving) return [...rows]
  const from = moving.position
  const to = Math.max(0, Math.min(position, lastPosition))
  const first = rows.reduce((min, row) => Math.min(min, row.position), Number.POSITIVE_INFINITY)
  const last = rows.reduce((max, row) => Math.max(max, row.position), Number.NEGATIVE_INFINITY)
  const shifted = rows.map((row) => {
    if (row.id === itemId) return { ...row, position: to }
    if (from < to && row.position > from && row.position <= to) return { ...row, position: row.position - 1 }
    if (from > to && row.position >= to && row.position < from) return { ...row, position: row.position + 1 }
    return row
  })
  return shifted.filter((row) => row.id !== itemId || (to >= first && to <= last)).sort((a, b) => a.position - b.position)
}
