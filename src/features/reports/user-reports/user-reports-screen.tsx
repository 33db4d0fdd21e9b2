import { AreaFrame } from '@/shared/ui/page-frame/area-frame'

/** /reports/user-reports (permission user_report_read). */
export function UserReportsScreen() {
  return <AreaFrame ns="reports" pageKey="reports.userReports" segment="user-reports" />
}
