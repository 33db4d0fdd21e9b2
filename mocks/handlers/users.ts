import type { RequestHandler } from 'msw'
import type * as zod from 'zod'
import { CreateUserBody, DeleteUsersBulkBody, SearchUsersBody, UpdateUserBody, UpdateUserStatusBody } from '@/api/generated/identity/zod/index.zod'
import type { Db } from '../db'
import type { UserRecord } from '../db/identity'
import { findUser, findUserByEmail, userView } from '../db/identity-views'
import { deleter } from '../db/trash'
import { trashUsers } from '../db/user-trash'
import { anyOf, listPage, unknownIds } from '../lib/list'
import { fail, matches, notFound, ok } from '../lib/respond'
import { routesFor, type Call } from '../lib/route'

type UserFields = zod.output<typeof UpdateUserBody>

/** Checks the references of a create or update; the text of the first problem, or null. */
function invalidReferences(db: Db, call: Call, body: UserFields): { status: number; message: string } | null {
  if (unknownIds(body.roleIds, db.identity.roles).length) return { status: 400, message: 'One of the roles does not exist.' }
  if (unknownIds(body.companyIds, db.parameter.companies).length) return { status: 400, message: 'One of the companies does not exist.' }
  const channels = body.channelIds.map((id) => db.channel.channels.find((c) => c.id === id))
  if (channels.some((c) => c == null)) return { status: 400, message: 'One of the channels does not exist.' }
  const stray = channels.find((c) => c && !body.companyIds.includes(c.companyId))
  if (stray) return { status: 400, message: `The channel ${stray.name} does not belong to any of the chosen companies.` }
  if (body.organizationId && !db.identity.organizations.some((o) => o.id === body.organizationId))
    return { status: 400, message: 'The organization does not exist.' }
  // An administrator who belongs to an organization manages users of that organization only.
  const own = call.claims.organizationId
  if (own && body.organizationId && body.organizationId !== own) return { status: 403, message: 'You can only manage users of your own organization.' }
  return null
}

function applyFields(db: Db, user: UserRecord, body: UserFields, organizationId: string | null) {
  const named = <T extends { id: string; name: string }>(ids: readonly string[], records: readonly T[]) =>
    ids.flatMap((id) => records.filter((r) => r.id === id).map((r) => ({ id: r.id, name: r.name })))
  user.firstName = body.firstName.trim()
  user.lastName = body.lastName.trim()
  user.phoneNumber = body.phoneNumber ?? null
  user.roles = named(body.roleIds, db.identity.roles)
  user.companies = named(body.companyIds, db.parameter.companies)
  user.channels = named(body.channelIds, db.channel.channels)
  user.executive = body.executive
  user.organizationId = organizationId
  user.status = body.status ?? 'active'
}

export function userHandlers(db: Db): RequestHandler[] {
  const route = routesFor(db)
  return [
    route('identity', 'post', '/users/search', { permission: 'user_read', body: SearchUsersBody }, ({ body }) => {
      const found = db.identity.users.filter(
        (u) =>
          matches(body.search, u.firstName, u.lastName, `${u.firstName} ${u.lastName}`, u.email, u.phoneNumber) &&
          (!body.status || u.status === body.status) &&
          (body.executive == null || u.executive === body.executive) &&
          anyOf(
            body.roles,
            u.roles.map((r) => r.id),
          ) &&
          anyOf(
            body.companyIds,
            u.companies.map((c) => c.id),
          ) &&
          anyOf(
            body.channelIds,
            u.channels.map((c) => c.id),
          ),
      )
      const result = listPage(found, body, { key: 'createdAt', order: 'desc' })
      return ok({ ...result, items: result.items.map((u) => userView(db, u)) })
    }),

    route(
      'identity',
      'delete',
      '/users/bulk',
      { audit: { record: 'user', id: 'each:ids' }, permission: 'user_write', body: DeleteUsersBulkBody },
      ({ body, claims }) => {
        if (body.ids.includes(claims.sub)) return fail(400, 'You cannot delete your own account.')
        // Moved to the Trash with their account (user-trash.ts); their sessions end now.
        trashUsers(db, body.ids, deleter(db, claims.sub))
        return ok(null)
      },
    ),

    route('identity', 'post', '/users', { audit: { record: 'user', id: 'answer:id' }, permission: 'user_write', body: CreateUserBody }, ({ body, ...call }) => {
      if (findUserByEmail(db, body.email)) return fail(409, `Another user already has the email address ${body.email}.`)
      const problem = invalidReferences(db, call, body)
      if (problem) return fail(problem.status, problem.message)
      const user: UserRecord = {
        id: crypto.randomUUID(),
        firstName: '',
        lastName: '',
        email: body.email.trim(),
        phoneNumber: null,
        roles: [],
        status: 'active',
        executive: false,
        companies: [],
        channels: [],
        organizationId: null,
        profilePicture: null,
        createdAt: new Date().toISOString(),
        lastLoginAt: null,
        jobTitle: null,
        language: 'tr',
      }
      // A user created by an organization's administrator belongs to that organization.
      applyFields(db, user, body, body.organizationId ?? call.claims.organizationId ?? null)
      db.identity.users.push(user)
      // No password yet: the new user sets one through the introduction steps.
      db.accounts.set(user.id, { userId: user.id, password: null, behaviour: 'normal', needsIntroduction: true })
      return ok({ id: user.id })
    }),

    route('identity', 'get', '/users/:id', { permission: 'user_read' }, (call) => {
      const user = findUser(db, call.params.id ?? '')
      return user ? ok(userView(db, user)) : notFound('User')
    }),

    route(
      'identity',
      'put',
      '/users/:id',
      { audit: { record: 'user', id: 'param:id' }, permission: 'user_write', body: UpdateUserBody },
      ({ body, ...call }) => {
        const user = findUser(db, call.params.id ?? '')
        if (!user) return notFound('User')
        const problem = invalidReferences(db, call, body)
        if (problem) return fail(problem.status, problem.message)
        if (user.id === call.claims.sub && body.status === 'passive') return fail(400, 'You cannot deactivate your own account.')
        applyFields(db, user, body, body.organizationId ?? null)
        return ok(null)
      },
    ),

    route(
      'identity',
      'patch',
      '/users/:id/status',
      { audit: { record: 'user', id: 'param:id' }, permission: 'user_write', body: UpdateUserStatusBody },
      ({ body, claims, params }) => {
        const user = findUser(db, params.id ?? '')
        if (!user) return notFound('User')
        if (user.id === claims.sub && body.status === 'passive') return fail(400, 'You cannot deactivate your own account.')
        user.status = body.status
        return ok(null)
      },
    ),
  ]
}
