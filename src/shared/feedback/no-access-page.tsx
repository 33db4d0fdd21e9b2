import { Button } from '@fluentui/react-components'
import { LockClosedRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { EmptyState } from './empty-state'

export interface NoAccessPageProps {
  /** The permissions the page needs (any of them), shown so the user can ask for the right one. */
  permissions?: readonly string[]
  /** The page is for accounts with an organizationId claim only. */
  organization?: boolean
}

/** Shown instead of a page whose permission the user does not hold. */
export function NoAccessPage({ permissions, organization }: NoAccessPageProps) {
  const { t } = useTranslation('common')
  const navigate = useNavigate()
  return (
    <EmptyState
      headingLevel={1}
      icon={<LockClosedRegular />}
      title={t('noAccess.title')}
      description={t('noAccess.description')}
      actions={
        <Button appearance="primary" onClick={() => navigate('/dashboard-panel')}>
          {t('actions.goToDashboard')}
        </Button>
      }
    >
      {permissions && permissions.length > 0 ? <code>{t('noAccess.required', { permissions: permissions.join(', ') })}</code> : null}
      {organization ? <p>{t('noAccess.organization')}</p> : null}
    </EmptyState>
  )
}
