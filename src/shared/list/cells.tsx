import { Badge, Link, makeStyles } from '@fluentui/react-components'
import type { ReactNode } from 'react'

/** Cell helpers shared by lists: status badges, server text, name lists (formatting: `@/shared/ui/format`). */

const useStyles = makeStyles({
  // One line ending in an ellipsis, however long the text and wherever the cell is.
  text: { display: 'block', minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  // A button drawn as a link: as wide as the cell at most, its text cut as above.
  link: { display: 'block', maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', textAlign: 'start' },
})

/** active / passive as a coloured badge; the label comes from the enum list or the screen. */
export function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <Badge appearance="tint" shape="rounded" color={status === 'active' ? 'success' : status === 'passive' ? 'subtle' : 'informative'}>
      {label}
    </Badge>
  )
}

/**
 * Server text in a cell (a name, a description): one line cut short with an ellipsis, the whole
 * text as its tooltip. `children` shows something else in place of empty text (e.g. "no role").
 */
export function CellText({ text, children }: { text: string | null | undefined; children?: ReactNode }) {
  const styles = useStyles()
  return (
    <span className={styles.text} title={text || undefined}>
      {text || children}
    </span>
  )
}

/** Server text that opens something (a preview, a panel): a link-styled button, one line with an ellipsis and the whole text as its tooltip. */
export function CellLink({ text, onClick }: { text: string; onClick: () => void }) {
  const styles = useStyles()
  return (
    <Link as="button" className={styles.link} title={text} onClick={onClick}>
      {text}
    </Link>
  )
}

/** `[{name: 'A'}, {name: 'B'}]` → `A, B` (how roles are shown). */
export const joinNames = (refs: ReadonlyArray<{ name: string }> | null | undefined) => (refs ?? []).map((ref) => ref.name).join(', ')
