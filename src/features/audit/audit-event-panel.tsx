import { Link, makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useGetAuditEvent } from '@/api/generated/identity/endpoints/audit/audit'
import type { AuditEvent, AuditValue } from '@/api/generated/identity/model'
import { PanelDrawer, RecordLoading } from '@/shared/form'
import { DetailList } from '@/shared/frame'
import { useFormatters } from '@/shared/hooks'

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  value: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
  before: { backgroundColor: tokens.colorPaletteRedBackground1 },
  after: { backgroundColor: tokens.colorPaletteGreenBackground1 },
  muted: { color: tokens.colorNeutralForeground3 },
  links: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
})

/** A link to another page of the app (a job, the job's items in the trail). */
function PathLink({ to, children }: { to: string; children: string }) {
  const navigate = useNavigate()
  return (
    <Link as="a" href={to} onClick={(event) => (event.preventDefault(), void navigate(to))}>
      {children}
    </Link>
  )
}

/** A field's value as text: strings as they are, other values as JSON (always rendered as text). */
function valueText(value: AuditValue): string | null {
  if (value === null) return null
  return typeof value === 'string' ? value : JSON.stringify(value, null, 1)
}

/** One audit event: who, when, which call, and each changed field's value before and after. */
export function AuditEventPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('audit')
  const query = useGetAuditEvent(id)
  const event = query.data
  return (
    <PanelDrawer open size="large" title={t('detail.title')} onClose={onClose}>
      {event ? <EventBody event={event} /> : <RecordLoading error={query.error} onRetry={() => void query.refetch()} />}
    </PanelDrawer>
  )
}

function EventBody({ event }: { event: AuditEvent }) {
  const { t } = useTranslation('audit')
  const format = useFormatters()
  const styles = useStyles()
  const none = <span className={styles.muted}>{t('detail.none')}</span>
  return (
    <div className={styles.body}>
      <DetailList
        items={[
          { term: t('columns.occurredAt'), value: format.dateTime(event.occurredAt) },
          { term: t('columns.actor'), value: event.actor.name },
          { term: t('columns.roles'), value: event.actor.roles.join(', ') || t('detail.none') },
          { term: t('columns.action'), value: t(`actions.${event.action}`) },
          { term: t('columns.recordType'), value: t(`recordTypes.${event.recordType}`) },
          { term: t('columns.recordId'), value: event.recordId },
          { term: t('columns.operation'), value: event.operation },
          { term: t('columns.requestId'), value: event.requestId },
          ...(event.itemCount != null ? [{ term: t('detail.items'), value: format.number(event.itemCount) }] : []),
          ...(event.jobId ? [{ term: t('detail.job'), value: <PathLink to={`/jobs/${event.jobId}`}>{event.jobId}</PathLink> }] : []),
        ]}
      />
      {event.action === 'job' ? (
        <div className={styles.links}>
          <PathLink to={`/audit?jobId=${event.recordId}`}>{t('detail.showItems')}</PathLink>
          <PathLink to={`/jobs/${event.recordId}`}>{t('detail.openJob')}</PathLink>
        </div>
      ) : null}
      {event.changes.length ? (
        <section aria-label={t('detail.changes')}>
          <Text as="h3" weight="semibold">
            {t('detail.changes')}
          </Text>
          <Table aria-label={t('detail.changes')} size="small">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('detail.field')}</TableHeaderCell>
                <TableHeaderCell>{t('detail.before')}</TableHeaderCell>
                <TableHeaderCell>{t('detail.after')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {event.changes.map((change) => (
                <TableRow key={change.field}>
                  <TableCell>{change.field}</TableCell>
                  <TableCell className={styles.before}>
                    <span className={styles.value}>{valueText(change.before) ?? none}</span>
                  </TableCell>
                  <TableCell className={styles.after}>
                    <span className={styles.value}>{valueText(change.after) ?? none}</span>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </section>
      ) : (
        <Text className={styles.muted}>{t('detail.noChanges')}</Text>
      )}
    </div>
  )
}
