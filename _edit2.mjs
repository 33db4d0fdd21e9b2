import { readFileSync, writeFileSync } from 'node:fs'
import { parseDocument, parse } from 'yaml'
const C = './common/schemas.yaml#/components'
const EXEMPT = new Set(['createContentUpload', 'appendContentUploadChunk', 'terminateContentUpload', 'updateMyProfile', 'markAllUserNotificationsAsRead', 'deleteUserNotificationsBulk', 'updateUserNotificationsBulk', 'deleteUserNotification', 'updateUserNotification', 'updateNotificationPreferences'])
const RECORD_IDS = { saveRolePermissions: 'body:roleId', reorderPlaylistVideos: 'path:playlistId', actOnClaimsBulk: 'body:ids', bulkUpdateVideos: 'body:ids' }
const SKIP = new Set(['bulkUpdateVideos', 'actOnClaimsBulk'])
for (const service of ['identity', 'notification', 'channel', 'parameter']) {
  const file = `openapi/${service}.yaml`
  let text = readFileSync(file, 'utf8')
  const doc = parseDocument(text)
  const plain = parse(text)
  const inserts = [] // [offset, text]
  const lineEnd = (offset) => { const i = text.indexOf('\n', offset - 1); return i < 0 ? text.length : i }
  for (const [path, item] of Object.entries(plain.paths)) {
    for (const method of ['post', 'put', 'patch', 'delete']) {
      const op = item[method]
      if (!op) continue
      const id = op.operationId
      if (method === 'post' && id.startsWith('search')) continue
      const isPublic = Array.isArray(op.security) && op.security.length === 0
      if (isPublic || EXEMPT.has(id) || id === 'connectToken') continue
      const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1])
      const isCreate = method === 'post' && !RECORD_IDS[id] && id !== 'actOnClaim'
      const isBulk = /bulk/i.test(path) || /Bulk/.test(id)
      const params = []
      const opNode = doc.getIn(['paths', path, method], true)
      let extra = ''
      if (!isCreate) {
        const ids = RECORD_IDS[id] ?? (pathParams.includes('id') ? 'path:id' : 'body:ids')
        params.push('IfMatch')
        const responses = doc.getIn(['paths', path, method, 'responses'], true)
        inserts.push([lineEnd(responses.range[1]), 0, `\n        '412':\n          $ref: '${C}/responses/PreconditionFailed'\n        '428':\n          $ref: '${C}/responses/PreconditionRequired'`])
        extra += `\n      x-record-ids: ${ids}`
        if (SKIP.has(id)) extra += `\n      x-stale-records: skip`
      }
      if (isCreate || isBulk) params.push('IdempotencyKey')
      const existing = doc.getIn(['paths', path, method, 'parameters'], true)
      const paramText = params.map((p) => `\n        - $ref: '${C}/parameters/${p}'`).join('')
      if (existing) inserts.push([lineEnd(existing.range[1]), 1, paramText])
      else extra += `\n      parameters:${paramText}`
      inserts.push([lineEnd(opNode.range[1]), 2, extra])
    }
  }
  inserts.sort((a, b) => b[0] - a[0] || b[1] - a[1])
  for (const [at, , t] of inserts) text = text.slice(0, at) + t + text.slice(at)
  writeFileSync(file, text)
}
