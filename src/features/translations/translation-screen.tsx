import { AreaFrame } from '@/shared/ui/page-frame/area-frame'

/** /translation: video title and description translations. */
export function TranslationScreen() {
  return <AreaFrame ns="translation" segment="translation" />
}
