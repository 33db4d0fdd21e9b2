import { AreaFrame } from '@/shared/ui/page-frame/area-frame'

/** /reports/companyReports (permission company_report_read). */
export function CompanyReportsScreen() {
  return <AreaFrame ns="reports" pageKey="reports.companyReports" segment="companyReports" />
}
