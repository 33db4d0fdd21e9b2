import { AreaFrame } from '@/shared/ui/page-frame/area-frame'

/** /mychannels: the channels the user works on. */
export function MyChannelsScreen() {
  return <AreaFrame ns="channels" segment="mychannels" />
}
