import { AreaFrame } from '@/shared/ui/page-frame/area-frame'

/** /reports/content-reports (permission content_report_read). */
export function ContentReportsScreen() {
  return <AreaFrame ns="reports" pageKey="reports.contentReports" segment="content-reports" />
}
