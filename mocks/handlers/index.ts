import type { RequestHandler } from 'msw'
import type { Db } from '../db'
import { accountHandlers } from './account'
import { auditHandlers } from './audit'
import { authHandlers } from './auth'
import { captionHandlers } from './captions'
import { jobHandlers } from './jobs'
import { channelCommonsHandlers } from './channel-commons'
import { channelHandlers } from './channels'
import { claimHandlers } from './claims'
import { cmsHandlers } from './cms'
import { cmsTrashHandlers } from './cms-trash'
import { contentHandlers } from './contents'
import { dashboardHandlers } from './dashboard'
import { documentHandlers } from './documents'
import { identityCommonsHandlers } from './identity-commons'
import { notificationHandlers } from './notifications'
import { organizationTrashHandlers } from './organization-trash'
import { organizationHandlers } from './organizations'
import { parameterCommonsHandlers } from './parameter-commons'
import { parameterHandlers } from './parameters'
import { playlistHandlers } from './playlists'
import { reportHandlers } from './reports'
import { roleTrashHandlers } from './role-trash'
import { roleHandlers } from './roles'
import { savedViewHandlers } from './saved-views'
import { storedFileHandlers } from './stored-files'
import { thumbnailHandlers } from './thumbnails'
import { translationHandlers } from './translations'
import { userTrashHandlers } from './user-trash'
import { userHandlers } from './users'
import { videoTrashHandlers } from './video-trash'
import { videoHandlers } from './videos'

/**
 * The stateful handlers, answering from the database before the generated faker fallbacks.
 * Within a service, literal paths come before `:id` paths so `/bulk` or `/permissions` never
 * reach an id route.
 *
 * msw notes where each handler was declared by reading the stack of a new Error (the handler's
 * `callFrame`, shown only in the browser console's request log). Under vitest and tsx every stack
 * is mapped through source maps, which made that a quarter of building a gateway (issue 21): the
 * handlers are made with no stack frames recorded, for every caller (the gateway, and the
 * contract test, which lists them per fresh gateway). Only the handlers: an error while seeding
 * keeps its stack.
 */
export function statefulHandlers(db: Db): RequestHandler[] {
  const limit = Error.stackTraceLimit
  Error.stackTraceLimit = 0
  try {
    return allHandlers(db)
  } finally {
    Error.stackTraceLimit = limit
  }
}

function allHandlers(db: Db): RequestHandler[] {
  return [
    ...authHandlers(db),
    ...accountHandlers(db),
    ...identityCommonsHandlers(db),
    ...userTrashHandlers(db),
    ...userHandlers(db),
    ...roleTrashHandlers(db),
    ...roleHandlers(db),
    ...organizationTrashHandlers(db),
    ...organizationHandlers(db),
    ...auditHandlers(db),
    ...notificationHandlers(db),
    ...parameterCommonsHandlers(db),
    ...parameterHandlers(db),
    ...channelCommonsHandlers(db),
    ...cmsTrashHandlers(db),
    ...cmsHandlers(db),
    ...channelHandlers(db),
    ...videoTrashHandlers(db),
    ...videoHandlers(db),
    ...savedViewHandlers(db),
    ...claimHandlers(db),
    ...playlistHandlers(db),
    ...contentHandlers(db),
    ...thumbnailHandlers(db),
    ...translationHandlers(db),
    ...captionHandlers(db),
    ...jobHandlers(db),
    ...documentHandlers(db),
    ...reportHandlers(db),
    ...dashboardHandlers(db),
    ...storedFileHandlers(db),
  ]
}
