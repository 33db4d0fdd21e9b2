import { Button } from '@fluentui/react-components'
import { DocumentQuestionMarkRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { EmptyState } from './empty-state'

/** The authenticated not-found page: any unknown path inside the layout. */
export function NotFoundPage() {
  const { t } = useTranslation('common')
  const navigate = useNavigate()
  return (
    <EmptyState
      headingLevel={1}
      icon={<DocumentQuestionMarkRegular />}
      title={t('notFound.title')}
      description={t('notFound.description')}
      actions={
        <>
          <Button appearance="primary" onClick={() => navigate('/dashboard-panel')}>
            {t('actions.goToDashboard')}
          </Button>
          <Button onClick={() => navigate(-1)}>{t('actions.back')}</Button>
        </>
      }
    />
  )
}
