import type { RequestHandler } from 'msw'
import type { Cms, Policy } from '@/api/generated/channel/model'
import {
  CreateCmsBody,
  CreateCmsPolicyBody,
  DeleteCmsBulkBody,
  DeleteCmsPolicyBulkBody,
  SearchCmsBody,
  SearchCmsChannelsBody,
  SearchCmsPoliciesBody,
  UpdateCmsBody,
  UpdateCmsChannelStatusBody,
  UpdateCmsPolicyBody,
  UpdateCmsSettingsBody,
  UpdateCmsStatusBody,
} from '@/api/generated/channel/zod/index.zod'
import type { Db } from '../db'
import { cmsChannelView, cmsView } from '../db/channel'
import { visibleChannels, visibleCms } from '../db/channel-access'
import { deleter, trashOf } from '../db/trash'
import { listPage } from '../lib/list'
import { fail, matches, notFound, ok } from '../lib/respond'
import { routesFor } from '../lib/route'

/** A CMS account's settings as they read now (never saved: defaults picked from its policies). */
const settingsOf = (db: Db, cmsId: string) =>
  db.settings.cmsSettings(
    cmsId,
    db.channel.policies.filter((p) => p.cmsId === cmsId).map((p) => p.id),
  )

const matchPolicyOf = (db: Db, cmsId: string) => settingsOf(db, cmsId).matchPolicyId

/**
 * Settings never saved pick their match policy among the CMS's policies: before a policy comes or
 * goes they are kept as they read, so adding, deleting or restoring a policy never moves the match policy.
 */
export function keepMatchPolicy(db: Db, cmsId: string) {
  if (!db.settings.cms.has(cmsId)) db.settings.cms.set(cmsId, settingsOf(db, cmsId))
}

/** CMS accounts, their settings, their channels (cms-management/channels) and their policies. */
export function cmsHandlers(db: Db): RequestHandler[] {
  const route = routesFor(db)
  const findCms = (id: string | undefined) => db.channel.cms.find((c) => c.id === id)
  const keyTaken = (key: string, exceptId?: string) => db.channel.cms.some((c) => c.id !== exceptId && c.cmsKey.toLowerCase() === key.trim().toLowerCase())

  return [
    route('channel', 'post', '/cms/search', { permission: 'cms_read', body: SearchCmsBody }, ({ body, claims }) => {
      const found = visibleCms(db, claims.sub)
        .filter((c) => matches(body.search, c.name, c.cmsKey) && (!body.status || c.status === body.status))
        .map((c) => cmsView(db.channel, c))
      return ok(listPage(found, body))
    }),

    route('channel', 'post', '/cms', { audit: { record: 'cms', id: 'answer:id' }, permission: 'cms_write', body: CreateCmsBody }, ({ body }) => {
      if (!db.parameter.companies.some((c) => c.id === body.companyId)) return fail(400, 'The company does not exist.')
      if (keyTaken(body.cmsKey)) return fail(400, `Another CMS account already has the key ${body.cmsKey.trim()}.`)
      const account: Cms = {
        id: crypto.randomUUID(),
        name: body.name.trim(),
        cmsKey: body.cmsKey.trim(),
        channelCount: 0,
        status: body.status ?? 'active',
        companyId: body.companyId,
        createdAt: new Date().toISOString(),
      }
      db.channel.cms.push(account)
      return ok({ id: account.id })
    }),

    route(
      'channel',
      'delete',
      '/cms/bulk',
      { audit: { record: 'cms', id: 'each:ids' }, permission: 'cms_write', body: DeleteCmsBulkBody },
      ({ body, claims }) => {
        const withChannels = db.channel.cms.filter((c) => body.ids.includes(c.id) && db.channel.channels.some((ch) => ch.cmsId === c.id))
        if (withChannels.length) return fail(400, `These CMS accounts still have channels: ${withChannels.map((c) => c.name).join(', ')}. Nothing was deleted.`)
        // To the Trash with its policies (its settings stay under its id): a restore brings back the whole account.
        const by = deleter(db, claims.sub)
        for (const cms of db.channel.cms.filter((c) => body.ids.includes(c.id))) {
          trashOf(db).cms.put({ id: cms.id, cms, policies: db.channel.policies.filter((p) => p.cmsId === cms.id) }, by)
        }
        db.channel.cms.splice(0, db.channel.cms.length, ...db.channel.cms.filter((c) => !body.ids.includes(c.id)))
        db.channel.policies.splice(0, db.channel.policies.length, ...db.channel.policies.filter((p) => !body.ids.includes(p.cmsId)))
        return ok(null)
      },
    ),

    route('channel', 'get', '/cms/:id', { permission: 'cms_read' }, (call) => {
      const account = findCms(call.params.id)
      return account ? ok(cmsView(db.channel, account)) : notFound('CMS account')
    }),

    route('channel', 'put', '/cms/:id', { audit: { record: 'cms', id: 'param:id' }, permission: 'cms_write', body: UpdateCmsBody }, ({ body, params }) => {
      const account = findCms(params.id)
      if (!account) return notFound('CMS account')
      if (!db.parameter.companies.some((c) => c.id === body.companyId)) return fail(400, 'The company does not exist.')
      if (keyTaken(body.cmsKey, account.id)) return fail(400, `Another CMS account already has the key ${body.cmsKey.trim()}.`)
      Object.assign(account, { name: body.name.trim(), cmsKey: body.cmsKey.trim(), companyId: body.companyId, status: body.status })
      return ok(null)
    }),

    route(
      'channel',
      'patch',
      '/cms/:id/status',
      { audit: { record: 'cms', id: 'param:id' }, permission: 'cms_write', body: UpdateCmsStatusBody },
      ({ body, params }) => {
        const account = findCms(params.id)
        if (!account) return notFound('CMS account')
        account.status = body.status
        return ok(null)
      },
    ),

    route('channel', 'get', '/cms/:id/settings', { permission: 'cms_read' }, (call) => {
      const account = findCms(call.params.id)
      if (!account) return notFound('CMS account')
      return ok(settingsOf(db, account.id))
    }),

    route(
      'channel',
      'put',
      '/cms/:id/settings',
      { audit: { record: 'cmsSettings', id: 'param:id' }, permission: 'cms_write', body: UpdateCmsSettingsBody },
      ({ body, params }) => {
        const account = findCms(params.id)
        if (!account) return notFound('CMS account')
        if (body.matchPolicyId && !db.channel.policies.some((p) => p.id === body.matchPolicyId && p.cmsId === account.id))
          return fail(400, 'The match policy is not a policy of this CMS account.')
        db.settings.cms.set(account.id, {
          cmsId: account.id,
          defaultPrivacyStatus: body.defaultPrivacyStatus,
          defaultLanguage: body.defaultLanguage ?? null,
          defaultCategoryId: body.defaultCategoryId ?? null,
          autoClaim: body.autoClaim,
          matchPolicyId: body.matchPolicyId ?? null,
          notifyOnClaim: body.notifyOnClaim,
          notificationEmails: body.notificationEmails ?? [],
          updatedAt: new Date().toISOString(),
        })
        return ok(null)
      },
    ),

    route('channel', 'post', '/cms-channels/search', { permission: 'cms_read', body: SearchCmsChannelsBody }, ({ body, claims }) => {
      const found = visibleChannels(db, claims.sub)
        .filter(
          (c) =>
            c.cmsId != null &&
            (!body.cmsId || c.cmsId === body.cmsId) &&
            matches(body.search, c.name, c.youtubeChannelId) &&
            (body.isChannelConnectedToPlatform == null || c.isChannelConnectedToPlatform === body.isChannelConnectedToPlatform) &&
            (!body.status || c.status === body.status) &&
            (body.isChannelMonetizationEnabled == null || c.isChannelMonetizationEnabled === body.isChannelMonetizationEnabled) &&
            (body.thirdPartyClaimsCount == null || c.thirdPartyClaimsCount >= body.thirdPartyClaimsCount),
        )
        .map(cmsChannelView)
      return ok(listPage(found, body))
    }),

    route(
      'channel',
      'patch',
      '/cms-channels/:id/status',
      { audit: { record: 'channel', id: 'param:id' }, permission: 'cms_write', body: UpdateCmsChannelStatusBody, channel: (call) => call.params.id },
      ({ body, params }) => {
        const channel = db.channel.channels.find((c) => c.id === params.id && c.cmsId != null)
        if (!channel) return notFound('CMS channel')
        channel.status = body.status
        return ok(null)
      },
    ),

    ...policyHandlers(db),
  ]
}

function policyHandlers(db: Db): RequestHandler[] {
  const route = routesFor(db)
  const policies = db.channel.policies
  const nameTaken = (cmsId: string, name: string, exceptId?: string) =>
    policies.some((p) => p.id !== exceptId && p.cmsId === cmsId && p.policyName.toLocaleLowerCase('tr') === name.trim().toLocaleLowerCase('tr'))

  return [
    route('channel', 'post', '/cms-policies/search', { permission: 'cms_read', body: SearchCmsPoliciesBody }, ({ body }) => {
      const found = policies.filter(
        (p) => (!body.cmsId || p.cmsId === body.cmsId) && matches(body.search, p.policyName, p.description) && (!body.action || p.action === body.action),
      )
      return ok(listPage(found, body, { key: 'policyName', order: 'asc' }))
    }),

    route(
      'channel',
      'post',
      '/cms-policies',
      { audit: { record: 'cmsPolicy', id: 'answer:id' }, permission: 'cms_write', body: CreateCmsPolicyBody },
      ({ body }) => {
        if (!db.channel.cms.some((c) => c.id === body.cmsId)) return fail(400, 'The CMS account does not exist.')
        if (nameTaken(body.cmsId, body.policyName)) return fail(400, `This CMS account already has a policy named ${body.policyName.trim()}.`)
        keepMatchPolicy(db, body.cmsId)
        const policy: Policy = {
          id: crypto.randomUUID(),
          cmsId: body.cmsId,
          policyName: body.policyName.trim(),
          description: body.description ?? null,
          action: body.action,
          territories: body.territories,
          createdAt: new Date().toISOString(),
        }
        policies.push(policy)
        return ok({ id: policy.id })
      },
    ),

    route(
      'channel',
      'delete',
      '/cms-policies/bulk',
      { audit: { record: 'cmsPolicy', id: 'each:ids' }, permission: 'cms_write', body: DeleteCmsPolicyBulkBody },
      ({ body, claims }) => {
        const deleted = policies.filter((p) => body.ids.includes(p.id))
        // The policy a CMS applies to new claims stays until its settings name another (docs/decisions.md "Trash and Undo").
        const matching = deleted.find((p) => matchPolicyOf(db, p.cmsId) === p.id)
        if (matching)
          return fail(400, `${matching.policyName} is the match policy of its CMS account: choose another in the CMS settings first. Nothing was deleted.`)
        const by = deleter(db, claims.sub)
        for (const policy of deleted) {
          keepMatchPolicy(db, policy.cmsId)
          trashOf(db).policies.put(policy, by)
        }
        policies.splice(0, policies.length, ...policies.filter((p) => !body.ids.includes(p.id)))
        return ok(null)
      },
    ),

    route('channel', 'get', '/cms-policies/:id', { permission: 'cms_read' }, (call) => {
      const policy = policies.find((p) => p.id === call.params.id)
      return policy ? ok(policy) : notFound('Policy')
    }),

    route(
      'channel',
      'put',
      '/cms-policies/:id',
      { audit: { record: 'cmsPolicy', id: 'param:id' }, permission: 'cms_write', body: UpdateCmsPolicyBody },
      ({ body, params }) => {
        const policy = policies.find((p) => p.id === params.id)
        if (!policy) return notFound('Policy')
        if (nameTaken(policy.cmsId, body.policyName, policy.id)) return fail(400, `This CMS account already has a policy named ${body.policyName.trim()}.`)
        Object.assign(policy, { policyName: body.policyName.trim(), description: body.description ?? null, action: body.action, territories: body.territories })
        return ok(null)
      },
    ),
  ]
}
