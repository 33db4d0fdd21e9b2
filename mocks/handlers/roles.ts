import type { RequestHandler } from 'msw'
import type * as zod from 'zod'
import type { Role } from '@/api/generated/identity/model'
import {
  CreateRoleBody,
  DeleteRolesBulkBody,
  SaveRolePermissionsBody,
  SearchPermissionsBody,
  SearchRolesBody,
  UpdateRoleBody,
} from '@/api/generated/identity/zod/index.zod'
import type { Db } from '../db'
import { ADMIN_ROLE, findUser, permissionNamesOf, permissionView, roleView } from '../db/identity-views'
import { langOf } from '../db/reference'
import { trashRoles } from '../db/role-trash'
import { deleter } from '../db/trash'
import { listPage, unknownIds } from '../lib/list'
import { fail, matches, notFound, ok } from '../lib/respond'
import { routesFor } from '../lib/route'

type RoleFields = zod.output<typeof UpdateRoleBody>

const isBuiltIn = (role: Role) => role.name === ADMIN_ROLE && role.departmentId == null

/** 409 when another role of the same platform already has the name (ignoring case). */
function duplicateName(db: Db, body: RoleFields, exceptId?: string) {
  const name = body.name.trim().toLocaleLowerCase('tr')
  const clash = db.identity.roles.find((r) => r.id !== exceptId && r.platformType === body.platformType && r.name.toLocaleLowerCase('tr') === name)
  return clash ? fail(409, `A ${body.platformType} role named ${clash.name} already exists.`) : null
}

function applyFields(db: Db, role: Role, body: RoleFields): Response | null {
  const department = db.identity.departments.find((d) => d.id === body.departmentId)
  if (!department) return fail(400, 'The department does not exist.')
  role.name = body.name.trim()
  role.description = body.description ?? null
  role.platformType = body.platformType
  role.departmentId = department.id
  role.departmentName = department.name
  return null
}

export function roleHandlers(db: Db): RequestHandler[] {
  const route = routesFor(db)
  return [
    route('identity', 'post', '/identity/roles/search', { permission: 'role_read', body: SearchRolesBody }, ({ body }) => {
      const found = db.identity.roles
        .filter(
          (r) =>
            matches(body.search, r.name, r.description) &&
            (!body.platformTypes?.length || body.platformTypes.includes(r.platformType)) &&
            (!body.departmentIds?.length || (r.departmentId != null && body.departmentIds.includes(r.departmentId))),
        )
        .map((r) => roleView(db, r))
      return ok(listPage(found, body, { key: 'name', order: 'asc' }))
    }),

    // Declared before /identity/roles/:id: `permissions` is not a role id.
    route('identity', 'get', '/identity/roles/permissions', ({ claims }) => {
      const user = findUser(db, claims.sub)
      return user ? ok(permissionNamesOf(db, user)) : notFound('User')
    }),

    route(
      'identity',
      'post',
      '/identity/roles/permission',
      { audit: { record: 'role', id: 'body:roleId' }, permission: 'role_write', body: SaveRolePermissionsBody },
      ({ body }) => {
        if (!db.identity.roles.some((r) => r.id === body.roleId)) return notFound('Role')
        if (unknownIds(body.permissionIds, db.identity.permissions).length) return fail(400, 'One of the permissions does not exist.')
        db.identity.rolePermissions.set(body.roleId, new Set(body.permissionIds))
        return ok(null)
      },
    ),

    // Deleting moves the roles to the Trash (role-trash.ts): their holders lose them at once.
    route(
      'identity',
      'delete',
      '/identity/roles/bulk',
      { audit: { record: 'role', id: 'each:ids' }, permission: 'role_write', body: DeleteRolesBulkBody },
      ({ body, claims }) => {
        const doomed = db.identity.roles.filter((r) => body.ids.includes(r.id))
        if (doomed.some(isBuiltIn)) return fail(400, 'The built-in admin role cannot be deleted. Nothing was deleted.')
        trashRoles(
          db,
          doomed.map((r) => r.id),
          deleter(db, claims.sub),
        )
        return ok(null)
      },
    ),

    route('identity', 'post', '/identity/roles', { audit: { record: 'role', id: 'answer:id' }, permission: 'role_write', body: CreateRoleBody }, ({ body }) => {
      const clash = duplicateName(db, body)
      if (clash) return clash
      const role: Role = {
        id: crypto.randomUUID(),
        name: '',
        description: null,
        platformType: body.platformType,
        departmentId: null,
        departmentName: null,
        userCount: 0,
        permissionCount: 0,
        createdAt: new Date().toISOString(),
      }
      const problem = applyFields(db, role, body)
      if (problem) return problem
      db.identity.roles.push(role)
      db.identity.rolePermissions.set(role.id, new Set())
      return ok({ id: role.id })
    }),

    route('identity', 'get', '/identity/roles/:id', { permission: 'role_read' }, (call) => {
      const role = db.identity.roles.find((r) => r.id === call.params.id)
      return role ? ok(roleView(db, role)) : notFound('Role')
    }),

    route(
      'identity',
      'put',
      '/identity/roles/:id',
      { audit: { record: 'role', id: 'param:id' }, permission: 'role_write', body: UpdateRoleBody },
      ({ body, params }) => {
        const role = db.identity.roles.find((r) => r.id === params.id)
        if (!role) return notFound('Role')
        if (isBuiltIn(role)) return fail(400, 'The built-in admin role cannot be changed.')
        return duplicateName(db, body, role.id) ?? applyFields(db, role, body) ?? ok(null)
      },
    ),

    route('identity', 'get', '/identity/roles/:id/permissions', { permission: 'role_read' }, (call) => {
      const ids = db.identity.rolePermissions.get(call.params.id ?? '')
      if (!ids) return notFound('Role')
      const lang = langOf(call.request)
      return ok(db.identity.permissions.filter((p) => ids.has(p.id)).map((p) => permissionView(p, lang)))
    }),

    route('identity', 'post', '/permissions/search', { permission: 'role_read', body: SearchPermissionsBody }, ({ body, request }) => {
      const lang = langOf(request)
      const found = db.identity.permissions
        .filter(
          (p) =>
            matches(body.search, p.name, p.description, p.descriptionTr) &&
            (!body.ids?.length || body.ids.includes(p.id)) &&
            (body.isHide == null || p.isHide === body.isHide),
        )
        .map((p) => permissionView(p, lang))
      return ok(listPage(found, body))
    }),
  ]
}
