import { AreaFrame } from '@/shared/ui/page-frame/area-frame'

/** /cms-management/settings?cmsId=: the settings of one CMS. */
export function CmsSettingsScreen() {
  return <AreaFrame ns="cms-settings" pageKey="cmsSettings" segment="cms-management/settings" />
}
