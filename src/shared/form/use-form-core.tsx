import { useCallback, useState, type ReactElement } from 'react'
import { get, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { describeError, type ErrorDescription, type FieldProblem, type Translate } from '@/lib/error-text'
import { useConfirm } from '@/shared/feedback'
import { useErrorText } from '@/shared/hooks'
import { useFormDraft } from './use-form-draft'
import { useUnsavedChangesGuard } from './unsaved-changes'

export interface FormCoreOptions<I extends FieldValues, O extends FieldValues, R> {
  form: UseFormReturn<I, unknown, O>
  /** The create or update call; reject to keep the form with the server's message. */
  save: (values: O) => Promise<R>
  /**
   * Which field a 400/409 answer is about (e.g. 409 on create user → `email`). The message then
   * shows under that field; otherwise it shows above the form.
   */
  fieldFor?: (error: ErrorDescription) => FieldPath<I> | undefined
  /** The translation key shown when the server sent no message of its own. */
  failureKey?: string | ((error: unknown) => string)
  /** After a save, once the form is clean again (the guard lets the next navigation through). */
  onSaved?: (result: R, values: O) => void | Promise<void>
}

export interface FormCore {
  submit: (event?: React.BaseSyntheticEvent) => Promise<void>
  submitting: boolean
  dirty: boolean
  /** The server's message for a failed save that is not about one field. */
  serverError: string | null
  dismissServerError(): void
  /** Asks "discard changes?" when something was typed; true when the form may be left. */
  confirmDiscard(): Promise<boolean>
  /** Let the next navigation through (after the user agreed to discard). */
  allowNavigation(): void
  /** Dialogs of the form (discard confirmation, navigation prompt); render once. */
  dialogs: ReactElement
  /** "Restored draft from 14:32 · discard" while a kept draft is on screen; render above the form. */
  draftNotice: ReactElement | null
}

/** The kit's validation message (`list-kit:validation.*`) for a field the server refused. */
const FIELD_MESSAGES: Record<string, (limit: number | undefined) => [string, Record<string, unknown>?]> = {
  required: () => ['validation.required'],
  tooLong: (max) => ['validation.maxLength', { max }],
  tooShort: (min) => ['validation.minLength', { min }],
  tooBig: (max) => ['validation.max', { max }],
  tooSmall: (min) => ['validation.min', { min }],
  tooMany: (max) => ['validation.maxItems', { max }],
  tooFew: (min) => ['validation.minItems', { min }],
  format: () => ['validation.pattern'],
}

function fieldMessage(problem: FieldProblem, t: Translate): string {
  const known = FIELD_MESSAGES[problem.code]
  // A code with a bound but no bound sent says only that the value is not valid.
  const [key, options] =
    known && (problem.limit !== undefined || !['tooLong', 'tooShort', 'tooBig', 'tooSmall', 'tooMany', 'tooFew'].includes(problem.code))
      ? known(problem.limit)
      : ['validation.invalid']
  return t(key, options ?? {})
}

/**
 * What every edit form does, wherever it lives (a drawer, a page): validate, save, map a
 * failure to a field or the banner while keeping every value typed, mark clean after a save,
 * and guard unsaved changes (in-app navigation and the browser's reload/close).
 */
export function useFormCore<I extends FieldValues, O extends FieldValues, R>({
  form,
  save,
  fieldFor,
  failureKey,
  onSaved,
}: FormCoreOptions<I, O, R>): FormCore {
  const { t } = useTranslation('list-kit')
  const errorText = useErrorText()
  const [serverError, setServerError] = useState<string | null>(null)
  const [confirm, confirmDialog] = useConfirm()
  const dirty = form.formState.isDirty
  const guard = useUnsavedChangesGuard(dirty)
  const { allowNavigation } = guard
  const draft = useFormDraft(form)

  const submit = form.handleSubmit(async (values) => {
    setServerError(null)
    let result: R
    try {
      result = await save(values)
    } catch (error) {
      const description = describeError(error)
      if (description.fieldErrors) {
        // A 400 that names its fields: each field the form shows gets the product's message under
        // it; one the form does not show is said above the form. What was typed stays.
        const values = form.getValues()
        const shown = description.fieldErrors.filter((problem) => problem.field !== '' && get(values, problem.field) !== undefined)
        shown.forEach((problem, index) =>
          form.setError(problem.field as FieldPath<I>, { type: 'server', message: fieldMessage(problem, t) }, { shouldFocus: index === 0 }),
        )
        setServerError(shown.length === description.fieldErrors.length ? t('form.fieldsRefused') : errorText(error, 'list-kit:form.saveFailed'))
        return
      }
      const field = description.status === 400 || description.status === 409 ? fieldFor?.(description) : undefined
      const fallback = typeof failureKey === 'function' ? failureKey(error) : (failureKey ?? 'list-kit:form.saveFailed')
      const message = errorText(error, fallback)
      if (field) form.setError(field, { type: 'server', message }, { shouldFocus: true })
      else setServerError(message)
      return
    }
    // Saved: what is on screen is now the stored state.
    form.reset(form.getValues())
    draft.clear()
    allowNavigation()
    await onSaved?.(result, values)
  })

  const confirmDiscard = useCallback(async () => {
    if (!form.formState.isDirty) return true
    return confirm({
      title: t('unsaved.title'),
      message: t('unsaved.message'),
      confirmLabel: t('unsaved.discard'),
      cancelLabel: t('unsaved.stay'),
      destructive: true,
    })
  }, [form.formState, confirm, t])

  return {
    submit,
    submitting: form.formState.isSubmitting,
    dirty,
    serverError,
    dismissServerError: () => setServerError(null),
    confirmDiscard,
    allowNavigation,
    draftNotice: draft.notice,
    dialogs: (
      <>
        {guard.prompt}
        {confirmDialog}
      </>
    ),
  }
}
