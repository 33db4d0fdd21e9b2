import { DataUsageRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { FirstReadableRedirect } from '@/shared/routing'
import { REPORT_ORDER } from './access'

/**
 * /reports: the first report the user may read, in REPORT_ORDER; with none the user stays on
 * /reports and is told why (docs/decisions.md). The carried ids (cmsId, channelId, companyId) go along.
 */
export function ReportsIndex() {
  const { t } = useTranslation(['common', 'breadcrumb'])
  return (
    <FirstReadableRedirect
      targets={REPORT_ORDER}
      loadingLabel={t('states.loading')}
      empty={{ icon: <DataUsageRegular />, title: t('breadcrumb:segments.reports'), description: t('indexes.noReports') }}
    />
  )
}
