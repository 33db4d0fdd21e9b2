import type { RequestHandler } from 'msw'
import { CreateSavedViewBody, RestoreSavedViewsBody, SearchSavedViewsBody, UpdateSavedViewBody } from '@/api/generated/channel/zod/index.zod'
import type { Db } from '../db'
import { savedViewsOf } from '../db/saved-views'
import { deleter, trashOf } from '../db/trash'
import { fail, notFound, ok, page } from '../lib/respond'
import { routesFor } from '../lib/route'

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase('tr') === b.trim().toLocaleLowerCase('tr')

/**
 * Saved views of lists (the videos list's "Saved views"), each the caller's own: no permission
 * beyond a valid token, and no other user's view is ever read or changed. Deleting keeps the view
 * 30 days among the caller's deleted views, for the Undo (restoreSavedViews; docs/decisions.md
 * "Trash and Undo").
 */
export function savedViewHandlers(db: Db): RequestHandler[] {
  const route = routesFor(db)
  const savedViews = savedViewsOf(db)
  const deleted = trashOf(db).savedViews

  return [
    route('channel', 'post', '/saved-views/search', { body: SearchSavedViewsBody }, ({ body, claims }) => {
      return ok(page(savedViews.list(claims.sub, body.listId), body.index, body.size))
    }),
    route('channel', 'post', '/saved-views', { audit: { record: 'savedView', id: 'answer:id' }, body: CreateSavedViewBody }, ({ body, claims }) => {
      const name = body.name.trim()
      if (!name) return fail(400, 'A saved view needs a name.')
      if (savedViews.nameTaken(claims.sub, body.listId, name)) return fail(400, 'A saved view with this name already exists.')
      return ok({ id: savedViews.add(claims.sub, { ...body, name }).id })
    }),
    route(
      'channel',
      'post',
      '/saved-views/trash/restore',
      { audit: { record: 'savedView', id: 'each:ids' }, body: RestoreSavedViewsBody },
      ({ body, claims }) => {
        const entries = [...new Set(body.ids)].map((id) => deleted.get(id))
        const views = entries.flatMap((entry) => (entry?.record.userId === claims.sub ? [entry.record.view] : []))
        // Another user's deleted view is not there for the caller, as one never deleted.
        if (views.length !== entries.length) return fail(404, 'This saved view is not among your deleted views.')
        const clash = views.find(
          (view, i) =>
            savedViews.nameTaken(claims.sub, view.listId, view.name) ||
            views.some((other, j) => j < i && other.listId === view.listId && sameName(other.name, view.name)),
        )
        if (clash) return fail(400, 'You have a saved view named {} again; nothing was restored.'.replace('{}', clash.name))
        const by = deleter(db, claims.sub)
        for (const view of views) {
          deleted.take(view.id)
          savedViews.putBack(claims.sub, view)
          db.versions.bump(view.id, by, ['restored'])
        }
        return ok(null)
      },
    ),
    route('channel', 'put', '/saved-views/:id', { audit: { record: 'savedView', id: 'param:id' }, body: UpdateSavedViewBody }, ({ body, claims, params }) => {
      const view = savedViews.get(claims.sub, params.id ?? '')
      if (!view) return notFound('Saved view')
      const name = body.name.trim()
      if (!name) return fail(400, 'A saved view needs a name.')
      if (savedViews.nameTaken(claims.sub, view.listId, name, view.id)) return fail(400, 'A saved view with this name already exists.')
      Object.assign(view, { ...body, name })
      return ok(null)
    }),
    route('channel', 'delete', '/saved-views/:id', { audit: { record: 'savedView', id: 'param:id' } }, ({ claims, params }) => {
      const view = savedViews.take(claims.sub, params.id ?? '')
      if (!view) return notFound('Saved view')
      // Kept as it was for 30 days: the Undo, after a reload or from another tab too.
      deleted.put({ id: view.id, userId: claims.sub, view }, deleter(db, claims.sub))
      return ok(null)
    }),
  ]
}
