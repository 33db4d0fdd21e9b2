import type { RequestHandler } from 'msw'
import type { Notification } from '@/api/generated/notification/model'
import {
  DeleteUserNotificationsBulkBody,
  MarkAllUserNotificationsAsReadBody,
  PurgeUserNotificationsBody,
  RestoreUserNotificationsBody,
  SearchUserNotificationTrashBody,
  SearchUserNotificationsBody,
  UpdateNotificationPreferencesBody,
  UpdateUserNotificationBody,
  UpdateUserNotificationsBulkBody,
} from '@/api/generated/notification/zod/index.zod'
import type { Db } from '../db'
import { enumItems, NOTIFICATION_ENUMS } from '../db/enums'
import { isUuid } from '../db/random'
import { langOf } from '../db/reference'
import { deleter, purgeAt, trashOf } from '../db/trash'
import { keyValuePage } from '../lib/key-value'
import { fail, matches, notFound, ok, page } from '../lib/respond'
import { intParam, routesFor } from '../lib/route'

const mismatch = () => notFound('One of the notifications')

/** Contract: case-insensitive substring of type, typeKey or any param value. */
const searchHit = (n: Notification, search: string | undefined) => matches(search, n.type, n.typeKey, ...Object.values(n.params))

/** Every call acts on the caller's own notifications only (token subject). */
export function notificationHandlers(db: Db): RequestHandler[] {
  const route = routesFor(db)
  // Deleting keeps the notification 30 days among the user's deleted ones (docs/decisions.md "Trash and Undo").
  const trash = trashOf(db).notifications
  const remove = (userId: string, ids: readonly string[]) => {
    const removed = db.notifications.remove(userId, ids)
    const by = deleter(db, userId)
    for (const notification of removed ?? []) trash.put({ id: notification.id, userId, notification }, by)
    return removed !== null
  }
  const notDeleted = () => notFound('One of the deleted notifications')

  return [
    route('notification', 'post', '/user-notifications/search', { body: SearchUserNotificationsBody }, ({ body, claims }) => {
      const found = db.notifications
        .visible(claims.sub)
        .filter(
          (n) =>
            (body.isRead == null || n.isRead === body.isRead) && (!body.typeKeys?.length || body.typeKeys.includes(n.typeKey)) && searchHit(n, body.search),
        )
      return ok(page(found, body.index, body.size))
    }),

    route('notification', 'get', '/user-notifications/navbar', ({ url, claims }) => {
      const index = intParam(url, ['index'], 0, 0, 1_000_000)
      const size = intParam(url, ['size'], 10, 1, 50)
      const isRead = url.searchParams.get('isRead')
      if (index == null || size == null || (isRead != null && isRead !== 'true' && isRead !== 'false'))
        return fail(400, 'index, size (1 to 50) or isRead is not valid.')
      const wanted = isRead === 'true'
      return ok(
        page(
          db.notifications.visible(claims.sub).filter((n) => n.isRead === wanted),
          index,
          size,
        ),
      )
    }),

    route(
      'notification',
      'post',
      '/user-notifications/mark-as-read',
      { audit: { record: 'notificationInbox', id: 'caller' }, body: MarkAllUserNotificationsAsReadBody },
      ({ body, claims }) => {
        return ok({ ids: db.notifications.markAllRead(claims.sub, body.before) })
      },
    ),

    route(
      'notification',
      'delete',
      '/user-notifications/bulk-delete',
      { audit: { record: 'notification', id: 'each:ids' }, body: DeleteUserNotificationsBulkBody },
      ({ body, claims }) => {
        return remove(claims.sub, body.ids) ? ok(null) : mismatch()
      },
    ),

    route('notification', 'post', '/user-notifications/trash/search', { body: SearchUserNotificationTrashBody }, ({ body, claims }) => {
      const found = trash
        .list()
        .filter((entry) => entry.record.userId === claims.sub && searchHit(entry.record.notification, body.search))
        .sort((a, b) => b.deletedAt.localeCompare(a.deletedAt))
        .map((entry) => ({ ...entry.record.notification, deletedAt: entry.deletedAt, purgeAt: purgeAt(entry) }))
      return ok(page(found, body.index, body.size))
    }),

    route(
      'notification',
      'post',
      '/user-notifications/trash/restore',
      { audit: { record: 'notification', id: 'each:ids' }, body: RestoreUserNotificationsBody },
      ({ body, claims }) => {
        const back = trash.takeAll(body.ids, (record) => record.userId === claims.sub)
        if (!back) return notDeleted()
        db.notifications.putBack(
          claims.sub,
          back.map((record) => record.notification),
        )
        return ok(null)
      },
    ),

    route(
      'notification',
      'delete',
      '/user-notifications/trash/bulk',
      { audit: { record: 'notification', id: 'each:ids' }, body: PurgeUserNotificationsBody },
      ({ body, claims }) => (trash.takeAll(body.ids, (record) => record.userId === claims.sub) ? ok(null) : notDeleted()),
    ),

    route(
      'notification',
      'patch',
      '/user-notifications/bulk',
      { audit: { record: 'notification', id: 'each:ids' }, body: UpdateUserNotificationsBulkBody },
      ({ body, claims }) => {
        const changed = db.notifications.setRead(claims.sub, body.ids, body.isRead)
        return changed ? ok({ ids: changed }) : mismatch()
      },
    ),

    route('notification', 'delete', '/user-notifications/:id', { audit: { record: 'notification', id: 'param:id' } }, ({ params, claims }) => {
      const id = params.id ?? ''
      if (!isUuid(id)) return fail(400, 'The id is not a UUID.')
      return remove(claims.sub, [id]) ? ok(null) : notFound('Notification')
    }),

    route(
      'notification',
      'patch',
      '/user-notifications/:id',
      { audit: { record: 'notification', id: 'param:id' }, body: UpdateUserNotificationBody },
      ({ body, params, claims }) => {
        const id = params.id ?? ''
        if (!isUuid(id)) return fail(400, 'The id is not a UUID.')
        return db.notifications.setRead(claims.sub, [id], body.isRead) ? ok(null) : notFound('Notification')
      },
    ),

    route('notification', 'get', '/notification-preferences', ({ claims }) => ok({ items: db.notifications.preferences(claims.sub) })),

    route(
      'notification',
      'put',
      '/notification-preferences',
      { audit: { record: 'notificationPreferences', id: 'caller' }, body: UpdateNotificationPreferencesBody },
      ({ body, claims }) => {
        const problem = db.notifications.savePreferences(claims.sub, body.items)
        return problem ? fail(400, problem) : ok(null)
      },
    ),

    route('notification', 'get', '/commons/enums/:enumName/key-value-list', ({ request, url, params }) => {
      const items = enumItems(NOTIFICATION_ENUMS, params.enumName ?? '', langOf(request))
      return items ? keyValuePage(url, items, []) : notFound(`Enum ${params.enumName}`)
    }),
  ]
}
