import { DataUsageRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { usePermissions } from '@/shared/auth/use-permissions'
import { firstReadableReport } from '@/shared/lib/permissions'
import { EmptyState } from '@/shared/ui/empty-state/empty-state'
import { AreaSpinner } from '@/shared/ui/spinner/full-page-spinner'
import { RedirectKeepingSearch } from './redirect'

/**
 * /reports: the first report the user may read, in the spec's order; with none the user
 * stays on /reports (spec §2, §8) and is told why. The carried ids (cmsId, channelId,
 * companyId) go along.
 */
export function ReportsIndex() {
  const permissions = usePermissions()
  const { t } = useTranslation(['common', 'breadcrumb'])
  if (!permissions.ready) return <AreaSpinner label={t('states.loading')} />
  const target = firstReadableReport(permissions)
  if (target) return <RedirectKeepingSearch to={target} />
  return <EmptyState headingLevel={1} icon={<DataUsageRegular />} title={t('breadcrumb:segments.reports')} description={t('indexes.noReports')} />
}
