import { Field, Input, makeStyles, mergeClasses, tokens, type InputProps } from '@fluentui/react-components'
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

const useFrameStyles = makeStyles({
  // A field stretched to its row's height (a neighbour has a hint) keeps label and box at the top.
  root: { alignContent: 'start' },
  /**
   * The line of the field's message (Fluent's: a 2 px margin and one caption line) is kept free
   * while there is none, so a message appearing when the field is left moves nothing below it:
   * the next field stays under the pointer of the click that left this one.
   */
  reserve: { paddingBottom: `calc(${tokens.spacingVerticalXXS} + ${tokens.lineHeightBase200})` },
})

export function useBoundField<T extends FieldValues, N extends FieldPath<T>, O extends FieldValues>(control: Control<T, unknown, O>, name: N) {
  const { t } = useTranslation()
  const styles = useFrameStyles()
  const {
    field: { ref: inputRef, ...field },
    fieldState,
  } = useController<T, N, O>({ control, name })
  const message = errorText((key, values) => (values ? t(key, values) : t(key)), fieldState.error?.message)
  // The callback ref goes to the focusable element, so a failed submit focuses the first error.
  return { field, inputRef, message, frame: mergeClasses(styles.root, !message && styles.reserve) }
}

/** The Fluent `Field` props of a kit field: `frame` is useBoundField's (the message line kept free). */
export const fieldProps = (props: { label: string; hint?: string; required?: boolean; className?: string }, message: string | undefined, frame: string) => ({
  label: props.label,
  hint: props.hint,
  required: props.required,
  className: mergeClasses(frame, props.className),
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
  const { field, inputRef, message, frame } = useBoundField(props.control, props.name)
  return (
    <Field {...fieldProps(props, message, frame)}>
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
