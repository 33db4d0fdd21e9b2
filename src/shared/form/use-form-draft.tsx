import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { useLocation } from 'react-router'
import { DraftNotice, readDraft, useDraftKey, useDraftSlot } from './draft-slot'

/**
 * Which record a form edits, without per-screen code: the page's URL (the record's path, a
 * drawer's `?edit=` parameter) and the form's field names (several forms on one page).
 */
const scopeOf = (path: string, fields: string[]) => `${path}#${[...fields].sort().join(',')}`

export interface FormDraft {
  /** The "restored draft from 14:32 · discard" line, while a restored draft is on screen. */
  notice: ReactElement | null
  /** Forget the draft (after a save). */
  clear(): void
}

/**
 * What is typed in an open form is kept in the tab's session storage per user and record while
 * the tab lives (a reload or a crash included) and put back when the form opens again, with a
 * line that says so and offers to discard it. Saving or discarding removes it; sign-out removes
 * every draft of the tab (src/api/session.ts).
 */
export function useFormDraft<I extends FieldValues, O extends FieldValues>(form: UseFormReturn<I, unknown, O>): FormDraft {
  const location = useLocation()
  const [fields] = useState(() => Object.keys(form.formState.defaultValues ?? form.getValues()))
  const key = useDraftKey(scopeOf(`${location.pathname}${location.search}`, fields))
  // A kept draft of this record, read when the form opens; put back once.
  const [restored, setRestored] = useState(() => {
    const draft = readDraft<I>(key)
    return draft && key ? { key, at: draft.at, values: draft.values } : null
  })
  const restoredFor = useRef<string | null>(null)
  useEffect(() => {
    if (!restored || restoredFor.current === restored.key) return
    restoredFor.current = restored.key
    form.reset(restored.values, { keepDefaultValues: true })
  }, [restored, form])
  const restoredAt = restored && restored.key === key ? restored.at : null

  // Keep what is typed (dirty only: an untouched form has no draft).
  const slot = useDraftSlot(key, () => (form.formState.isDirty ? form.getValues() : null))
  const { changed, clear: forget } = slot
  useEffect(() => {
    const subscription = form.watch(() => changed())
    return () => subscription.unsubscribe()
  }, [form, changed])

  const clear = useCallback(() => {
    forget()
    setRestored(null)
  }, [forget])

  const discard = () => {
    clear()
    form.reset()
  }

  return { notice: restoredAt == null ? null : <DraftNotice at={restoredAt} onDiscard={discard} />, clear }
}
