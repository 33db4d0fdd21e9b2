import { makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components'
import type { ReactNode } from 'react'
import type { JobPreview, JobPreviewItem } from '@/api/generated/channel/model'
import { useFormatters } from '@/shared/hooks'

const useStyles = makeStyles({
  items: {
    maxHeight: '40vh',
    overflowY: 'auto',
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  name: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  field: { overflowWrap: 'anywhere', color: tokens.colorNeutralForeground2 },
  before: { textDecorationLine: 'line-through', color: tokens.colorNeutralForeground3 },
})

/** The words of a preview, in the screen's namespace: `previewSummary`, `previewList`, `previewFirst`, `alreadySo`, `unknownFailure`, `fields.<field>`. */
type JobPreviewWords = (key: string, values?: Record<string, unknown>) => string

/**
 * The server's preview of a job (videos, claims, an import): the counts, then the first items
 * with each field before → after, "already so", or why it is refused; and how many are not listed.
 */
export function JobPreviewList({
  preview,
  total,
  say,
  shown,
  lead,
}: {
  preview: JobPreview
  total: number
  say: JobPreviewWords
  /** A field's value as the screen shows it (a label for an enum, a name for an id); null: none. */
  shown: (field: string, value: string | null) => string
  /** What goes before an item's title (an import's row number). */
  lead?: (item: JobPreviewItem) => ReactNode
}) {
  const styles = useStyles()
  const format = useFormatters()
  return (
    <>
      <MessageBar intent={preview.refused ? 'warning' : 'info'} role="status">
        <MessageBarBody>
          {say('previewSummary', {
            count: preview.changes,
            changes: format.integer(preview.changes),
            unchanged: format.integer(preview.unchanged),
            refused: format.integer(preview.refused),
          })}
        </MessageBarBody>
      </MessageBar>
      <ul className={styles.items} aria-label={say('previewList')}>
        {preview.items.map((item) => (
          <li key={item.id} data-preview-item={item.id} data-outcome={item.outcome}>
            <span className={styles.name}>
              {lead?.(item)}
              {item.title || item.id}
            </span>
            {item.outcome === 'refused' ? (
              <Text block>{item.message ?? say('unknownFailure')}</Text>
            ) : item.outcome === 'unchanged' ? (
              <Text block>{say('alreadySo')}</Text>
            ) : (
              item.fields.map((field) => (
                <Text block key={field.field} className={styles.field}>
                  {say(`fields.${field.field}`)}: <span className={styles.before}>{shown(field.field, field.before)}</span> → {shown(field.field, field.after)}
                </Text>
              ))
            )}
          </li>
        ))}
      </ul>
      {total > preview.items.length ? (
        <Text size={200}>{say('previewFirst', { shown: format.integer(preview.items.length), total: format.integer(total) })}</Text>
      ) : null}
    </>
  )
}
