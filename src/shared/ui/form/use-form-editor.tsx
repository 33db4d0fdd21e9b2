import { useCallback, useState, type ReactElement } from 'react'
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { describeError, type ErrorDescription } from '@/shared/lib/error-text'
import { useConfirm } from '@/shared/ui/dialogs/use-confirm'
import { useErrorText } from '@/shared/ui/list/use-error-text'
import { useUnsavedChangesGuard } from './unsaved-changes'

export interface FormEditorOptions<I extends FieldValues, O extends FieldValues, R> {
  form: UseFormReturn<I, unknown, O>
  /** The create or update call; reject to keep the form open with the server's message. */
  save: (values: O) => Promise<R>
  /**
   * Which field a 400/409 answer is about (e.g. 409 on create user → `email`). The message then
   * shows under that field; otherwise it shows above the form.
   */
  fieldFor?: (error: ErrorDescription) => FieldPath<I> | undefined
  onSaved?: (result: R, values: O) => void
  /** Leave the form (close the drawer, go back to the list). */
  onClose: () => void
}

export interface FormEditor {
  submit: (event?: React.BaseSyntheticEvent) => Promise<void>
  submitting: boolean
  dirty: boolean
  /** The server's message for a failed save that is not about one field. */
  serverError: string | null
  dismissServerError(): void
  /** Cancel / close / Escape: asks first when something was typed. */
  requestClose(): Promise<void>
  /** Dialogs of the editor (discard confirmation, navigation prompt); render once. */
  dialogs: ReactElement
}

/**
 * The life of an edit form: validate, save, map a failure to a field or the banner (keeping
 * every value typed), mark clean and close after a save, and guard unsaved changes.
 */
export function useFormEditor<I extends FieldValues, O extends FieldValues, R>({ form, save, fieldFor, onSaved, onClose }: FormEditorOptions<I, O, R>): FormEditor {
  const { t } = useTranslation('list-kit')
  const errorText = useErrorText()
  const [serverError, setServerError] = useState<string | null>(null)
  const [confirm, confirmDialog] = useConfirm()
  const dirty = form.formState.isDirty
  const guard = useUnsavedChangesGuard(dirty)
  const { allowNavigation } = guard

  const submit = form.handleSubmit(async (values) => {
    setServerError(null)
    let result: R
    try {
      result = await save(values)
    } catch (error) {
      const description = describeError(error)
      const field = description.status === 400 || description.status === 409 ? fieldFor?.(description) : undefined
      const message = errorText(error, 'list-kit:form.saveFailed')
      if (field) form.setError(field, { type: 'server', message }, { shouldFocus: true })
      else setServerError(message)
      return
    }
    // Saved: what is on screen is now the stored state.
    form.reset(form.getValues())
    allowNavigation()
    onSaved?.(result, values)
    onClose()
  })

  const requestClose = useCallback(async () => {
    if (form.formState.isDirty) {
      const leave = await confirm({
        title: t('unsaved.title'),
        message: t('unsaved.message'),
        confirmLabel: t('unsaved.discard'),
        cancelLabel: t('unsaved.stay'),
        destructive: true,
      })
      if (!leave) return
    }
    allowNavigation()
    onClose()
  }, [form.formState, confirm, t, allowNavigation, onClose])

  return {
    submit,
    submitting: form.formState.isSubmitting,
    dirty,
    serverError,
    dismissServerError: () => setServerError(null),
    requestClose,
    dialogs: (
      <>
        {guard.prompt}
        {confirmDialog}
      </>
    ),
  }
}
