import { AreaFrame } from '@/shared/ui/page-frame/area-frame'

/** /Thumbnail: the thumbnail tool (thumbnail_manage_view). */
export function ThumbnailScreen() {
  return <AreaFrame ns="thumbnail" segment="thumbnail" />
}
