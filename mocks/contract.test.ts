// @vitest-environment node
import './lib/node-storage'
import { getResponse, matchRequestUrl, type HttpHandler, type RequestHandler } from 'msw'
import { beforeAll, describe, expect, it } from 'vitest'
import type * as zod from 'zod'
import * as channelZod from '@/api/generated/channel/zod/index.zod'
import * as identityZod from '@/api/generated/identity/zod/index.zod'
import * as notificationZod from '@/api/generated/notification/zod/index.zod'
import * as parameterZod from '@/api/generated/parameter/zod/index.zod'
import type { AuditEvent } from '@/api/generated/identity/model'
import type { Db } from './db'
import { AUDITED, isSearch, NOT_AUDITED } from './audit-expectations'
import { jobsOf } from './db/jobs'
import { auditOf } from './db/audit'
import { playlistItems } from './db/playlists'
import { createGateway, type MockGateway } from './gateway'
import { statefulHandlers } from './handlers'
import { generatedHandlers } from './handlers/generated'
import { Contract, type Operation } from './lib/openapi-operations'
import { operations as generatedOperations } from '@/api/contract-check/operations.generated'
import { recordIdsOf, writeRuleFor } from '@/api/write-rules'
import { testClient, writeHeaders } from '@tests/test-client'

/**
 * The contract test: every operation of every contract is answered by the mock gateway, and the
 * answer to a valid request parses with the operation's generated zod response schema. The
 * operations of a service share one gateway, in contract order; scenarios look their ids up when
 * they run, so a delete earlier in the order only moves a later operation to the next record.
 */
const SERVICES = ['identity', 'notification', 'parameter', 'channel'] as const
const ZOD: Record<Service, Record<string, unknown>> = { identity: identityZod, notification: notificationZod, parameter: parameterZod, channel: channelZod }

type Service = (typeof SERVICES)[number]
const contracts = SERVICES.map((service) => ({ service, contract: new Contract(service, `openapi/${service}.yaml`) }))

/** The tus upload calls answer in headers, not a JSON envelope: mocks/upload/tus.test.ts checks them. */
const TUS_OPERATIONS = new Set(['createContentUpload', 'getContentUploadOffset', 'appendContentUploadChunk', 'terminateContentUpload'])
const jsonOperations = (contract: Contract) => contract.operations.filter((op) => !TUS_OPERATIONS.has(op.operationId))

interface Scenario {
  params?: Record<string, string>
  query?: Record<string, string | string[]>
  /** Merged over the sampled body (objects) or used as is. */
  body?: unknown
}

interface Context {
  db: Db
  gateway: MockGateway
  /** A JSON call as the admin, for scenarios that need an earlier step. */
  call: (method: string, path: string, body?: unknown) => Promise<{ status: number; data: { body: unknown } }>
}

const unique = () => Math.random().toString(36).slice(2, 8)
const admin = (db: Db) => db.identity.users.find((u) => u.email === 'admin@demo.local')!
const smallChannel = (db: Db) => db.channel.channels[1]!
const videoOf = (db: Db, kind?: string) =>
  db.videos.list(smallChannel(db).id).find((v) => v.uploadStatus === 'uploaded' && (!kind || v.videoKind === kind)) ??
  db.videos.list(db.channel.channels[0]!.id).find((v) => v.videoKind === kind)!
/** A seeded caption track: the newest videos of the first channel have them (mocks/db/captions.ts). */
const seededTrack = (db: Db, videoIndex: number, language: string) =>
  db.captions.ofVideo(db.videos.list(db.channel.channels[0]!.id)[videoIndex]!.id).find((t) => t.languageCode === language)!
const playlistOf = (db: Db) => db.playlists.find((p) => p.channelId === smallChannel(db).id && p.seedCount > 1)!
/** A document moved to the Trash. */
const trashedDocument = async (ctx: Context) => {
  const id = ctx.db.documents[0]!.id
  await ctx.call('DELETE', '/channel-service/documents/bulk', { ids: [id] })
  return id
}
/** A new caption track (a language of its own) moved to the Trash. */
const trashedCaption = async (ctx: Context) => {
  const created = await ctx.call('POST', `/channel-service/videos/${videoOf(ctx.db).id}/captions`, {
    languageCode: `fr-${crypto.randomUUID().slice(0, 8)}`,
    kind: 'subtitles',
    name: 'Français',
    format: 'srt',
    content: '1\n00:00:01,000 --> 00:00:02,000\nSalut\n',
  })
  const { id } = created.data.body as { id: string }
  await ctx.call('DELETE', `/channel-service/captions/${id}`)
  return id
}
/** A thumbnail (not the selected one) of the small channel's video moved to the Trash. */
const trashedThumbnail = async (ctx: Context) => {
  const id = ctx.db.thumbnails.forVideo(videoOf(ctx.db)).find((t) => !t.isSelected)!.id
  await ctx.call('DELETE', '/channel-service/thumbnails/bulk', { ids: [id] })
  return id
}
/** A translation moved to the Trash. */
const trashedTranslation = async (ctx: Context) => {
  const id = ctx.db.translations[0]!.id
  await ctx.call('DELETE', '/channel-service/translations/bulk', { ids: [id] })
  return id
}
/** A playlist of the small channel moved to the Trash. */
const trashedPlaylist = async (ctx: Context) => {
  const id = playlistOf(ctx.db).id
  await ctx.call('DELETE', '/channel-service/playlists/bulk', { ids: [id] })
  return id
}
/** A new CMS account moved to the Trash (a seeded one has channels). */
const trashedCms = async (ctx: Context) => {
  const created = await ctx.call('POST', '/channel-service/cms', {
    name: 'Çöpteki CMS',
    cmsKey: `cop-${unique()}`,
    companyId: ctx.db.parameter.companies[0]!.id,
  })
  const id = (created.data.body as { id: string }).id
  await ctx.call('DELETE', '/channel-service/cms/bulk', { ids: [id] })
  return id
}
/** A new policy of the first CMS account moved to the Trash (not its match policy). */
const trashedPolicy = async (ctx: Context) => {
  const created = await ctx.call('POST', '/channel-service/cms-policies', {
    cmsId: ctx.db.channel.cms[0]!.id,
    policyName: `Çöpteki ${unique()}`,
    action: 'track',
    territories: ['TR'],
  })
  const id = (created.data.body as { id: string }).id
  await ctx.call('DELETE', '/channel-service/cms-policies/bulk', { ids: [id] })
  return id
}
/** The admin's newest notification, deleted (kept among their deleted ones). */
const deletedNotification = async (ctx: Context) => {
  const id = ctx.db.notifications.list(admin(ctx.db).id)[0]!.id
  await ctx.call('DELETE', '/notification-service/user-notifications/bulk-delete', { ids: [id] })
  return id
}
/** A video of the small channel moved to the Trash. */
const trashedVideo = async (ctx: Context) => {
  const id = videoOf(ctx.db).id
  await ctx.call('DELETE', '/channel-service/videos/bulk', { ids: [id] })
  return id
}
const unusedRole = async (ctx: Context) => {
  const created = await ctx.call('POST', '/identity-service/identity/roles', {
    name: `Geçici ${unique()}`,
    platformType: 'web',
    departmentId: ctx.db.identity.departments[0]!.id,
  })
  return (created.data.body as { id: string }).id
}
/** A seeded user moved to the Trash. */
const trashedUser = async (ctx: Context) => {
  const id = ctx.db.identity.users[41]!.id
  await ctx.call('DELETE', '/identity-service/users/bulk', { ids: [id] })
  return id
}
/** A new organization moved to the Trash. */
const trashedOrganization = async (ctx: Context) => {
  const created = await ctx.call('POST', '/identity-service/organizations', organizationFields())
  const id = (created.data.body as { id: string }).id
  await ctx.call('DELETE', '/identity-service/organizations/bulk', { ids: [id] })
  return id
}
/** A new role moved to the Trash. */
const trashedRole = async (ctx: Context) => {
  const id = await unusedRole(ctx)
  await ctx.call('DELETE', '/identity-service/identity/roles/bulk', { ids: [id] })
  return id
}
const createdRecord = async (ctx: Context, resource: string) => {
  const created = await ctx.call('POST', `/parameter-service/${resource}`, {
    name: `Silinecek ${unique()}`,
    ...(resource === 'companies' ? { companyType: 'other' } : {}),
    ...(resource === 'products' ? { productType: 'movie' } : {}),
  })
  return (created.data.body as { id: string }).id
}
/** A record of a parameter list made for the call and moved to its Trash. */
const trashedRecord = async (ctx: Context, resource: string) => {
  const id = await createdRecord(ctx, resource)
  await ctx.call('DELETE', `/parameter-service/${resource}/bulk`, { ids: [id] })
  return id
}
const newContent = async (ctx: Context) => {
  const created = await ctx.call('POST', '/channel-service/contents', { channelId: smallChannel(ctx.db).id, fileName: 'yeni-bolum.mp4', placement: 'video' })
  return (created.data.body as { id: string }).id
}
/** A finished job on the small channel's first videos: one that changes them (tags) or one whose items all fail (a title too long). */
const finishedJob = async (ctx: Context, outcome: 'changed' | 'failed') => {
  const ids = ctx.db.videos
    .list(smallChannel(ctx.db).id)
    .slice(0, 3)
    .map((v) => v.id)
  const changes = outcome === 'changed' ? { tags: { mode: 'add', values: [`toplu-${unique()}`] } } : { title: { mode: 'append', value: 'x'.repeat(100) } }
  const created = await ctx.call('POST', '/channel-service/jobs', { channelId: smallChannel(ctx.db).id, ids, changes })
  const id = (created.data.body as { id: string }).id
  await jobsOf(ctx.db).finished(id)
  return id
}
const newSavedView = async (ctx: Context) => {
  const created = await ctx.call('POST', '/channel-service/saved-views', {
    listId: 'videos',
    name: `Görünüm ${unique()}`,
    query: 'privacyStatus=private',
    columns: ['video'],
  })
  return (created.data.body as { id: string }).id
}
const sendCode = async (ctx: Context, flow: 'forgot-password' | 'introduction', email: string) => {
  const key = flow === 'forgot-password' ? 'emailOrPhone' : 'email'
  await ctx.call('POST', `/identity-service/account/${flow}/send-code`, { [key]: email })
  const verified = await ctx.call('POST', `/identity-service/account/${flow}/verify-code`, { [key]: email, otp: '123456' })
  return verified.data.body as { resetToken?: string; setupToken?: string }
}

const userFields = (db: Db) => ({ firstName: 'Ayla', lastName: 'Tunç', roleIds: [db.identity.roles[1]!.id], companyIds: [], channelIds: [] })
const organizationFields = () => ({
  name: `Test Organizasyonu ${unique()}`,
  authorizedName: 'Ayla Tunç',
  phoneNumber: '+902121234567',
  email: 'iletisim@test.com.tr',
  country: 'TR',
  language: 'tr',
  taxNumber: `TX-${unique()}`,
  contractStartDate: '2026-01-01',
  contractEndDate: '2027-01-01',
})

/** What a valid request of each operation needs beyond its schema: real ids, unique names, earlier steps. */
const SCENARIOS: Record<string, (ctx: Context) => Scenario | Promise<Scenario>> = {
  connectToken: () => ({
    body: {
      grant_type: 'password',
      client_id: 'back-office',
      client_secret: 'back-office-secret',
      username: 'admin@demo.local',
      password: 'Demo123!',
      scope: 'openid profile email',
    },
  }),
  updateMyProfile: () => ({ body: { firstName: 'Deniz', lastName: 'Yılmaz', language: 'tr' } }),
  sendForgotPasswordCode: () => ({ body: { emailOrPhone: 'editor@demo.local' } }),
  verifyForgotPasswordCode: async (ctx) => {
    await ctx.call('POST', '/identity-service/account/forgot-password/send-code', { emailOrPhone: 'editor@demo.local' })
    return { body: { emailOrPhone: 'editor@demo.local', otp: '123456' } }
  },
  resetForgottenPassword: async (ctx) => {
    const { resetToken } = await sendCode(ctx, 'forgot-password', 'editor@demo.local')
    return { body: { emailOrPhone: 'editor@demo.local', resetToken, newPassword: 'NewPass123', confirmNewPassword: 'NewPass123' } }
  },
  sendIntroductionCode: () => ({ body: { email: 'newuser@demo.local' } }),
  verifyIntroductionCode: async (ctx) => {
    await ctx.call('POST', '/identity-service/account/introduction/send-code', { email: 'newuser@demo.local' })
    return { body: { email: 'newuser@demo.local', otp: '123456' } }
  },
  setIntroductionPassword: async (ctx) => {
    const { setupToken } = await sendCode(ctx, 'introduction', 'newuser@demo.local')
    return { body: { email: 'newuser@demo.local', setupToken, newPassword: 'NewPass123', confirmNewPassword: 'NewPass123' } }
  },
  getIdentityEnumKeyValueList: () => ({ params: { enumName: 'PlatformType' }, query: { Index: '0', Size: '10000' } }),
  getIdentityEntityKeyValueList: () => ({ params: { entityType: 'Role' }, query: { Index: '0', Size: '10', EntityType: 'Role' } }),
  deleteUsersBulk: ({ db }) => ({ body: { ids: [db.identity.users[40]!.id] } }),
  searchUserTrash: () => ({ body: { index: 0, size: 10 } }),
  restoreUsers: async (ctx) => ({ body: { ids: [await trashedUser(ctx)] } }),
  purgeUsers: async (ctx) => ({ body: { ids: [await trashedUser(ctx)] } }),
  createUser: ({ db }) => ({ body: { ...userFields(db), email: `ayla.${unique()}@demo.local` } }),
  updateUser: ({ db }) => ({ body: userFields(db) }),
  updateUserStatus: () => ({ body: { status: 'passive' } }),
  saveRolePermissions: ({ db }) => ({ body: { roleId: db.identity.roles[2]!.id, permissionIds: [db.identity.permissions[0]!.id] } }),
  deleteRolesBulk: async (ctx) => ({ body: { ids: [await unusedRole(ctx)] } }),
  searchRoleTrash: () => ({ body: { index: 0, size: 10 } }),
  restoreRoles: async (ctx) => ({ body: { ids: [await trashedRole(ctx)] } }),
  purgeRoles: async (ctx) => ({ body: { ids: [await trashedRole(ctx)] } }),
  createRole: ({ db }) => ({ body: { name: `Yeni Rol ${unique()}`, platformType: 'back_office', departmentId: db.identity.departments[0]!.id } }),
  updateRole: ({ db }) => ({ body: { name: `Kanal Sorumlusu ${unique()}`, platformType: 'back_office', departmentId: db.identity.departments[1]!.id } }),
  searchPermissions: () => ({ body: { index: 0, size: 1000 } }),
  deleteOrganizationsBulk: async (ctx) => {
    const created = await ctx.call('POST', '/identity-service/organizations', organizationFields())
    return { body: { ids: [(created.data.body as { id: string }).id] } }
  },
  searchOrganizationTrash: () => ({ body: { index: 0, size: 10 } }),
  restoreOrganizations: async (ctx) => ({ body: { ids: [await trashedOrganization(ctx)] } }),
  purgeOrganizations: async (ctx) => ({ body: { ids: [await trashedOrganization(ctx)] } }),
  createOrganization: () => ({ body: organizationFields() }),
  updateOrganization: () => ({ body: organizationFields() }),

  deleteUserNotificationsBulk: ({ db }) => ({ body: { ids: [db.notifications.list(admin(db).id)[0]!.id] } }),
  updateUserNotification: ({ db }) => {
    const first = db.notifications.list(admin(db).id)[0]!
    return { params: { id: first.id }, body: { isRead: !first.isRead } }
  },
  updateUserNotificationsBulk: ({ db }) => {
    const first = db.notifications.list(admin(db).id)[0]!
    return { body: { ids: [first.id], isRead: !first.isRead } }
  },
  searchUserNotificationTrash: () => ({ body: { index: 0, size: 10 } }),
  restoreUserNotifications: async (ctx) => ({ body: { ids: [await deletedNotification(ctx)] } }),
  purgeUserNotifications: async (ctx) => ({ body: { ids: [await deletedNotification(ctx)] } }),
  updateNotificationPreferences: () => ({ body: { items: [{ typeKey: 'copyright', inApp: false, email: true }] } }),
  getNotificationEnumKeyValueList: () => ({ params: { enumName: 'NotificationTypeKey' } }),

  getParameterEnumKeyValueList: () => ({ params: { enumName: 'ProductType' } }),
  getParameterEntityKeyValueList: () => ({ params: { entityType: 'Producer' } }),
  deleteProductsBulk: ({ db }) => ({ body: { ids: [db.parameter.products[0]!.id] } }),
  createProduct: () => ({ body: { name: `Yeni Ürün ${unique()}`, productType: 'movie' } }),
  updateProduct: ({ db }) => ({ body: { name: db.parameter.products[0]!.name, productType: 'series', status: 'active' } }),
  deleteCompaniesBulk: async (ctx) => ({ body: { ids: [await createdRecord(ctx, 'companies')] } }),
  createCompany: () => ({ body: { name: `Yeni Şirket ${unique()}`, companyType: 'agency' } }),
  updateCompany: ({ db }) => ({ body: { name: db.parameter.companies[0]!.name, companyType: 'agency', status: 'active' } }),
  deleteLicensorsBulk: async (ctx) => ({ body: { ids: [await createdRecord(ctx, 'licensors')] } }),
  createLicensor: () => ({ body: { name: `Yeni Lisans ${unique()}` } }),
  updateLicensor: () => ({ body: { name: `Lisans ${unique()}`, status: 'active' } }),
  deleteProducersBulk: async (ctx) => ({ body: { ids: [await createdRecord(ctx, 'producers')] } }),
  createProducer: () => ({ body: { name: `Yeni Yapımcı ${unique()}` } }),
  updateProducer: () => ({ body: { name: `Yapımcı ${unique()}`, status: 'active' } }),
  deleteDirectorsBulk: async (ctx) => ({ body: { ids: [await createdRecord(ctx, 'directors')] } }),
  createDirector: () => ({ body: { name: `Yeni Yönetmen ${unique()}` } }),
  updateDirector: () => ({ body: { name: `Yönetmen ${unique()}`, status: 'active' } }),
  searchProductTrash: () => ({ body: { index: 0, size: 10 } }),
  restoreProducts: async (ctx) => ({ body: { ids: [await trashedRecord(ctx, 'products')] } }),
  purgeProducts: async (ctx) => ({ body: { ids: [await trashedRecord(ctx, 'products')] } }),
  searchCompanyTrash: () => ({ body: { index: 0, size: 10 } }),
  restoreCompanies: async (ctx) => ({ body: { ids: [await trashedRecord(ctx, 'companies')] } }),
  purgeCompanies: async (ctx) => ({ body: { ids: [await trashedRecord(ctx, 'companies')] } }),
  searchLicensorTrash: () => ({ body: { index: 0, size: 10 } }),
  restoreLicensors: async (ctx) => ({ body: { ids: [await trashedRecord(ctx, 'licensors')] } }),
  purgeLicensors: async (ctx) => ({ body: { ids: [await trashedRecord(ctx, 'licensors')] } }),
  searchProducerTrash: () => ({ body: { index: 0, size: 10 } }),
  restoreProducers: async (ctx) => ({ body: { ids: [await trashedRecord(ctx, 'producers')] } }),
  purgeProducers: async (ctx) => ({ body: { ids: [await trashedRecord(ctx, 'producers')] } }),
  searchDirectorTrash: () => ({ body: { index: 0, size: 10 } }),
  restoreDirectors: async (ctx) => ({ body: { ids: [await trashedRecord(ctx, 'directors')] } }),
  purgeDirectors: async (ctx) => ({ body: { ids: [await trashedRecord(ctx, 'directors')] } }),
  searchLanguages: () => ({ body: { index: 0, size: 200 } }),
  searchCountries: () => ({ body: { index: 0, size: 300 } }),

  getChannelEnumKeyValueList: () => ({ params: { enumName: 'Category' }, query: { Index: '0', Size: '200' } }),
  getChannelEntityKeyValueList: ({ db }) => ({ params: { entityType: 'Channel' }, query: { Ids: [smallChannel(db).id] } }),
  createCms: ({ db }) => ({ body: { name: 'Yeni CMS', cmsKey: `yeni-cms-${unique()}`, companyId: db.parameter.companies[0]!.id } }),
  deleteCmsBulk: async (ctx) => {
    const created = await ctx.call('POST', '/channel-service/cms', {
      name: 'Silinecek CMS',
      cmsKey: `sil-${unique()}`,
      companyId: ctx.db.parameter.companies[0]!.id,
    })
    return { body: { ids: [(created.data.body as { id: string }).id] } }
  },
  searchCmsTrash: () => ({ body: { index: 0, size: 10 } }),
  restoreCms: async (ctx) => ({ body: { ids: [await trashedCms(ctx)] } }),
  purgeCms: async (ctx) => ({ body: { ids: [await trashedCms(ctx)] } }),
  searchCmsPolicyTrash: ({ db }) => ({ body: { index: 0, size: 10, cmsId: db.channel.cms[0]!.id } }),
  restoreCmsPolicies: async (ctx) => ({ body: { ids: [await trashedPolicy(ctx)] } }),
  purgeCmsPolicies: async (ctx) => ({ body: { ids: [await trashedPolicy(ctx)] } }),
  updateCmsSettings: () => ({ body: { defaultPrivacyStatus: 'private', autoClaim: true, notifyOnClaim: false } }),
  createCmsPolicy: ({ db }) => ({ body: { cmsId: db.channel.cms[0]!.id, policyName: `Politika ${unique()}`, action: 'track', territories: ['TR'] } }),
  updateCmsPolicy: () => ({ body: { policyName: `Politika ${unique()}`, action: 'block', territories: ['TR', 'DE'] } }),
  searchChannelsByCompany: () => ({ body: { index: 0, size: 500 } }),
  updateChannelSettings: () => ({ body: { keywords: ['dizi'], showSubscriberCount: true } }),
  addChannelUsers: ({ db }) => ({
    params: { channelId: smallChannel(db).id },
    body: { userIds: [db.identity.users[50]!.id], roleId: db.identity.roles[2]!.id },
  }),
  getClaim: ({ db }) => ({ params: { id: db.claims.of(smallChannel(db).id).find((c) => c.status === 'potential')!.id } }),
  actOnClaim: ({ db }) => ({
    params: { id: db.claims.of(smallChannel(db).id).find((c) => c.status === 'potential')!.id },
    body: { action: 'dispute', reason: 'Lisans sözleşmemiz var.' },
  }),
  actOnClaimsBulk: ({ db }) => ({
    body: {
      action: 'release',
      ids: db.claims
        .of(smallChannel(db).id)
        .slice(0, 3)
        .map((c) => c.id),
    },
  }),
  searchVideos: ({ db }) => ({ body: { index: 0, size: 25, channelId: db.channel.channels[0]!.id, sortKey: 'viewCount', sortOrder: 'desc' } }),
  searchShortVideos: ({ db }) => ({ body: { index: 0, size: 25, channelId: db.channel.channels[0]!.id } }),
  deleteVideoBulk: ({ db }) => ({ body: { ids: [videoOf(db).id] } }),
  searchVideoTrash: ({ db }) => ({ body: { index: 0, size: 10, channelId: smallChannel(db).id } }),
  restoreVideos: async (ctx) => ({ body: { ids: [await trashedVideo(ctx)] } }),
  purgeVideos: async (ctx) => ({ body: { ids: [await trashedVideo(ctx)] } }),
  updateVideo: () => ({ body: { video: 'Yeni başlık', privacyStatus: 'public', monetize: true, madeForKids: false } }),
  updateVideoStatus: () => ({ body: { status: 'draft' } }),
  replaceVideoFile: ({ db }) => ({ params: { id: videoOf(db).id }, body: { fileName: 'yeni-kurgu.mp4' } }),
  selectVideoThumbnail: ({ db }) => {
    const video = videoOf(db)
    return { params: { id: video.id }, body: { thumbnailId: db.thumbnails.forVideo(video)[1]!.id } }
  },
  getShortVideo: ({ db }) => ({ params: { id: videoOf(db, 'short').id } }),
  deleteShortVideoBulk: ({ db }) => ({ body: { ids: [videoOf(db, 'short').id] } }),
  searchPlaylists: ({ db }) => ({ body: { index: 0, size: 10, channelId: smallChannel(db).id } }),
  createPlaylist: ({ db }) => ({ body: { channelId: smallChannel(db).id, playlist: 'Yeni liste', privacyStatus: 'public' } }),
  deletePlaylistBulk: ({ db }) => ({ body: { ids: [playlistOf(db).id] } }),
  searchPlaylistTrash: ({ db }) => ({ body: { index: 0, size: 10, channelId: smallChannel(db).id } }),
  restorePlaylists: async (ctx) => ({ body: { ids: [await trashedPlaylist(ctx)] } }),
  purgePlaylists: async (ctx) => ({ body: { ids: [await trashedPlaylist(ctx)] } }),
  addPlaylistVideos: ({ db }) => ({ params: { playlistId: playlistOf(db).id }, body: { videoIds: [videoOf(db).id] } }),
  deletePlaylistVideoBulk: ({ db }) => {
    const playlist = playlistOf(db)
    return { params: { playlistId: playlist.id }, body: { ids: [playlistItems(playlist, db.videos)[0]!.id] } }
  },
  restorePlaylistVideos: async (ctx) => {
    const playlist = playlistOf(ctx.db)
    const id = playlistItems(playlist, ctx.db.videos)[0]!.id
    await ctx.call('DELETE', `/channel-service/playlists/${playlist.id}/videos/bulk`, { ids: [id] })
    return { params: { playlistId: playlist.id }, body: { ids: [id] } }
  },
  searchRemovedPlaylistVideos: async (ctx) => {
    const playlist = playlistOf(ctx.db)
    await ctx.call('DELETE', `/channel-service/playlists/${playlist.id}/videos/bulk`, { ids: [playlistItems(playlist, ctx.db.videos)[0]!.id] })
    return { params: { playlistId: playlist.id }, body: { index: 0, size: 10 } }
  },
  reorderPlaylistVideos: ({ db }) => {
    const playlist = playlistOf(db)
    const items = playlistItems(playlist, db.videos)
    return { params: { playlistId: playlist.id }, body: { itemId: items.at(-1)!.id, position: 0 } }
  },
  createContent: ({ db }) => ({ body: { channelId: smallChannel(db).id, fileName: 'fragman.mp4', placement: 'video' } }),
  getContent: async (ctx) => ({ params: { id: await newContent(ctx) } }),
  updateContentDetails: async (ctx) => ({ params: { id: await newContent(ctx) }, body: { title: 'Yeni bölüm', madeForKids: false, statistics_display: true } }),
  discardContent: async (ctx) => ({ params: { id: await newContent(ctx) } }),
  publishContent: async (ctx) => ({ params: { id: await newContent(ctx) }, body: { visibility: 'public', plan_date_and_time: null } }),
  getDashboardChannelRevenue: () => ({ query: { startDate: '2026-10-01', endDate: '2026-10-31' } }),
  getDashboardTopChannels: () => ({ query: { metric: 'views', limit: '10' } }),
  searchThumbnails: ({ db }) => ({ body: { index: 0, size: 20, videoId: videoOf(db).id } }),
  createThumbnail: ({ db }) => ({ body: { videoId: videoOf(db).id, url: 'https://example.com/kapak.png', width: 1280, height: 720 } }),
  generateThumbnails: ({ db }) => ({ body: { videoId: videoOf(db).id, count: 3 } }),
  createTranslation: ({ db }) => ({ body: { itemType: 'video', itemId: videoOf(db).id, languageCode: 'ja', title: 'Yeni çeviri' } }),
  previewVideoUpdateJob: ({ db }) => ({ body: { channelId: smallChannel(db).id, ids: [videoOf(db).id], changes: { privacyStatus: 'private' } } }),
  createVideoUpdateJob: ({ db }) => ({
    body: { channelId: smallChannel(db).id, ids: [videoOf(db).id], changes: { tags: { mode: 'add', values: ['toplu'] } } },
  }),
  previewClaimActionJob: ({ db }) => ({
    body: {
      action: 'release',
      ids: db.claims
        .of(smallChannel(db).id)
        .slice(0, 3)
        .map((c) => c.id),
    },
  }),
  createClaimActionJob: ({ db }) => ({
    body: {
      action: 'changePolicy',
      policyId: db.channel.policies.find((p) => p.cmsId === smallChannel(db).cmsId)!.id,
      ids: [db.claims.of(smallChannel(db).id)[0]!.id],
    },
  }),
  previewVideoImportJob: ({ db }) => ({ body: { channelId: smallChannel(db).id, rows: [{ id: videoOf(db).id, title: 'İçe aktarılan başlık' }] } }),
  createVideoImportJob: ({ db }) => ({ body: { channelId: smallChannel(db).id, rows: [{ id: videoOf(db).id, tags: ['içe aktarım'] }] } }),
  searchJobs: () => ({ body: { index: 0, size: 20 } }),
  getJob: async (ctx) => ({ params: { id: await finishedJob(ctx, 'changed') } }),
  searchJobItems: async (ctx) => ({ params: { id: await finishedJob(ctx, 'changed') }, body: { index: 0, size: 50 } }),
  retryJob: async (ctx) => ({ params: { id: await finishedJob(ctx, 'failed') } }),
  revertJob: async (ctx) => ({ params: { id: await finishedJob(ctx, 'changed') } }),
  listCaptionTracks: ({ db }) => ({ params: { id: seededTrack(db, 0, 'en').videoId } }),
  uploadCaptionTrack: ({ db }) => ({
    params: { id: videoOf(db).id },
    body: { languageCode: 'ja', kind: 'subtitles', name: 'Japanese', format: 'srt', content: '1\n00:00:01,000 --> 00:00:02,000\nKonnichiwa\n' },
  }),
  getCaptionTrack: ({ db }) => ({ params: { id: seededTrack(db, 0, 'en').id } }),
  deleteCaptionTrack: ({ db }) => ({ params: { id: seededTrack(db, 2, 'en').id } }),
  restoreCaptionTracks: async (ctx) => ({ body: { ids: [await trashedCaption(ctx)] } }),
  purgeCaptionTracks: async (ctx) => ({ body: { ids: [await trashedCaption(ctx)] } }),
  updateCaptionCues: ({ db }) => ({ params: { id: seededTrack(db, 0, 'de').id }, body: { cues: [{ start: 1, end: 2.5, text: 'Hallo' }] } }),
  publishCaptionTrack: ({ db }) => ({ params: { id: seededTrack(db, 0, 'de').id } }),
  unpublishCaptionTrack: ({ db }) => ({ params: { id: seededTrack(db, 1, 'en').id } }),
  downloadCaptionTrack: ({ db }) => ({ params: { id: seededTrack(db, 0, 'en').id }, query: { format: 'vtt' } }),
  getTranslationCoverage: ({ db }) => ({ query: { channelId: smallChannel(db).id } }),
  searchTranslationSources: ({ db }) => ({ body: { index: 0, size: 10, itemType: 'video', channelId: smallChannel(db).id, missingLanguageCode: 'en' } }),
  updateTranslation: () => ({ body: { title: 'Updated title', status: 'published' } }),
  bulkUpdateVideos: ({ db }) => ({ body: { channelId: smallChannel(db).id, ids: [videoOf(db).id], changes: { privacyStatus: 'unlisted' } } }),
  searchReportOverview: () => ({ params: { kind: 'channel' } }),
  updateSavedView: async (ctx) => ({
    params: { id: await newSavedView(ctx) },
    body: { name: `Görünüm ${unique()}`, query: 'privacyStatus=public', columns: ['video'] },
  }),
  deleteSavedView: async (ctx) => ({ params: { id: await newSavedView(ctx) } }),
  restoreSavedViews: async (ctx) => {
    const id = await newSavedView(ctx)
    await ctx.call('DELETE', `/channel-service/saved-views/${id}`)
    return { body: { ids: [id] } }
  },
  // Status changes go to passive: every seeded record starts active, so each call changes something.
  ...Object.fromEntries(
    [
      'updateOrganizationStatus',
      'updateProductStatus',
      'updateCompanyStatus',
      'updateLicensorStatus',
      'updateProducerStatus',
      'updateDirectorStatus',
      'updateCmsStatus',
      'updateCmsChannelStatus',
      'updateChannelStatus',
    ].map((id) => [id, () => ({ body: { status: 'passive' } })]),
  ),
  updateCms: ({ db }) => ({
    body: { name: `CMS ${unique()}`, cmsKey: db.channel.cms[0]!.cmsKey, companyId: db.channel.cms[0]!.companyId, status: 'active' },
  }),
  deleteCmsPolicyBulk: async (ctx) => {
    const created = await ctx.call('POST', '/channel-service/cms-policies', {
      cmsId: ctx.db.channel.cms[0]!.id,
      policyName: `Silinecek ${unique()}`,
      action: 'track',
      territories: ['TR'],
    })
    return { body: { ids: [(created.data.body as { id: string }).id] } }
  },
  deleteChannelUserBulk: async (ctx) => {
    const channelId = smallChannel(ctx.db).id
    const found = await ctx.call('POST', `/channel-service/channels/${channelId}/users/search`, { index: 0, size: 1 })
    return { params: { channelId }, body: { ids: [(found.data.body as { items: Array<{ id: string }> }).items[0]!.id] } }
  },
  restoreChannelUsers: async (ctx) => {
    const channelId = smallChannel(ctx.db).id
    const found = await ctx.call('POST', `/channel-service/channels/${channelId}/users/search`, { index: 0, size: 1 })
    const id = (found.data.body as { items: Array<{ id: string }> }).items[0]!.id
    await ctx.call('DELETE', `/channel-service/channels/${channelId}/users/bulk`, { ids: [id] })
    return { params: { channelId }, body: { ids: [id] } }
  },
  searchRemovedChannelUsers: async (ctx) => {
    const channelId = smallChannel(ctx.db).id
    const found = await ctx.call('POST', `/channel-service/channels/${channelId}/users/search`, { index: 0, size: 1 })
    await ctx.call('DELETE', `/channel-service/channels/${channelId}/users/bulk`, { ids: [(found.data.body as { items: Array<{ id: string }> }).items[0]!.id] })
    return { params: { channelId }, body: { index: 0, size: 10 } }
  },
  deleteDocumentBulk: ({ db }) => ({ body: { ids: [db.documents[0]!.id] } }),
  restoreDocuments: async (ctx) => ({ body: { ids: [await trashedDocument(ctx)] } }),
  purgeDocuments: async (ctx) => ({ body: { ids: [await trashedDocument(ctx)] } }),
  deleteTranslationBulk: ({ db }) => ({ body: { ids: [db.translations[0]!.id] } }),
  restoreTranslations: async (ctx) => ({ body: { ids: [await trashedTranslation(ctx)] } }),
  purgeTranslations: async (ctx) => ({ body: { ids: [await trashedTranslation(ctx)] } }),
  deleteThumbnailBulk: ({ db }) => ({ body: { ids: [db.thumbnails.forVideo(videoOf(db))[2]!.id] } }),
  restoreThumbnails: async (ctx) => ({ body: { ids: [await trashedThumbnail(ctx)] } }),
  purgeThumbnails: async (ctx) => ({ body: { ids: [await trashedThumbnail(ctx)] } }),
}

/** Ids for `{id}`-style path parameters, by the resource the path names. */
function defaultPathParam(db: Db, op: Operation, name: string): string {
  const path = op.path
  const firstNotification = db.notifications.list(admin(db).id)[0]!.id
  const table: Array<[RegExp, () => string]> = [
    [/^\/users\//, () => db.identity.users[20]!.id],
    [/^\/identity\/roles\//, () => db.identity.roles[2]!.id],
    [/^\/organizations\//, () => db.identity.organizations[1]!.id],
    [/^\/user-notifications\//, () => firstNotification],
    [/^\/products\//, () => db.parameter.products[0]!.id],
    [/^\/companies\//, () => db.parameter.companies[0]!.id],
    [/^\/licensors\//, () => db.parameter.licensors[0]!.id],
    [/^\/producers\//, () => db.parameter.producers[0]!.id],
    [/^\/directors\//, () => db.parameter.directors[0]!.id],
    [/^\/cms\//, () => db.channel.cms[0]!.id],
    [/^\/cms-channels\//, () => db.channel.channels[0]!.id],
    [/^\/cms-policies\//, () => db.channel.policies[0]!.id],
    [/^\/channels\//, () => smallChannel(db).id],
    [/^\/videos\//, () => videoOf(db).id],
    [/^\/playlists\//, () => playlistOf(db).id],
    [/^\/translations\//, () => db.translations[0]!.id],
    [/^\/audit-events\//, () => auditOf(db).search({}, 0, 1).items[0]!.id],
  ]
  return table.find(([pattern]) => pattern.test(path))?.[1]() ?? (name === 'id' ? crypto.randomUUID() : crypto.randomUUID())
}

function multipart(op: Operation): FormData {
  const form = new FormData()
  const png = new Blob([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], { type: 'image/png' })
  if (op.operationId === 'createDocument') {
    form.set('file', new File([new Uint8Array(512)], 'sozlesme.pdf', { type: 'application/pdf' }))
    form.set('name', 'Sözleşme')
    form.set('documentType', 'contract')
  } else form.set('file', new File([png], 'kapak.png', { type: 'image/png' }))
  return form
}

const pascal = (id: string) => id[0]!.toUpperCase() + id.slice(1)
let bearer = ''

beforeAll(async () => {
  bearer = (await testClient().login('admin@demo.local')).access_token
})

const gateways = new Map<string, MockGateway>()
const statefulLists = new Map<MockGateway, ReturnType<typeof statefulHandlers>>()
const statefulOf = (gateway: MockGateway) => {
  let list = statefulLists.get(gateway)
  if (!list) {
    list = statefulHandlers(gateway.db)
    statefulLists.set(gateway, list)
  }
  return list
}

/**
 * How a write sends the headers its contract asks for: as the app does (the current versions, a
 * fresh key), without If-Match, with versions a later write made stale, without a key, or with a given key.
 */
type WriteMode = 'app' | 'no-if-match' | 'stale' | 'no-key' | { key: string }

async function run(op: Operation, contract: Contract, mode: WriteMode = 'app', fresh = false) {
  let gateway = fresh ? undefined : gateways.get(op.service)
  if (!gateway) {
    gateway = createGateway()
    if (!fresh) gateways.set(op.service, gateway)
  }

  const ctx: Context = {
    db: gateway.db,
    gateway,
    call: async (method, path, body) => {
      const response = await getResponse(
        gateway.handlers,
        new Request(`http://localhost${path}`, {
          method,
          headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json', ...writeHeaders(gateway, method, path, body) },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      )
      return { status: response?.status ?? 0, data: (await response?.json()) as { body: unknown } }
    },
  }
  const scenario = (await SCENARIOS[op.operationId]?.(ctx)) ?? {}
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(scenario.params?.[name] ?? defaultPathParam(gateway.db, op, name)))
  const url = new URL(`http://localhost/${op.service}-service${path}`)
  for (const q of op.query) if (q.required && !scenario.query?.[q.name]) url.searchParams.set(q.name, String(contract.sample(q.schema)))
  for (const [name, value] of Object.entries(scenario.query ?? {})) for (const v of [value].flat()) url.searchParams.append(name, v)

  const headers: Record<string, string> = { Authorization: `Bearer ${bearer}`, 'Accept-Language': 'en-US' }
  let body: BodyInit | undefined
  let jsonBody: unknown
  if (op.body?.contentType === 'multipart/form-data') body = multipart(op)
  else if (op.body) {
    const sampled = contract.sample(op.body.schema)
    jsonBody =
      scenario.body !== undefined && typeof sampled === 'object' && sampled && !Array.isArray(sampled)
        ? { ...sampled, ...(scenario.body as object) }
        : (scenario.body ?? sampled)
    if (op.body.contentType === 'application/x-www-form-urlencoded') {
      body = new URLSearchParams(jsonBody as Record<string, string>).toString()
      headers['Content-Type'] = op.body.contentType
    } else {
      body = JSON.stringify(jsonBody)
      headers['Content-Type'] = 'application/json'
      const bodySchema = ZOD[op.service as Service][`${pascal(op.operationId)}Body`] as zod.ZodType | undefined
      if (bodySchema) expect(bodySchema.safeParse(jsonBody).error?.issues ?? [], `request body of ${op.operationId} is valid`).toEqual([])
    }
  }

  const rule = writeRuleFor(op.service as Service, op.method, path)
  const ids = rule ? recordIdsOf(rule, path, jsonBody) : []
  if (rule) {
    const versions = ids.map((id) => gateway.db.versions.of(id).version)
    if (mode === 'stale') for (const id of ids) gateway.db.versions.bump(id, { id: admin(gateway.db).id, name: 'Başka Editör' }, ['name'])
    if (rule.ids && ids.length && mode !== 'no-if-match') headers['If-Match'] = versions.map((v) => `"${v}"`).join(', ')
    if (rule.idempotent && mode !== 'no-key') headers['Idempotency-Key'] = typeof mode === 'object' ? mode.key : crypto.randomUUID()
  }
  const request = new Request(url, { method: op.method.toUpperCase(), headers, body })
  const sent = request.clone()
  const answers = (h: RequestHandler) => {
    const { method, path: pattern } = (h as HttpHandler).info
    return method === op.method.toUpperCase() && (typeof pattern === 'string' || pattern instanceof RegExp) && matchRequestUrl(url, pattern).matches
  }
  const stateful = statefulOf(gateway).some(answers)
  const fallback = generatedHandlers.some(answers)
  // A job started by an earlier call records its items as it runs: they are that call's, not this one's.
  await jobsOf(gateway.db).idle()
  const recordedBefore = auditOf(gateway.db).recorded().length
  const response = await getResponse(gateway.handlers, request)
  const events = auditOf(gateway.db).recorded().slice(recordedBefore)
  return { response, stateful, fallback, events, rule, ids, gateway, sent }
}

/**
 * The audit trail of one successful call: exactly the events AUDITED names for the operation
 * (none for a read), each naming the admin who called, the operation and one request id; a
 * bulk call's items point at its job event, which counts the ids the call named.
 */
function expectAudited(db: Db, op: Operation, events: readonly AuditEvent[]) {
  const expected = op.method === 'get' ? [] : (AUDITED[op.operationId] ?? [])
  expect(
    events.map((e) => `${e.action} ${e.recordType}`),
    `audit events of ${op.operationId}`,
  ).toEqual(expected)
  const operation = `${op.method.toUpperCase()} /${op.service}-service${op.path}`
  for (const event of events) {
    expect(event.operation).toBe(operation)
    expect(event.actor.id).toBe(admin(db).id)
    expect(event.actor.roles).toContain('admin')
    expect(event.requestId).toBe(events[0]!.requestId)
    if (event.action !== 'job') expect(event.changes.length, `${op.operationId} names the changed fields`).toBeGreaterThan(0)
  }
  const job = events.find((e) => e.action === 'job')
  if (job) {
    expect(events.filter((e) => e !== job).every((e) => e.jobId === job.id)).toBe(true)
    expect(job.itemCount).toBeGreaterThanOrEqual(events.length - 1)
  }
  auditChecked += 1
}
let auditChecked = 0

describe('the audit declarations', () => {
  const mutating = generatedOperations.filter((op) => op.method !== 'GET' && op.method !== 'HEAD')
  it('say, for every mutating operation of the four contracts, what it records', () => {
    const undeclared = mutating
      .filter((op) => !AUDITED[op.operationId] && !NOT_AUDITED[op.operationId] && !isSearch(op.operationId))
      .map((op) => op.operationId)
    expect(undeclared).toEqual([])
    const known = new Set(generatedOperations.map((op) => op.operationId))
    expect([...Object.keys(AUDITED), ...Object.keys(NOT_AUDITED)].filter((id) => !known.has(id))).toEqual([])
    console.info(
      `[audit] ${mutating.length} mutating operations: ${Object.keys(AUDITED).length} record events, ${mutating.filter((op) => isSearch(op.operationId)).length} searches, ${Object.keys(NOT_AUDITED).length} record none`,
    )
  })
})

const counts: Record<string, { operations: number; stateful: number }> = {}

describe.each(contracts.map(({ service, contract }) => [service, contract] as const))('%s contract', (service: Service, contract) => {
  it('has operations with unique ids and a zod response schema each', () => {
    const ids = jsonOperations(contract).map((op) => op.operationId)
    expect(new Set(ids).size).toBe(ids.length)
    const missing = ids.filter((id) => !(`${pascal(id)}Response` in ZOD[service]))
    expect(missing).toEqual([])
  })

  it.each(jsonOperations(contract).map((op) => [`${op.method.toUpperCase()} ${op.path} (${op.operationId})`, op] as const))(
    '%s answers with a body its zod schema accepts',
    async (_, op) => {
      const { response, stateful, fallback, events } = await run(op, contract)
      expect(response, 'a handler answers').toBeDefined()
      expect(fallback, 'a generated fallback exists too').toBe(true)
      const text = await response!.text()
      // An operation whose success is 204 (discarding a content) answers no body at all.
      const noContent = op.responses.includes('204')
      expect(response!.status, text.slice(0, 300)).toBe(noContent ? 204 : 200)
      if (noContent) expect(text).toBe('')
      else {
        const schema = ZOD[service][`${pascal(op.operationId)}Response`] as zod.ZodType
        const parsed = schema.safeParse(JSON.parse(text))
        expect(parsed.error?.issues ?? []).toEqual([])
      }
      expectAudited(gateways.get(op.service)!.db, op, events)
      counts[service] ??= { operations: 0, stateful: 0 }
      counts[service].operations += 1
      if (stateful) counts[service].stateful += 1
    },
  )

  it('reports how many operations were checked', () => {
    const count = counts[service]
    console.info(
      `[contract] ${service}: ${count?.operations ?? 0} of ${jsonOperations(contract).length} operations checked, ${count?.stateful ?? 0} answered by stateful handlers`,
    )
    expect(count?.operations).toBe(jsonOperations(contract).length)
  })
})

describe('the audit trail', () => {
  it('was checked after every operation', () => {
    const all = contracts.reduce((sum, { contract }) => sum + jsonOperations(contract).length, 0)
    console.info(`[audit] events checked after ${auditChecked} of ${all} operations`)
    expect(auditChecked).toBe(all)
  })
})

/**
 * Versions and idempotency, over every operation whose contract declares If-Match or
 * Idempotency-Key (src/api/write-rules.generated.ts, read from the contracts, so a new operation
 * is walked here once it declares them): a change without If-Match is refused with 428, one based
 * on a version another write replaced with 412 naming who changed it (a bulk change that skips
 * stale records lists them instead), a create or bulk call without a key with 400, and a repeated
 * key gets the first answer without doing the work twice.
 */
const allOperations = contracts.flatMap(({ contract }) => jsonOperations(contract).map((op) => ({ op, contract })))
const ruled = allOperations.filter(({ op }) => writeRuleFor(op.service as Service, op.method, op.path.replace(/\{\w+\}/g, 'x')))
const preconditioned = ruled.filter(({ op }) => writeRuleFor(op.service as Service, op.method, op.path.replace(/\{\w+\}/g, 'x'))?.ids)
const idempotent = ruled.filter(({ op }) => writeRuleFor(op.service as Service, op.method, op.path.replace(/\{\w+\}/g, 'x'))?.idempotent)
const MUTATING = new Set(['post', 'put', 'patch', 'delete'])
/** Writes the contracts leave without either header, and why (docs/decisions.md). */
const UNGUARDED = new Set([
  // sign-in and the public account flows: no record of a signed-in user is changed
  'connectToken',
  'sendForgotPasswordCode',
  'verifyForgotPasswordCode',
  'resetForgottenPassword',
  'sendIntroductionCode',
  'verifyIntroductionCode',
  'setIntroductionPassword',
  // the caller's own profile, inbox and preferences: nobody else writes them
  'updateMyProfile',
  'markAllUserNotificationsAsRead',
  'deleteUserNotificationsBulk',
  'updateUserNotificationsBulk',
  'deleteUserNotification',
  'updateUserNotification',
  'updateNotificationPreferences',
  // a cancelled upload's content creation: only its own wizard discards it, before anyone else can see or edit it
  'discardContent',
  // computes what a bulk change would do and writes nothing
  'previewVideoUpdateJob',
  'previewClaimActionJob',
  'previewVideoImportJob',
])
const label = ({ op }: { op: Operation }) => `${op.method.toUpperCase()} ${op.path} (${op.operationId})`

describe('versions and idempotency of every write', () => {
  it("guards every mutating operation of the four contracts but searches, sign-in and the caller's own settings", () => {
    const writes = allOperations.filter(({ op }) => MUTATING.has(op.method) && !(op.method === 'post' && op.operationId.startsWith('search')))
    const unguarded = writes.filter((w) => !ruled.includes(w)).map(({ op }) => op.operationId)
    expect(unguarded.sort()).toEqual([...UNGUARDED].sort())
    console.info(
      `[contract] writes: ${writes.length}; with If-Match: ${preconditioned.length}; with Idempotency-Key: ${idempotent.length}; neither: ${unguarded.length}`,
    )
    expect(preconditioned.length).toBeGreaterThanOrEqual(56)
  })

  it.each(preconditioned.map((entry) => [label(entry), entry] as const))('%s: 428 without If-Match, 412 when stale', async (_, { op, contract }) => {
    const missing = await run(op, contract, 'no-if-match', true)
    expect(missing.response!.status, await missing.response!.clone().text()).toBe(428)
    const stale = await run(op, contract, 'stale', true)
    const answer = (await stale.response!.json()) as {
      body: {
        conflicts?: Array<{ id: string; changedBy: { name: string } }>
        items?: Array<{ id: string; isSuccess: boolean; conflict?: { changedBy: { name: string } } }>
      }
    }
    if (stale.rule!.skipsStale) {
      expect(stale.response!.status).toBe(200)
      const skipped = answer.body.items!.filter((item) => stale.ids.includes(item.id))
      expect(skipped.map((item) => [item.isSuccess, item.conflict?.changedBy.name])).toEqual(stale.ids.map(() => [false, 'Başka Editör']))
    } else {
      expect(stale.response!.status).toBe(412)
      expect(answer.body.conflicts!.map((c) => [c.id, c.changedBy.name])).toEqual(stale.ids.map((id) => [id, 'Başka Editör']))
      expect(ZOD[op.service as Service][`${pascal(op.operationId)}Response`]).toBeDefined()
    }
  })

  it.each(idempotent.map((entry) => [label(entry), entry] as const))(
    '%s: 400 without Idempotency-Key, the first answer for a repeated one',
    async (_, { op, contract }) => {
      const missing = await run(op, contract, 'no-key', true)
      expect(missing.response!.status).toBe(400)
      const key = crypto.randomUUID()
      const first = await run(op, contract, { key }, true)
      const firstText = await first.response!.text()
      expect(first.response!.status, firstText.slice(0, 300)).toBe(200)
      // The same request again, on the same gateway: a create would make a second record, a delete find nothing left.
      const again = (await getResponse(first.gateway.handlers, first.sent))!
      expect(again.status).toBe(200)
      expect(await again.text()).toBe(firstText)
    },
  )
})
