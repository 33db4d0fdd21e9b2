import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components'
import { DismissRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'

/** The server's message for a failed save that concerns no single field, above the form. */
export function FormServerError({ message, title, onDismiss }: { message: string | null; title?: string; onDismiss(): void }) {
  const { t } = useTranslation('list-kit')
  if (!message) return null
  return (
    <MessageBar intent="error" layout="multiline" role="alert" data-testid="form-server-error">
      <MessageBarBody>
        {title ? <MessageBarTitle>{title}</MessageBarTitle> : null}
        {message}
      </MessageBarBody>
      <MessageBarActions containerAction={<Button appearance="transparent" aria-label={t('form.dismiss')} icon={<DismissRegular />} onClick={onDismiss} />} />
    </MessageBar>
  )
}
