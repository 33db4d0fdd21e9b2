import { useCallback, type ReactElement } from 'react'
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form'
import type { ErrorDescription } from '@/lib/error-text'
import { useFormCore, type FormCoreOptions } from './use-form-core'

export interface FormEditorOptions<I extends FieldValues, O extends FieldValues, R> {
  form: UseFormReturn<I, unknown, O>
  /** The create or update call; reject to keep the form open with the server's message. */
  save: (values: O) => Promise<R>
  /**
   * Which field a 400/409 answer is about (e.g. 409 on create user → `email`). The message then
   * shows under that field; otherwise it shows above the form.
   */
  fieldFor?: (error: ErrorDescription) => FieldPath<I> | undefined
  /** What a 400 naming no field means for this form: see FormCoreOptions.refusalKey. */
  refusalKey?: FormCoreOptions<I, O, R>['refusalKey']
  onSaved?: (result: R, values: O) => void
  /** The record edited (id, version it was read at): see FormCoreOptions.record. */
  record?: FormCoreOptions<I, O, R>['record']
  /** The server's record in the form's shape, for a merge after a 412. */
  fromRecord?: FormCoreOptions<I, O, R>['fromRecord']
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
  /** "Restored draft from 14:32 · discard" while a kept draft is on screen. */
  draftNotice: ReactElement | null
  /** "Burak changed Title · 3 seconds ago" after another user's save of the record. */
  liveNotice: ReactElement | null
  /** Dialogs of the editor (discard confirmation, navigation prompt); render once. */
  dialogs: ReactElement
}

/**
 * The life of an edit form in a drawer: the shared form core (validate, save, keep the input on
 * a failure, guard unsaved changes), then close after a save; closing asks first when dirty.
 */
export function useFormEditor<I extends FieldValues, O extends FieldValues, R>({
  form,
  save,
  fieldFor,
  refusalKey,
  onSaved,
  onClose,
  record,
  fromRecord,
}: FormEditorOptions<I, O, R>): FormEditor {
  const core = useFormCore({
    form,
    save,
    fieldFor,
    refusalKey,
    record,
    fromRecord,
    onSaved: (result, values) => {
      onSaved?.(result, values)
      onClose()
    },
  })
  const { confirmDiscard, allowNavigation } = core

  const requestClose = useCallback(async () => {
    if (!(await confirmDiscard())) return
    allowNavigation()
    onClose()
  }, [confirmDiscard, allowNavigation, onClose])

  return {
    submit: core.submit,
    submitting: core.submitting,
    dirty: core.dirty,
    serverError: core.serverError,
    dismissServerError: core.dismissServerError,
    requestClose,
    draftNotice: core.draftNotice,
    liveNotice: core.liveNotice,
    dialogs: core.dialogs,
  }
}
