import { Button, Label, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components'
import { ArrowUploadRegular, DismissRegular, DocumentRegular } from '@fluentui/react-icons'
import { useId, useRef, useState, type DragEvent } from 'react'
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { showBidiControls } from '@/lib/visible-controls'
import { useFormatters } from '@/shared/hooks'
import { acceptAttribute, chooseFiles, refusalText, rulesSummary, type FileRefusal, type FileRules } from './file-rules'
import { errorText } from './validation'

const useStyles = /* @__PURE__ */ makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  zone: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}`,
    border: `${tokens.strokeWidthThick} dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    font: 'inherit',
    cursor: 'pointer',
    textAlign: 'center',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover, border: `${tokens.strokeWidthThick} dashed ${tokens.colorBrandStroke1}` },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: tokens.strokeWidthThin },
    ':disabled': { cursor: 'not-allowed', color: tokens.colorNeutralForegroundDisabled, backgroundColor: tokens.colorNeutralBackgroundDisabled },
  },
  dragging: { border: `${tokens.strokeWidthThick} dashed ${tokens.colorBrandStroke1}`, backgroundColor: tokens.colorBrandBackground2 },
  invalid: { border: `${tokens.strokeWidthThick} dashed ${tokens.colorPaletteRedBorder2}` },
  icon: { fontSize: tokens.fontSizeHero700, color: tokens.colorBrandForeground1, display: 'flex' },
  muted: { color: tokens.colorNeutralForeground3 },
  hidden: { display: 'none' },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalXXS },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  name: { flex: '1 1 auto', minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  error: { color: tokens.colorPaletteRedForeground1, margin: 0, paddingInlineStart: 0, listStyleType: 'none' },
})

export interface FileFieldProps {
  label: string
  hint?: string
  required?: boolean
  disabled?: boolean
  multiple?: boolean
  rules: FileRules
  files: readonly File[]
  onChange(files: File[]): void
  /** The field's own error (translated), e.g. "choose a file". */
  error?: string
  className?: string
  /** The picker element's name (forms, tests). */
  name?: string
}

/**
 * Files by drag and drop or the picker: the drop zone is a button (Enter or Space opens the
 * picker). Each refused file is named with the rule it broke, and the files already chosen stay.
 * The chosen files are listed with a remove button each.
 */
export function FileField({ label, hint, required, disabled, multiple = false, rules, files, onChange, error, className, name }: FileFieldProps) {
  const { t } = useTranslation('common')
  const format = useFormatters()
  const styles = useStyles()
  const id = useId()
  const picker = useRef<HTMLInputElement>(null)
  const [dragging, setDragging] = useState(false)
  const [refused, setRefused] = useState<FileRefusal[]>([])
  const locale = format.locale
  const translate = (key: string, values?: Record<string, string | number>) => t(key, values ?? {})
  const summary = rulesSummary(translate, rules, locale)

  const take = async (incoming: File[]) => {
    if (incoming.length === 0) return
    const choice = await chooseFiles(files, incoming, rules, multiple)
    setRefused(choice.refused)
    if (choice.files.length !== files.length || choice.files.some((file, index) => file !== files[index])) onChange(choice.files)
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setDragging(false)
    if (!disabled) void take([...event.dataTransfer.files])
  }

  const describedBy = [hint && `${id}-hint`, summary && `${id}-rules`, (error || refused.length > 0) && `${id}-errors`].filter(Boolean).join(' ')
  return (
    <div className={mergeClasses(styles.root, className)} role="group" aria-labelledby={`${id}-label`}>
      <Label id={`${id}-label`} required={required}>
        {label}
      </Label>
      <input
        ref={picker}
        id={`${id}-picker`}
        name={name}
        type="file"
        multiple={multiple}
        accept={acceptAttribute(rules)}
        className={styles.hidden}
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const chosen = [...(event.target.files ?? [])]
          // The same file can be chosen again after a remove.
          event.target.value = ''
          void take(chosen)
        }}
      />
      <button
        id={`${id}-zone`}
        type="button"
        className={mergeClasses(styles.zone, dragging && styles.dragging, (error || refused.length > 0) && styles.invalid)}
        disabled={disabled}
        aria-labelledby={`${id}-label ${id}-action`}
        aria-describedby={describedBy || undefined}
        aria-invalid={error ? true : undefined}
        onClick={() => picker.current?.click()}
        onDragEnter={(event) => {
          event.preventDefault()
          if (!disabled) setDragging(true)
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <span className={styles.icon} aria-hidden="true">
          <ArrowUploadRegular />
        </span>
        <Text weight="semibold" id={`${id}-action`}>
          {multiple ? t('form.file.drop') : t('form.file.dropOne')}
        </Text>
        {summary ? (
          <Text size={200} className={styles.muted} id={`${id}-rules`}>
            {summary}
          </Text>
        ) : null}
      </button>
      {hint ? (
        <Text size={200} className={styles.muted} id={`${id}-hint`}>
          {hint}
        </Text>
      ) : null}
      <div id={`${id}-errors`} role="alert">
        {error || refused.length > 0 ? (
          <ul className={styles.error}>
            {error ? <li>{error}</li> : null}
            {refused.map((refusal, index) => (
              <li key={`${refusal.name}-${index}`}>
                <Text size={200} className={styles.error}>
                  {refusalText(translate, refusal, locale)}
                </Text>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {files.length > 0 ? (
        <ul className={styles.list} aria-label={t('form.file.chosen', { label })}>
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}-${index}`} className={styles.item}>
              <DocumentRegular aria-hidden="true" />
              <Text className={styles.name} title={showBidiControls(file.name)}>
                {showBidiControls(file.name)}
              </Text>
              <Text size={200} className={styles.muted}>
                {format.fileSize(file.size)}
              </Text>
              <Button
                appearance="subtle"
                size="small"
                icon={<DismissRegular />}
                aria-label={t('form.file.remove', { name: file.name })}
                disabled={disabled}
                onClick={() => {
                  setRefused([])
                  onChange(files.filter((_, at) => at !== index))
                }}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

/** A FileField bound to react-hook-form; the value is always an array of files. */
export function FormFileField<T extends FieldValues, N extends FieldPath<T>, O extends FieldValues = T>(
  props: Omit<FileFieldProps, 'files' | 'onChange' | 'error' | 'name'> & { control: Control<T, unknown, O>; name: N },
) {
  const { t } = useTranslation()
  const { control, name, ...rest } = props
  const { field, fieldState } = useController<T, N, O>({ control, name })
  const files = (field.value as File[] | null | undefined) ?? []
  const message = errorText((key, values) => (values ? t(key, values) : t(key)), fieldState.error?.message)
  return (
    <FileField
      {...rest}
      name={field.name}
      files={files}
      error={message}
      disabled={rest.disabled || field.disabled}
      onChange={(next) => {
        field.onChange(next)
        field.onBlur()
      }}
    />
  )
}
