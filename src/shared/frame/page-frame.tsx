import { makeStyles, Text, tokens } from '@fluentui/react-components'
import { createContext, useContext, type ReactNode } from 'react'

/**
 * The heading level of the page titles below it: 1 for a page of its own, 2 for a page shown
 * inside a layout that has the page's h1 already (a channel's pages under its name).
 */
export const PageHeadingLevel = createContext<1 | 2>(1)

const useStyles = makeStyles({
  // Server text with no spaces (a name) wraps inside the page instead of widening it.
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0, overflowWrap: 'anywhere' },
  header: { display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  heading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  // At most three lines of title; the whole of it is its tooltip.
  // Titles and subtitles often hold a server's name: isolated, so its direction stays inside it.
  title: { margin: 0, overflow: 'hidden', display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: '3', unicodeBidi: 'isolate' },
  subtitle: { color: tokens.colorNeutralForeground2, margin: 0, unicodeBidi: 'isolate' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
})

export interface PageFrameProps {
  /** The page's title (usually the last breadcrumb, already translated). */
  title: ReactNode
  subtitle?: ReactNode
  actions?: ReactNode
  children?: ReactNode
}

/** The standard page: title row (with optional actions) and the content below. */
export function PageFrame({ title, subtitle, actions, children }: PageFrameProps) {
  const styles = useStyles()
  const level = useContext(PageHeadingLevel)
  return (
    <div className={styles.root}>
      <header className={styles.header}>
        <div className={styles.heading}>
          <Text
            as={level === 1 ? 'h1' : 'h2'}
            size={level === 1 ? 700 : 600}
            weight="semibold"
            className={styles.title}
            title={typeof title === 'string' ? title : undefined}
          >
            {title}
          </Text>
          {subtitle ? (
            <Text as="p" className={styles.subtitle}>
              {subtitle}
            </Text>
          ) : null}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </header>
      {children}
    </div>
  )
}
