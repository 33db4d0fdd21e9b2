import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Button,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchAuditEvents } from '@/api/generated/identity/endpoints/audit/audit'
import type { AuditRecordType, AuditValue } from '@/api/generated/identity/model'
import { usePermissions } from '@/shared/auth'
import { AreaSpinner, QueryFailure, useNotify } from '@/shared/feedback'
import { useErrorText, useFormatters } from '@/shared/hooks'
import { formatValue } from './values'
import { diffOf, revertPatch, versionsOf, type RecordValues, type RecordVersion } from './versions'

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  pickers: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(200px, 100%), 1fr))', gap: tokens.spacingHorizontalM },
  // A grid item is as wide as its longest option otherwise, and overflows a narrow panel.
  picker: { minWidth: 0 },
  select: { minWidth: 0, maxWidth: '100%' },
  table: { tableLayout: 'fixed' },
  value: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  from: { backgroundColor: tokens.colorPaletteRedBackground1 },
  to: { backgroundColor: tokens.colorPaletteGreenBackground1 },
  muted: { color: tokens.colorNeutralForeground3 },
})

/** The most recent changes a history shows (the contract pages up to 500). */
const HISTORY_SIZE = 100

export interface RecordHistoryProps {
  recordType: AuditRecordType
  recordId: string
  /** The record as read now (its fields by the names the audit trail uses). */
  current: RecordValues
  /** Writes the given fields back through the record's own update (same If-Match check as an edit). */
  onRevert(patch: RecordValues): Promise<unknown>
  /** A field's label; the field's name when it has none; null for a field the history does not show (one derived from another). */
  fieldLabel?(field: string): string | null | undefined
  /**
   * A value of the field as the form shows it (an enum's label, a referenced record's name), for the
   * value and for each item of a list; undefined leaves it to the kit (dates, yes/no, numbers, lists).
   */
  valueLabel?(field: string, value: AuditValue): string | undefined
}

/**
 * "History" of a record in its editor, for users with audit_read: its versions (who, when), a
 * field-level diff between any two, and "Revert to this version" (docs/decisions.md, "Record
 * history and revert"). Collapsed until opened; the events are read only then.
 */
export function RecordHistory(props: RecordHistoryProps) {
  const { t } = useTranslation('common')
  const { can } = usePermissions()
  const [open, setOpen] = useState(false)
  if (!can('audit_read')) return null
  return (
    <Accordion collapsible openItems={open ? ['history'] : []} onToggle={(_, data) => setOpen(data.openItems.includes('history'))}>
      <AccordionItem value="history">
        <AccordionHeader>{t('history.title')}</AccordionHeader>
        <AccordionPanel>{open ? <HistoryBody {...props} /> : null}</AccordionPanel>
      </AccordionItem>
    </Accordion>
  )
}

function HistoryBody({ recordType, recordId, current, onRevert, fieldLabel, valueLabel }: RecordHistoryProps) {
  const { t } = useTranslation('common')
  const query = useSearchAuditEvents({ recordType, recordId, index: 0, size: HISTORY_SIZE })
  const versions = useMemo(() => (query.data ? versionsOf(current, query.data.items) : null), [current, query.data])
  if (query.isError) return <QueryFailure query={query} />
  if (!versions) return <AreaSpinner label={t('history.loading')} />
  if (versions.length < 2) return <Text>{t('history.none')}</Text>
  return <VersionsDiff key={versions[0]!.key} versions={versions} onRevert={onRevert} fieldLabel={fieldLabel} valueLabel={valueLabel} />
}

function VersionsDiff({
  versions,
  onRevert,
  fieldLabel,
  valueLabel,
}: { versions: RecordVersion[] } & Pick<RecordHistoryProps, 'onRevert' | 'fieldLabel' | 'valueLabel'>) {
  const { t } = useTranslation('common')
  const styles = useStyles()
  const format = useFormatters()
  const notify = useNotify()
  const errorText = useErrorText()
  // Compare the version before the newest change with the current one, unless chosen otherwise.
  const [fromKey, setFromKey] = useState(versions[1]!.key)
  const [toKey, setToKey] = useState(versions[0]!.key)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const byKey = new Map(versions.map((version) => [version.key, version]))
  const from = byKey.get(fromKey) ?? versions[1]!
  const to = byKey.get(toKey) ?? versions[0]!
  const current = versions[0]!
  const label = (version: RecordVersion) =>
    version.event
      ? t('history.version', { who: version.event.actor.name, when: format.dateTime(version.event.occurredAt) }) +
        (version === current ? ` (${t('history.current')})` : '')
      : t('history.earliest')
  const changes = diffOf(from.values, to.values).filter((change) => fieldLabel?.(change.field) !== null)
  const patch = revertPatch(current.values, from.values)
  const none = <span className={styles.muted}>{t('history.empty')}</span>
  const words = {
    yes: t('history.yes'),
    no: t('history.no'),
    // One item a line: a list's items (permission names, video titles) may hold commas and be long.
    list: (items: string[]) => items.join('\n'),
  }
  const text = (field: string, value: AuditValue) =>
    value === null || (Array.isArray(value) && value.length === 0) ? (
      none
    ) : (
      <span className={styles.value}>{formatValue(value, format, words, valueLabel && ((item) => valueLabel(field, item)))}</span>
    )

  const revert = async () => {
    setBusy(true)
    setFailure(null)
    try {
      await onRevert(patch)
      notify.success(t('history.reverted', { version: label(from) }))
    } catch (error) {
      setFailure(errorText(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={styles.body}>
      <div className={styles.pickers}>
        <Field label={t('history.from')} className={styles.picker}>
          <Select className={styles.select} value={from.key} onChange={(_, data) => setFromKey(data.value)}>
            {versions.map((version) => (
              <option key={version.key} value={version.key}>
                {label(version)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('history.to')} className={styles.picker}>
          <Select className={styles.select} value={to.key} onChange={(_, data) => setToKey(data.value)}>
            {versions.map((version) => (
              <option key={version.key} value={version.key}>
                {label(version)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {changes.length ? (
        <Table aria-label={t('history.diff')} size="small" className={styles.table}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('history.field')}</TableHeaderCell>
              <TableHeaderCell>{t('history.fromValue')}</TableHeaderCell>
              <TableHeaderCell>{t('history.toValue')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {changes.map((change) => (
              <TableRow key={change.field}>
                <TableCell>{fieldLabel?.(change.field) ?? change.field}</TableCell>
                <TableCell className={styles.from}>{text(change.field, change.from)}</TableCell>
                <TableCell className={styles.to}>{text(change.field, change.to)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <Text className={styles.muted}>{t('history.same')}</Text>
      )}
      {failure ? (
        <MessageBar intent="error">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div>
        <Button appearance="secondary" disabled={busy || Object.keys(patch).length === 0} onClick={() => void revert()}>
          {t('history.revert')}
        </Button>
      </div>
    </div>
  )
}
