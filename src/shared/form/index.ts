/**
 * The form kit: react-hook-form over schemas derived from the generated zod, Fluent Field
 * bindings with translated messages, server errors on fields or above the form, a guard for
 * unsaved changes, and the three shapes a form takes: a drawer, a page, a wizard.
 */
export { useZodForm } from './use-zod-form'
export { useFormCore, type FormCore, type FormCoreOptions } from './use-form-core'
export { useFormEditor, type FormEditor, type FormEditorOptions } from './use-form-editor'
export { FormDrawer, PanelDrawer, RecordLoading, type FormDrawerProps, type PanelDrawerProps } from './form-drawer'
export { usePageForm, type PageFormEditor, type PageFormOptions } from './use-page-form'
export { PageForm, PageFormLoader, type PageFormProps, type PageFormLoaderProps, type RecordQuery } from './page-form'
export { FormServerError } from './form-server-error'
export { useWizard, type Wizard as WizardState, type WizardOptions, type WizardStep } from './use-wizard'
export { Wizard, type WizardProps } from './wizard'
export { StepIndicator } from './step-indicator'
export { FileField, FormFileField, type FileFieldProps } from './file-field'
export { chooseFiles, checkFile, matchesAccept, formatBytes, refusalText, type FileRules, type FileRefusal, type FileMessage, type FileChoice } from './file-rules'
export { DateRangePicker, type DateRangePickerProps } from './date-range-picker'
export { resolveRange, RANGE_PRESETS, type RangePreset, type DateRangeValue, type ResolvedRange } from './date-range'
export { useUnsavedChangesGuard, type UnsavedChangesGuard } from './unsaved-changes'
export { FormInput, FormTextarea, FormDate, FormNumber, FormSwitch, FormSelect, FormCombobox, FormMultiSelect, type FieldOption } from './fields'
export { OptionCombobox, type OptionComboboxProps } from './option-combobox'
export { validationMessage, decodeMessage, rangeRule, issueMessage, errorText } from './validation'
