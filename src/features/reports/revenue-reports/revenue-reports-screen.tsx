import { AreaFrame } from '@/shared/ui/page-frame/area-frame'

/** /reports/revenue-reports (permission revenue_report_read). */
export function RevenueReportsScreen() {
  return <AreaFrame ns="reports" pageKey="reports.revenueReports" segment="revenue-reports" />
}
