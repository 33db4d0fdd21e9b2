import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components'
import type { HTMLAttributes, ReactNode } from 'react'

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    minWidth: 0,
    boxSizing: 'border-box',
    // Server text with no spaces (a name) wraps inside the panel instead of widening it.
    overflowWrap: 'anywhere',
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
  },
  subtle: { backgroundColor: tokens.colorNeutralBackground3, boxShadow: 'none' },
})

export interface SurfaceProps extends HTMLAttributes<HTMLElement> {
  as?: 'section' | 'div' | 'article'
  appearance?: 'raised' | 'subtle'
  children?: ReactNode
}

/**
 * A raised panel in the theme's colours (what Fluent's Card looks like, without its
 * interactive machinery, which static panels do not need and every page would download).
 */
export function Surface({ as: Element = 'section', appearance = 'raised', className, children, ...rest }: SurfaceProps) {
  const styles = useStyles()
  return (
    <Element className={mergeClasses(styles.root, appearance === 'subtle' && styles.subtle, className)} {...rest}>
      {children}
    </Element>
  )
}
