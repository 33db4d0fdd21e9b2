/** Dashboard widget permissions (`dashboard_*`), one constant per widget. */
export const DASHBOARD_PERMISSIONS = {
  channelAndCmsCount: 'dashboard_youtube_channel_and_cms_count',
  draftVideo: 'dashboard_draft_video',
  publishedVideo: 'dashboard_published_video',
  copyright: 'dashboard_copyright',
  channelWatchCount: 'dashboard_channel_watch_count',
  yellowDollar: 'dashboard_yellow_dollar',
  channelRevenueGraph: 'dashboard_channel_revenue_graph',
  channelRevenueList: 'dashboard_channel_revenue_list',
  top10ViewChannels: 'dashboard_top_10_view_channels',
  top10RevenueChannels: 'dashboard_top_10_revenue_channels',
  top10SubscriberChannels: 'dashboard_top_10_subscriber_channels',
  videoUploadTarget: 'dashboard_video_upload_target',
  videoPublishTarget: 'dashboard_video_publish_target',
  translationPublished: 'dashboard_translation_published',
  translationDraft: 'dashboard_translation_draft',
} as const
