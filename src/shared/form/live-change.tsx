import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components'
import { QueryClientContext } from '@tanstack/react-query'
import { useContext, useEffect, useReducer, useState, type ReactElement } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { RecordChangedEvent } from '@/api/generated/channel/model'
import { notificationHub } from '@/api/notification-hub'
import { heldVersion, isOwnChange } from '@/api/record-versions'
import { cachedRecord, refreshRecord, useFormatters } from '@/shared/hooks'
import { recordAsValues } from './merge'

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/** What another user's save of the open record brings: who, when, and the record as it is now (once read). */
export interface LiveChange {
  event: RecordChangedEvent
  /** The record at the event's version or later, once the cache has read it again; null before. */
  record: Record<string, unknown> | null
}

interface LiveChangeOptions<I extends FieldValues> {
  /** The record the form edits: its id and the version it opened at. */
  recordId: string | undefined
  openedAt: number | undefined
  fromRecord?: (record: never) => I
}

/**
 * The hub's RecordChanged for the record an open form edits (docs/decisions.md, "Live changes"):
 * another user's save of it (not this tab's own: `isOwnChange`), newer than the version the form
 * holds. The cached copies are read again (`refreshRecord`), and the record as it is now is kept for
 * the form to take in. `dismiss` hides it until the next change.
 */
export function useLiveChange<I extends FieldValues>({ recordId, openedAt, fromRecord }: LiveChangeOptions<I>) {
  const queryClient = useContext(QueryClientContext)
  const [event, setEvent] = useState<RecordChangedEvent | null>(null)
  const [record, setRecord] = useState<Record<string, unknown> | null>(null)

  useEffect(() => {
    if (!recordId) return
    let live = true
    const stop = notificationHub.onRecordChanged((next) => {
      if (next.id !== recordId) return
      void isOwnChange(next.id, next.version).then((own) => {
        const base = heldVersion(next.id) ?? openedAt ?? 0
        if (!live || own || next.version <= base) return
        setEvent((shown) => (shown && shown.version >= next.version ? shown : next))
        setRecord(null)
        if (queryClient) void refreshRecord(queryClient, next)
      })
    })
    return () => {
      live = false
      stop()
    }
  }, [recordId, openedAt, queryClient])

  // The record as it is now, from the cache once a query has read it again.
  useEffect(() => {
    if (!event || event.deleted || !queryClient || !recordId) return
    const look = () => {
      const found = cachedRecord(queryClient, recordId, event.version, !fromRecord)
      if (found) setRecord(found)
    }
    look()
    return queryClient.getQueryCache().subscribe(look)
  }, [event, queryClient, recordId, fromRecord])

  return {
    change: event ? ({ event, record } satisfies LiveChange) : null,
    dismiss: () => {
      setEvent(null)
      setRecord(null)
    },
  }
}

/** The form's fields another user's record sets to something else than the form started from. */
export function fieldsTheyChanged<I extends FieldValues>(
  form: UseFormReturn<I, unknown, FieldValues>,
  record: Record<string, unknown>,
  fromRecord?: (record: never) => I,
) {
  const base = (form.formState.defaultValues ?? {}) as Record<string, unknown>
  const mine = form.getValues() as Record<string, unknown>
  const theirs = recordAsValues(record, mine, fromRecord) as Record<string, unknown>
  return Object.keys(theirs).filter((field) => !same(theirs[field], base[field]))
}

/** Re-renders every second while shown, so "3 seconds ago" stays true. */
function useEverySecond(on: boolean) {
  const [, tick] = useReducer((n: number) => n + 1, 0)
  useEffect(() => {
    if (!on) return
    const timer = setInterval(tick, 1000)
    return () => clearInterval(timer)
  }, [on])
}

/**
 * "Burak Demir changed Title and Description · 3 seconds ago  [Take their changes] [Dismiss]" above
 * an open form (the form kit renders it; `fields` are the form's labels of what they changed).
 */
export function LiveChangeNotice({
  change,
  fields,
  onTake,
  onDismiss,
}: {
  change: LiveChange | null
  fields: string[]
  onTake(): void
  onDismiss(): void
}): ReactElement | null {
  const { t, i18n } = useTranslation('list-kit')
  const format = useFormatters()
  useEverySecond(change !== null)
  if (!change) return null
  const { event, record } = change
  const name = event.changedBy?.name ?? t('merge.someone')
  const when = format.relativeTime(event.changedAt ?? new Date().toISOString())
  const text = event.deleted
    ? t('live.deleted', { name, when })
    : fields.length > 0
      ? t('live.changed', { name, when, count: fields.length, fields: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(fields) })
      : t('live.changedRecord', { name, when })
  return (
    <MessageBar intent="warning" data-testid="live-change" layout="multiline">
      <MessageBarBody>{text}</MessageBarBody>
      <MessageBarActions>
        {event.deleted ? null : (
          <Button appearance="primary" size="small" disabled={!record} onClick={onTake}>
            {t('live.take')}
          </Button>
        )}
        <Button appearance="transparent" size="small" onClick={onDismiss}>
          {t('live.dismiss')}
        </Button>
      </MessageBarActions>
    </MessageBar>
  )
}
