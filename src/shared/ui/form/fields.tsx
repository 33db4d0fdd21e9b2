import {
  Combobox,
  makeStyles,
  tokens,
  Dropdown,
  Field,
  Input,
  Option,
  Switch,
  Tag,
  TagPicker,
  TagPickerControl,
  TagPickerGroup,
  TagPickerInput,
  TagPickerList,
  TagPickerOption,
  Textarea,
  type InputProps,
} from '@fluentui/react-components'
import { useMemo, useState } from 'react'
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { errorText } from './validation'

/**
 * Fluent `Field` bindings for react-hook-form. Every binding shows the field's error translated
 * (or a server message as sent), marks required fields, and keeps what the user typed: nothing
 * here resets a value.
 */

const useStyles = makeStyles({
  none: { padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`, color: tokens.colorNeutralForeground3 },
})

export interface FieldOption {
  value: string
  label: string
  disabled?: boolean
}

interface BaseProps<T extends FieldValues, N extends FieldPath<T>, O extends FieldValues> {
  control: Control<T, unknown, O>
  name: N
  label: string
  hint?: string
  required?: boolean
  disabled?: boolean
  className?: string
}

function useBoundField<T extends FieldValues, N extends FieldPath<T>, O extends FieldValues>(control: Control<T, unknown, O>, name: N) {
  const { t } = useTranslation()
  const {
    field: { ref: inputRef, ...field },
    fieldState,
  } = useController<T, N, O>({ control, name })
  const message = errorText((key, values) => (values ? t(key, values) : t(key)), fieldState.error?.message)
  // The callback ref goes to the focusable element, so a failed submit focuses the first error.
  return { field, inputRef, message }
}

const fieldProps = (props: { label: string; hint?: string; required?: boolean; className?: string }, message: string | undefined) => ({
  label: props.label,
  hint: props.hint,
  required: props.required,
  className: props.className,
  validationMessage: message,
  validationState: message ? ('error' as const) : ('none' as const),
})

export function FormInput<T extends FieldValues, N extends FieldPath<T>, O extends FieldValues = T>(
  props: BaseProps<T, N, O> & {
    type?: Extract<InputProps['type'], 'text' | 'email' | 'tel' | 'url' | 'password' | 'search'>
    placeholder?: string
    maxLength?: number
    autoComplete?: string
    /** Store an empty box as null (optional fields the contract types `string | null`). */
    nullable?: boolean
    size?: InputProps['size']
    inputMode?: InputProps['inputMode']
    /** Inside the box, after the text (e.g. a show-password button). */
    contentAfter?: InputProps['contentAfter']
    inputClassName?: string
    /** Ids of further descriptions (e.g. a list of password rules). */
    describedBy?: string
  },
) {
  const { field, inputRef, message } = useBoundField(props.control, props.name)
  return (
    <Field {...fieldProps(props, message)}>
      <Input
        ref={inputRef}
        name={field.name}
        type={props.type ?? 'text'}
        value={(field.value as string | null | undefined) ?? ''}
        placeholder={props.placeholder}
        maxLength={props.maxLength}
        autoComplete={props.autoComplete}
        size={props.size}
        inputMode={props.inputMode}
        contentAfter={props.contentAfter}
        className={props.inputClassName}
        aria-describedby={props.describedBy}
        disabled={props.disabled || field.disabled}
        onChange={(_, data) => field.onChange(props.nullable && data.value === '' ? null : data.value)}
        onBlur={field.onBlur}
      />
    </Field>
  )
}

export function FormTextarea<T extends FieldValues, N extends FieldPath<T>, O extends FieldValues = T>(
  props: BaseProps<T, N, O> & { rows?: number; maxLength?: number; nullable?: boolean; placeholder?: string },
) {
  const { field, inputRef, message } = useBoundField(props.control, props.name)
  return (
    <Field {...fieldProps(props, message)}>
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

/** A calendar date as `YYYY-MM-DD` (the contracts' `format: date`). */
export function FormDate<T extends FieldValues, N extends FieldPath<T>, O extends FieldValues = T>(
  props: BaseProps<T, N, O> & { nullable?: boolean; min?: string; max?: string },
) {
  const { field, inputRef, message } = useBoundField(props.control, props.name)
  return (
    <Field {...fieldProps(props, message)}>
      <Input
        ref={inputRef}
        name={field.name}
        type="date"
        value={(field.value as string | null | undefined) ?? ''}
        min={props.min}
        max={props.max}
        disabled={props.disabled || field.disabled}
        onChange={(_, data) => field.onChange(data.value === '' ? (props.nullable ? null : '') : data.value)}
        onBlur={field.onBlur}
      />
    </Field>
  )
}

/** A whole number (years); an empty box is null, something unreadable is NaN (a "required" error). */
export function FormNumber<T extends FieldValues, N extends FieldPath<T>, O extends FieldValues = T>(
  props: BaseProps<T, N, O> & { min?: number; max?: number; placeholder?: string },
) {
  const { field, inputRef, message } = useBoundField(props.control, props.name)
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
    <Field {...fieldProps(props, message)}>
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

export function FormSwitch<T extends FieldValues, N extends FieldPath<T>, O extends FieldValues = T>(props: BaseProps<T, N, O> & { onLabel?: string }) {
  const { field, inputRef, message } = useBoundField(props.control, props.name)
  return (
    <Field {...fieldProps({ ...props, label: props.label }, message)}>
      <Switch
        ref={inputRef}
        name={field.name}
        checked={Boolean(field.value)}
        label={props.onLabel}
        disabled={props.disabled || field.disabled}
        onChange={(_, data) => field.onChange(data.checked)}
        onBlur={field.onBlur}
      />
    </Field>
  )
}

/** One value out of a short list (a type, a status). */
export function FormSelect<T extends FieldValues, N extends FieldPath<T>, O extends FieldValues = T>(
  props: BaseProps<T, N, O> & { options: readonly FieldOption[]; placeholder?: string; loading?: boolean; clearable?: boolean },
) {
  const { t } = useTranslation('list-kit')
  const { field, inputRef, message } = useBoundField(props.control, props.name)
  const value = (field.value as string | null | undefined) ?? null
  const selected = props.options.find((option) => option.value === value)
  return (
    <Field {...fieldProps(props, message)}>
      <Dropdown
        ref={inputRef}
        name={field.name}
        selectedOptions={value ? [value] : []}
        value={selected?.label ?? (value && props.loading ? t('filters.loading') : '')}
        placeholder={props.placeholder ?? t('form.choose')}
        clearable={props.clearable}
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

/** One value out of a long list (producers, directors): typing filters the options. */
export function FormCombobox<T extends FieldValues, N extends FieldPath<T>, O extends FieldValues = T>(
  props: BaseProps<T, N, O> & { options: readonly FieldOption[]; placeholder?: string; loading?: boolean },
) {
  const { t } = useTranslation('list-kit')
  const { field, inputRef, message } = useBoundField(props.control, props.name)
  const value = (field.value as string | null | undefined) ?? null
  const selected = props.options.find((option) => option.value === value)
  const [query, setQuery] = useState<string | null>(null)
  const visible = useMemo(() => {
    const needle = query?.trim().toLocaleLowerCase()
    return needle ? props.options.filter((option) => option.label.toLocaleLowerCase().includes(needle)) : props.options
  }, [props.options, query])
  return (
    <Field {...fieldProps(props, message)}>
      <Combobox
        ref={inputRef}
        name={field.name}
        selectedOptions={value ? [value] : []}
        value={query ?? selected?.label ?? (value && props.loading ? t('filters.loading') : '')}
        placeholder={props.placeholder ?? t('form.search')}
        clearable
        disabled={props.disabled || field.disabled}
        onChange={(event) => setQuery(event.target.value)}
        onOptionSelect={(_, data) => {
          setQuery(null)
          field.onChange(data.optionValue ?? null)
        }}
        onOpenChange={(_, data) => {
          if (!data.open) setQuery(null)
        }}
        onBlur={field.onBlur}
      >
        {visible.map((option) => (
          <Option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </Option>
        ))}
        {visible.length === 0 ? (
          <Option value="__none__" disabled text="">
            {props.loading ? t('filters.loading') : t('filters.noOptions')}
          </Option>
        ) : null}
      </Combobox>
    </Field>
  )
}

/** Many values (roles, companies, channels) as removable tags with a searchable list. */
export function FormMultiSelect<T extends FieldValues, N extends FieldPath<T>, O extends FieldValues = T>(
  props: BaseProps<T, N, O> & { options: readonly FieldOption[]; placeholder?: string; loading?: boolean },
) {
  const { t } = useTranslation('list-kit')
  const styles = useStyles()
  const { field, inputRef, message } = useBoundField(props.control, props.name)
  const value = useMemo(() => ((field.value as string[] | null | undefined) ?? []).filter((id) => typeof id === 'string'), [field.value])
  const [query, setQuery] = useState('')
  const labelOf = (id: string) => props.options.find((option) => option.value === id)?.label ?? (props.loading ? t('filters.loading') : id)
  const available = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase()
    return props.options.filter((option) => !value.includes(option.value) && (!needle || option.label.toLocaleLowerCase().includes(needle)))
  }, [props.options, value, query])
  return (
    <Field {...fieldProps(props, message)}>
      <TagPicker
        selectedOptions={value}
        disabled={props.disabled || field.disabled}
        onOptionSelect={(_, data) => {
          setQuery('')
          field.onChange(data.selectedOptions)
        }}
      >
        <TagPickerControl>
          <TagPickerGroup aria-label={t('form.selected', { label: props.label })}>
            {value.map((id) => (
              <Tag key={id} shape="rounded" value={id} dismissible>
                {labelOf(id)}
              </Tag>
            ))}
          </TagPickerGroup>
          <TagPickerInput
            ref={inputRef}
            name={field.name}
            aria-label={props.label}
            value={query}
            placeholder={value.length === 0 ? (props.placeholder ?? t('form.search')) : undefined}
            onChange={(event) => setQuery(event.target.value)}
            onBlur={field.onBlur}
          />
        </TagPickerControl>
        <TagPickerList>
          {available.length > 0 ? (
            available.map((option) => (
              <TagPickerOption key={option.value} value={option.value}>
                {option.label}
              </TagPickerOption>
            ))
          ) : (
            <div className={styles.none}>{props.loading ? t('filters.loading') : t('filters.noOptions')}</div>
          )}
        </TagPickerList>
      </TagPicker>
    </Field>
  )
}
