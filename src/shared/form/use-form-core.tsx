import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react'
import { get, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { holdVersion, moveHeldVersion } from '@/api/record-versions'
import { staleRecordsOf } from '@/api/stale-records'
import { describeError, type ErrorDescription, type FieldProblem, type Translate } from '@/lib/error-text'
import { useConfirm } from '@/shared/feedback'
import { useErrorText } from '@/shared/hooks'
import { useFormDraft } from './use-form-draft'
import { fieldsTheyChanged, LiveChangeNotice, useLiveChange } from './live-change'
import { MergeDialog, type MergeChoice, type MergeRequest } from './merge-dialog'
import { mergeFields, recordAsValues } from './merge'
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
  /**
   * What a 400 that names no field means, as a translation key (with its namespace), for this form
   * (e.g. "a record with this name exists"). The server's sentence is never shown for it; without
   * one the kit says `common:errors.invalidRequest`.
   */
  refusalKey?: (error: ErrorDescription) => string | undefined
  /** The translation key shown when the server sent no message of its own. */
  failureKey?: string | ((error: unknown) => string)
  /** After a save, once the form is clean again (the guard lets the next navigation through). */
  onSaved?: (result: R, values: O) => void | Promise<void>
  /**
   * The record the form edits (its id and the version its values came from): the form holds that
   * version while open, so a refetch elsewhere cannot move what its save sends.
   */
  record?: { id: string; version?: number } | null
  /** The server's record in the form's shape (after a 412); default: the fields of the same name. */
  fromRecord?: (record: never) => I
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
  /** "Burak changed Title · 3 seconds ago [Take their changes]" after another user's save of the record; render above the form. */
  liveNotice: ReactElement | null
}

/** A field's label as the form shows it (its input's label), for the merge view. */
function labelOnForm(field: string): string | undefined {
  // The form's control of that name (not, say, the page's <meta name="description">).
  const input = [...document.getElementsByName(field)].find((element): element is HTMLInputElement => 'labels' in element)
  const label = input?.labels?.[0]?.textContent ?? input?.getAttribute('aria-label')
  return label?.replace(/\s*\*\s*$/, '').trim() || undefined
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
  refusalKey,
  failureKey,
  onSaved,
  record,
  fromRecord,
}: FormCoreOptions<I, O, R>): FormCore {
  const { t } = useTranslation('list-kit')
  const errorText = useErrorText()
  const [serverError, setServerError] = useState<string | null>(null)
  const [confirm, confirmDialog] = useConfirm()
  const dirty = form.formState.isDirty
  const guard = useUnsavedChangesGuard(dirty)
  const { allowNavigation } = guard
  const draft = useFormDraft(form)

  const [merge, setMerge] = useState<(MergeRequest & { key: number }) | null>(null)
  const merges = useRef(0)
  const recordId = record?.id
  const recordVersion = record?.version
  // Held from when the form opens until it closes (not moved by a refetch of the record).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the version the form opened with, on purpose
  useEffect(() => (recordId && recordVersion ? holdVersion(recordId, recordVersion) : undefined), [recordId])

  /**
   * The record as the server has it now comes into the form (docs/decisions.md, "Versions"):
   * after a 412 on save, or when the user takes another user's live change. Untouched fields take
   * its values, fields only this user changed stay; 'again' when nothing is left to decide (after a
   * 412 the save goes again, with the new version), 'merge' when the merge view opens.
   */
  const mergeIn = (current: { id: string; version: number; changedBy?: { name: string } | null; record: Record<string, unknown> }): 'again' | 'merge' => {
    const mine = form.getValues() as Record<string, unknown>
    const original = { ...mine, ...(form.formState.defaultValues as Record<string, unknown>) }
    const merged = mergeFields(original, mine, recordAsValues(current.record, mine, fromRecord))
    moveHeldVersion(current.id, current.version)
    form.reset(merged.base as I)
    for (const field of merged.mine) form.setValue(field as FieldPath<I>, merged.values[field] as never, { shouldDirty: true })
    if (merged.conflicts.length === 0) return 'again'
    setMerge({
      key: ++merges.current,
      conflicts: merged.conflicts,
      theirName: current.changedBy?.name ?? null,
      labelOf: (field) => labelOnForm(field) ?? field,
    })
    return 'merge'
  }

  /** A 412 on save whose conflict carries the record: merged in (above); false for any other failure. */
  const takeIn = (error: unknown): 'again' | 'merge' | false => {
    const stale = staleRecordsOf(error)
    const current = stale.length === 1 ? stale[0] : undefined
    if (!current?.record) return false
    live.dismiss()
    return mergeIn({ ...current, record: current.record as Record<string, unknown> })
  }

  // Another user's save of the record while the form is open: said above the form, taken in on request.
  const live = useLiveChange({ recordId, openedAt: recordVersion, fromRecord })
  const takeLive = () => {
    const change = live.change
    if (!change?.record || typeof change.record.version !== 'number') return
    live.dismiss()
    mergeIn({ id: change.event.id, version: change.record.version, changedBy: change.event.changedBy, record: change.record })
  }
  // The fields as they differ in the record as it is now; until it is read (or when that finds none), the fields the event names that the form shows.
  const comparedFields = live.change?.record
    ? fieldsTheyChanged(form as UseFormReturn<I, unknown, FieldValues>, live.change.record, fromRecord).flatMap((field) => labelOnForm(field) ?? [])
    : []
  const liveFields =
    comparedFields.length > 0 ? comparedFields : [...new Set((live.change?.event.changedFields ?? []).flatMap((field) => labelOnForm(field) ?? []))]

  /** One try; true when a merge left nothing to decide and the save should go again. */
  const submitOnce = async (event?: React.BaseSyntheticEvent) => {
    let again = false
    await form.handleSubmit(async (values) => {
      setServerError(null)
      let result: R
      try {
        result = await save(values)
      } catch (error) {
        const taken = takeIn(error)
        again = taken === 'again'
        if (taken) return
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
        // A 400 about the request as a whole: the product's words for it, never the server's sentence.
        const refusedWhole = description.status === 400 && !description.fieldErrors
        const message = refusedWhole ? t(refusalKey?.(description) ?? 'common:errors.invalidRequest') : errorText(error, fallback)
        if (field) form.setError(field, { type: 'server', message }, { shouldFocus: true })
        else setServerError(message)
        return
      }
      // Saved: what is on screen is now the stored state.
      form.reset(form.getValues())
      draft.clear()
      allowNavigation()
      await onSaved?.(result, values)
    })(event)
    return again
  }

  const submit = async (event?: React.BaseSyntheticEvent) => {
    // After a merge with nothing to decide; at most twice more (each try is another user's new write).
    let again = await submitOnce(event)
    for (let tries = 0; again && tries < 2; tries++) again = await submitOnce()
  }

  const mergeDone = (choices: Record<string, MergeChoice> | null, saveNow: boolean) => {
    const request = merge
    setMerge(null)
    if (!request || !choices) return
    for (const conflict of request.conflicts)
      form.setValue(conflict.field as FieldPath<I>, (choices[conflict.field] === 'theirs' ? conflict.theirs : conflict.mine) as never, { shouldDirty: true })
    if (saveNow) void submit()
  }

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
    liveNotice: live.change ? <LiveChangeNotice change={live.change} fields={liveFields} onTake={takeLive} onDismiss={live.dismiss} /> : null,
    dialogs: (
      <>
        {guard.prompt}
        {confirmDialog}
        {merge ? <MergeDialog key={merge.key} request={merge} onDone={mergeDone} /> : null}
      </>
    ),
  }
}
