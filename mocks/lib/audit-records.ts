import type { AuditRecordType } from '@/api/generated/identity/model'
import type { Db } from '../db'
import { savedViewsOf } from '../db/saved-views'
import { markedTrashed, trashOf } from '../db/trash'

/** A record as the audit trail compares it: its fields as plain JSON values. */
export type Snapshot = Record<string, unknown>

/** Reads one record of a type by id, as the caller (sub) sees it; undefined when there is none. */
type Reader = (db: Db, id: string, caller: string) => object | undefined

const byId = <T extends { id: string }>(items: readonly T[], id: string) => items.find((item) => item.id === id)

/** Channel members and their channel roles (`userId` → role ids). */
function channelUsers(db: Db, channelId: string) {
  if (!db.channel.channels.some((c) => c.id === channelId)) return undefined
  const members: Record<string, string[]> = {}
  for (const user of db.identity.users) {
    if (!user.channels.some((c) => c.id === channelId)) continue
    members[user.id] = db.channelUserRoles.get(`${channelId}:${user.id}`) ?? user.roles.map((role) => role.id)
  }
  return members
}

/** A master-data record (mocks/handlers/master-data.ts), live or in its list's Trash, marked there like a trashed playlist. */
function masterRecord(db: Db, list: 'products' | 'companies' | 'licensors' | 'producers' | 'directors', id: string) {
  const live = byId<{ id: string }>(db.parameter[list], id)
  const trashed = live ? undefined : trashOf(db)[list].get(id)
  return live ?? (trashed && { ...trashed.record, deletedAt: trashed.deletedAt, deletedBy: trashed.deletedBy.name })
}

/**
 * How the route layer reads each record type before and after a change (mocks/lib/route.ts,
 * `audit` of a declaration). A new record type is one line here and one enum member in the
 * contract (AuditRecordType).
 */
const READERS: Record<AuditRecordType, Reader> = {
  user: (db, id) => {
    const live = byId(db.identity.users, id)
    const trashed = live ? undefined : trashOf(db).users.get(id)
    return live ?? (trashed && { ...trashed.record.user, deletedAt: trashed.deletedAt, deletedBy: trashed.deletedBy.name })
  },
  profile: (db, id) => byId(db.identity.users, id),
  role: (db, id) => {
    const role = byId(db.identity.roles, id)
    if (role) {
      const permissions = db.identity.rolePermissions.get(id)
      return { ...role, userCount: undefined, permissionCount: undefined, permissionIds: [...(permissions ?? [])].sort() }
    }
    // A role in the Trash is still there, marked (deleting and restoring change deletedAt/deletedBy; purging removes it).
    const trashed = trashOf(db).roles.get(id)
    return (
      trashed && {
        ...trashed.record.role,
        userCount: undefined,
        permissionCount: undefined,
        permissionIds: [...trashed.record.permissionIds].sort(),
        deletedAt: trashed.deletedAt,
        deletedBy: trashed.deletedBy.name,
      }
    )
  },
  organization: (db, id) => {
    const live = byId(db.identity.organizations, id)
    const trashed = live ? undefined : trashOf(db).organizations.get(id)
    return live ?? (trashed && { ...trashed.record, deletedAt: trashed.deletedAt, deletedBy: trashed.deletedBy.name })
  },
  product: (db, id) => masterRecord(db, 'products', id),
  company: (db, id) => masterRecord(db, 'companies', id),
  licensor: (db, id) => masterRecord(db, 'licensors', id),
  producer: (db, id) => masterRecord(db, 'producers', id),
  director: (db, id) => masterRecord(db, 'directors', id),
  cms: (db, id) => {
    // A CMS account in the Trash is still there, marked (like a playlist): deleting it is `trash`, restoring `restore`.
    const trashed = byId(db.channel.cms, id) ? undefined : trashOf(db).cms.get(id)
    return trashed ? { ...trashed.record.cms, deletedAt: trashed.deletedAt, deletedBy: trashed.deletedBy.name } : byId(db.channel.cms, id)
  },
  cmsSettings: (db, id) =>
    byId(db.channel.cms, id) &&
    db.settings.cmsSettings(
      id,
      db.channel.policies.filter((p) => p.cmsId === id).map((p) => p.id),
    ),
  cmsPolicy: (db, id) => {
    const trashed = byId(db.channel.policies, id) ? undefined : trashOf(db).policies.get(id)
    return trashed ? { ...trashed.record, deletedAt: trashed.deletedAt, deletedBy: trashed.deletedBy.name } : byId(db.channel.policies, id)
  },
  channel: (db, id) => byId(db.channel.channels, id),
  channelSettings: (db, id) => {
    const channel = byId(db.channel.channels, id)
    return channel && db.settings.channelSettings(channel.id, channel.name)
  },
  installationDefaults: (db, id) => byId(db.channel.channels, id) && db.settings.installationDefaults(id),
  channelTargeting: (db, id) => byId(db.channel.channels, id) && db.settings.channelTargeting(id),
  channelUsers: (db, id) => channelUsers(db, id),
  video: (db, id) => {
    const live = db.videos.get(id)
    const trashed = live ? undefined : trashOf(db).videos.get(id)
    return live ?? (trashed && { ...trashed.record.video, deletedAt: trashed.deletedAt, deletedBy: trashed.deletedBy.name })
  },
  playlist: (db, id) => {
    const live = byId(db.playlists, id)
    // A playlist in the Trash is still there, marked: deleting and restoring change deletedAt/deletedBy; purging removes it.
    const trashed = live ? undefined : trashOf(db).playlists.get(id)
    const playlist = live ?? trashed?.record
    // The entries in their order: removing, adding and moving videos are changes of the playlist.
    const fields = playlist && { ...playlist, seedCount: undefined, items: playlist.items?.map((item) => item.videoId) }
    return fields && trashed ? { ...fields, deletedAt: trashed.deletedAt, deletedBy: trashed.deletedBy.name } : fields
  },
  content: (db, id) => db.contents.get(id),
  thumbnail: (db, id) => db.thumbnails.find(id) ?? markedTrashed(trashOf(db).thumbnails.get(id)),
  translation: (db, id) => byId(db.translations, id) ?? markedTrashed(trashOf(db).translations.get(id)),
  captionTrack: (db, id) => db.captions.get(id) ?? markedTrashed(trashOf(db).captions.get(id)),
  document: (db, id) => byId(db.documents, id) ?? markedTrashed(trashOf(db).documents.get(id)),
  image: (_db, id) => ({ url: id }),
  claim: (db, id) => db.claims.get(id),
  notification: (db, id, caller) => {
    const live = byId(db.notifications.list(caller), id)
    const trashed = live ? undefined : trashOf(db).notifications.get(id)
    return live ?? (trashed?.record.userId === caller ? { ...trashed.record.notification, deletedAt: trashed.deletedAt } : undefined)
  },
  notificationInbox: (db, _id, caller) => ({ unread: db.notifications.list(caller).filter((n) => !n.isRead).length }),
  notificationPreferences: (db, _id, caller) => Object.fromEntries(db.notifications.preferences(caller).map((p) => [p.typeKey, p])),
  savedView: (db, id, caller) => {
    // The caller's own views only; a deleted one is still theirs for 30 days, marked (delete = trash, restore).
    const trashed = trashOf(db).savedViews.get(id)
    return savedViewsOf(db).get(caller, id) ?? (trashed?.record.userId === caller ? markedTrashed({ ...trashed, record: trashed.record.view }) : undefined)
  },
}

/** Fields whose change alone is not a change of the record (the server stamps them on every write). */
const STAMPS = new Set(['updatedAt', 'lastModificationTime'])

/** The record as plain JSON (a copy: the handler may change the original in place), or undefined. */
export function snapshot(db: Db, type: AuditRecordType, id: string, caller: string): Snapshot | undefined {
  const record = READERS[type](db, id, caller)
  return record === undefined ? undefined : (JSON.parse(JSON.stringify(record)) as Snapshot)
}

/** The fields that differ, with their values before and after (null for a field one side lacks). */
export function changesBetween(before: Snapshot | undefined, after: Snapshot | undefined) {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])
  const changes: Array<{ field: string; before: unknown; after: unknown }> = []
  for (const field of fields) {
    if (STAMPS.has(field)) continue
    const was = before?.[field] ?? null
    const is = after?.[field] ?? null
    if (JSON.stringify(was) !== JSON.stringify(is)) changes.push({ field, before: was, after: is })
  }
  return changes
}
