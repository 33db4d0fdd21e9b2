import { Button, makeStyles, Text, tokens } from '@fluentui/react-components'
import { EditRegular } from '@fluentui/react-icons'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useGetOrganization } from '@/api/generated/identity/endpoints/organizations/organizations'
import { PanelDrawer, RecordLoading } from '@/shared/ui/form'
import { useFormatters } from '@/shared/ui/format'
import { StatusBadge } from '@/shared/ui/list'
import { useOrganizationOptions } from './use-organization-options'

const useStyles = makeStyles({
  list: { display: 'grid', gridTemplateColumns: 'minmax(140px, max-content) 1fr', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  pair: { display: 'contents' },
})

/** `?detail=<id>`: every field of an organization, read-only, with Edit for writers. */
export function OrganizationDetail({ id, canEdit, onEdit, onClose }: { id: string; canEdit: boolean; onEdit(): void; onClose(): void }) {
  const { t } = useTranslation('organization')
  const styles = useStyles()
  const format = useFormatters()
  const options = useOrganizationOptions()
  const query = useGetOrganization(id)
  const o = query.data
  const rows: Array<[string, ReactNode]> = o
    ? [
        [t('fields.name'), o.name],
        [t('fields.authorizedName'), o.authorizedName],
        [t('fields.phoneNumber'), o.phoneNumber],
        [t('fields.email'), o.email],
        [t('fields.address'), o.address ?? '—'],
        [t('fields.country'), options.countries.labelOf(o.country) ?? o.country],
        [t('fields.language'), options.languages.labelOf(o.language) ?? o.language],
        [t('fields.taxNumber'), o.taxNumber ?? '—'],
        [t('fields.contractStartDate'), format.date(o.contractStartDate)],
        [t('fields.contractEndDate'), format.date(o.contractEndDate)],
        [t('fields.status'), <StatusBadge key="status" status={o.status} label={options.statuses.labelOf(o.status) ?? t(`status.${o.status}`)} />],
        [t('fields.createdAt'), format.dateTime(o.createdAt)],
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
      {o ? (
        <dl className={styles.list}>
          {rows.map(([term, value]) => (
            <div key={term} className={styles.pair}>
              <dt className={styles.term}>
                <Text>{term}</Text>
              </dt>
              <dd className={styles.value}>{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <RecordLoading error={query.error} onRetry={() => void query.refetch()} />
      )}
    </PanelDrawer>
  )
}
