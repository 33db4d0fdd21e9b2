import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '@/shared/hooks'
import { UNDO_TIMEOUT_MS } from './toast-options'
import { toastQueue } from './toast-queue'
import { useNotify } from './use-notify'

interface UndoToast {
  /** What was done, already translated ("2 playlists deleted."). */
  title: string
  /** Reverses it on the server (a restore from the Trash, the old value put back). */
  undo: () => Promise<unknown>
  /** The toast after a successful undo ("2 playlists restored."). */
  undone: string
}

/**
 * The toast of a reversible action, instead of asking "are you sure?" first (docs/decisions.md
 * "Trash and Undo"): the action has already happened; the toast says so and offers Undo for 10 s.
 * Undo runs `undo`; its failure shows the server's reason. Undo must be the server's own reverse
 * (a restore), so it also works after a reload, from the area's Trash.
 */
export function useUndo(): (toast: UndoToast) => void {
  const { t } = useTranslation('common')
  const notify = useNotify()
  const errorText = useErrorText()
  return useCallback(
    ({ title, undo, undone }: UndoToast) =>
      toastQueue.show({
        intent: 'success',
        title,
        timeout: UNDO_TIMEOUT_MS,
        action: {
          label: t('undo.action'),
          onAction: () =>
            void undo().then(
              () => notify.success(undone),
              (error: unknown) => notify.error(t('undo.failed'), { body: errorText(error) }),
            ),
        },
      }),
    [t, notify, errorText],
  )
}
