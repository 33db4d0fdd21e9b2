import { useCallback, useEffect, useMemo, useState } from 'react'
import { listColumnsKey } from '@/lib/storage-keys'
import { loadColumnChoice, resetColumnChoice, sameColumns, sanitizeColumnChoice, saveColumnChoice, type ColumnChoiceContext } from './column-choice'

/**
 * The visible columns of a list, saved in localStorage under `storageKey` (default
 * `listColumnsKey(listId)`). Another tab changing the same list's choice is followed.
 */
export function useColumnChoice(listId: string, context: ColumnChoiceContext, storageKey = listColumnsKey(listId)) {
  const contextKey = `${context.all.join(',')}|${context.defaults.join(',')}|${(context.required ?? []).join(',')}`
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stableContext = useMemo(() => context, [contextKey])
  const [visible, setVisibleState] = useState(() => loadColumnChoice(listId, stableContext, undefined, storageKey))
  const [loadedFor, setLoadedFor] = useState(`${storageKey}|${contextKey}`)
  if (loadedFor !== `${storageKey}|${contextKey}`) {
    setLoadedFor(`${storageKey}|${contextKey}`)
    setVisibleState(loadColumnChoice(listId, stableContext, undefined, storageKey))
  }

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKey) setVisibleState(loadColumnChoice(listId, stableContext, undefined, storageKey))
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [listId, stableContext, storageKey])

  const defaults = useMemo(() => sanitizeColumnChoice(null, stableContext), [stableContext])

  const setVisible = useCallback(
    (next: string[]) => {
      const clean = sanitizeColumnChoice(next, stableContext)
      setVisibleState(clean)
      saveColumnChoice(listId, clean, undefined, storageKey)
    },
    [listId, stableContext, storageKey],
  )

  const reset = useCallback(() => {
    resetColumnChoice(listId, undefined, storageKey)
    setVisibleState(loadColumnChoice(listId, stableContext, undefined, storageKey))
  }, [listId, stableContext, storageKey])

  return { visible, setVisible, reset, isDefault: sameColumns(visible, defaults), context: stableContext }
}
