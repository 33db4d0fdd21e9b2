import { Faker, en, tr, base } from '@faker-js/faker'
import type { Content } from '@/api/generated/channel/model'
import { seedAccounts, type Account } from './accounts'
import { CaptionStore } from './captions'
import { seedChannel, type ChannelData, type ChannelRecord } from './channel'
import { deliverClaimDigests } from './claim-digest'
import { seedClaimants } from './claim-factory'
import { ClaimStore } from './claims'
import { MockClock } from './clock'
import { SettingsStore } from './channel-settings'
import type { DbEvents } from './events'
import { seedIdentity, type IdentityData } from './identity'
import { seedDocuments, type DocumentRecord } from './documents'
import { hostileNotifications, NotificationStore, notificationIds, seedNotificationsFor } from './notification'
import { seedParameter, type ParameterData } from './parameter'
import { seedPlaylists, type PlaylistRecord } from './playlists'
import { hashOf, prng, seedAnchor } from './random'
import { StoredFiles } from './stored-files'
import { ThumbnailStore } from './thumbnails'
import { seedTranslations, type TranslationRecord } from './translations'
import { VideoStore } from './videos'
import { RecordVersions } from './versions'

export type { DbEvents } from './events'

/** Fixed seed: a reload starts from the same data (docs/architecture.md). */
const MOCK_SEED = 20_261_121

/**
 * A Faker per data area, each seeded from the area's name, so adding records to one area never
 * shifts the ids of another.
 */
function fakerFor(area: string, seed = MOCK_SEED): Faker {
  const faker = new Faker({ locale: [tr, en, base] })
  let hash = seed
  for (const char of area) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0
  faker.seed(Math.abs(hash))
  return faker
}

/** The mock gateway's in-memory database: one per gateway, shared by all four services. */
export interface Db {
  /** Start of the seed's day; relative dates count back from it. */
  readonly anchor: number
  readonly parameter: ParameterData
  readonly channel: ChannelData
  readonly playlists: PlaylistRecord[]
  readonly videos: VideoStore
  readonly thumbnails: ThumbnailStore
  readonly settings: SettingsStore
  /** Content creations under way or finished (step 1 upload, step 2 details, step 3 publish). */
  readonly contents: Map<string, Content>
  readonly translations: TranslationRecord[]
  /** Subtitle and caption tracks of videos (seeded on the first channel's newest videos). */
  readonly captions: CaptionStore
  readonly documents: DocumentRecord[]
  /** Uploaded images and documents, served at `/mock-files/…` on the page's origin. */
  readonly files: StoredFiles
  /** Channel role of a user on a channel (`channelId:userId` → role ids), when it differs from their roles. */
  readonly channelUserRoles: Map<string, string[]>
  readonly identity: IdentityData
  /** Credentials by user id. */
  readonly accounts: Map<string, Account>
  readonly notifications: NotificationStore
  /** Copyright claims and strikes of the CMSs' channels (the claims desk). */
  readonly claims: ClaimStore
  /** The clock claim deadlines follow; tests move it. */
  readonly clock: MockClock
  /** Every record's version (If-Match, ETag, RecordChanged): read and bumped only through it. */
  readonly versions: RecordVersions
  /** First answers of idempotent calls, by user, operation and Idempotency-Key. */
  readonly idempotency: Map<string, Promise<{ status: number; headers: [string, string][]; text: string; at: number }>>
  /** Adds a notification for the user and tells the hub (SendTestNotification, developer panel). */
  createTestNotification(userId: string): void
}

/** Demo users who start with notifications, and how many. */
const NOTIFIED = { 'admin@demo.local': 48, 'editor@demo.local': 30, 'newuser@demo.local': 9 } as const

export function createDb(events: DbEvents): Db {
  const anchor = seedAnchor()
  const parameter = seedParameter(fakerFor('parameter'), anchor)
  const channel = seedChannel(fakerFor('channel'), anchor, parameter)
  const playlists = seedPlaylists(fakerFor('channel.playlists'), anchor, channel.channels)
  const identity = seedIdentity(fakerFor('identity'), anchor, parameter, channel.channels)
  const accounts = seedAccounts(identity.users)

  const videos = new VideoStore(
    (channelId) => {
      const record = channel.channels.find((c) => c.id === channelId)
      if (!record) return null
      const people = identity.users.filter((u) => u.channels.some((c) => c.id === channelId)).map((u) => `${u.firstName} ${u.lastName}`)
      return {
        channelId,
        channelName: record.name,
        count: record.videoCount,
        anchor,
        products: parameter.products,
        people: people.length ? people : identity.users.slice(7, 20).map((u) => `${u.firstName} ${u.lastName}`),
      }
    },
    () => channel.channels.map((c) => c.id),
    () => new Map(parameter.products.map((p) => [p.id, p.name])),
  )

  // Claims: planned now, made with each channel's videos; the channels' claim figures read them.
  const clock = new MockClock()
  const dbRef: { current?: Db } = {}
  const claims = new ClaimStore({
    channels: channel.channels,
    videos,
    seedPolicies: [...channel.policies],
    policies: () => channel.policies,
    claimants: seedClaimants(),
    people: identity.users.slice(0, 40).map((u) => `${u.firstName} ${u.lastName}`),
    clock,
    digest: (digests) => dbRef.current && deliverClaimDigests(dbRef.current, digests),
  })
  videos.track(
    (channelId, made) => claims.attach(channelId, made),
    (removed) => claims.videosRemoved(removed),
  )
  // The channels' claim figures read the claims; a test may still pin one (it then stays as set).
  const derived = (record: ChannelRecord, key: 'thirdPartyClaimsCount' | 'copyright', read: () => number) =>
    Object.defineProperty(record, key, {
      get: read,
      set: (value: number) => Object.defineProperty(record, key, { value, writable: true, enumerable: true, configurable: true }),
      enumerable: true,
      configurable: true,
    })
  for (const record of channel.channels) {
    derived(record, 'thirdPartyClaimsCount', () => claims.counts(record.id).open)
    derived(record, 'copyright', () => claims.counts(record.id).waiting)
  }

  const libraryFaker = fakerFor('channel.library')
  const files = new StoredFiles()
  // Made on first read: it takes the newest videos of the 10,000-video channel.
  let translations: TranslationRecord[] | null = null
  const documents = seedDocuments(
    libraryFaker,
    anchor,
    parameter,
    channel.channels,
    identity.users.slice(0, 40).map((u) => `${u.firstName} ${u.lastName}`),
    files,
  )

  const notificationFaker = fakerFor('notification')
  const notifications = new NotificationStore(events, {
    rand: prng(hashOf('notification.params')),
    channelTitles: channel.channels.map((c) => c.name),
    channelPlatformIds: channel.channels.map((c) => c.youtubeChannelId),
    claimFigures: () =>
      channel.channels.map((c) => {
        const counts = claims.counts(c.id)
        return { title: c.name, platformId: c.youtubeChannelId, waiting: counts.waiting, potential: counts.potential, strikes: counts.strikes }
      }),
    newId: notificationIds(hashOf('notification.ids')),
  })
  for (const [email, count] of Object.entries(NOTIFIED)) {
    const user = identity.users.find((u) => u.email === email)
    if (!user) continue
    const seeded = seedNotificationsFor(notificationFaker, notifications.context, anchor, count)
    if (email === 'admin@demo.local') seeded.push(...hostileNotifications(notifications.context.newId, anchor))
    notifications.seed(user.id, seeded)
  }

  // In the browser, make the 10,000 videos while the page is idle, so opening that channel
  // does not wait for them (Node and jsdom have no requestIdleCallback: they make them on use).
  const firstChannel = channel.channels[0]
  if (firstChannel) globalThis.requestIdleCallback?.(() => videos.list(firstChannel.id), { timeout: 5_000 })

  const db: Db = {
    anchor,
    parameter,
    channel,
    playlists,
    videos,
    thumbnails: new ThumbnailStore(videos),
    settings: new SettingsStore(),
    contents: new Map(),
    get translations() {
      translations ??= seedTranslations(fakerFor('channel.translations'), anchor, channel.channels, (id) => videos.list(id), playlists)
      return translations
    },
    captions: new CaptionStore(() => videos.list(channel.channels[0]?.id ?? '').slice(0, 3), anchor),
    documents,
    files,
    channelUserRoles: new Map(),
    identity,
    accounts,
    notifications,
    claims,
    clock,
    versions: new RecordVersions(() => clock.now()),
    idempotency: new Map(),
    createTestNotification: (userId) => notifications.createTest(userId),
  }
  dbRef.current = db
  return db
}
