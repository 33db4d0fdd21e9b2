import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components'
import type { ReactNode } from 'react'

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalXL}`,
    color: tokens.colorNeutralForeground2,
  },
  icon: {
    fontSize: '48px',
    lineHeight: 1,
    color: tokens.colorBrandForeground1,
    display: 'flex',
  },
  title: { color: tokens.colorNeutralForeground1, margin: 0 },
  description: { maxWidth: '60ch', margin: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', justifyContent: 'center', marginTop: tokens.spacingVerticalS },
})

export interface EmptyStateProps {
  icon?: ReactNode
  title: string
  description?: ReactNode
  actions?: ReactNode
  /** Heading level of the title; pages use 1 when the state is the whole page. */
  headingLevel?: 1 | 2 | 3
  className?: string
  children?: ReactNode
}

/** The empty, error and "nothing here" state of a page or panel. */
export function EmptyState({ icon, title, description, actions, headingLevel = 2, className, children }: EmptyStateProps) {
  const styles = useStyles()
  const Heading = `h${headingLevel}` as const
  return (
    <section className={mergeClasses(styles.root, className)}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Text as={Heading} size={headingLevel === 1 ? 600 : 500} weight="semibold" className={styles.title}>
        {title}
      </Text>
      {description ? (
        <Text as="p" className={styles.description}>
          {description}
        </Text>
      ) : null}
      {children}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  )
}
