import { useCallback, useEffect, useMemo, useState } from 'react'
import { listColumnsKey } from '@/shared/lib/storage-keys'
import { loadColumnChoice, resetColumnChoice, sameColumns, sanitizeColumnChoice, saveColumnChoice, type ColumnChoiceContext } from './column-choice'

/**
 * The visible columns of a list, saved in localStorage under `listColumnsKey(listId)`. Another
 * tab changing the same list's choice is followed.
 */
export function useColumnChoice(listId: string, context: ColumnChoiceContext) {
  const contextKey = `${context.all.join(',')}|${context.defaults.join(',')}|${(context.required ?? []).join(',')}`
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stableContext = useMemo(() => context, [contextKey])
  const [visible, setVisibleState] = useState(() => loadColumnChoice(listId, stableContext))
  const [loadedFor, setLoadedFor] = useState(`${listId}|${contextKey}`)
  if (loadedFor !== `${listId}|${contextKey}`) {
    setLoadedFor(`${listId}|${contextKey}`)
    setVisibleState(loadColumnChoice(listId, stableContext))
  }

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === listColumnsKey(listId)) setVisibleState(loadColumnChoice(listId, stableContext))
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [listId, stableContext])

  const defaults = useMemo(() => sanitizeColumnChoice(null, stableContext), [stableContext])

  const setVisible = useCallback(
    (next: string[]) => {
      const clean = sanitizeColumnChoice(next, stableContext)
      setVisibleState(clean)
      saveColumnChoice(listId, clean)
    },
    [listId, stableContext],
  )

  const reset = useCallback(() => {
    resetColumnChoice(listId)
    setVisibleState(loadColumnChoice(listId, stableContext))
  }, [listId, stableContext])

  return { visible, setVisible, reset, isDefault: sameColumns(visible, defaults), context: stableContext }
}
