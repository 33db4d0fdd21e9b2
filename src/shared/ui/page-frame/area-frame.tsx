import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { UpcomingPage } from './page-frame'

export interface AreaFrameProps {
  /** Page namespace whose `pages.<key>.frame` holds the description and items. */
  ns: string
  /** Key under `pages` in that namespace (usually the namespace itself). */
  pageKey?: string
  /** The breadcrumb segment whose label is the page title. */
  segment: string
  icon?: ReactNode
  children?: ReactNode
}

/**
 * A page frame whose texts live in a page namespace: `pages.<pageKey>.frame.description` and
 * `pages.<pageKey>.frame.items` (an object of short lines).
 */
export function AreaFrame({ ns, pageKey = ns, segment, icon, children }: AreaFrameProps) {
  const { t } = useTranslation([ns, 'common', 'breadcrumb'])
  const items = t(`pages.${pageKey}.frame.items`, { returnObjects: true }) as unknown
  return (
    <UpcomingPage
      title={t(`breadcrumb:segments.${segment}`)}
      badge={t('common:pageFrame.upcoming')}
      heading={t('common:pageFrame.willHold')}
      description={t(`pages.${pageKey}.frame.description`)}
      items={items && typeof items === 'object' ? Object.values(items as Record<string, string>) : undefined}
      icon={icon}
    >
      {children}
    </UpcomingPage>
  )
}
