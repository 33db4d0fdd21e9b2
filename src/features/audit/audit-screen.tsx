import { Link } from '@fluentui/react-components'
import { DocumentSearchRegular } from '@fluentui/react-icons'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useGetIdentityEntityKeyValueList } from '@/api/generated/identity/endpoints/commons/commons'
import { getSearchAuditEventsQueryKey, searchAuditEvents, useSearchAuditEvents } from '@/api/generated/identity/endpoints/audit/audit'
import type { AuditEvent, AuditEventSearchRequest } from '@/api/generated/identity/model'
import { useFormatters, useUrlPanel } from '@/shared/hooks'
import { ListPage, serverListSource, useServerList, type ListColumn, type ListFilterControl, type ListFiltersOf, type RowAction } from '@/shared/list'
import { useKeyValueLookup } from '@/shared/options'
import { AuditEventPanel } from './audit-event-panel'
import { AUDIT_ACTIONS, AUDIT_DEFAULT_COLUMNS, AUDIT_RECORD_TYPES, auditList, auditSearchFilters } from './audit-list'

const EVENTS = serverListSource<AuditEventSearchRequest, AuditEvent>(useSearchAuditEvents, searchAuditEvents, getSearchAuditEventsQueryKey)

/** The query parameter of the open event's panel (`?event=<id>`). */
const EVENT_PANEL = 'event'

/** /audit: every change, newest first: filters in the URL, server paging, CSV export, and each event's before/after. */
export function AuditScreen() {
  const { t } = useTranslation('audit')
  const format = useFormatters()
  const server = useServerList(auditList, auditSearchFilters, EVENTS)
  const panel = useUrlPanel(EVENT_PANEL)
  const users = useKeyValueLookup(useGetIdentityEntityKeyValueList, 'User', { selected: [server.list.state.filters.actorId] })

  const columns = useMemo<ListColumn<AuditEvent, never>[]>(
    () => [
      {
        id: 'occurredAt',
        label: t('columns.occurredAt'),
        render: (e) => (
          <Link as="button" onClick={() => panel.open(e.id)}>
            {format.dateTime(e.occurredAt)}
          </Link>
        ),
        csv: (e) => e.occurredAt,
        width: 180,
      },
      { id: 'actor', label: t('columns.actor'), render: (e) => e.actor.name, csv: (e) => e.actor.name, width: 180 },
      { id: 'roles', label: t('columns.roles'), render: (e) => e.actor.roles.join(', '), csv: (e) => e.actor.roles.join(', '), width: 160 },
      { id: 'action', label: t('columns.action'), render: (e) => t(`actions.${e.action}`), csv: (e) => e.action, width: 110 },
      { id: 'recordType', label: t('columns.recordType'), render: (e) => t(`recordTypes.${e.recordType}`), csv: (e) => e.recordType, width: 160 },
      { id: 'recordId', label: t('columns.recordId'), render: (e) => e.recordId, csv: (e) => e.recordId, width: 300 },
      {
        id: 'fields',
        label: t('columns.fields'),
        render: (e) =>
          e.action === 'job'
            ? t('jobItems', { count: e.itemCount ?? 0, formatted: format.integer(e.itemCount ?? 0) })
            : e.changes.map((c) => c.field).join(', '),
        csv: (e) => e.changes.map((c) => c.field).join(' '),
        width: 260,
      },
      { id: 'operation', label: t('columns.operation'), render: (e) => e.operation, csv: (e) => e.operation, width: 300 },
      { id: 'requestId', label: t('columns.requestId'), render: (e) => e.requestId, csv: (e) => e.requestId, width: 280 },
    ],
    [t, format, panel],
  )

  const filters = useMemo<ListFilterControl<ListFiltersOf<typeof auditList>>[]>(
    () => [
      { kind: 'select', key: 'actorId', label: t('filters.actor'), options: users.options, loading: users.loading },
      {
        kind: 'select',
        key: 'recordType',
        label: t('filters.recordType'),
        options: AUDIT_RECORD_TYPES.map((value) => ({ value, label: t(`recordTypes.${value}`) })),
      },
      { kind: 'search', key: 'recordId', label: t('filters.recordId'), placeholder: t('filters.recordIdPlaceholder') },
      { kind: 'select', key: 'action', label: t('filters.action'), options: AUDIT_ACTIONS.map((value) => ({ value, label: t(`actions.${value}`) })) },
      { kind: 'search', key: 'jobId', label: t('filters.job'), placeholder: t('filters.jobPlaceholder') },
      { kind: 'date', key: 'from', label: t('filters.from') },
      { kind: 'date', key: 'to', label: t('filters.to') },
    ],
    [t, users.options, users.loading],
  )

  const rowActions = useMemo<RowAction<AuditEvent>[]>(
    () => [{ id: 'changes', label: t('showChanges'), icon: <DocumentSearchRegular />, onSelect: (e) => panel.open(e.id) }],
    [t, panel],
  )

  return (
    <ListPage
      server={server}
      title={t('title')}
      subtitle={t('subtitle')}
      columns={columns}
      defaultColumns={AUDIT_DEFAULT_COLUMNS}
      getRowId={(e) => e.id}
      rowLabel={(e) => `${e.actor.name} · ${t(`recordTypes.${e.recordType}`)} · ${format.dateTime(e.occurredAt)}`}
      filters={filters}
      rowActions={rowActions}
      exportFileName={t('exportFile')}
      emptyMessage={t('empty')}
    >
      {panel.value ? <AuditEventPanel id={panel.value} onClose={panel.close} /> : null}
    </ListPage>
  )
}
