import { makeStyles, Spinner, tokens } from '@fluentui/react-components'

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'grid',
    placeItems: 'center',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  area: {
    minHeight: '240px',
    display: 'grid',
    placeItems: 'center',
    padding: tokens.spacingVerticalXXL,
  },
})

/**
 * Start-up spinner, shown before the translations exist (so it has no text of its own; the
 * page is marked busy instead).
 */
export function FullPageSpinner() {
  const styles = useStyles()
  return (
    <div className={styles.page} aria-busy="true">
      <Spinner size="large" aria-hidden="true" />
    </div>
  )
}

/** Spinner for a content area (a route or a panel loading), with a translated label. */
export function AreaSpinner({ label }: { label: string }) {
  const styles = useStyles()
  return (
    <div className={styles.area} aria-busy="true">
      <Spinner size="medium" label={label} labelPosition="below" />
    </div>
  )
}
