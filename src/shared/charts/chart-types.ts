/** One line of a chart over time: a point per day or month ('YYYY-MM-DD', the period's first day). */
export interface TimeSeries {
  key: string
  label: string
  points: ReadonlyArray<{ date: string; value: number }>
}

/** One bar of a breakdown chart. */
export interface BreakdownItem {
  key: string
  label: string
  value: number
}
