import { Badge } from '@fluentui/react-components'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

/** Cell helpers shared by lists: status badges, dates in the UI language, name lists. */

/** active / passive as a coloured badge; the label comes from the enum list or the screen. */
export function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <Badge appearance="tint" shape="rounded" color={status === 'active' ? 'success' : status === 'passive' ? 'subtle' : 'informative'}>
      {label}
    </Badge>
  )
}

export interface Formatters {
  /** A calendar date (`YYYY-MM-DD`), shown as the same day everywhere. */
  date(value: string | null | undefined): string
  /** A moment (`date-time`), in the viewer's time zone. */
  dateTime(value: string | null | undefined): string
  number(value: number | null | undefined): string
}

/** Formatters in the current UI language; cheap to call per cell. */
export function useFormatters(): Formatters {
  const { i18n } = useTranslation()
  const language = i18n.language
  return useMemo(() => {
    const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' })
    const moment = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' })
    const numbers = new Intl.NumberFormat(language)
    const parse = (value: string) => {
      const time = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value)
      return Number.isNaN(time) ? null : new Date(time)
    }
    return {
      date: (value) => {
        const parsed = value ? parse(value) : null
        return parsed ? day.format(parsed) : ''
      },
      dateTime: (value) => {
        const parsed = value ? parse(value) : null
        return parsed ? moment.format(parsed) : ''
      },
      number: (value) => (value == null ? '' : numbers.format(value)),
    }
  }, [language])
}

/** `[{name: 'A'}, {name: 'B'}]` → `A, B` (spec: roles joined by a comma). */
export const joinNames = (refs: ReadonlyArray<{ name: string }> | null | undefined) => (refs ?? []).map((ref) => ref.name).join(', ')

/** Key-value items of the contracts' option lists as filter / field options. */
export const toOptions = (items: ReadonlyArray<{ id: string; name: string }> | undefined) => (items ?? []).map((item) => ({ value: item.id, label: item.name }))
