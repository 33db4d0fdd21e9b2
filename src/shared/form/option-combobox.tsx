import { Combobox, Field, Option } from '@fluentui/react-components'
import { useMemo, useState, type Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { useOptionListStatus, useChoiceLabels } from '@/shared/options'
import type { FieldOption } from './form-input'
import { withFailure } from './input-fields'

export interface OptionComboboxProps {
  label: string
  hint?: string
  required?: boolean
  disabled?: boolean
  className?: string
  /** The chosen option's value; null for none. */
  value: string | null
  onChange(value: string | null): void
  options: readonly FieldOption[]
  loading?: boolean
  placeholder?: string
  /** A message under the field (an error: e.g. the list could not be loaded). */
  validationMessage?: string
  name?: string
  inputRef?: Ref<HTMLInputElement>
  onBlur?(): void
}

/**
 * One value out of a long list (languages, products) outside a react-hook-form form (a wizard
 * holding its own state): typing filters the options (and searches the server, for a key-value
 * lookup), the clear button chooses none. The same
 * control as FormCombobox, which binds it to a form field.
 */
export function OptionCombobox({
  label,
  hint,
  required,
  disabled,
  className,
  value,
  onChange,
  options,
  loading,
  placeholder,
  validationMessage,
  name,
  inputRef,
  onBlur,
}: OptionComboboxProps) {
  const { t } = useTranslation('list-kit')
  const choice = useChoiceLabels()
  const selected = options.find((option) => option.value === value)
  const [query, setQuery] = useState<string | null>(null)
  const visible = useMemo(() => {
    const needle = query?.trim().toLocaleLowerCase()
    return needle ? options.filter((option) => option.label.toLocaleLowerCase().includes(needle)) : options
  }, [options, query])
  const status = useOptionListStatus(options, loading)
  return (
    <Field
      label={label}
      hint={withFailure(hint, status.failure)}
      required={required}
      className={className}
      validationMessage={validationMessage}
      validationState={validationMessage ? 'error' : 'none'}
    >
      <Combobox
        ref={inputRef}
        name={name}
        aria-busy={status.busy || undefined}
        expandIcon={choice.expandIcon(label, status.indicator)}
        selectedOptions={value ? [value] : []}
        value={query ?? selected?.label ?? (value && status.busy ? t('filters.loading') : '')}
        placeholder={placeholder ?? t('form.search')}
        clearable
        disabled={disabled}
        onChange={(event) => {
          setQuery(event.target.value)
          status.search(event.target.value)
        }}
        onOptionSelect={(_, data) => {
          setQuery(null)
          status.search('')
          onChange(data.optionValue ?? null)
        }}
        onOpenChange={(_, data) => {
          if (data.open) return
          setQuery(null)
          status.search('')
        }}
        onBlur={onBlur}
      >
        {visible.map((option) => (
          <Option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </Option>
        ))}
        {visible.length === 0 ? (
          <Option value="__none__" disabled text="">
            {status.busy ? t('filters.loading') : t('filters.noOptions')}
          </Option>
        ) : null}
        {status.more && visible.length > 0 ? (
          <Option value="__more__" disabled text="">
            {status.more}
          </Option>
        ) : null}
      </Combobox>
    </Field>
  )
}
