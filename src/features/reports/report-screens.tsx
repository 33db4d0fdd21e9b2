import { AreaFrame } from '@/shared/ui/page-frame/area-frame'

/** The five company reports of spec §2; each route holds its own read permission. */
export function ChannelReportsScreen() {
  return <AreaFrame ns="reports" pageKey="reports.channelReports" segment="channel-reports" />
}

export function ContentReportsScreen() {
  return <AreaFrame ns="reports" pageKey="reports.contentReports" segment="content-reports" />
}

export function UserReportsScreen() {
  return <AreaFrame ns="reports" pageKey="reports.userReports" segment="user-reports" />
}

export function RevenueReportsScreen() {
  return <AreaFrame ns="reports" pageKey="reports.revenueReports" segment="revenue-reports" />
}

export function CompanyReportsScreen() {
  return <AreaFrame ns="reports" pageKey="reports.companyReports" segment="companyReports" />
}
