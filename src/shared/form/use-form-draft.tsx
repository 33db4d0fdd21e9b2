import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components'
import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { readJson, removeKeys, tabStore, writeJson } from '@/lib/safe-storage'
import { draftKey } from '@/lib/storage-keys'
import { useSession } from '@/shared/auth'
import { useFormatters } from '@/shared/hooks'

interface StoredDraft {
  at: number
  values: unknown
}

/** How long typing settles before the draft is written. */
const DRAFT_WRITE_MS = 300

/**
 * Which record a form edits, without per-screen code: the page's URL (the record's path, a
 * drawer's `?edit=` parameter) and the form's field names (several forms on one page).
 */
const scopeOf = (path: string, fields: string[]) => `${path}#${[...fields].sort().join(',')}`

const readDraft = (key: string): StoredDraft | null => {
  const stored = readJson(key, tabStore()) as StoredDraft | null
  return stored && typeof stored === 'object' && typeof stored.at === 'number' && typeof stored.values === 'object' && stored.values !== null ? stored : null
}

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
  const { t } = useTranslation('common')
  const format = useFormatters()
  const email = useSession()?.user.email ?? null
  const location = useLocation()
  const [fields] = useState(() => Object.keys(form.formState.defaultValues ?? form.getValues()))
  const key = email ? draftKey(email, scopeOf(`${location.pathname}${location.search}`, fields)) : null
  // A kept draft of this record, read when the form opens; put back once.
  const [restored, setRestored] = useState(() => {
    const draft = key ? readDraft(key) : null
    return draft && key ? { key, at: draft.at, values: draft.values as I } : null
  })
  const restoredFor = useRef<string | null>(null)
  useEffect(() => {
    if (!restored || restoredFor.current === restored.key) return
    restoredFor.current = restored.key
    form.reset(restored.values, { keepDefaultValues: true })
  }, [restored, form])
  const restoredAt = restored && restored.key === key ? restored.at : null

  // Keep what is typed (dirty only: an untouched form has no draft). Written once typing settles,
  // and at once when the page goes away (pagehide: a reload, a closed tab) with keys still unwritten.
  useEffect(() => {
    if (!key) return
    let timer: ReturnType<typeof setTimeout> | undefined
    let pending = false
    const write = () => {
      clearTimeout(timer)
      pending = false
      if (form.formState.isDirty) writeJson(key, { at: Date.now(), values: form.getValues() }, tabStore())
      else removeKeys([key], tabStore())
    }
    const subscription = form.watch(() => {
      clearTimeout(timer)
      pending = true
      timer = setTimeout(write, DRAFT_WRITE_MS)
    })
    const flush = () => {
      if (pending) write()
    }
    window.addEventListener('pagehide', flush)
    return () => {
      clearTimeout(timer)
      subscription.unsubscribe()
      window.removeEventListener('pagehide', flush)
    }
  }, [key, form])

  const clear = useCallback(() => {
    if (key) removeKeys([key], tabStore())
    setRestored(null)
  }, [key])

  const discard = () => {
    clear()
    form.reset()
  }

  const time = restoredAt == null ? '' : format.time(new Date(restoredAt))
  const notice =
    restoredAt == null ? null : (
      <MessageBar intent="info" data-testid="form-draft-restored">
        <MessageBarBody>{t('form.draft.restored', { time })}</MessageBarBody>
        <MessageBarActions>
          <Button appearance="transparent" size="small" onClick={discard}>
            {t('form.draft.discard')}
          </Button>
        </MessageBarActions>
      </MessageBar>
    )
  return { notice, clear }
}
