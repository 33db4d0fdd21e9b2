import type { Db } from './index'
import type { ChannelRecord } from './channel'
import { findUser, isAdmin } from './identity-views'

/**
 * Channels a user may see (the channel scope, docs/decisions.md): every channel for an
 * administrator, otherwise the channels assigned to them (identity's user record; the channel's
 * users tab lists the same assignment) — the same ids in both services.
 */
export function visibleChannels(db: Db, userId: string): ChannelRecord[] {
  const user = findUser(db, userId)
  if (!user) return []
  if (isAdmin(db, user)) return db.channel.channels
  const mine = new Set(user.channels.map((c) => c.id))
  return db.channel.channels.filter((c) => mine.has(c.id))
}

/** Whether the user may see the channel: an administrator any, anyone else one assigned to them. */
export function mayAccessChannel(db: Db, userId: string, channelId: string): boolean {
  const user = findUser(db, userId)
  return user != null && (isAdmin(db, user) || user.channels.some((c) => c.id === channelId))
}

/** CMS accounts a user may see: all for an administrator, else those of their companies or channels. */
export function visibleCms(db: Db, userId: string) {
  const user = findUser(db, userId)
  if (!user) return []
  if (isAdmin(db, user)) return db.channel.cms
  const companies = new Set(user.companies.map((c) => c.id))
  const channelCms = new Set(visibleChannels(db, userId).map((c) => c.cmsId))
  return db.channel.cms.filter((c) => companies.has(c.companyId) || channelCms.has(c.id))
}

/** Videos in a channel the user sees, as `GET /channels/{id}` counts them. */
export const videoCountOf = (db: Db, channel: ChannelRecord) => (db.videos.isLoaded(channel.id) ? db.videos.list(channel.id).length : channel.videoCount)

/** The channel of a translated item (a video, a playlist or a channel itself); undefined when it is gone. */
export function itemChannelId(db: Db, itemType: 'video' | 'playlist' | 'channel', itemId: string): string | undefined {
  if (itemType === 'video') return db.videos.get(itemId)?.channelId
  if (itemType === 'playlist') return db.playlists.find((p) => p.id === itemId)?.channelId
  return db.channel.channels.find((c) => c.id === itemId)?.id
}
