import type { RequestHandler } from 'msw'
import type { ChannelUser, RemovedChannelUser } from '@/api/generated/channel/model'
import {
  AddChannelUsersBody,
  DeleteChannelUserBulkBody,
  RestoreChannelUsersBody,
  SearchChannelsBody,
  SearchChannelsByCompanyBody,
  SearchChannelUsersBody,
  SearchRemovedChannelUsersBody,
  UpdateChannelInstallationDefaultsBody,
  UpdateChannelSettingsBody,
  UpdateChannelStatusBody,
  UpdateChannelTargetingBody,
} from '@/api/generated/channel/zod/index.zod'
import type { Db } from '../db'
import { channelView, type ChannelRecord } from '../db/channel'
import { videoCountOf, visibleChannels } from '../db/channel-access'
import type { UserRecord } from '../db/identity'
import { hashOf, prng, uuidFrom } from '../db/random'
import { deleter, purgeAt, trashOf } from '../db/trash'
import { listPage } from '../lib/list'
import { fail, matches, notFound, ok, page } from '../lib/respond'
import { routesFor, type Call } from '../lib/route'

/** A channel user's id: stable for the pair, so the users tab can delete by it. */
const channelUserId = (channelId: string, userId: string) => uuidFrom(prng(hashOf(`${channelId}:${userId}`)))

/** Channel users are identity users assigned to the channel; the ids are the same in both services. */
function channelUsers(db: Db, channel: ChannelRecord): Array<{ user: UserRecord; view: ChannelUser }> {
  return db.identity.users
    .filter((u) => u.channels.some((c) => c.id === channel.id))
    .map((user) => {
      const roleIds = db.channelUserRoles.get(`${channel.id}:${user.id}`) ?? user.roles.map((r) => r.id)
      return {
        user,
        view: {
          id: channelUserId(channel.id, user.id),
          userId: user.id,
          firstName: user.firstName,
          lastName: user.lastName,
          roles: roleIds.flatMap((id) => db.identity.roles.filter((r) => r.id === id).map((r) => ({ id: r.id, name: r.name }))),
          phoneNumber: user.phoneNumber,
          email: user.email,
        },
      }
    })
}

export function channelHandlers(db: Db): RequestHandler[] {
  const route = routesFor(db)
  const find = (id: string | undefined) => db.channel.channels.find((c) => c.id === id)
  const view = (channel: ChannelRecord) => channelView(db.channel, db.parameter, channel, videoCountOf(db, channel))

  /** The channel named by the path; 404 when unknown. */
  const withChannel = (call: Call, then: (channel: ChannelRecord) => Response | Promise<Response>) => {
    const channel = find(call.params.id ?? call.params.channelId)
    return channel ? then(channel) : notFound('Channel')
  }

  /** The channel scope of a call on one channel: the channel the path names. */
  const byPath = (call: Call) => call.params.id ?? call.params.channelId
  const removedUsers = trashOf(db).channelUsers

  return [
    route('channel', 'post', '/channels/search', { permission: 'channel_read', body: SearchChannelsBody }, ({ body, claims }) => {
      const found = visibleChannels(db, claims.sub)
        .filter(
          (c) =>
            matches(body.search, c.name, c.youtubeChannelId, c.companyName, c.cmsName) &&
            (!body.cmsId || c.cmsId === body.cmsId) &&
            (!body.companyIds?.length || body.companyIds.includes(c.companyId)) &&
            (!body.status || c.status === body.status),
        )
        .map(view)
      return ok(listPage(found, body))
    }),

    // The channel select boxes: no companyIds lists every channel the user may see.
    route('channel', 'post', '/channels/search/company', { body: SearchChannelsByCompanyBody }, ({ body, claims }) => {
      const found = visibleChannels(db, claims.sub)
        .filter((c) => !body.companyIds?.length || body.companyIds.includes(c.companyId))
        .map((c) => ({ id: c.id, name: c.name, companyId: c.companyId }))
      return ok(page(found, body.index, body.size))
    }),

    route('channel', 'get', '/channels/:id', { permission: 'channel_read', channel: byPath }, (call) => withChannel(call, (channel) => ok(view(channel)))),

    route(
      'channel',
      'patch',
      '/channels/:id/status',
      { audit: { record: 'channel', id: 'param:id' }, permission: 'channel_write', body: UpdateChannelStatusBody, bodyFirst: true, channel: byPath },
      ({ body, ...call }) => {
        return withChannel(call, (channel) => {
          channel.status = body.status
          return ok(null)
        })
      },
    ),

    route('channel', 'get', '/channels/:id/settings/channel-settings', { permission: 'channel_read', channel: byPath }, (call) =>
      withChannel(call, (c) => ok(db.settings.channelSettings(c.id, c.name))),
    ),
    route(
      'channel',
      'put',
      '/channels/:id/settings/channel-settings',
      { audit: { record: 'channelSettings', id: 'param:id' }, permission: 'channel_write', body: UpdateChannelSettingsBody, bodyFirst: true, channel: byPath },
      ({ body, ...call }) => {
        return withChannel(call, (c) => {
          db.settings.channel.set(c.id, {
            channelId: c.id,
            description: body.description ?? null,
            keywords: body.keywords,
            country: body.country ?? null,
            defaultLanguage: body.defaultLanguage ?? null,
            trailerVideoId: body.trailerVideoId ?? null,
            contactEmail: body.contactEmail ?? null,
            showSubscriberCount: body.showSubscriberCount,
            updatedAt: new Date().toISOString(),
          })
          return ok(null)
        })
      },
    ),

    route('channel', 'get', '/channels/:id/settings/installation-defaults', { permission: 'channel_read', channel: byPath }, (call) =>
      withChannel(call, (c) => ok(db.settings.installationDefaults(c.id))),
    ),
    route(
      'channel',
      'put',
      '/channels/:id/settings/installation-defaults',
      {
        audit: { record: 'installationDefaults', id: 'param:id' },
        permission: 'channel_write',
        body: UpdateChannelInstallationDefaultsBody,
        bodyFirst: true,
        channel: byPath,
      },
      ({ body, ...call }) => {
        return withChannel(call, (c) => {
          db.settings.installation.set(c.id, {
            ...body,
            channelId: c.id,
            defaultTitle: body.defaultTitle ?? null,
            defaultDescription: body.defaultDescription ?? null,
            defaultCategoryId: body.defaultCategoryId ?? null,
            defaultLanguage: body.defaultLanguage ?? null,
            updatedAt: new Date().toISOString(),
          })
          return ok(null)
        })
      },
    ),

    route('channel', 'get', '/channels/:id/settings/channel-targeting', { permission: 'channel_read', channel: byPath }, (call) =>
      withChannel(call, (c) => ok(db.settings.channelTargeting(c.id))),
    ),
    route(
      'channel',
      'put',
      '/channels/:id/settings/channel-targeting',
      {
        audit: { record: 'channelTargeting', id: 'param:id' },
        permission: 'channel_write',
        body: UpdateChannelTargetingBody,
        bodyFirst: true,
        channel: byPath,
      },
      ({ body, ...call }) => {
        return withChannel(call, (c) => {
          db.settings.targeting.set(c.id, { ...body, channelId: c.id, updatedAt: new Date().toISOString() })
          return ok(null)
        })
      },
    ),

    route(
      'channel',
      'post',
      '/channels/:channelId/users/search',
      { permission: 'channel_read', body: SearchChannelUsersBody, bodyFirst: true, channel: byPath },
      ({ body, ...call }) => {
        return withChannel(call, (channel) => {
          const found = channelUsers(db, channel)
            .map((entry) => entry.view)
            .filter((u) => matches(body.search, u.firstName, u.lastName, `${u.firstName} ${u.lastName}`, u.email, u.phoneNumber))
          return ok(listPage(found, body, { key: 'firstName', order: 'asc' }))
        })
      },
    ),

    // Assigning a user to a channel also links them to the channel's company (identity keeps
    // "channels belong to the chosen companies").
    route(
      'channel',
      'post',
      '/channels/:channelId/users',
      {
        audit: { record: 'channelUsers', id: 'param:channelId' },
        permission: 'channel_user_write',
        body: AddChannelUsersBody,
        bodyFirst: true,
        channel: byPath,
      },
      ({ body, ...call }) => {
        return withChannel(call, (channel) => {
          const role = db.identity.roles.find((r) => r.id === body.roleId)
          if (!role) return fail(400, 'The role does not exist.')
          const users = body.userIds.map((id) => db.identity.users.find((u) => u.id === id))
          if (users.some((u) => u == null)) return fail(400, 'One of the users does not exist.')
          const company = db.parameter.companies.find((c) => c.id === channel.companyId)
          for (const user of users as UserRecord[]) {
            if (!user.channels.some((c) => c.id === channel.id)) user.channels.push({ id: channel.id, name: channel.name })
            if (company && !user.companies.some((c) => c.id === company.id)) user.companies.push({ id: company.id, name: company.name })
            db.channelUserRoles.set(`${channel.id}:${user.id}`, [role.id])
          }
          return ok(null)
        })
      },
    ),

    route(
      'channel',
      'delete',
      '/channels/:channelId/users/bulk',
      {
        audit: { record: 'channelUsers', id: 'param:channelId' },
        permission: 'channel_user_write',
        body: DeleteChannelUserBulkBody,
        bodyFirst: true,
        channel: byPath,
      },
      ({ body, ...call }) => {
        return withChannel(call, (channel) => {
          const by = deleter(db, call.claims.sub)
          for (const { user, view: member } of channelUsers(db, channel)) {
            if (!body.ids.includes(member.id)) continue
            // Kept with the roles they had, for restoreChannelUsers (Undo).
            removedUsers.put({ id: member.id, channelId: channel.id, userId: user.id, roleIds: member.roles.map((r) => r.id) }, by)
            user.channels = user.channels.filter((c) => c.id !== channel.id)
            db.channelUserRoles.delete(`${channel.id}:${user.id}`)
          }
          return ok(null)
        })
      },
    ),

    // Who was removed in the last 30 days and a restore would still put back (the users tab's "Removed" view).
    route(
      'channel',
      'post',
      '/channels/:channelId/users/removed/search',
      { permission: 'channel_read', body: SearchRemovedChannelUsersBody, bodyFirst: true, channel: byPath },
      ({ body, ...call }) => {
        return withChannel(call, (channel) => {
          const found = removedUsers.list().flatMap((entry): RemovedChannelUser[] => {
            const user = db.identity.users.find((u) => u.id === entry.record.userId)
            if (entry.record.channelId !== channel.id || !user || user.channels.some((c) => c.id === channel.id)) return []
            if (!matches(body.search, user.firstName, user.lastName, `${user.firstName} ${user.lastName}`, user.email)) return []
            const roles = entry.record.roleIds.flatMap((id) => db.identity.roles.filter((r) => r.id === id).map((r) => ({ id: r.id, name: r.name })))
            const { id, userId } = entry.record
            const { firstName, lastName, email } = user
            return [{ id, userId, firstName, lastName, email, roles, deletedAt: entry.deletedAt, deletedBy: entry.deletedBy, purgeAt: purgeAt(entry) }]
          })
          return ok(listPage(found, body, { key: 'deletedAt', order: 'desc' }))
        })
      },
    ),

    // Undo of the remove: the users back on the channel with the roles they had.
    route(
      'channel',
      'post',
      '/channels/:channelId/users/restore',
      {
        audit: { record: 'channelUsers', id: 'param:channelId' },
        permission: 'channel_user_write',
        body: RestoreChannelUsersBody,
        bodyFirst: true,
        channel: byPath,
      },
      ({ body, ...call }) => {
        return withChannel(call, (channel) => {
          const entries = removedUsers.takeAll(body.ids, (entry) => entry.channelId === channel.id)
          if (!entries) return fail(404, 'This user was not removed from this channel.')
          for (const { userId, roleIds } of entries) {
            const user = db.identity.users.find((u) => u.id === userId)
            if (!user || user.channels.some((c) => c.id === channel.id)) continue
            user.channels.push({ id: channel.id, name: channel.name })
            db.channelUserRoles.set(
              `${channel.id}:${user.id}`,
              roleIds.filter((id) => db.identity.roles.some((r) => r.id === id)),
            )
          }
          return ok(null)
        })
      },
    ),
  ]
}
