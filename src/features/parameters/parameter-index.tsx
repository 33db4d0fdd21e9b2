import { OptionsRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { Navigate, useLocation } from 'react-router'
import { usePermissions } from '@/shared/auth/use-permissions'
import { firstReadableParameter } from '@/shared/lib/permissions'
import { EmptyState } from '@/shared/ui/empty-state/empty-state'
import { AreaSpinner } from '@/shared/ui/spinner/full-page-spinner'

/** /dynamicParameter: the first parameter list the user may read (product, company, licensor, producer). */
export function ParameterIndex() {
  const permissions = usePermissions()
  const { t } = useTranslation('dynamic-parameter')
  // cmsId, channelId and companyId travel with the user (spec §2).
  const { search } = useLocation()
  if (!permissions.ready) return <AreaSpinner label={t('index.loading')} />
  const target = firstReadableParameter(permissions)
  if (target) return <Navigate to={{ pathname: target, search }} replace />
  return <EmptyState headingLevel={1} icon={<OptionsRegular />} title={t('index.title')} description={t('index.none')} />
}
