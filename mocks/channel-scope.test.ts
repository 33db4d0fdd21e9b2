// @vitest-environment node
import './lib/node-storage'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Db } from './db'
import type { ChannelRecord } from './db/channel'
import { jobsOf } from './db/jobs'
import { playlistItems } from './db/playlists'
import { createGateway, type MockGateway } from './gateway'
import { uploadsOf } from './upload/tus-state'
import { Contract, type Operation } from './lib/openapi-operations'
import { accountOf, grantOnly } from '@tests/gateway'
import { testClient, type TestClient } from '@tests/test-client'

/**
 * The channel scope (docs/decisions.md "Channel scope"), walked over every operation of the
 * channel service's contract: a channel-scoped user who holds every permission calls each one on
 * a record of a channel they are not a user of and is refused (403, the scope's message), or, for
 * a list, gets none of that channel's rows. Each refusal has its control: the same call on the
 * user's own channel is not refused, and the administrator's list does hold the other channel's
 * rows, so no check here passes by saying no to everything. An operation added to the contract
 * fails "classifies every operation" until it has its entry in SCOPE.
 */
const contract = new Contract('channel', 'openapi/channel.yaml')
const SCOPE_MESSAGE_TR = 'Bu kayıt atanmadığınız bir kanala ait.'
const SCOPED = 'editor@demo.local'

/** The records of one channel the walk calls on. */
interface Target {
  channel: ChannelRecord
  video: string
  videoTitle: string
  short: string
  playlist: string
  playlistItem: string
  /** Another playlist of the channel, deleted (in the Trash) by the administrator. */
  trashedPlaylist: string
  /** Another video of the channel, deleted (in the Trash) by the administrator. */
  trashedVideo: string
  /** A thumbnail (not the selected one) of the video, deleted (in the Trash) by the administrator. */
  trashedThumbnail: string
  trashedCaption: string
  /** A second translation of the video, deleted (in the Trash) by the administrator. */
  trashedTranslation: string
  content: string
  /** A second content creation, for discarding. */
  spareContent: string
  upload: string
  thumbnail: string
  translation: string
  caption: string
  /** A finished job of the channel, started by the administrator. */
  job: string
  claim: string
  claimVideoTitle: string
}

interface Req {
  params?: Record<string, string>
  query?: Record<string, string | string[]>
  /** Merged over the contract's sample body (objects). */
  body?: unknown
  headers?: Record<string, string>
  bytes?: Uint8Array
}

interface ListRule {
  /** The call listing across channels, narrowed by the scope. */
  request: (foreign: Target) => Req
  /** What of the answer shows the other channel (must be empty for the scoped user, not for the administrator). */
  foreignRows: (body: never, foreign: Target) => unknown[]
}

interface Rule {
  /** A call on a record of the channel (or a search naming it): 403 for another channel. */
  record?: (t: Target) => Req
  list?: ListRule
  /** Not a channel's record: why the scope does not apply. */
  outside?: string
}

type Items<T> = { items: T[] }
const ids = (t: Target) => ({ id: t.channel.id })
const byChannelId = (body: Items<{ channelId: string }>, f: Target) => body.items.filter((r) => r.channelId === f.channel.id)
const period = { startDate: '2026-01-01', endDate: '2026-12-31' }

/** Every channel-service operation: what the scope asks of it. */
const SCOPE: Record<string, Rule> = {
  getChannelEnumKeyValueList: { outside: 'enum lists are the same for everyone' },
  getChannelEntityKeyValueList: {
    list: {
      request: (f) => ({ params: { entityType: 'Channel' }, query: { Ids: [f.channel.id] } }),
      foreignRows: (body: { body: Items<{ id: string }> }, f) => body.body.items.filter((r) => r.id === f.channel.id),
    },
  },
  uploadImage: { outside: 'an image upload belongs to no channel until a record uses it' },
  searchCms: { outside: 'CMS accounts are company records (cms_read); their lists show the caller’s companies and channels' },
  createCms: { outside: 'CMS accounts are company records' },
  deleteCmsBulk: { outside: 'CMS accounts are company records' },
  searchCmsTrash: { outside: 'CMS accounts are company records (a deleted one has no channels); the Trash shows the caller’s companies' },
  restoreCms: { outside: 'CMS accounts are company records' },
  purgeCms: { outside: 'CMS accounts are company records' },
  getCms: { outside: 'CMS accounts are company records' },
  updateCms: { outside: 'CMS accounts are company records' },
  updateCmsStatus: { outside: 'CMS accounts are company records' },
  getCmsSettings: { outside: 'CMS accounts are company records' },
  updateCmsSettings: { outside: 'CMS accounts are company records' },
  searchCmsChannels: {
    list: {
      request: (f) => ({ body: { index: 0, size: 500, cmsId: f.channel.cmsId, search: f.channel.name } }),
      foreignRows: (body: { body: Items<{ id: string }> }, f) => body.body.items.filter((r) => r.id === f.channel.id),
    },
  },
  updateCmsChannelStatus: { record: (t) => ({ params: ids(t), body: { status: 'active' } }) },
  searchCmsPolicies: { outside: 'policies belong to a CMS account, a company record' },
  createCmsPolicy: { outside: 'policies belong to a CMS account, a company record' },
  deleteCmsPolicyBulk: { outside: 'policies belong to a CMS account, a company record' },
  searchCmsPolicyTrash: { outside: 'policies belong to a CMS account, a company record' },
  restoreCmsPolicies: { outside: 'policies belong to a CMS account, a company record' },
  purgeCmsPolicies: { outside: 'policies belong to a CMS account, a company record' },
  getCmsPolicy: { outside: 'policies belong to a CMS account, a company record' },
  updateCmsPolicy: { outside: 'policies belong to a CMS account, a company record' },
  searchChannels: {
    list: {
      request: (f) => ({ body: { index: 0, size: 500, search: f.channel.name } }),
      foreignRows: (body: { body: Items<{ id: string }> }, f) => body.body.items.filter((r) => r.id === f.channel.id),
    },
  },
  searchChannelsByCompany: {
    list: {
      request: (f) => ({ body: { index: 0, size: 500, companyIds: [f.channel.companyId] } }),
      foreignRows: (body: { body: Items<{ id: string }> }, f) => body.body.items.filter((r) => r.id === f.channel.id),
    },
  },
  getChannel: { record: (t) => ({ params: ids(t) }) },
  updateChannelStatus: { record: (t) => ({ params: ids(t), body: { status: 'active' } }) },
  getChannelSettings: { record: (t) => ({ params: ids(t) }) },
  updateChannelSettings: { record: (t) => ({ params: ids(t), body: { keywords: ['dizi'], showSubscriberCount: true } }) },
  getChannelInstallationDefaults: { record: (t) => ({ params: ids(t) }) },
  updateChannelInstallationDefaults: { record: (t) => ({ params: ids(t) }) },
  getChannelTargeting: { record: (t) => ({ params: ids(t) }) },
  updateChannelTargeting: { record: (t) => ({ params: ids(t) }) },
  searchChannelUsers: { record: (t) => ({ params: { channelId: t.channel.id } }) },
  searchRemovedChannelUsers: { record: (t) => ({ params: { channelId: t.channel.id } }) },
  addChannelUsers: { record: (t) => ({ params: { channelId: t.channel.id }, body: { userIds: [USER_TO_ADD], roleId: ROLE_TO_ADD } }) },
  deleteChannelUserBulk: { record: (t) => ({ params: { channelId: t.channel.id }, body: { ids: [crypto.randomUUID()] } }) },
  restoreChannelUsers: { record: (t) => ({ params: { channelId: t.channel.id }, body: { ids: [crypto.randomUUID()] } }) },
  searchVideos: { record: (t) => ({ body: { index: 0, size: 10, channelId: t.channel.id } }) },
  deleteVideoBulk: { record: (t) => ({ body: { ids: [t.video] } }) },
  searchVideoTrash: { record: (t) => ({ body: { index: 0, size: 10, channelId: t.channel.id } }) },
  restoreVideos: { record: (t) => ({ body: { ids: [t.trashedVideo] } }) },
  purgeVideos: { record: (t) => ({ body: { ids: [t.trashedVideo] } }) },
  getVideo: { record: (t) => ({ params: { id: t.video } }) },
  updateVideo: { record: (t) => ({ params: { id: t.video }, body: { video: 'Başlık', privacyStatus: 'public', monetize: false, madeForKids: false } }) },
  updateVideoStatus: { record: (t) => ({ params: { id: t.video }, body: { status: 'published' } }) },
  selectVideoThumbnail: { record: (t) => ({ params: { id: t.video }, body: { thumbnailId: t.thumbnail } }) },
  replaceVideoFile: { record: (t) => ({ params: { id: t.video }, body: { fileName: 'yeni.mp4' } }) },
  bulkUpdateVideos: { record: (t) => ({ body: { channelId: t.channel.id, ids: [t.video], changes: { privacyStatus: 'unlisted' } } }) },
  searchShortVideos: { record: (t) => ({ body: { index: 0, size: 10, channelId: t.channel.id } }) },
  deleteShortVideoBulk: { record: (t) => ({ body: { ids: [t.short] } }) },
  getShortVideo: { record: (t) => ({ params: { id: t.short } }) },
  searchPlaylists: { record: (t) => ({ body: { index: 0, size: 10, channelId: t.channel.id } }) },
  createPlaylist: { record: (t) => ({ body: { channelId: t.channel.id, playlist: 'Yeni liste', privacyStatus: 'public' } }) },
  deletePlaylistBulk: { record: (t) => ({ body: { ids: [t.playlist] } }) },
  searchPlaylistTrash: { record: (t) => ({ body: { index: 0, size: 10, channelId: t.channel.id } }) },
  restorePlaylists: { record: (t) => ({ body: { ids: [t.trashedPlaylist] } }) },
  purgePlaylists: { record: (t) => ({ body: { ids: [t.trashedPlaylist] } }) },
  getPlaylist: { record: (t) => ({ params: { id: t.playlist } }) },
  updatePlaylist: { record: (t) => ({ params: { id: t.playlist }, body: { playlist: 'Liste', privacyStatus: 'public' } }) },
  searchPlaylistVideos: { record: (t) => ({ params: { playlistId: t.playlist } }) },
  searchRemovedPlaylistVideos: { record: (t) => ({ params: { playlistId: t.playlist } }) },
  addPlaylistVideos: { record: (t) => ({ params: { playlistId: t.playlist }, body: { videoIds: [t.video] } }) },
  deletePlaylistVideoBulk: { record: (t) => ({ params: { playlistId: t.playlist }, body: { ids: [t.playlistItem] } }) },
  // The walk removed the entry just before (deletePlaylistVideoBulk), so it is there to put back.
  restorePlaylistVideos: { record: (t) => ({ params: { playlistId: t.playlist }, body: { ids: [t.playlistItem] } }) },
  reorderPlaylistVideos: { record: (t) => ({ params: { playlistId: t.playlist }, body: { itemId: t.playlistItem, position: 0 } }) },
  createContent: { record: (t) => ({ body: { channelId: t.channel.id, fileName: 'bolum.mp4', placement: 'video' } }) },
  getContent: { record: (t) => ({ params: { id: t.content } }) },
  discardContent: { record: (t) => ({ params: { id: t.spareContent } }) },
  createContentUpload: { record: (t) => ({ params: { id: t.content }, headers: { 'Tus-Resumable': '1.0.0', 'Upload-Length': '10' } }) },
  getContentUploadOffset: { record: (t) => ({ params: { id: t.content, uploadId: t.upload }, headers: { 'Tus-Resumable': '1.0.0' } }) },
  appendContentUploadChunk: {
    record: (t) => ({
      params: { id: t.content, uploadId: t.upload },
      headers: { 'Tus-Resumable': '1.0.0', 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
      bytes: new Uint8Array(4),
    }),
  },
  terminateContentUpload: { record: (t) => ({ params: { id: t.content, uploadId: t.upload }, headers: { 'Tus-Resumable': '1.0.0' } }) },
  updateContentDetails: { record: (t) => ({ params: { id: t.content }, body: { title: 'Bölüm', madeForKids: false, statistics_display: true } }) },
  publishContent: { record: (t) => ({ params: { id: t.content }, body: { visibility: 'public', plan_date_and_time: null } }) },
  searchChannelReports: {
    list: {
      request: (f) => ({ body: { ...period, channelIds: [f.channel.id] } }),
      foreignRows: (body: { body: Items<{ channelId: string }> }, f) => byChannelId(body.body, f),
    },
  },
  searchContentReports: {
    list: {
      request: (f) => ({ body: { ...period, channelIds: [f.channel.id] } }),
      foreignRows: (body: { body: Items<{ videoId: string }> }, f) => body.body.items.filter((r) => FOREIGN_VIDEO_IDS(f).has(r.videoId)),
    },
  },
  searchUserReports: { outside: 'rows are identity users (user_report_read), not a channel’s records' },
  searchRevenueReports: {
    list: {
      request: (f) => ({ body: { ...period, channelIds: [f.channel.id] } }),
      foreignRows: (body: { body: Items<{ channelId: string }> }, f) => byChannelId(body.body, f),
    },
  },
  searchCompanyReports: {
    list: {
      request: (f) => ({ body: { companyIds: [f.channel.companyId] } }),
      // The company's row counts only the caller's channels of it.
      foreignRows: (body: { body: Items<{ companyId: string; channelCount: number }> }, f) =>
        body.body.items.filter((r) => r.companyId === f.channel.companyId && r.channelCount > OWN_CHANNELS_OF(f.channel.companyId)),
    },
  },
  searchReportOverview: {
    list: {
      request: (f) => ({ params: { kind: 'channel' }, body: { ...period, channelIds: [f.channel.id] } }),
      foreignRows: (body: { body: { breakdown: Array<{ key: string }> } }, f) => body.body.breakdown.filter((b) => b.key === f.channel.id),
    },
  },
  getDashboardSummary: {
    list: {
      request: () => ({}),
      foreignRows: (body: { body: { youtubeChannelCount: number } }) =>
        body.body.youtubeChannelCount > OWN_CHANNELS_OF() ? [body.body.youtubeChannelCount] : [],
    },
  },
  getDashboardChannelRevenue: {
    list: {
      request: () => ({ query: period }),
      foreignRows: (body: { body: { list: Array<{ channelId: string }> } }, f) => byChannelId({ items: body.body.list }, f),
    },
  },
  getDashboardTopChannels: {
    list: {
      request: () => ({ query: { metric: 'views', limit: '10' } }),
      foreignRows: (body: { body: Items<{ channelId: string }> }, f) => byChannelId(body.body, f),
    },
  },
  getDashboardVideoTargets: { outside: 'the company’s monthly targets, not a channel’s figures' },
  getDashboardTranslations: {
    list: {
      request: () => ({}),
      foreignRows: (body: { body: Items<{ languageCode: string }> }) => body.body.items.filter((r) => r.languageCode === FOREIGN_ONLY_LANGUAGE),
    },
  },
  searchDocuments: { outside: 'documents are the company’s, not a channel’s' },
  createDocument: { outside: 'documents are the company’s, not a channel’s' },
  deleteDocumentBulk: { outside: 'documents are the company’s, not a channel’s' },
  searchDocumentTrash: { outside: 'documents are the company’s, not a channel’s' },
  restoreDocuments: { outside: 'documents are the company’s, not a channel’s' },
  purgeDocuments: { outside: 'documents are the company’s, not a channel’s' },
  searchThumbnails: {
    record: (t) => ({ body: { index: 0, size: 10, channelId: t.channel.id } }),
    list: {
      request: (f) => ({ body: { index: 0, size: 500, search: f.videoTitle } }),
      foreignRows: (body: { body: Items<{ videoId: string }> }, f) => body.body.items.filter((r) => r.videoId === f.video),
    },
  },
  createThumbnail: { record: (t) => ({ body: { videoId: t.video, url: 'https://example.com/kapak.png', width: 1280, height: 720 } }) },
  generateThumbnails: { record: (t) => ({ body: { videoId: t.video, count: 1 } }) },
  getThumbnailRules: { outside: 'the platform’s image rules, the same for every channel' },
  deleteThumbnailBulk: { record: (t) => ({ body: { ids: [t.thumbnail] } }) },
  searchThumbnailTrash: {
    record: (t) => ({ body: { index: 0, size: 10, channelId: t.channel.id } }),
    list: {
      request: () => ({ body: { index: 0, size: 500 } }),
      foreignRows: (body: { body: Items<{ channelId: string }> }, f) => byChannelId(body.body, f),
    },
  },
  restoreThumbnails: { record: (t) => ({ body: { ids: [t.trashedThumbnail] } }) },
  purgeThumbnails: { record: (t) => ({ body: { ids: [t.trashedThumbnail] } }) },
  searchTranslations: {
    record: (t) => ({ body: { index: 0, size: 10, channelId: t.channel.id } }),
    list: {
      request: (f) => ({ body: { index: 0, size: 500, search: f.videoTitle } }),
      foreignRows: (body: { body: Items<{ channelId: string }> }, f) => byChannelId(body.body, f),
    },
  },
  createTranslation: { record: (t) => ({ body: { itemType: 'video', itemId: t.video, languageCode: 'ja', title: 'Çeviri' } }) },
  deleteTranslationBulk: { record: (t) => ({ body: { ids: [t.translation] } }) },
  searchTranslationTrash: {
    record: (t) => ({ body: { index: 0, size: 10, channelId: t.channel.id } }),
    list: {
      request: () => ({ body: { index: 0, size: 500 } }),
      foreignRows: (body: { body: Items<{ channelId: string }> }, f) => byChannelId(body.body, f),
    },
  },
  restoreTranslations: { record: (t) => ({ body: { ids: [t.trashedTranslation] } }) },
  purgeTranslations: { record: (t) => ({ body: { ids: [t.trashedTranslation] } }) },
  getTranslationCoverage: { record: (t) => ({ query: { channelId: t.channel.id } }) },
  searchTranslationSources: {
    record: (t) => ({ body: { index: 0, size: 10, itemType: 'video', channelId: t.channel.id } }),
    list: {
      request: (f) => ({ body: { index: 0, size: 500, itemType: 'channel', search: f.channel.name } }),
      foreignRows: (body: { body: Items<{ channelId: string }> }, f) => byChannelId(body.body, f),
    },
  },
  getTranslation: { record: (t) => ({ params: { id: t.translation } }) },
  previewVideoUpdateJob: { record: (t) => ({ body: { channelId: t.channel.id, ids: [t.video], changes: { privacyStatus: 'private' } } }) },
  previewVideoImportJob: { record: (t) => ({ body: { channelId: t.channel.id, rows: [{ id: t.video, title: 'İçe aktarım' }] } }) },
  createVideoImportJob: { record: (t) => ({ body: { channelId: t.channel.id, rows: [{ id: t.video, tags: ['içe aktarım'] }] } }) },
  createVideoUpdateJob: { record: (t) => ({ body: { channelId: t.channel.id, ids: [t.video], changes: { tags: { mode: 'add', values: ['toplu'] } } } }) },
  searchJobs: {
    list: {
      request: () => ({ body: { index: 0, size: 100 } }),
      foreignRows: (body: { body: Items<{ channelId: string }> }, f) => body.body.items.filter((r) => r.channelId === f.channel.id),
    },
  },
  getJob: { record: (t) => ({ params: { id: t.job } }) },
  searchJobItems: { record: (t) => ({ params: { id: t.job }, body: { index: 0, size: 10 } }) },
  retryJob: { record: (t) => ({ params: { id: t.job } }) },
  revertJob: { record: (t) => ({ params: { id: t.job } }) },
  listCaptionTracks: { record: (t) => ({ params: { id: t.video } }) },
  uploadCaptionTrack: {
    record: (t) => ({
      params: { id: t.video },
      body: { languageCode: 'fr', kind: 'subtitles', name: 'Français', format: 'srt', content: '1\n00:00:01,000 --> 00:00:02,000\nSalut\n' },
    }),
  },
  getCaptionTrack: { record: (t) => ({ params: { id: t.caption } }) },
  deleteCaptionTrack: { record: (t) => ({ params: { id: t.caption } }) },
  restoreCaptionTracks: { record: (t) => ({ body: { ids: [t.trashedCaption] } }) },
  purgeCaptionTracks: { record: (t) => ({ body: { ids: [t.trashedCaption] } }) },
  updateCaptionCues: { record: (t) => ({ params: { id: t.caption }, body: { cues: [{ start: 1, end: 2, text: 'Salut' }] } }) },
  publishCaptionTrack: { record: (t) => ({ params: { id: t.caption } }) },
  unpublishCaptionTrack: { record: (t) => ({ params: { id: t.caption } }) },
  downloadCaptionTrack: { record: (t) => ({ params: { id: t.caption }, query: { format: 'srt' } }) },
  updateTranslation: { record: (t) => ({ params: { id: t.translation }, body: { title: 'Title', status: 'draft' } }) },
  searchSavedViews: { outside: 'saved views are the caller’s own' },
  createSavedView: { outside: 'saved views are the caller’s own' },
  updateSavedView: { outside: 'saved views are the caller’s own' },
  deleteSavedView: { outside: 'saved views are the caller’s own' },
  restoreSavedViews: { outside: 'saved views are the caller’s own' },
  searchClaims: {
    record: (t) => ({ body: { index: 0, size: 10, channelId: t.channel.id } }),
    list: {
      request: (f) => ({ body: { index: 0, size: 500, cmsId: f.channel.cmsId, search: f.claimVideoTitle } }),
      foreignRows: (body: { body: Items<{ channelId: string }> }, f) => byChannelId(body.body, f),
    },
  },
  getClaimants: { outside: 'the claimants are the platform’s list of rights holders' },
  actOnClaimsBulk: { record: (t) => ({ body: { action: 'release', ids: [t.claim] } }) },
  previewClaimActionJob: { record: (t) => ({ body: { action: 'release', ids: [t.claim] } }) },
  createClaimActionJob: { record: (t) => ({ body: { action: 'release', ids: [t.claim] } }) },
  getClaim: { record: (t) => ({ params: { id: t.claim } }) },
  actOnClaim: { record: (t) => ({ params: { id: t.claim }, body: { action: 'release' } }) },
  getChannelStrikes: { record: (t) => ({ params: { channelId: t.channel.id } }) },
}

let USER_TO_ADD = ''
let ROLE_TO_ADD = ''
const FOREIGN_ONLY_LANGUAGE = 'zu'
/** The videos of the other channel (content report rows name videos, not channels). */
const FOREIGN_VIDEO_IDS = (f: Target) => new Set(gateway.db.videos.list(f.channel.id).map((v) => v.id))
let OWN_CHANNELS_OF: (companyId?: string) => number = () => 0

let gateway: MockGateway
let admin: TestClient
let scoped: TestClient
let foreign: Target
let own: Target

/** A channel with every kind of record the walk needs (claims need a CMS channel), among the given ones. */
function richChannel(db: Db, among: readonly ChannelRecord[]): ChannelRecord {
  const found = among.find((c) => {
    const videos = db.videos.list(c.id)
    return (
      c.cmsId != null &&
      videos.some((v) => v.videoKind === 'short') &&
      videos.some((v) => v.uploadStatus === 'uploaded' && v.videoKind === 'normal') &&
      db.playlists.some((p) => p.channelId === c.id && playlistItems(p, db.videos).length > 1) &&
      db.claims.of(c.id).length > 0
    )
  })
  if (!found) throw new Error('No seeded channel has every kind of record')
  return found
}

/** The records of a channel; its content and upload are opened by `opener`. */
async function targetOf(db: Db, channel: ChannelRecord, opener: TestClient, language: string): Promise<Target> {
  const videos = db.videos.list(channel.id)
  const video = videos.find((v) => v.uploadStatus === 'uploaded' && v.videoKind === 'normal')!
  const playlist = db.playlists.find((p) => p.channelId === channel.id && playlistItems(p, db.videos).length > 1)!
  const trashed = db.playlists.find((p) => p.channelId === channel.id && p.id !== playlist.id)!
  expect((await admin.json('DELETE', '/channel-service/playlists/bulk', { ids: [trashed.id] })).status).toBe(200)
  const trashedVideo = videos.find((v) => v.id !== video.id && v.videoKind === 'normal')!
  expect((await admin.json('DELETE', '/channel-service/videos/bulk', { ids: [trashedVideo.id] })).status).toBe(200)
  const trashedThumbnail = db.thumbnails.forVideo(video).find((t) => !t.isSelected)!.id
  expect((await admin.json('DELETE', '/channel-service/thumbnails/bulk', { ids: [trashedThumbnail] })).status).toBe(200)
  const created = await opener.json('POST', '/channel-service/contents', { channelId: channel.id, fileName: 'fragman.mp4', placement: 'video' })
  const content = (created.data.body as { id: string }).id
  const spare = await opener.json('POST', '/channel-service/contents', { channelId: channel.id, fileName: 'yedek.mp4', placement: 'video' })
  const opened = await opener.call('POST', `/channel-service/contents/${content}/uploads`, undefined, { 'Tus-Resumable': '1.0.0', 'Upload-Length': '100' })
  expect(opened.status).toBe(201)
  const translation = await admin.json('POST', '/channel-service/translations', {
    itemType: 'video',
    itemId: video.id,
    languageCode: language,
    title: 'Çeviri',
  })
  const spareTranslation = await admin.json('POST', '/channel-service/translations', {
    itemType: 'video',
    itemId: video.id,
    languageCode: `${language}-CY`,
    title: 'Silinecek çeviri',
  })
  const trashedTranslation = (spareTranslation.data.body as { id: string }).id
  expect((await admin.json('DELETE', '/channel-service/translations/bulk', { ids: [trashedTranslation] })).status).toBe(200)
  const claim = db.claims.of(channel.id)[0]!
  const started = await admin.json('POST', '/channel-service/jobs', {
    channelId: channel.id,
    ids: [video.id],
    changes: { tags: { mode: 'add', values: [`kapsam-${language}`] } },
  })
  const job = (started.data.body as { id: string }).id
  await jobsOf(db).finished(job)
  const caption = await admin.json('POST', `/channel-service/videos/${video.id}/captions`, {
    languageCode: language,
    kind: 'subtitles',
    name: 'Altyazı',
    format: 'srt',
    content: '1\n00:00:01,000 --> 00:00:02,000\nMerhaba\n',
  })
  const spareCaption = await admin.json('POST', `/channel-service/videos/${video.id}/captions`, {
    languageCode: language,
    kind: 'closedCaptions',
    name: 'Silinecek altyazı',
    format: 'srt',
    content: '1\n00:00:01,000 --> 00:00:02,000\nMerhaba\n',
  })
  const trashedCaption = (spareCaption.data.body as { id: string }).id
  expect((await admin.json('DELETE', `/channel-service/captions/${trashedCaption}`)).status).toBe(200)
  return {
    channel,
    video: video.id,
    videoTitle: video.video,
    short: videos.find((v) => v.videoKind === 'short')!.id,
    playlist: playlist.id,
    playlistItem: playlistItems(playlist, db.videos)[0]!.id,
    trashedPlaylist: trashed.id,
    trashedVideo: trashedVideo.id,
    trashedThumbnail,
    trashedCaption,
    trashedTranslation,
    content,
    spareContent: (spare.data.body as { id: string }).id,
    upload: opened.headers.get('location')!.split('/').at(-1)!,
    thumbnail: db.thumbnails.forVideo(video)[0]!.id,
    translation: (translation.data.body as { id: string }).id,
    caption: (caption.data.body as { id: string }).id,
    job,
    claim: claim.id,
    claimVideoTitle: db.videos.get(claim.videoId)!.video,
  }
}

beforeAll(async () => {
  gateway = createGateway()
  const db = gateway.db
  grantOnly(
    db,
    SCOPED,
    db.identity.permissions.map((p) => p.name),
  )
  admin = testClient(gateway)
  await admin.login('admin@demo.local')
  scoped = testClient(gateway)
  await scoped.login(SCOPED)
  const user = accountOf(db, SCOPED)
  const mine = new Set(user.channels.map((c) => c.id))
  OWN_CHANNELS_OF = (companyId) => db.channel.channels.filter((c) => mine.has(c.id) && (!companyId || c.companyId === companyId)).length
  USER_TO_ADD = db.identity.users[60]!.id
  ROLE_TO_ADD = db.identity.roles[2]!.id
  // The other channel: among the administrator's ten most viewed, so the dashboard's top list holds it.
  const top = await admin.json('GET', '/channel-service/dashboard/top-channels?metric=views&limit=10')
  const topIds = (top.data.body as Items<{ channelId: string }>).items.map((r) => r.channelId)
  const others = topIds.map((id) => db.channel.channels.find((c) => c.id === id)!).filter((c) => !mine.has(c.id))
  // Only the other channel has a translation in FOREIGN_ONLY_LANGUAGE (the dashboard's counts by language).
  expect(db.translations.some((t) => t.languageCode === FOREIGN_ONLY_LANGUAGE)).toBe(false)
  foreign = await targetOf(db, richChannel(db, others), admin, FOREIGN_ONLY_LANGUAGE)
  own = await targetOf(
    db,
    richChannel(
      db,
      db.channel.channels.filter((c) => mine.has(c.id)),
    ),
    scoped,
    'ja',
  )
})

function requestOf(op: Operation, req: Req) {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(req.params?.[name] ?? ''))
  const url = new URL(`http://localhost/channel-service${path}`)
  for (const [name, value] of Object.entries(req.query ?? {})) for (const v of [value].flat()) url.searchParams.append(name, v)
  let body: unknown = req.bytes
  if (!body && op.body?.contentType === 'application/json') {
    const sampled = contract.sample(op.body.schema)
    body =
      req.body !== undefined && typeof sampled === 'object' && sampled && !Array.isArray(sampled)
        ? { ...sampled, ...(req.body as object) }
        : (req.body ?? sampled)
  }
  return { method: op.method.toUpperCase(), path: `${url.pathname}${url.search}`, body, headers: req.headers ?? {} }
}

async function send(client: TestClient, op: Operation, req: Req) {
  const { method, path, body, headers } = requestOf(op, req)
  const response = await client.call(method, path, body, headers)
  const text = await response.text()
  return { status: response.status, text, json: text ? (JSON.parse(text) as { header?: { message?: string } }) : null }
}

const walked = { records: 0, lists: 0, outside: 0 }

describe('the channel scope over every channel-service operation', () => {
  it('classifies every operation of the contract, and lists 403 on every one it refuses', () => {
    const unclassified = contract.operations.map((op) => op.operationId).filter((id) => !SCOPE[id])
    expect(unclassified, 'add these operations to SCOPE in mocks/channel-scope.test.ts').toEqual([])
    const stale = Object.keys(SCOPE).filter((id) => !contract.operations.some((op) => op.operationId === id))
    expect(stale).toEqual([])
    const without403 = contract.operations.filter((op) => SCOPE[op.operationId]!.record && !op.responses.includes('403')).map((op) => op.operationId)
    expect(without403, 'the contract lists 403 for these').toEqual([])
  })

  const records = contract.operations.filter((op) => SCOPE[op.operationId]?.record)
  it.each(records.map((op) => [`${op.method.toUpperCase()} ${op.path} (${op.operationId})`, op] as const))(
    '%s refuses another channel’s record',
    async (_, op) => {
      const rule = SCOPE[op.operationId]!.record!
      const refused = await send(scoped, op, rule(foreign))
      expect(refused.status, refused.text.slice(0, 200)).toBe(403)
      if (op.method !== 'head') expect(refused.json?.header?.message).toBe(SCOPE_MESSAGE_TR)
      const allowed = await send(scoped, op, rule(own))
      expect(allowed.status, `the same call on the user's own channel: ${allowed.text.slice(0, 200)}`).not.toBe(403)
      walked.records++
    },
  )

  const lists = contract.operations.filter((op) => SCOPE[op.operationId]?.list)
  it.each(lists.map((op) => [`${op.method.toUpperCase()} ${op.path} (${op.operationId})`, op] as const))(
    '%s lists none of another channel’s rows',
    async (_, op) => {
      const rule = SCOPE[op.operationId]!.list!
      const seenByAdmin = await send(admin, op, rule.request(foreign))
      expect(seenByAdmin.status, seenByAdmin.text.slice(0, 200)).toBe(200)
      expect(rule.foreignRows(seenByAdmin.json as never, foreign).length, 'the administrator sees the other channel’s rows').toBeGreaterThan(0)
      const seen = await send(scoped, op, rule.request(foreign))
      expect(seen.status, seen.text.slice(0, 200)).toBe(200)
      expect(rule.foreignRows(seen.json as never, foreign)).toEqual([])
      walked.lists++
    },
  )

  it('gives each operation outside the scope its reason', () => {
    const outside = contract.operations.filter((op) => SCOPE[op.operationId]?.outside)
    for (const op of outside) expect(SCOPE[op.operationId]!.outside!.length).toBeGreaterThan(10)
    walked.outside = outside.length
    expect(walked.outside + records.length + lists.length).toBeGreaterThanOrEqual(contract.operations.length)
  })
})

describe('uploads', () => {
  const tus = { 'Tus-Resumable': '1.0.0' }
  const chunk = { ...tus, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' }
  const offsetOf = (upload: string) => uploadsOf(gateway.db).get(upload)?.offset
  /** A new content on the user's own channel with an upload of `length` bytes opened by `opener`: the upload's path. */
  const openUpload = async (opener: TestClient, length: number) => {
    const created = await opener.json('POST', '/channel-service/contents', { channelId: own.channel.id, fileName: 'bolum.mp4', placement: 'video' })
    const content = (created.data.body as { id: string }).id
    const opened = await opener.call('POST', `/channel-service/contents/${content}/uploads`, undefined, { ...tus, 'Upload-Length': String(length) })
    expect(opened.status).toBe(201)
    return new URL(opened.headers.get('location')!, 'http://localhost').pathname
  }

  it('refuses another user’s upload on a channel the caller shares: no HEAD, PATCH or DELETE', async () => {
    // The administrator opens an upload on the scoped user's own channel.
    const path = await openUpload(admin, 8)
    const upload = path.split('/').at(-1)!
    expect((await scoped.call('HEAD', path, undefined, tus)).status).toBe(403)
    const patch = await scoped.call('PATCH', path, new Uint8Array(8), chunk)
    expect(patch.status).toBe(403)
    expect(((await patch.json()) as { header: { message: string } }).header.message).toBe('Bu yüklemeyi başka bir kullanıcı başlattı.')
    expect((await scoped.call('DELETE', path, undefined, tus)).status).toBe(403)
    // Nor discarding the content whose bytes the other user is sending.
    const content = path.split('/').at(-3)!
    const discard = await scoped.call('DELETE', `/channel-service/contents/${content}`)
    expect(discard.status).toBe(403)
    expect(((await discard.json()) as { header: { message: string } }).header.message).toBe('Bu yüklemeyi başka bir kullanıcı başlattı.')
    expect(offsetOf(upload), 'the upload is untouched').toBe(0)
    // Its owner goes on.
    expect((await admin.call('PATCH', path, new Uint8Array(8), chunk)).status).toBe(204)
    expect(offsetOf(upload)).toBe(8)
  })

  it('refuses the owner too once content_create is taken away', async () => {
    const path = await openUpload(scoped, 4)
    expect((await scoped.call('HEAD', path, undefined, tus)).status).toBe(200)
    const db = gateway.db
    grantOnly(
      db,
      SCOPED,
      db.identity.permissions.map((p) => p.name).filter((name) => name !== 'content_create'),
    )
    try {
      expect((await scoped.call('HEAD', path, undefined, tus)).status).toBe(403)
      expect((await scoped.call('PATCH', path, new Uint8Array(4), chunk)).status).toBe(403)
      expect((await scoped.call('DELETE', path, undefined, tus)).status).toBe(403)
    } finally {
      grantOnly(
        db,
        SCOPED,
        db.identity.permissions.map((p) => p.name),
      )
    }
  })

  it('answers every refusal of a tus request with Tus-Resumable: no token (401), not the owner or no permission (403), an unknown upload or content (404)', async () => {
    const path = await openUpload(admin, 8)
    const content = path.split('/').at(-3)!
    const resumable = (response: Response) => [response.status, response.headers.get('tus-resumable')]
    const signedOut = testClient(gateway)
    for (const [method, body, headers] of [
      ['HEAD', undefined, tus],
      ['PATCH', new Uint8Array(8), chunk],
      ['DELETE', undefined, tus],
    ] as const) {
      expect(resumable(await signedOut.call(method, path, body, headers)), `${method} without a token`).toEqual([401, '1.0.0'])
      expect(resumable(await scoped.call(method, path, body, headers)), `${method} of another user's upload`).toEqual([403, '1.0.0'])
      expect(
        resumable(await admin.call(method, `${path.replace(/[^/]+$/, '')}${crypto.randomUUID()}`, body, headers)),
        `${method} of an unknown upload`,
      ).toEqual([404, '1.0.0'])
    }
    const creation = (client: TestClient, id: string) =>
      client.call('POST', `/channel-service/contents/${id}/uploads`, undefined, { ...tus, 'Upload-Length': '8' })
    expect(resumable(await creation(signedOut, content))).toEqual([401, '1.0.0'])
    expect(resumable(await creation(admin, crypto.randomUUID()))).toEqual([404, '1.0.0'])
  })

  it('counts what it walked', () => {
    // Written to the note: the operations walked as a channel-scoped user.
    console.info(
      `channel scope: ${contract.operations.length} operations; ${walked.records} refused records, ${walked.lists} narrowed lists, ${walked.outside} outside`,
    )
    expect(contract.operations.length).toBeGreaterThan(90)
  })
})
