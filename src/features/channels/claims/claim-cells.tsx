import { Badge, makeStyles, Text, tokens } from '@fluentui/react-components'
import type { ClaimStatus } from '@/api/generated/channel/model'
import type { Formatters } from '@/lib/format'

const STATUS_COLOR: Record<ClaimStatus, 'warning' | 'brand' | 'danger' | 'important' | 'success' | 'subtle'> = {
  potential: 'warning',
  active: 'brand',
  disputed: 'important',
  appealed: 'danger',
  released: 'success',
  expired: 'subtle',
}

const useStyles = makeStyles({
  soon: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  week: { color: tokens.colorPaletteDarkOrangeForeground1 },
  none: { color: tokens.colorNeutralForeground3 },
})

export function ClaimStatusBadge({ status, label }: { status: ClaimStatus; label: string }) {
  return (
    <Badge appearance="tint" shape="rounded" color={STATUS_COLOR[status]}>
      {label}
    </Badge>
  )
}

const HOUR = 3_600_000

/** Time left until a deadline, counted from the server's time the page was computed at. */
function timeLeft(deadline: string | null, asOf: number): number | null {
  return deadline ? Date.parse(deadline) - asOf : null
}

/** The countdown's words: `{{days}} d {{hours}} h`, `{{hours}} h {{minutes}} min`. */
export interface CountdownTexts {
  none: string
  overdue: string
  daysHours: (days: number, hours: number) => string
  hoursMinutes: (hours: number, minutes: number) => string
}

/** Time left as days and hours (or hours and minutes under a day); coloured within 48 hours and 7 days. */
export function Countdown({ deadline, asOf, format, texts }: { deadline: string | null; asOf: number; format: Formatters; texts: CountdownTexts }) {
  const styles = useStyles()
  const left = timeLeft(deadline, asOf)
  if (left == null) return <Text className={styles.none}>{texts.none}</Text>
  if (left <= 0) return <Text className={styles.soon}>{texts.overdue}</Text>
  const minutes = Math.ceil(left / 60_000)
  const words =
    minutes >= 24 * 60
      ? texts.daysHours(Math.floor(minutes / 1440), Math.floor((minutes % 1440) / 60))
      : texts.hoursMinutes(Math.floor(minutes / 60), minutes % 60)
  return (
    <Text className={left <= 48 * HOUR ? styles.soon : left <= 7 * 24 * HOUR ? styles.week : undefined} title={format.dateTime(deadline)}>
      {words}
    </Text>
  )
}
