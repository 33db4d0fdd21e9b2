import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { DefaultValues, FieldPath, FieldValues, UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { errorSentence } from '@/lib/error-text'

export interface WizardStep<V extends FieldValues> {
  id: string
  /** Shown in the step indicator (translated). */
  label: string
  /** The fields this step shows: they are validated before going on, the others are not. */
  fields?: readonly FieldPath<V>[]
  /** Why this step cannot be left forward yet (translated), e.g. a file still uploading; false when it can. */
  blocked?: string | false
  /**
   * Runs when going on from this step, once its fields are valid (e.g. send a code). Throw to
   * stay on the step: the failure shows above it and every value stays.
   */
  onNext?: (values: V) => Promise<void> | void
}

export interface WizardOptions<I extends FieldValues, O extends FieldValues> {
  form: UseFormReturn<I, unknown, O>
  steps: readonly WizardStep<I>[]
  /** The final submit, from the last step, with every field valid. Throw to stay. */
  onSubmit: (values: O) => Promise<void> | void
  /** The sentence for a failure; default: the server's message, a connection message or a generic one. */
  errorText?: (error: unknown) => string
}

export interface Wizard<I extends FieldValues = FieldValues> {
  steps: readonly WizardStep<I>[]
  /** The current step, from 0. */
  index: number
  step: WizardStep<I>
  isFirst: boolean
  isLast: boolean
  /** Going on, or submitting, is under way. */
  busy: boolean
  /** The final submit succeeded. */
  completed: boolean
  /** The failure of the last attempt to go on (or one the page set), shown above the step. */
  error: string | null
  setError(message: string | null): void
  /** Validate this step's fields, run its `onNext`, and go on; on the last step, submit. True when it went on. */
  next(): Promise<boolean>
  /** One step back; every value typed stays. */
  back(): void
  /** To the first step with the given values (default: the form's initial values). */
  reset(values?: DefaultValues<I>): void
  /** Submits the wizard form: `<form onSubmit={wizard.onFormSubmit}>` makes Enter go on. */
  onFormSubmit(event?: React.BaseSyntheticEvent): void
}

/**
 * A multi-step form over one react-hook-form: steps from 0, each validating only its own fields
 * (`trigger`) before going on, values kept across Back, an optional server call per step and a
 * final submit. Render with `<Wizard wizard={…}>` or with the page's own layout.
 */
export function useWizard<I extends FieldValues, O extends FieldValues>({ form, steps, onSubmit, errorText }: WizardOptions<I, O>): Wizard<I> {
  const { t } = useTranslation('common')
  const [index, setIndex] = useState(0)
  const [busy, setBusy] = useState(false)
  const [completed, setCompleted] = useState(false)
  const [error, setError] = useState<string | null>(null)
  // The step whose Next found invalid fields: its fields are checked again as they change.
  const [attempted, setAttempted] = useState<number | null>(null)
  const running = useRef(false)
  const current = Math.min(index, steps.length - 1)
  const step = steps[current] as WizardStep<I>
  const isLast = current === steps.length - 1

  const attemptedFields = attempted === current ? step.fields : undefined
  useEffect(() => {
    if (!attemptedFields?.length) return
    const subscription = form.watch((_, { name }) => {
      if (name && (attemptedFields as readonly string[]).includes(name)) void form.trigger(name as FieldPath<I>)
    })
    return () => subscription.unsubscribe()
  }, [attemptedFields, form])

  const describe = useCallback(
    (failure: unknown) => {
      if (errorText) return errorText(failure)
      return errorSentence(failure, t, 'common:form.wizard.failed')
    },
    [errorText, t],
  )

  const next = useCallback(async () => {
    if (running.current || step.blocked) return false
    running.current = true
    setBusy(true)
    setError(null)
    try {
      const valid = step.fields && step.fields.length > 0 ? await form.trigger(step.fields as FieldPath<I>[], { shouldFocus: true }) : true
      if (!valid) {
        setAttempted(current)
        return false
      }
      await step.onNext?.(form.getValues())
      if (!isLast) {
        setAttempted(null)
        setIndex(current + 1)
        return true
      }
      let invalid = false
      await form.handleSubmit(
        async (values) => {
          await onSubmit(values)
          setCompleted(true)
        },
        (errors) => {
          invalid = true
          // An earlier step's field went bad (a rule across steps): show that step.
          const first = steps.findIndex((candidate) => candidate.fields?.some((name) => name.split('.')[0]! in errors))
          if (first >= 0 && first !== current) setIndex(first)
          setAttempted(first >= 0 ? first : current)
        },
      )()
      return !invalid
    } catch (failure) {
      setError(describe(failure))
      return false
    } finally {
      running.current = false
      setBusy(false)
    }
  }, [step, form, isLast, current, onSubmit, steps, describe])

  const back = useCallback(() => {
    setError(null)
    setAttempted(null)
    setIndex((at) => Math.max(0, Math.min(at, steps.length - 1) - 1))
  }, [steps.length])

  const reset = useCallback(
    (values?: DefaultValues<I>) => {
      form.reset(values)
      setError(null)
      setAttempted(null)
      setCompleted(false)
      setIndex(0)
    },
    [form],
  )

  const onFormSubmit = useCallback(
    (event?: React.BaseSyntheticEvent) => {
      event?.preventDefault?.()
      void next()
    },
    [next],
  )

  return useMemo(
    () => ({ steps, index: current, step, isFirst: current === 0, isLast, busy, completed, error, setError, next, back, reset, onFormSubmit }),
    [steps, current, step, isLast, busy, completed, error, next, back, reset, onFormSubmit],
  )
}
