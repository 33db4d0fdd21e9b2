import { useCallback, type ReactElement } from 'react'
import type { FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNotify } from '@/shared/feedback'
import { useFormCore, type FormCoreOptions } from './use-form-core'

export interface PageFormOptions<I extends FieldValues, O extends FieldValues, R> extends FormCoreOptions<I, O, R> {
  /** The toast after a save (already translated); default "Changes saved."; false for none. */
  successMessage?: string | false
  /**
   * Leave editing (e.g. back to the read-only view of a profile). Without it, the page is
   * the form and its secondary button undoes the changes instead.
   */
  onCancel?: () => void
}

export interface PageFormEditor {
  submit: (event?: React.BaseSyntheticEvent) => Promise<void>
  submitting: boolean
  dirty: boolean
  serverError: string | null
  dismissServerError(): void
  /** What the secondary button does: leave editing, or undo the changes (then only when dirty). */
  secondary: 'cancel' | 'reset'
  /** Cancel or undo: asks first when something was typed, then restores the saved values. */
  cancel(): Promise<void>
  /** "Restored draft from 14:32 · discard" while a kept draft is on screen. */
  draftNotice: ReactElement | null
  /** "Burak changed Title · 3 seconds ago" after another user's save of the record. */
  liveNotice: ReactElement | null
  /** Dialogs of the form (discard confirmation, navigation prompt); render once. */
  dialogs: ReactElement
}

/**
 * A form that is the page (channel settings, CMS settings, profile): the shared form core plus
 * a success toast, and staying on the page after a save with the saved values as the new
 * starting point. Render it with `<PageForm editor={…}>`.
 */
export function usePageForm<I extends FieldValues, O extends FieldValues, R>({
  successMessage,
  onCancel,
  onSaved,
  ...options
}: PageFormOptions<I, O, R>): PageFormEditor {
  const { t } = useTranslation('common')
  const notify = useNotify()
  const core = useFormCore({
    ...options,
    onSaved: async (result, values) => {
      if (successMessage !== false) notify.success(successMessage ?? t('form.saved'))
      await onSaved?.(result, values)
    },
  })
  const { confirmDiscard } = core
  const { form } = options

  const cancel = useCallback(async () => {
    if (!(await confirmDiscard())) return
    form.reset()
    onCancel?.()
  }, [confirmDiscard, form, onCancel])

  return {
    submit: core.submit,
    submitting: core.submitting,
    dirty: core.dirty,
    serverError: core.serverError,
    dismissServerError: core.dismissServerError,
    secondary: onCancel ? 'cancel' : 'reset',
    cancel,
    draftNotice: core.draftNotice,
    liveNotice: core.liveNotice,
    dialogs: core.dialogs,
  }
}
