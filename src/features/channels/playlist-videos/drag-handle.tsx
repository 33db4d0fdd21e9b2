import { combine } from '@atlaskit/pragmatic-drag-and-drop/combine'
import { draggable, dropTargetForElements, monitorForElements } from '@atlaskit/pragmatic-drag-and-drop/element/adapter'
import { makeStyles, tokens } from '@fluentui/react-components'
import { ReOrderDotsVerticalRegular } from '@fluentui/react-icons'
import { useEffect, useRef } from 'react'
import type { PlaylistVideo } from '@/api/generated/channel/model'
import { dropDestination, edgeOf, type DropEdge } from './reorder'

/** Marks drag data as a playlist entry, so other drags (files, text) are ignored. */
const ENTRY = Symbol('playlist-video')

interface EntryData {
  [ENTRY]: true
  itemId: string
  position: number
  /** On a drop target: which half of the row is under the pointer. */
  edge?: DropEdge
  [key: string | symbol]: unknown
}

const isEntry = (data: Record<string | symbol, unknown>): data is EntryData => data[ENTRY] === true

const useStyles = makeStyles({
  handle: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
    cursor: 'grab',
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase500,
    userSelect: 'none',
    ':hover': { color: tokens.colorNeutralForeground1 },
  },
  disabled: { cursor: 'default', opacity: 0.4 },
  number: { fontSize: tokens.fontSizeBase200, fontVariantNumeric: 'tabular-nums', minWidth: '3ch', textAlign: 'end' },
})

/**
 * The leading cell of a playlist row: its position and, when the list is in playlist order, a
 * handle that drags the whole row. The row element (`[data-row-id]`) is both the draggable and a
 * drop target; the drop itself is handled by {@link useDropMonitor}, because in a virtualized
 * list the dragged row may have scrolled out and unmounted by the time it is dropped. The
 * handle is for pointers only; keyboard and single-pointer users have the row menu (WCAG 2.5.7).
 */
export function DragHandle({ row, enabled, label }: { row: PlaylistVideo; enabled: boolean; label: string }) {
  const styles = useStyles()
  const ref = useRef<HTMLSpanElement>(null)
  const { id, position } = row
  useEffect(() => {
    const handle = ref.current
    const element = handle?.closest<HTMLElement>('[data-row-id]')
    if (!handle || !element || !enabled) return
    const data: EntryData = { [ENTRY]: true, itemId: id, position }
    const clear = () => delete element.dataset.dropEdge
    return combine(
      draggable({
        element,
        dragHandle: handle,
        getInitialData: () => data,
        onDragStart: () => (element.dataset.dragging = 'true'),
        onDrop: () => delete element.dataset.dragging,
      }),
      dropTargetForElements({
        element,
        canDrop: ({ source }) => isEntry(source.data) && source.data.itemId !== id,
        getData: ({ input }): EntryData => ({ ...data, edge: edgeOf(input.clientY, element.getBoundingClientRect()) }),
        getIsSticky: () => true,
        onDrag: ({ self }) => {
          if (isEntry(self.data) && self.data.edge) element.dataset.dropEdge = self.data.edge
        },
        onDragLeave: clear,
        onDrop: clear,
      }),
    )
  }, [id, position, enabled])
  return (
    <span ref={ref} className={enabled ? styles.handle : `${styles.handle} ${styles.disabled}`} title={enabled ? label : undefined} data-drag-handle={id}>
      <ReOrderDotsVerticalRegular />
      <span className={styles.number}>{position + 1}</span>
    </span>
  )
}

/** Turns a drop of a playlist row on another row into "move to position N". */
export function useDropMonitor(onMove: (itemId: string, position: number) => void) {
  useEffect(
    () =>
      monitorForElements({
        canMonitor: ({ source }) => isEntry(source.data),
        onDrop: ({ source, location }) => {
          const target = location.current.dropTargets[0]?.data
          if (!target || !isEntry(source.data) || !isEntry(target)) return
          const to = dropDestination(source.data.position, target.position, target.edge ?? 'top')
          if (to !== source.data.position) onMove(source.data.itemId, to)
        },
      }),
    [onMove],
  )
}
