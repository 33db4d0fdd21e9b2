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
  /** What the user may not see, when it is one record rather than a page (a channel they are not assigned to). */
  title?: string
  description?: string
  /** The way back; the dashboard by default. */
  back?: { label: string; to: string }
}

/** Shown instead of a page whose permission the user does not hold, or of a record the server refused (403). */
export function NoAccessPage({ permissions, organization, title, description, back }: NoAccessPageProps) {
  const { t } = useTranslation('common')
  const navigate = useNavigate()
  return (
    <EmptyState
      headingLevel={1}
      icon={<LockClosedRegular />}
      title={title ?? t('noAccess.title')}
      description={description ?? t('noAccess.description')}
      actions={
        <Button appearance="primary" onClick={() => void navigate(back?.to ?? '/dashboard-panel')}>
          {back?.label ?? t('actions.goToDashboard')}
        </Button>
      }
    >
      {permissions && permissions.length > 0 ? <code>{t('noAccess.required', { permissions: permissions.join(', ') })}</code> : null}
      {organization ? <p>{t('noAccess.organization')}</p> : null}
    </EmptyState>
  )
}
