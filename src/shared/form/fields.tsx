import {
  makeStyles,
  tokens,
  Field,
  Tag,
  TagPicker,
  TagPickerControl,
  TagPickerGroup,
  TagPickerInput,
  TagPickerList,
  TagPickerOption,
} from '@fluentui/react-components'
import { useMemo, useState } from 'react'
import type { FieldPath, FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useOptionListStatus } from '@/shared/options'
import { fieldProps, useBoundField, withFailure, type BaseProps, type FieldOption } from './input-fields'
import { OptionCombobox } from './option-combobox'

export { FormInput, FormTextarea, FormDate, FormNumber, FormSwitch, FormSelect, type FieldOption } from './input-fields'

/** The list pickers; the plain inputs live in input-fields.tsx (re-exported here). */

const useStyles = makeStyles({
  none: { padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`, color: tokens.colorNeutralForeground3 },
})

/** One value out of a long list (producers, directors): typing filters the options. OptionCombobox bound to a form field. */
export function FormCombobox<T extends FieldValues, N extends FieldPath<T>, O extends FieldValues = T>(
  props: BaseProps<T, N, O> & { options: readonly FieldOption[]; placeholder?: string; loading?: boolean },
) {
  const { field, inputRef, message, frame } = useBoundField(props.control, props.name)
  return (
    <OptionCombobox
      label={props.label}
      hint={props.hint}
      required={props.required}
      className={fieldProps(props, message, frame).className}
      validationMessage={message}
      value={(field.value as string | null | undefined) ?? null}
      onChange={field.onChange}
      options={props.options}
      loading={props.loading}
      placeholder={props.placeholder}
      disabled={props.disabled || field.disabled}
      name={field.name}
      inputRef={inputRef}
      onBlur={field.onBlur}
    />
  )
}

/** Many values (roles, companies, channels) as removable tags with a searchable list. */
export function FormMultiSelect<T extends FieldValues, N extends FieldPath<T>, O extends FieldValues = T>(
  props: BaseProps<T, N, O> & { options: readonly FieldOption[]; placeholder?: string; loading?: boolean },
) {
  const { t } = useTranslation('list-kit')
  const styles = useStyles()
  const { field, inputRef, message, frame } = useBoundField(props.control, props.name)
  const value = useMemo(() => ((field.value as string[] | null | undefined) ?? []).filter((id) => typeof id === 'string'), [field.value])
  const [query, setQuery] = useState('')
  const status = useOptionListStatus(props.options, props.loading)
  const labelOf = (id: string) => props.options.find((option) => option.value === id)?.label ?? (status.busy ? t('filters.loading') : id)
  const available = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase()
    return props.options.filter((option) => !value.includes(option.value) && (!needle || option.label.toLocaleLowerCase().includes(needle)))
  }, [props.options, value, query])
  return (
    <Field {...fieldProps(props, message, frame)} hint={withFailure(props.hint, status.failure)}>
      <TagPicker
        selectedOptions={value}
        disabled={props.disabled || field.disabled}
        onOptionSelect={(_, data) => {
          setQuery('')
          status.search('')
          field.onChange(data.selectedOptions)
        }}
      >
        <TagPickerControl aria-busy={status.busy || undefined} expandIcon={status.indicator}>
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
            onChange={(event) => {
              setQuery(event.target.value)
              status.search(event.target.value)
            }}
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
            <div className={styles.none}>{status.busy ? t('filters.loading') : t('filters.noOptions')}</div>
          )}
          {status.more && available.length > 0 ? <div className={styles.none}>{status.more}</div> : null}
        </TagPickerList>
      </TagPicker>
    </Field>
  )
}
