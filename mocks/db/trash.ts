import type { Cms, Policy, SavedView, Thumbnail } from '@/api/generated/channel/model'
import type { Notification } from '@/api/generated/notification/model'
import type { Organization, Role } from '@/api/generated/identity/model'
import type { Company, Director, Licensor, Producer, Product } from '@/api/generated/parameter/model'
import type { Db } from '.'
import type { CaptionRecord } from './captions'
import type { DocumentRecord } from './documents'
import type { Account } from './accounts'
import type { UserRecord } from './identity'
import { findUser } from './identity-views'
import type { PlaylistRecord } from './playlists'
import type { TranslationRecord } from './translations'
import type { VideoRecord } from './videos'
import type { ChangedBy } from './versions'

/** Days a deleted record stays in its area's Trash before the gateway purges it. */
const TRASH_DAYS = 30
const DAY_MS = 24 * 60 * 60 * 1000

/** A deleted record as it was, with who deleted it and when. */
export interface Trashed<T> {
  record: T
  deletedAt: string
  deletedBy: ChangedBy
}

/** When the gateway purges a trashed record. */
export const purgeAt = (entry: Trashed<unknown>) => new Date(Date.parse(entry.deletedAt) + TRASH_DAYS * DAY_MS).toISOString()

/**
 * One area's Trash (soft delete, docs/decisions.md "Trash and Undo"): deleting moves a record
 * here whole, restoring moves it back, purging drops it; an entry older than TRASH_DAYS by the
 * mock clock is gone on the next read, so moving the clock 30 days purges it.
 *
 * `list()` is newest deletion first, and the records of one deletion in the order they were put.
 * One deletion is every `put` of one synchronous stretch (a handler's call: the batch ends at the
 * next microtask); they share one `deletedAt`, so two calls in one millisecond, or a clock that
 * ticks inside one call, cannot reorder them under a sort by `deletedAt` (which is stable).
 */
export class TrashBin<T extends { id: string }> {
  private readonly entries = new Map<string, Trashed<T>>()
  /** Each entry's deletion number and place in it, for `list()`'s order. */
  private readonly order = new Map<string, { deletion: number; place: number }>()
  private deletions = 0
  private deletion: { at: string; number: number; size: number } | undefined

  /** `purged`: what else goes when an entry expires (a document's stored file). */
  constructor(
    private readonly now: () => number,
    private readonly purged: (record: T) => void = () => {},
  ) {}

  put(record: T, deletedBy: ChangedBy) {
    if (!this.deletion) {
      this.deletion = { at: new Date(this.now()).toISOString(), number: ++this.deletions, size: 0 }
      queueMicrotask(() => (this.deletion = undefined))
    }
    this.entries.set(record.id, { record, deletedAt: this.deletion.at, deletedBy })
    this.order.set(record.id, { deletion: this.deletion.number, place: this.deletion.size++ })
  }

  get(id: string): Trashed<T> | undefined {
    this.expire()
    return this.entries.get(id)
  }

  /** Takes the record out of the Trash (a restore or a purge). */
  take(id: string): Trashed<T> | undefined {
    const entry = this.get(id)
    this.entries.delete(id)
    this.order.delete(id)
    return entry
  }

  /** Takes every id out (duplicates once), or none when one is not here or `owned` refuses it: null then. */
  takeAll(ids: readonly string[], owned: (record: T) => boolean): T[] | null {
    const unique = [...new Set(ids)]
    if (
      unique.some((id) => {
        const entry = this.get(id)
        return !entry || !owned(entry.record)
      })
    )
      return null
    return unique.map((id) => this.take(id)!.record)
  }

  list(): Trashed<T>[] {
    this.expire()
    const rank = (entry: Trashed<T>) => this.order.get(entry.record.id)!
    return [...this.entries.values()].sort((a, b) => rank(b).deletion - rank(a).deletion || rank(a).place - rank(b).place)
  }

  private expire() {
    const now = this.now()
    for (const [id, entry] of this.entries)
      if (Date.parse(purgeAt(entry)) <= now) {
        this.entries.delete(id)
        this.order.delete(id)
        this.purged(entry.record)
      }
  }
}

/** A deleted video, and where it was in its channel's playlists (restored into the same places). */
export interface TrashedVideoRecord {
  id: string
  video: VideoRecord
  places: Array<{ playlistId: string; index: number; itemId: string }>
}

/** A video removed from a playlist (the entry, not the video): where it was, for restorePlaylistVideos. */
interface RemovedPlaylistEntry {
  /** The entry's id (PlaylistVideo.id), the same when it comes back. */
  id: string
  playlistId: string
  videoId: string
  index: number
}

/** A user removed from a channel: their assignment with its roles, for restoreChannelUsers. */
interface RemovedChannelUser {
  /** The channel-user id (ChannelUser.id), the same when they come back. */
  id: string
  channelId: string
  userId: string
  roleIds: string[]
}

/** A deleted CMS account and the policies that went with it (its settings stay keyed by its id). */
interface TrashedCmsRecord {
  id: string
  cms: Cms
  policies: Policy[]
}

/** A notification its user deleted (the inbox's "Deleted" view). */
interface TrashedNotificationRecord {
  id: string
  userId: string
  notification: Notification
}

/** A saved view its user deleted: kept for their Undo (restoreSavedViews); no page lists them. */
interface DeletedSavedViewRecord {
  id: string
  userId: string
  view: SavedView
}

/** A deleted role: as it was, its permissions and who held it, so a restore gives it back whole (mocks/db/role-trash.ts). */
export interface TrashedRoleRecord {
  id: string
  role: Role
  permissionIds: string[]
  /** Users who held the role. */
  holderIds: string[]
  /** Channel assignments (`channelId:userId`, the key of db.channelUserRoles) that held it. */
  channelHolders: string[]
}

/** A deleted user: the account as it was, their sign-in and their channel roles, so a restore gives it back whole (mocks/db/user-trash.ts). */
export interface TrashedUserRecord {
  id: string
  user: UserRecord
  account: Account | undefined
  /** Their channel roles (`channelId:userId` of db.channelUserRoles → role ids). */
  channelRoles: Array<[string, string[]]>
}

/** The Trash of every area that has one. */
export interface Trash {
  playlists: TrashBin<PlaylistRecord>
  videos: TrashBin<TrashedVideoRecord>
  /** Entries removed from playlists, kept like a Trash so Undo works after a reload too. */
  playlistEntries: TrashBin<RemovedPlaylistEntry>
  /** Users removed from channels, kept the same way. */
  channelUsers: TrashBin<RemovedChannelUser>
  /** Deleted documents; each keeps its stored file until it is purged (then the file goes too). */
  documents: TrashBin<DocumentRecord>
  /** Deleted thumbnails (never a selected one: the picture a video shows is not deleted). */
  thumbnails: TrashBin<Thumbnail>
  translations: TrashBin<TranslationRecord>
  /** Deleted caption tracks, whole (cues, language, status): their Trash page, Undo and restoreCaptionTracks. */
  captions: TrashBin<CaptionRecord>
  cms: TrashBin<TrashedCmsRecord>
  /** Policies deleted on their own (those of a deleted CMS account are in its entry). */
  policies: TrashBin<Policy>
  notifications: TrashBin<TrashedNotificationRecord>
  /** Saved views their users deleted (each user restores only their own). */
  savedViews: TrashBin<DeletedSavedViewRecord>
  /** Deleted roles, each with its permissions and who held it. */
  roles: TrashBin<TrashedRoleRecord>
  organizations: TrashBin<Organization>
  users: TrashBin<TrashedUserRecord>
  /** The parameter service's master-data lists (mocks/handlers/master-data.ts). */
  products: TrashBin<Product>
  companies: TrashBin<Company>
  licensors: TrashBin<Licensor>
  producers: TrashBin<Producer>
  directors: TrashBin<Director>
}

const bins = new WeakMap<Db, Trash>()

export function trashOf(db: Db): Trash {
  let trash = bins.get(db)
  if (!trash) {
    const now = () => db.clock.now()
    trash = {
      playlists: new TrashBin(now),
      videos: new TrashBin(now),
      playlistEntries: new TrashBin(now),
      channelUsers: new TrashBin(now),
      documents: new TrashBin(now, (document) => db.files.delete(document.path)),
      thumbnails: new TrashBin(now),
      translations: new TrashBin(now),
      captions: new TrashBin(now),
      cms: new TrashBin(now),
      policies: new TrashBin(now),
      notifications: new TrashBin(now),
      savedViews: new TrashBin(now),
      roles: new TrashBin(now),
      organizations: new TrashBin(now),
      users: new TrashBin(now),
      products: new TrashBin(now),
      companies: new TrashBin(now),
      licensors: new TrashBin(now),
      producers: new TrashBin(now),
      directors: new TrashBin(now),
    }
    bins.set(db, trash)
  }
  return trash
}

/** A record as the audit trail reads it while it is in the Trash: marked with who deleted it and when. */
export const markedTrashed = <T extends object>(entry: Trashed<T> | undefined) =>
  entry && { ...entry.record, deletedAt: entry.deletedAt, deletedBy: entry.deletedBy.name }

/** The user as a Trash entry names them. */
export function deleter(db: Db, userId: string): ChangedBy {
  const user = findUser(db, userId)
  return { id: userId, name: user ? `${user.firstName} ${user.lastName}`.trim() : userId }
}

/** Moves videos to the Trash: each with its places in the live playlists, which it leaves. */
export function trashVideos(db: Db, ids: readonly string[], by: ChangedBy) {
  const bin = trashOf(db).videos
  for (const id of ids) {
    const video = db.videos.get(id)
    if (!video) continue
    const places = db.playlists.flatMap((playlist) => {
      const index = playlist.items?.findIndex((item) => item.videoId === id) ?? -1
      return index < 0 ? [] : [{ playlistId: playlist.id, index, itemId: playlist.items![index]!.id }]
    })
    bin.put({ id, video, places }, by)
  }
}

/** Puts a trashed video back, into the live playlists it was in at the same places. */
export function restoreVideo(db: Db, entry: TrashedVideoRecord) {
  db.videos.putBack(entry.video)
  for (const place of entry.places) {
    const playlist = db.playlists.find((p) => p.id === place.playlistId)
    if (!playlist?.items || playlist.items.some((item) => item.videoId === entry.id)) continue
    playlist.items.splice(Math.min(place.index, playlist.items.length), 0, { id: place.itemId, videoId: entry.id })
  }
}
