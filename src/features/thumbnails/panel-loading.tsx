import { Skeleton } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { RowsPlaceholder } from '@/shared/charts'

/** A panel's loading shape: rows of placeholders, announced as loading (Skeleton is a busy progressbar). */
export function PanelLoading() {
  const { t } = useTranslation('common')
  return (
    <Skeleton aria-label={t('states.loading')}>
      <RowsPlaceholder rows={4} kind="table" />
    </Skeleton>
  )
}
