import type { SavedView } from '@/api/generated/channel/model'

/**
 * Saved views of lists, per user (`POST /saved-views/search` …). Kept with the gateway's
 * database, not the session: they outlive a logout, as the contract says.
 */
export class SavedViewStore {
  private readonly byUser = new Map<string, SavedView[]>()
  private counter = 0

  list(userId: string, listId: string): SavedView[] {
    return (this.byUser.get(userId) ?? []).filter((view) => view.listId === listId)
  }

  get(userId: string, id: string): SavedView | undefined {
    return this.byUser.get(userId)?.find((view) => view.id === id)
  }

  nameTaken(userId: string, listId: string, name: string, exceptId?: string) {
    const wanted = name.trim().toLocaleLowerCase('tr')
    return this.list(userId, listId).some((view) => view.id !== exceptId && view.name.trim().toLocaleLowerCase('tr') === wanted)
  }

  add(userId: string, view: Omit<SavedView, 'id' | 'createdAt'>): SavedView {
    this.counter += 1
    const id = `5a7ed000-0000-4000-8000-${this.counter.toString(16).padStart(12, '0')}`
    const saved: SavedView = { ...view, id, createdAt: new Date().toISOString() }
    this.byUser.set(userId, [saved, ...(this.byUser.get(userId) ?? [])])
    return saved
  }

  /** Takes the view out of the user's views (a delete), or undefined when they have none of this id. */
  take(userId: string, id: string): SavedView | undefined {
    const view = this.get(userId, id)
    if (view)
      this.byUser.set(
        userId,
        (this.byUser.get(userId) ?? []).filter((other) => other !== view),
      )
    return view
  }

  /** Puts a deleted view back as it was (same id), in its place by creation time (newest first). */
  putBack(userId: string, view: SavedView) {
    const views = this.byUser.get(userId) ?? []
    const at = views.findIndex((other) => other.createdAt < view.createdAt)
    this.byUser.set(userId, at < 0 ? [...views, view] : [...views.slice(0, at), view, ...views.slice(at)])
  }
}

const stores = new WeakMap<object, SavedViewStore>()

/** The saved-view store of one gateway database (made on first use). */
export function savedViewsOf(db: object): SavedViewStore {
  let store = stores.get(db)
  if (!store) {
    store = new SavedViewStore()
    stores.set(db, store)
  }
  return store
}
