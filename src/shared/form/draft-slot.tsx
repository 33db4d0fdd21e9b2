import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components'
import { useCallback, useEffect, useLayoutEffect, useRef, type ReactElement } from 'react'
import { useTranslation } from 'react-i18next'
import { readJson, removeKeys, tabStore, writeJson } from '@/lib/safe-storage'
import { draftKey } from '@/lib/storage-keys'
import { useSession } from '@/shared/auth'
import { useFormatters } from '@/shared/hooks'

/** A kept draft: when it was written and what it holds. */
interface StoredDraft<T = unknown> {
  at: number
  values: T
}

/** How long typing settles before the draft is written. */
const DRAFT_WRITE_MS = 300

/**
 * The storage key of a draft of the signed-in user, or null without a session. `scope` names the
 * record: the page's path and query (the record's path, a drawer's `?edit=`) and what on the page
 * is edited (a form's field names, `content-wizard`). Sign-out and another user's sign-in remove
 * every draft of the tab (src/api/session.ts).
 */
export function useDraftKey(scope: string): string | null {
  const email = useSession()?.user.email ?? null
  return email ? draftKey(email, scope) : null
}

/** The draft kept under `key`, or null (none, or not one this code wrote). */
export function readDraft<T>(key: string | null): StoredDraft<T> | null {
  if (!key) return null
  const stored = readJson(key, tabStore()) as StoredDraft<T> | null
  return stored && typeof stored === 'object' && typeof stored.at === 'number' && typeof stored.values === 'object' && stored.values !== null ? stored : null
}

export interface DraftSlot {
  /** Something changed: the snapshot is written once changes settle (or at once on pagehide). */
  changed(): void
  /** Forget the draft (saved, discarded, closed). */
  clear(): void
}

/**
 * Keeps a draft in the tab's session storage (a reload or a crash keeps it, the tab's end does
 * not): `snapshot()` is what to keep, null when there is nothing to keep (an untouched form).
 * Written 300 ms after the last change, and at once when the page goes away (`pagehide`) with a
 * change not yet written. The form kit's drafts and the content wizard's use it.
 */
export function useDraftSlot(key: string | null, snapshot: () => unknown): DraftSlot {
  const take = useRef(snapshot)
  // The latest snapshot, before any effect of the caller reports a change.
  useLayoutEffect(() => {
    take.current = snapshot
  })
  const pending = useRef(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const write = useCallback(() => {
    clearTimeout(timer.current)
    pending.current = false
    if (!key) return
    const values = take.current()
    if (values == null) removeKeys([key], tabStore())
    else writeJson(key, { at: Date.now(), values } satisfies StoredDraft, tabStore())
  }, [key])

  useEffect(() => {
    const flush = () => {
      if (pending.current) write()
    }
    window.addEventListener('pagehide', flush)
    return () => {
      window.removeEventListener('pagehide', flush)
      clearTimeout(timer.current)
    }
  }, [write])

  const changed = useCallback(() => {
    clearTimeout(timer.current)
    pending.current = true
    timer.current = setTimeout(write, DRAFT_WRITE_MS)
  }, [write])

  const clear = useCallback(() => {
    clearTimeout(timer.current)
    pending.current = false
    if (key) removeKeys([key], tabStore())
  }, [key])

  return { changed, clear }
}

/** The "Restored draft from 14:32 · Discard" line of a restored draft (null: none on screen). */
export function DraftNotice({ at, onDiscard }: { at: number | null; onDiscard(): void }): ReactElement | null {
  const { t } = useTranslation('common')
  const format = useFormatters()
  if (at == null) return null
  return (
    <MessageBar intent="info" data-testid="form-draft-restored">
      <MessageBarBody>{t('form.draft.restored', { time: format.time(new Date(at)) })}</MessageBarBody>
      <MessageBarActions>
        <Button appearance="transparent" size="small" onClick={onDiscard}>
          {t('form.draft.discard')}
        </Button>
      </MessageBarActions>
    </MessageBar>
  )
}
