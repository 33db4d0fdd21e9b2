import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { UpcomingPage } from '@/shared/ui/page-frame/page-frame'

/**
 * The frame of a screen another piece of work is building (issues 4 and 5): its real title
 * (the breadcrumb's label) and what it will hold. The route table swaps it for the screen.
 */
export function Frame({ segment, description, icon }: { segment: string; description: string; icon?: ReactNode }) {
  const { t } = useTranslation(['common', 'breadcrumb'])
  return (
    <UpcomingPage
      title={t(`breadcrumb:segments.${segment}`)}
      badge={t('pageFrame.upcoming')}
      heading={t('pageFrame.willHold')}
      description={t(`frames.${description}`)}
      icon={icon}
    />
  )
}
