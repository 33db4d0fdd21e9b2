import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components'
import { ArrowClockwiseRegular, ShieldErrorRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import type { PermissionsError } from '@/shared/auth'
import { EmptyState } from './empty-state'

/** 'Permissions not fetched', followed by the server's message or the client's reason. */
function usePermissionsErrorText(error: PermissionsError): string {
  const { t } = useTranslation('common')
  if (error.serverMessage) return t('permissions.loadFailedWith', { message: error.serverMessage })
  if (error.messageKey) return `${t('permissions.loadFailed')} ${t(error.messageKey)}`
  return t('permissions.loadFailed')
}

export interface PermissionsErrorProps {
  error: PermissionsError
  onRetry(): void
}

/** Instead of a page while the user's permissions are unknown: neither shown nor refused. */
export function PermissionsErrorPage({ error, onRetry }: PermissionsErrorProps) {
  const { t } = useTranslation('common')
  return (
    <EmptyState
      headingLevel={1}
      icon={<ShieldErrorRegular />}
      title={usePermissionsErrorText(error)}
      description={t('permissions.explain')}
      actions={
        <Button appearance="primary" icon={<ArrowClockwiseRegular />} onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      }
    />
  )
}

/** The same, small enough for the sidebar. */
export function PermissionsErrorBar({ error, onRetry }: PermissionsErrorProps) {
  const { t } = useTranslation('common')
  return (
    <MessageBar intent="error" layout="multiline" role="alert">
      <MessageBarBody>{usePermissionsErrorText(error)}</MessageBarBody>
      <MessageBarActions>
        <Button size="small" icon={<ArrowClockwiseRegular />} onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      </MessageBarActions>
    </MessageBar>
  )
}
