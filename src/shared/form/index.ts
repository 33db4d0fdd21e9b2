/**
 * The form kit: react-hook-form over schemas derived from the generated zod, Fluent Field
 * bindings with translated messages, server errors on fields or above the form, a guard for
 * unsaved changes, and the three shapes a form takes: a drawer, a page, a wizard.
 */
export { useZodForm } from './use-zod-form'

export { useFormEditor } from './use-form-editor'
export { FormDrawer, PanelDrawer, RecordLoading } from './form-drawer'
export { usePageForm } from './use-page-form'
export { PageForm, PageFormLoader, type RecordQuery } from './page-form'

export { useWizard, type WizardStep } from './use-wizard'
export { useDraftKey, useDraftSlot, readDraft, DraftNotice } from './draft-slot'

export { StepIndicator } from './step-indicator'
export { FileField } from './file-field'
export { chooseFiles, checkFile, formatBytes, type FileRules, type FileMessage } from './file-rules'
export { DateRangePicker } from './date-range-picker'
export { resolveRange, RANGE_PRESETS, type RangePreset, type DateRangeValue } from './date-range'
export { useUnsavedChangesGuard } from './unsaved-changes'
export { FormInput, FormTextarea, FormDate, FormNumber, FormSwitch, FormSelect, FormCombobox, FormMultiSelect, type FieldOption } from './fields'
export { OptionCombobox } from './option-combobox'
export { validationMessage, decodeMessage, rangeRule, issueMessage } from './validation'
