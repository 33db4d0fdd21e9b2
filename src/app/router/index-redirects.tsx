import { DataUsageRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { Navigate } from 'react-router'
import { usePermissions } from '@/shared/auth/use-permissions'
import { firstReadableReport } from '@/shared/lib/permissions'
import { EmptyState } from '@/shared/ui/empty-state/empty-state'
import { AreaSpinner } from '@/shared/ui/spinner/full-page-spinner'

/**
 * /reports: the first report the user may read, in the spec's order; with none the user
 * stays on /reports (spec §2, §8) and is told why.
 */
export function ReportsIndex() {
  const permissions = usePermissions()
  const { t } = useTranslation(['common', 'breadcrumb'])
  if (!permissions.ready) return <AreaSpinner label={t('states.loading')} />
  const target = firstReadableReport(permissions)
  if (target) return <Navigate to={target} replace />
  return <EmptyState headingLevel={1} icon={<DataUsageRegular />} title={t('breadcrumb:segments.reports')} description={t('indexes.noReports')} />
}
