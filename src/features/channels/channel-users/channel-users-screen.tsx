import { AreaFrame } from '@/shared/ui/page-frame/area-frame'

/** A page of the channel-detail layout (cms-channels and my-channels). */
export function ChannelUsersScreen() {
  return <AreaFrame ns="channels" pageKey="channels.channelUsers" segment="users" />
}
