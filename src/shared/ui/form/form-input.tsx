import { Field, Input, type InputProps } from '@fluentui/react-components'
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { errorText } from './validation'

/**
 * The binding every kit field shares, and the text input. Its own module so that a screen with
 * text boxes only (the sign-in code flows) loads no list or picker component.
 */

export interface FieldOption {
  value: string
  label: string
  disabled?: boolean
}

export interface BaseProps<T extends FieldValues, N extends FieldPath<T>, O extends FieldValues> {
  control: Control<T, unknown, O>
  name: N
  label: string
  hint?: string
  required?: boolean
  disabled?: boolean
  className?: string
}

export function useBoundField<T extends FieldValues, N extends FieldPath<T>, O extends FieldValues>(control: Control<T, unknown, O>, name: N) {
  const { t } = useTranslation()
  const {
    field: { ref: inputRef, ...field },
    fieldState,
  } = useController<T, N, O>({ control, name })
  const message = errorText((key, values) => (values ? t(key, values) : t(key)), fieldState.error?.message)
  // The callback ref goes to the focusable element, so a failed submit focuses the first error.
  return { field, inputRef, message }
}

export const fieldProps = (props: { label: string; hint?: string; required?: boolean; className?: string }, message: string | undefined) => ({
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

