import type { RequestHandler } from 'msw'
import {
  PurgeCmsBody,
  PurgeCmsPoliciesBody,
  RestoreCmsBody,
  RestoreCmsPoliciesBody,
  SearchCmsPolicyTrashBody,
  SearchCmsTrashBody,
} from '@/api/generated/channel/zod/index.zod'
import type { Db } from '../db'
import { findUser, isAdmin } from '../db/identity-views'
import { deleter, purgeAt, trashOf, type Trashed } from '../db/trash'
import type { ChangedBy } from '../db/versions'
import { listPage } from '../lib/list'
import { fail, matches, ok } from '../lib/respond'
import { routesFor } from '../lib/route'
import { keepMatchPolicy } from './cms'

const trashFields = ({ deletedAt, deletedBy }: Trashed<unknown>) => ({ deletedAt, deletedBy, purgeAt: purgeAt({ record: null, deletedAt, deletedBy }) })
const sameName = (a: string, b: string) => a.toLocaleLowerCase('tr') === b.toLocaleLowerCase('tr')

/**
 * The Trash of CMS accounts and of policies (docs/decisions.md "Trash and Undo"); deleting is in
 * cms.ts. A deleted CMS account takes its policies with it; a restore that would break a rule the
 * live records keep (a CMS key or a policy name taken since, a policy whose CMS is in the Trash)
 * is refused whole.
 */
export function cmsTrashHandlers(db: Db): RequestHandler[] {
  const route = routesFor(db)
  const { cms: cmsBin, policies: policyBin } = trashOf(db)
  /** A restored record: a new version, and lists in other tabs show it again (the hub's RecordChanged, as for a created one). */
  const announce = (id: string, type: string, by: ChangedBy) =>
    db.versions.announce({ ...db.versions.bump(id, by, ['restored']), type, deleted: false, created: true, channelId: null, permission: 'cms_read' })

  /** Deleted CMS accounts the caller may see: all for an administrator, else those of their companies (a deleted one has no channels). */
  const visible = (userId: string) => {
    const user = findUser(db, userId)
    if (!user) return []
    const companies = new Set(user.companies.map((c) => c.id))
    return cmsBin.list().filter((entry) => isAdmin(db, user) || companies.has(entry.record.cms.companyId))
  }

  return [
    route('channel', 'post', '/cms/trash/search', { permission: 'cms_read', body: SearchCmsTrashBody }, ({ body, claims }) => {
      const found = visible(claims.sub)
        .filter((entry) => matches(body.search, entry.record.cms.name, entry.record.cms.cmsKey))
        .map((entry) => {
          const { channelCount: _, version: _v, ...cms } = entry.record.cms
          return { ...cms, policyCount: entry.record.policies.length, ...trashFields(entry) }
        })
      return ok(listPage(found, body, { key: 'deletedAt', order: 'desc' }))
    }),

    route(
      'channel',
      'post',
      '/cms/trash/restore',
      { audit: { record: 'cms', id: 'each:ids' }, permission: 'cms_write', body: RestoreCmsBody },
      ({ body, claims }) => {
        const ids = [...new Set(body.ids)]
        if (ids.some((id) => !cmsBin.get(id))) return fail(404, 'This CMS account is not in the Trash.')
        const keys = new Set(db.channel.cms.map((c) => c.cmsKey.toLowerCase()))
        for (const id of ids) {
          const { cmsKey } = cmsBin.get(id)!.record.cms
          if (keys.has(cmsKey.toLowerCase())) return fail(400, `Another CMS account has the key ${cmsKey} now. Nothing was restored.`)
          keys.add(cmsKey.toLowerCase())
        }
        const by = deleter(db, claims.sub)
        for (const { cms, policies } of cmsBin.takeAll(ids, () => true)!) {
          db.channel.cms.push(cms)
          db.channel.policies.push(...policies)
          announce(cms.id, 'cms', by)
        }
        return ok(null)
      },
    ),

    route('channel', 'delete', '/cms/trash/bulk', { audit: { record: 'cms', id: 'each:ids' }, permission: 'cms_write', body: PurgeCmsBody }, ({ body }) => {
      const gone = cmsBin.takeAll(body.ids, () => true)
      if (!gone) return fail(404, 'This CMS account is not in the Trash.')
      for (const { id } of gone) {
        // Policies deleted on their own before the account go with it, and so do its settings.
        for (const entry of policyBin.list()) if (entry.record.cmsId === id) policyBin.take(entry.record.id)
        db.settings.cms.delete(id)
      }
      return ok(null)
    }),

    route('channel', 'post', '/cms-policies/trash/search', { permission: 'cms_read', body: SearchCmsPolicyTrashBody }, ({ body }) => {
      const found = policyBin
        .list()
        .filter((entry) => entry.record.cmsId === body.cmsId && matches(body.search, entry.record.policyName, entry.record.description))
        .map((entry) => {
          const { version: _, ...policy } = entry.record
          return { ...policy, ...trashFields(entry) }
        })
      return ok(listPage(found, body, { key: 'deletedAt', order: 'desc' }))
    }),

    route(
      'channel',
      'post',
      '/cms-policies/trash/restore',
      { audit: { record: 'cmsPolicy', id: 'each:ids' }, permission: 'cms_write', body: RestoreCmsPoliciesBody },
      ({ body, claims }) => {
        const ids = [...new Set(body.ids)]
        if (ids.some((id) => !policyBin.get(id))) return fail(404, 'This policy is not in the Trash.')
        const taken = db.channel.policies.map((p) => ({ cmsId: p.cmsId, name: p.policyName }))
        for (const id of ids) {
          const policy = policyBin.get(id)!.record
          if (!db.channel.cms.some((c) => c.id === policy.cmsId))
            return fail(400, `The CMS account of the policy ${policy.policyName} is in the Trash: restore it first. Nothing was restored.`)
          if (taken.some((p) => p.cmsId === policy.cmsId && sameName(p.name, policy.policyName)))
            return fail(400, `The CMS account has another policy named ${policy.policyName} now. Nothing was restored.`)
          taken.push({ cmsId: policy.cmsId, name: policy.policyName })
        }
        const by = deleter(db, claims.sub)
        for (const policy of policyBin.takeAll(ids, () => true)!) {
          keepMatchPolicy(db, policy.cmsId)
          db.channel.policies.push(policy)
          announce(policy.id, 'cms-policies', by)
        }
        return ok(null)
      },
    ),

    route(
      'channel',
      'delete',
      '/cms-policies/trash/bulk',
      { audit: { record: 'cmsPolicy', id: 'each:ids' }, permission: 'cms_write', body: PurgeCmsPoliciesBody },
      ({ body }) => (policyBin.takeAll(body.ids, () => true) ? ok(null) : fail(404, 'This policy is not in the Trash.')),
    ),
  ]
}
