import { Button, Input, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components'
import { CheckmarkRegular, DismissRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import { stripLineBreaks } from './line-breaks'

const useStyles = makeStyles({
  title: {
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    minWidth: 0,
    border: 'none',
    background: 'none',
    padding: 0,
    font: 'inherit',
    color: 'inherit',
    textAlign: 'start',
    cursor: 'text',
    ':hover': { textDecorationLine: 'underline', textDecorationStyle: 'dotted' },
  },
  editor: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS, minWidth: 0, flexGrow: 1 },
  input: { minWidth: 0, flexGrow: 1 },
  error: { color: tokens.colorPaletteRedForeground1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
})

export interface InlineTitleLabels {
  edit: string
  input: string
  save: string
  cancel: string
}

export interface InlineTitleProps {
  title: string
  /** Saves the title; a rejection's message is shown and the typed text kept. */
  onSave: (title: string) => Promise<void>
  /** Saved or cancelled: the cell shows the title again. */
  onDone: () => void
  errorText: (error: unknown) => string
  labels: InlineTitleLabels
  maxLength?: number
}

/** The title as a button that starts editing; no hooks, so scrolled-in rows stay cheap. */
export function TitleButton({ title, label, className, onClick }: { title: string; label: string; className: string; onClick: () => void }) {
  return (
    <button type="button" className={className} title={title} aria-label={`${label}: ${title}`} onClick={onClick}>
      {title}
    </button>
  )
}

/** The class of the title button (the column builder reads it once, not per row). */
export const useTitleStyles = useStyles

/**
 * A grid cell's title being edited in place (mounted for one row at a time): Enter saves,
 * Escape cancels, and the box strips line breaks (a title is one line). A failed save keeps the text and
 * shows the server's message under it (the row's fixed height cuts long messages with an
 * ellipsis; the full text is the tooltip).
 */
export function InlineTitle({ title, onSave, onDone, errorText, labels, maxLength = 100 }: InlineTitleProps) {
  const styles = useStyles()
  const [text, setText] = useState(title)
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const cancel = () => onDone()
  const save = async () => {
    const next = text.trim()
    if (!next || saving) return
    if (next === title) return cancel()
    setSaving(true)
    setError(null)
    try {
      await onSave(next)
      onDone()
    } catch (failure) {
      setError(errorText(failure))
    } finally {
      setSaving(false)
    }
  }
  return (
    <span className={styles.editor}>
      <span className={styles.input}>
        <Input
          size="small"
          autoFocus
          aria-label={labels.input}
          aria-invalid={error ? true : undefined}
          value={text}
          maxLength={maxLength}
          disabled={saving}
          style={{ width: '100%' }}
          onChange={(_, data) => setText(stripLineBreaks(data.value))}
          onPaste={(event) => {
            // A pasted break becomes a space here (browsers differ: some drop it, joining words).
            const pasted = event.clipboardData.getData('text')
            if (!/[\r\n\u2028\u2029]/.test(pasted)) return
            event.preventDefault()
            const input = event.currentTarget
            const start = input.selectionStart ?? text.length
            const end = input.selectionEnd ?? text.length
            setText(stripLineBreaks(`${text.slice(0, start)}${pasted}${text.slice(end)}`).slice(0, maxLength))
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              void save()
            } else if (event.key === 'Escape') {
              event.preventDefault()
              event.stopPropagation()
              cancel()
            }
          }}
        />
        {error ? (
          <Text size={100} className={styles.error} role="alert" title={error} block>
            {error}
          </Text>
        ) : null}
      </span>
      <Button
        size="small"
        appearance="subtle"
        icon={saving ? <Spinner size="extra-tiny" /> : <CheckmarkRegular />}
        aria-label={labels.save}
        disabled={saving || !text.trim()}
        onClick={() => void save()}
      />
      <Button size="small" appearance="subtle" icon={<DismissRegular />} aria-label={labels.cancel} disabled={saving} onClick={cancel} />
    </span>
  )
}
