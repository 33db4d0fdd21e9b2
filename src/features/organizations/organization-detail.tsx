import { Button } from '@fluentui/react-components'
import { EditRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { useGetOrganization } from '@/api/generated/identity/endpoints/organizations/organizations'
import { DetailList, type DetailItem } from '@/shared/frame'
import { PanelDrawer, RecordLoading } from '@/shared/form'
import { useFormatters } from '@/shared/hooks'
import { StatusBadge } from '@/shared/list'
import { useOrganizationOptions } from './use-organization-options'

/** `?detail=<id>`: every field of an organization, read-only, with Edit for writers. */
export function OrganizationDetail({ id, canEdit, onEdit, onClose }: { id: string; canEdit: boolean; onEdit(): void; onClose(): void }) {
  const { t } = useTranslation('organization')
  const format = useFormatters()
  const options = useOrganizationOptions()
  const query = useGetOrganization(id)
  const o = query.data
  const rows: DetailItem[] = o
    ? [
        { term: t('fields.name'), value: o.name },
        { term: t('fields.authorizedName'), value: o.authorizedName },
        { term: t('fields.phoneNumber'), value: o.phoneNumber },
        { term: t('fields.email'), value: o.email },
        { term: t('fields.address'), value: o.address ?? '—' },
        { term: t('fields.country'), value: options.countries.labelOf(o.country) ?? o.country },
        { term: t('fields.language'), value: options.languages.labelOf(o.language) ?? o.language },
        { term: t('fields.taxNumber'), value: o.taxNumber ?? '—' },
        { term: t('fields.contractStartDate'), value: format.date(o.contractStartDate) },
        { term: t('fields.contractEndDate'), value: format.date(o.contractEndDate) },
        { term: t('fields.status'), value: <StatusBadge status={o.status} label={options.statuses.labelOf(o.status) ?? t(`status.${o.status}`)} /> },
        { term: t('fields.createdAt'), value: format.dateTime(o.createdAt) },
      ]
    : []
  return (
    <PanelDrawer
      open
      title={o ? o.name : t('detail.title')}
      onClose={onClose}
      actions={
        canEdit && o ? (
          <Button appearance="primary" icon={<EditRegular />} onClick={onEdit}>
            {t('actions.edit')}
          </Button>
        ) : null
      }
    >
      {o ? <DetailList items={rows} /> : <RecordLoading error={query.error} onRetry={() => void query.refetch()} />}
    </PanelDrawer>
  )
}
