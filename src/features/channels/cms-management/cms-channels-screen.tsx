import { AreaFrame } from '@/shared/ui/page-frame/area-frame'

/** /cms-management/channels?cmsId=: the channels of one CMS. */
export function CmsChannelsScreen() {
  return <AreaFrame ns="cms-channel" pageKey="cmsChannel" segment="cms-management/channels" />
}
