import { makeStyles } from '@fluentui/react-components'
import { DatePicker, type CalendarStrings, type DatePickerProps, type DatePickerValidationResultData } from '@fluentui/react-datepicker-compat'
import { useCallback, useMemo, type FocusEventHandler, type Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { calendarNames, formatDay, isoDay, parseDay, dayOf, type DayPattern } from './day-format'

// The calendar's DayOfWeek (react-calendar-compat, not a direct dependency): Sunday 0, Monday 1.
const SUNDAY = 0 as NonNullable<DatePickerProps['firstDayOfWeek']>
const MONDAY = 1 as NonNullable<DatePickerProps['firstDayOfWeek']>

const useStyles = makeStyles({ input: { width: '100%', minWidth: 0 } })

export interface DayPickerProps {
  /** The chosen day as 'YYYY-MM-DD' (what URLs and the contracts carry); undefined: none. */
  value: string | undefined
  onChange: (value: string | undefined) => void
  /** Earliest and latest days that can be chosen ('YYYY-MM-DD'). */
  min?: string
  max?: string
  /** Typed text that is not a day: the caller shows `invalid` as the field's message. */
  onInvalid?: (invalid: boolean) => void
  className?: string
  /** The text box (a form focuses it on an error). */
  ref?: Ref<HTMLInputElement>
  name?: string
  disabled?: boolean
  onBlur?: FocusEventHandler<HTMLInputElement>
  /** Set by a Field (its label); pass through when used without one. */
  id?: string
  'aria-labelledby'?: string
  'aria-describedby'?: string
}

/**
 * A day field for the whole app, in the interface language: Fluent's DatePicker with Turkish or
 * English month and day names, Monday first in Turkish, typed input in the language's pattern
 * (dd.MM.yyyy, MM/dd/yyyy), every control's accessible name translated. The value stays an ISO
 * day, so URLs and calls do not change with the language. Wrap it in a Field for its label.
 */
export function DayPicker({ value, onChange, min, max, onInvalid, className, ...aria }: DayPickerProps) {
  const { t, i18n } = useTranslation('common')
  const styles = useStyles()
  const language = i18n.language
  const pattern: DayPattern = language.startsWith('tr') ? 'dd.MM.yyyy' : 'MM/dd/yyyy'
  const strings = useMemo<CalendarStrings>(
    () => ({
      ...calendarNames(language),
      goToToday: t('dayPicker.goToToday'),
      prevMonthAriaLabel: t('dayPicker.previousMonth'),
      nextMonthAriaLabel: t('dayPicker.nextMonth'),
      prevYearAriaLabel: t('dayPicker.previousYear'),
      nextYearAriaLabel: t('dayPicker.nextYear'),
      prevYearRangeAriaLabel: t('dayPicker.previousYears'),
      nextYearRangeAriaLabel: t('dayPicker.nextYears'),
      monthPickerHeaderAriaLabel: t('dayPicker.chooseYear', { name: '{0}' }),
      yearPickerHeaderAriaLabel: t('dayPicker.chooseMonth', { name: '{0}' }),
      closeButtonAriaLabel: t('dayPicker.close'),
      selectedDateFormatString: t('dayPicker.selected', { day: '{0}' }),
      todayDateFormatString: t('dayPicker.today', { day: '{0}' }),
      weekNumberFormatString: t('dayPicker.week', { week: '{0}' }),
      dayMarkedAriaLabel: t('dayPicker.marked'),
    }),
    [language, t],
  )
  // Stable: the DatePicker rewrites its text whenever the value or the formatter changes identity,
  // which would wipe what the user is typing on any re-render.
  const date = useMemo(() => (value ? (dayOf(value) ?? null) : null), [value])
  const formatDate = useCallback((day?: Date) => (day ? formatDay(day, pattern) : ''), [pattern])
  const parseDateFromString = useCallback((text: string) => parseDay(text, pattern), [pattern])
  const minDate = useMemo(() => (min ? dayOf(min) : undefined), [min])
  const maxDate = useMemo(() => (max ? dayOf(max) : undefined), [max])
  const validation = (data: DatePickerValidationResultData) => onInvalid?.(data.error === 'invalid-input')
  return (
    <DatePicker
      {...aria}
      className={className ?? styles.input}
      value={date}
      onSelectDate={(day) => {
        onInvalid?.(false)
        onChange(day ? isoDay(day) : undefined)
      }}
      allowTextInput
      // A click in the box places the caret for typing; the calendar button, Enter or Down opens the calendar.
      openOnClick={false}
      disableAutoFocus
      formatDate={formatDate}
      parseDateFromString={parseDateFromString}
      onValidationResult={validation}
      placeholder={t('dayPicker.placeholder')}
      firstDayOfWeek={language.startsWith('tr') ? MONDAY : SUNDAY}
      strings={strings}
      showGoToToday
      minDate={minDate}
      maxDate={maxDate}
      popupSurface={{ 'aria-label': t('dayPicker.calendar') }}
    />
  )
}
