import { Dropdown, Field, Input, Option, Switch, Textarea } from '@fluentui/react-components'
import { useState, type ReactElement } from 'react'
import type { FieldPath, FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { DayPicker } from '@/shared/frame'
import { useOptionListStatus, useChoiceLabels } from '@/shared/options'
import { fieldProps, useBoundField, type BaseProps, type FieldOption } from './form-input'

export { FormInput, useBoundField, fieldProps, type BaseProps, type FieldOption } from './form-input'

/**
 * Fluent `Field` bindings for react-hook-form. Every binding shows the field's error translated
 * (or a server message as sent), marks required fields, and keeps what the user typed: nothing
 * here resets a value. The list pickers (combobox, multi-select) are in fields.tsx, so a screen
 * with plain inputs does not load them.
 */

export function FormTextarea<T extends FieldValues, N extends FieldPath<T>, O extends FieldValues = T>(
  props: BaseProps<T, N, O> & { rows?: number; maxLength?: number; nullable?: boolean; placeholder?: string },
) {
  const { field, inputRef, message, frame } = useBoundField(props.control, props.name)
  return (
    <Field {...fieldProps(props, message, frame)}>
      <Textarea
        ref={inputRef}
        name={field.name}
        rows={props.rows ?? 3}
        resize="vertical"
        value={(field.value as string | null | undefined) ?? ''}
        maxLength={props.maxLength}
        placeholder={props.placeholder}
        disabled={props.disabled || field.disabled}
        onChange={(_, data) => field.onChange(props.nullable && data.value === '' ? null : data.value)}
        onBlur={field.onBlur}
      />
    </Field>
  )
}

/** A calendar date as `YYYY-MM-DD` (the contracts' `format: date`), typed or picked in the interface language. */
export function FormDate<T extends FieldValues, N extends FieldPath<T>, O extends FieldValues = T>(
  props: BaseProps<T, N, O> & { nullable?: boolean; min?: string; max?: string },
) {
  const { field, inputRef, message, frame } = useBoundField(props.control, props.name)
  const { t } = useTranslation('common')
  const [invalid, setInvalid] = useState(false)
  return (
    <Field {...fieldProps(props, message ?? (invalid ? t('dayPicker.invalid') : undefined), frame)}>
      <DayPicker
        ref={inputRef}
        name={field.name}
        value={(field.value as string | null | undefined) || undefined}
        min={props.min}
        max={props.max}
        disabled={props.disabled || field.disabled}
        onInvalid={setInvalid}
        onChange={(day) => field.onChange(day ?? (props.nullable ? null : ''))}
        onBlur={field.onBlur}
      />
    </Field>
  )
}

/** A whole number (years); an empty box is null, something unreadable is NaN (a "required" error). */
export function FormNumber<T extends FieldValues, N extends FieldPath<T>, O extends FieldValues = T>(
  props: BaseProps<T, N, O> & { min?: number; max?: number; placeholder?: string },
) {
  const { field, inputRef, message, frame } = useBoundField(props.control, props.name)
  const value = field.value as number | null | undefined
  const [text, setText] = useState(value == null || Number.isNaN(value) ? '' : String(value))
  const [seen, setSeen] = useState(value)
  if (!Object.is(value, seen)) {
    setSeen(value)
    // The value changed from outside (a reset, loaded data): show it unless it is what the box says.
    const fromText = text.trim() === '' ? null : Number(text)
    if (!Object.is(fromText, value ?? null)) setText(value == null || Number.isNaN(value) ? '' : String(value))
  }
  return (
    <Field {...fieldProps(props, message, frame)}>
      <Input
        ref={inputRef}
        name={field.name}
        type="number"
        inputMode="numeric"
        value={text}
        min={props.min}
        max={props.max}
        placeholder={props.placeholder}
        disabled={props.disabled || field.disabled}
        onChange={(_, data) => {
          setText(data.value)
          field.onChange(data.value.trim() === '' ? null : Number(data.value))
        }}
        onBlur={field.onBlur}
      />
    </Field>
  )
}

export function FormSwitch<T extends FieldValues, N extends FieldPath<T>, O extends FieldValues = T>(props: BaseProps<T, N, O> & { description?: string }) {
  const { field, inputRef, message, frame } = useBoundField(props.control, props.name)
  // The label names the setting and the switch shows its state: no "Yes" beside a switch that is off.
  return (
    <Field {...fieldProps({ ...props, hint: props.description ?? props.hint }, message, frame)}>
      <Switch
        ref={inputRef}
        name={field.name}
        checked={Boolean(field.value)}
        disabled={props.disabled || field.disabled}
        onChange={(_, data) => field.onChange(data.checked)}
        onBlur={field.onBlur}
      />
    </Field>
  )
}

/** A field's hint with its option list's failure line under it (OptionListStatus). */
export const withFailure = (hint: string | undefined, failure: ReactElement | null): ReactElement | string | undefined =>
  failure ? (
    <>
      {hint ? <span>{hint}</span> : null}
      {failure}
    </>
  ) : (
    hint
  )

/** One value out of a short list (a type, a status). */
export function FormSelect<T extends FieldValues, N extends FieldPath<T>, O extends FieldValues = T>(
  props: BaseProps<T, N, O> & { options: readonly FieldOption[]; placeholder?: string; loading?: boolean; clearable?: boolean },
) {
  const { t } = useTranslation('list-kit')
  const choice = useChoiceLabels()
  const { field, inputRef, message, frame } = useBoundField(props.control, props.name)
  const value = (field.value as string | null | undefined) ?? null
  const selected = props.options.find((option) => option.value === value)
  const status = useOptionListStatus(props.options, props.loading)
  return (
    <Field {...fieldProps(props, message, frame)} hint={withFailure(props.hint, status.failure)}>
      <Dropdown
        ref={inputRef}
        name={field.name}
        aria-busy={status.busy || undefined}
        expandIcon={status.indicator}
        selectedOptions={value ? [value] : []}
        value={selected?.label ?? (value && status.busy ? t('filters.loading') : '')}
        placeholder={props.placeholder ?? t('form.choose')}
        clearable={props.clearable}
        clearButton={choice.clearButton(props.label)}
        disabled={props.disabled || field.disabled}
        onOptionSelect={(_, data) => field.onChange(data.optionValue ?? null)}
        onBlur={field.onBlur}
      >
        {props.options.map((option) => (
          <Option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </Option>
        ))}
      </Dropdown>
    </Field>
  )
}
