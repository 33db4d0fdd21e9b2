import type { ClaimDigest } from './claims'
import { visibleChannels } from './channel-access'
import { hasPermission } from './identity-views'
import type { Db } from './index'

/**
 * The digests of channels whose claims came near their deadline, as `claim_deadline`
 * notifications to every user who may read those channels' claims (they arrive live: the store
 * tells the hub). Each user's channels are looked up once for all the digests.
 */
export function deliverClaimDigests(db: Db, digests: readonly ClaimDigest[]) {
  const createdAt = new Date(db.clock.now()).toISOString()
  for (const user of db.identity.users) {
    if (!hasPermission(db, user.id, 'claim_read')) continue
    const mine = new Set(visibleChannels(db, user.id).map((c) => c.id))
    for (const digest of digests) {
      if (!mine.has(digest.channelId)) continue
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
}
