import { AreaFrame } from '@/shared/ui/page-frame/area-frame'

/** /cms: the CMS accounts (a later issue fills the list). */
export function CmsScreen() {
  return <AreaFrame ns="cms" segment="cms" />
}
