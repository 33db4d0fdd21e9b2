import { AreaFrame } from '@/shared/ui/page-frame/area-frame'

/** /reports/channel-reports (permission channel_report_read). */
export function ChannelReportsScreen() {
  return <AreaFrame ns="reports" pageKey="reports.channelReports" segment="channel-reports" />
}
