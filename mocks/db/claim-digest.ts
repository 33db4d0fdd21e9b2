import type { ClaimDigest } from './claims'
import { visibleChannels } from './channel-access'
import { hasPermission } from './identity-views'
import type { Db } from './index'

/**
 * The digest of a channel's claims near their deadline, as a `claim_deadline` notification to
 * every user who may read the channel's claims (it arrives live: the store tells the hub).
 */
export function deliverClaimDigest(db: Db, digest: ClaimDigest) {
  const createdAt = new Date(db.clock.now()).toISOString()
  for (const user of db.identity.users) {
    if (!hasPermission(db, user.id, 'claim_read')) continue
    if (!visibleChannels(db, user.id).some((c) => c.id === digest.channelId)) continue
    db.notifications.add(user.id, {
      id: db.notifications.context.newId(),
      type: 'Warning',
      typeKey: 'claim_deadline',
      params: {
        channelTitle: digest.channelTitle,
        channelId: digest.channelId,
        count: String(digest.count),
        earliestDeadline: new Date(digest.earliestDeadline).toISOString(),
      },
      isRead: false,
      createdAt,
      link: null,
    })
  }
}
