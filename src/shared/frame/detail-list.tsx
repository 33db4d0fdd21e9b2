import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components'
import type { ReactNode } from 'react'

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'minmax(120px, max-content) minmax(0, 1fr)',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    margin: 0,
    // A narrow screen stacks each term over its value.
    '@media (max-width: 480px)': { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: tokens.spacingVerticalXXS },
  },
  pair: { display: 'contents' },
  term: { color: tokens.colorNeutralForeground3, minWidth: 0, overflowWrap: 'anywhere' },
  // Server text (a name with no spaces) wraps: all of it is on screen, nothing widens the panel.
  value: {
    margin: 0,
    minWidth: 0,
    overflowWrap: 'anywhere',
    '@media (max-width: 480px)': { marginBottom: tokens.spacingVerticalS },
  },
})

export interface DetailItem {
  /** The label (translated); also the key of the row. */
  term: string
  value: ReactNode
}

/** A record's fields read-only, as a description list: label beside value, stacked when narrow. */
export function DetailList({ items, className }: { items: readonly DetailItem[]; className?: string }) {
  const styles = useStyles()
  return (
    <dl className={mergeClasses(styles.list, className)}>
      {items.map(({ term, value }) => (
        <div key={term} className={styles.pair}>
          <dt className={styles.term}>
            <Text>{term}</Text>
          </dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
