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

  remove(userId: string, id: string): boolean {
    const views = this.byUser.get(userId) ?? []
    const next = views.filter((view) => view.id !== id)
    this.byUser.set(userId, next)
    return next.length !== views.length
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
