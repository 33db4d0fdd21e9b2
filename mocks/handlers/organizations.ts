import type { RequestHandler } from 'msw'
import type * as zod from 'zod'
import type { Organization } from '@/api/generated/identity/model'
import {
  CreateOrganizationBody,
  DeleteOrganizationsBulkBody,
  SearchOrganizationsBody,
  UpdateOrganizationBody,
  UpdateOrganizationStatusBody,
} from '@/api/generated/identity/zod/index.zod'
import type { Db } from '../db'
import { COUNTRY_CODE_SET, LANGUAGE_CODE_SET } from '../db/reference'
import { deleter, trashOf } from '../db/trash'
import { listPage } from '../lib/list'
import { fail, matches, notFound, ok } from '../lib/respond'
import { routesFor } from '../lib/route'

type OrganizationFields = zod.output<typeof UpdateOrganizationBody>

/** The organization's users: live ones and those in the users Trash (a restore brings them back to it). */
const usersOf = (db: Db, organizationId: string) => [
  ...db.identity.users.filter((u) => u.organizationId === organizationId),
  ...trashOf(db)
    .users.list()
    .filter((entry) => entry.record.user.organizationId === organizationId),
]

/** The rules the contract states: dates in order, known codes, unique name and tax number. */
function invalid(db: Db, body: OrganizationFields, exceptId?: string): Response | null {
  if (body.contractEndDate <= body.contractStartDate) return fail(400, 'The contract end date must be after the contract start date.')
  if (!COUNTRY_CODE_SET.has(body.country)) return fail(400, `Unknown country code ${body.country}.`)
  if (!LANGUAGE_CODE_SET.has(body.language)) return fail(400, `Unknown language code ${body.language}.`)
  return clashOf(db.identity.organizations, body, exceptId)
}

/** 409 when another organization has the name (ignoring case) or the tax number: both are unique. */
export function clashOf(organizations: readonly Organization[], fields: Pick<OrganizationFields, 'name' | 'taxNumber'>, exceptId?: string): Response | null {
  const others = organizations.filter((o) => o.id !== exceptId)
  const name = fields.name.trim().toLocaleLowerCase('tr')
  if (others.some((o) => o.name.toLocaleLowerCase('tr') === name)) return fail(409, `Another organization is already named ${fields.name.trim()}.`)
  if (fields.taxNumber && others.some((o) => o.taxNumber === fields.taxNumber))
    return fail(409, `Another organization already has the tax number ${fields.taxNumber}.`)
  return null
}

const fieldsOf = (body: OrganizationFields): Omit<Organization, 'id' | 'createdAt'> => ({
  name: body.name.trim(),
  authorizedName: body.authorizedName.trim(),
  phoneNumber: body.phoneNumber,
  email: body.email,
  address: body.address ?? null,
  country: body.country,
  language: body.language,
  taxNumber: body.taxNumber ?? null,
  contractStartDate: body.contractStartDate,
  contractEndDate: body.contractEndDate,
  status: body.status ?? 'active',
})

export function organizationHandlers(db: Db): RequestHandler[] {
  const route = routesFor(db)
  return [
    route('identity', 'post', '/organizations/search', { permission: 'organization_read', body: SearchOrganizationsBody }, ({ body }) => {
      const found = db.identity.organizations.filter(
        (o) =>
          matches(body.search, o.name, o.authorizedName, o.email, o.phoneNumber, o.taxNumber) &&
          (!body.status || o.status === body.status) &&
          (!body.country || o.country === body.country) &&
          (!body.language || o.language === body.language),
      )
      return ok(listPage(found, body, { key: 'name', order: 'asc' }))
    }),

    route(
      'identity',
      'delete',
      '/organizations/bulk',
      { audit: { record: 'organization', id: 'each:ids' }, permission: 'organization_write', body: DeleteOrganizationsBulkBody },
      ({ body, claims }) => {
        const doomed = db.identity.organizations.filter((o) => body.ids.includes(o.id))
        // Strict: an organization with users, live or in the users Trash (a restore would bring them back to it), stays.
        const inUse = doomed.filter((o) => usersOf(db, o.id).length > 0)
        if (inUse.length) return fail(409, `These organizations still have users: ${inUse.map((o) => o.name).join(', ')}. Nothing was deleted.`)
        // Moved to the Trash (organization-trash.ts): no user can be given one meanwhile.
        const by = deleter(db, claims.sub)
        for (const organization of doomed) trashOf(db).organizations.put(organization, by)
        db.identity.organizations.splice(0, db.identity.organizations.length, ...db.identity.organizations.filter((o) => !doomed.includes(o)))
        return ok(null)
      },
    ),

    route(
      'identity',
      'post',
      '/organizations',
      { audit: { record: 'organization', id: 'answer:id' }, permission: 'organization_write', body: CreateOrganizationBody },
      ({ body }) => {
        const problem = invalid(db, body)
        if (problem) return problem
        const organization: Organization = { id: crypto.randomUUID(), createdAt: new Date().toISOString(), ...fieldsOf(body) }
        db.identity.organizations.push(organization)
        return ok({ id: organization.id })
      },
    ),

    route('identity', 'get', '/organizations/:id', { permission: 'organization_read' }, (call) => {
      const organization = db.identity.organizations.find((o) => o.id === call.params.id)
      return organization ? ok(organization) : notFound('Organization')
    }),

    route(
      'identity',
      'put',
      '/organizations/:id',
      { audit: { record: 'organization', id: 'param:id' }, permission: 'organization_write', body: UpdateOrganizationBody },
      ({ body, params }) => {
        const organization = db.identity.organizations.find((o) => o.id === params.id)
        if (!organization) return notFound('Organization')
        const problem = invalid(db, body, organization.id)
        if (problem) return problem
        Object.assign(organization, fieldsOf(body))
        return ok(null)
      },
    ),

    route(
      'identity',
      'patch',
      '/organizations/:id/status',
      { audit: { record: 'organization', id: 'param:id' }, permission: 'organization_write', body: UpdateOrganizationStatusBody },
      ({ body, params }) => {
        const organization = db.identity.organizations.find((o) => o.id === params.id)
        if (!organization) return notFound('Organization')
        organization.status = body.status
        return ok(null)
      },
    ),
  ]
}
