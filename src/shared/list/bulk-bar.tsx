import { Button, Link, makeStyles, MessageBar, MessageBarBody, Spinner, Text, tokens } from '@fluentui/react-components'
import { DismissRegular } from '@fluentui/react-icons'
import { useState, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormatters, useErrorText } from '@/shared/hooks'
import { useConfirm, useNotify } from '@/shared/feedback'
import { fetchAllRows, type FetchPage } from './fetch-all'
import { pageSelectionState, resolveSelectedIds, SelectionLimitError, selectedCount, type SelectionStore } from './selection'
import type { BulkAction } from './types'

/** The contracts' IdsRequest accepts at most 1000 ids. */
export const DEFAULT_BULK_LIMIT = 1000

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
  },
  spacer: { flexGrow: 1 },
})

export interface BulkBarProps<Row> {
  selection: SelectionStore<Row>
  actions: ReadonlyArray<BulkAction<Row>>
  pageIds: readonly string[]
  total: number
  /** Offer "select all N matching" (needs fetchPage to collect the ids). */
  selectAllLimit?: number
  fetchPage?: FetchPage<Row>
  getRowId: (row: Row) => string
}

/** Appears once something is selected: the count, "select all N matching", the bulk actions. */
export function BulkBar<Row>({ selection, actions, pageIds, total, selectAllLimit, fetchPage, getRowId }: BulkBarProps<Row>) {
  const { t } = useTranslation('list-kit')
  const styles = useStyles()
  const notify = useNotify()
  const errorText = useErrorText()
  const [confirm, confirmDialog] = useConfirm()
  const [running, setRunning] = useState<string | null>(null)
  // A failure belongs to the selection it happened on; a new selection hides it.
  const [failure, setFailure] = useState<{ message: string; on: unknown } | null>(null)
  const snapshot = useSyncExternalStore(selection.subscribe, selection.getSnapshot)
  const count = selectedCount(snapshot)
  const format = useFormatters().integer

  if (count === 0) return confirmDialog

  const pageFull = pageSelectionState(snapshot, pageIds) === 'all'
  const canSelectAll = Boolean(fetchPage) && selectAllLimit !== undefined && snapshot.mode === 'ids' && pageFull && total > count

  const run = async (action: BulkAction<Row>) => {
    setFailure(null)
    const question =
      action.confirm?.(count) ??
      (action.destructive
        ? {
            title: t('selection.confirmTitle', { action: action.label }),
            message: t('selection.confirmMessage', { count, formatted: format(count) }),
            confirmLabel: action.label,
          }
        : null)
    if (question && !(await confirm({ destructive: action.destructive, ...question }))) return
    setRunning(action.id)
    try {
      const ids = await resolveSelectedIds(
        snapshot,
        async (signal) => (fetchPage ? (await fetchAllRows(fetchPage, { pageSize: 500, signal })).map(getRowId) : []),
        { limit: action.limit ?? DEFAULT_BULK_LIMIT },
      )
      await action.run(ids, selection.knownRows())
      selection.clear()
    } catch (error) {
      const message = error instanceof SelectionLimitError ? t('selection.tooMany', { limit: format(error.limit) }) : errorText(error)
      setFailure({ message, on: selection.getSnapshot() })
      notify.error(t('selection.failed', { action: action.label }), { body: message })
    } finally {
      setRunning(null)
    }
  }

  return (
    <>
      <div className={styles.bar} role="region" aria-label={t('selection.label')} data-testid="bulk-bar">
        <Text weight="semibold" aria-live="polite">
          {snapshot.mode === 'all' ? t('selection.allMatching', { count: format(count) }) : t('selection.count', { count, formatted: format(count) })}
        </Text>
        {canSelectAll ? (
          total <= (selectAllLimit ?? 0) ? (
            <Link as="button" onClick={() => selection.selectAllMatching(total)}>
              {t('selection.selectAll', { count: total, formatted: format(total) })}
            </Link>
          ) : (
            <Text size={200}>{t('selection.selectAllLimited', { limit: format(selectAllLimit ?? 0) })}</Text>
          )
        ) : null}
        <span className={styles.spacer} />
        {actions.map((action) => (
          <Button
            key={action.id}
            icon={running === action.id ? <Spinner size="tiny" /> : action.icon}
            disabled={running !== null}
            onClick={() => void run(action)}
          >
            {action.label}
          </Button>
        ))}
        <Button appearance="subtle" icon={<DismissRegular />} disabled={running !== null} onClick={() => selection.clear()}>
          {t('selection.clear')}
        </Button>
      </div>
      {failure && failure.on === snapshot ? (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{failure.message}</MessageBarBody>
        </MessageBar>
      ) : null}
      {confirmDialog}
    </>
  )
}
