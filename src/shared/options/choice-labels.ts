import { useMemo, type ReactElement } from 'react'
import { useTranslation } from 'react-i18next'

/** Translated accessible names for the parts Fluent's Dropdown and Combobox name in English. */
export interface ChoiceLabels {
  /** Dropdown's clear button (Fluent: "Clear selection"; rendered, hidden, also when not clearable). */
  clearButton(name: string): { 'aria-label': string }
  /** Combobox's expand button (Fluent: "Open" or "Open <name>"), with its content (a loading spinner). */
  expandIcon(name: string, children?: ReactElement): { 'aria-label': string; children?: ReactElement }
}

/**
 * Every Dropdown and Combobox of the app takes its slot names from here, so no Fluent default
 * ("Clear selection", "Open") reaches a Turkish screen reader:
 *
 *   const choice = useChoiceLabels()
 *   <Dropdown clearButton={choice.clearButton(label)} …/>  <Combobox expandIcon={choice.expandIcon(label, status.indicator)} …/>
 */
export function useChoiceLabels(): ChoiceLabels {
  const { t } = useTranslation('list-kit')
  return useMemo(
    () => ({
      clearButton: (name) => ({ 'aria-label': t('choice.clear', { name }) }),
      expandIcon: (name, children) => ({ 'aria-label': t('choice.open', { name }), ...(children ? { children } : {}) }),
    }),
    [t],
  )
}
