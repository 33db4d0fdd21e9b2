import { Dropdown, Field, makeStyles, Option, tokens } from '@fluentui/react-components'
import { CalendarRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DayPicker } from '@/shared/frame'
import { useFormatters } from '@/shared/hooks'
import { resolveRange, type DateRangeValue, type RangePreset } from './date-range'
import { useChoiceLabels } from '@/shared/options'

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  preset: { minWidth: '200px' },
  day: { width: '160px' },
})

export interface DateRangePickerProps {
  value: DateRangeValue
  onChange: (value: DateRangeValue) => void
  /** The presets offered, in order; `custom` shows two calendar fields. */
  presets: readonly RangePreset[]
  /** What an incomplete custom range falls back to (the page's default preset). */
  fallback?: RangePreset
}

/**
 * A period: a preset (last 7/30/90 days, this month, last month, this year, all time) or a custom
 * range picked on the kit's calendar (DayPicker). The resolved days are written under the choice.
 */
export function DateRangePicker({ value, onChange, presets, fallback = 'last30' }: DateRangePickerProps) {
  const { t } = useTranslation('list-kit')
  const choice = useChoiceLabels()
  const f = useFormatters()
  const styles = useStyles()
  // Custom days being typed: applied once both are there and in order.
  const [draft, setDraft] = useState<{ from?: string; to?: string } | null>(null)
  const days = draft ?? { from: value.from, to: value.to }
  const backwards = Boolean(days.from && days.to && days.from > days.to)
  const resolved = resolveRange(value, fallback)
  const hint =
    resolved.startDate && resolved.endDate ? t('dateRange.span', { from: f.date(resolved.startDate), to: f.date(resolved.endDate) }) : t('dateRange.allTime')

  const choose = (preset: RangePreset) => {
    setDraft(null)
    if (preset === 'custom') {
      const current = resolveRange(value, fallback)
      onChange({ preset, from: current.startDate ?? value.from, to: current.endDate ?? value.to })
    } else onChange({ preset })
  }
  const setDay = (which: 'from' | 'to', day: string | undefined) => {
    const next = { ...days, [which]: day || undefined }
    if (next.from && next.to && next.from <= next.to) {
      setDraft(null)
      onChange({ preset: 'custom', from: next.from, to: next.to })
    } else setDraft(next)
  }

  return (
    <div className={styles.root}>
      <Field label={t('dateRange.label')} hint={value.preset === 'custom' ? undefined : hint}>
        <Dropdown
          className={styles.preset}
          clearButton={choice.clearButton(t('dateRange.label'))}
          value={t(`dateRange.presets.${value.preset}`)}
          selectedOptions={[value.preset]}
          onOptionSelect={(_, data) => data.optionValue && choose(data.optionValue as RangePreset)}
          expandIcon={<CalendarRegular />}
        >
          {presets.map((preset) => (
            <Option key={preset} value={preset}>
              {t(`dateRange.presets.${preset}`)}
            </Option>
          ))}
        </Dropdown>
      </Field>
      {value.preset === 'custom' ? (
        <>
          <Field label={t('dateRange.from')}>
            <DayPicker className={styles.day} value={days.from} max={days.to} onChange={(day) => setDay('from', day)} />
          </Field>
          <Field label={t('dateRange.to')} validationState={backwards ? 'error' : 'none'} validationMessage={backwards ? t('dateRange.backwards') : undefined}>
            <DayPicker className={styles.day} value={days.to} min={days.from} onChange={(day) => setDay('to', day)} />
          </Field>
        </>
      ) : null}
    </div>
  )
}
