/**
 * The form kit: react-hook-form over schemas derived from the generated zod, Fluent Field
 * bindings with translated messages, server errors on fields or above the form, and a guard
 * for unsaved changes.
 */
export { useZodForm } from './use-zod-form'
export { useFormEditor, type FormEditor, type FormEditorOptions } from './use-form-editor'
export { FormDrawer, PanelDrawer, RecordLoading, type FormDrawerProps, type PanelDrawerProps } from './form-drawer'
export { useUrlPanel, type UrlPanel } from './use-url-panel'
export { useUnsavedChangesGuard, type UnsavedChangesGuard } from './unsaved-changes'
export { FormInput, FormTextarea, FormDate, FormNumber, FormSwitch, FormSelect, FormCombobox, FormMultiSelect, type FieldOption } from './fields'
export { validationMessage, decodeMessage, rangeRule, issueMessage, errorText } from './validation'
