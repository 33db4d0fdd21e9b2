/**
 * Which columns a list shows, in which order, saved per list in localStorage under
 * `listColumnsKey(listId)` (named like the videos list's `video_selected_columns`). What is
 * stored is the ordered list of visible column ids.
 *
 * Stored values are untrusted (another version of the app, a hand edit): unknown ids are
 * dropped, duplicates collapsed, and an empty or unreadable value means "the defaults".
 */
import { readJson, removeKeys, writeJson } from '@/lib/safe-storage'
import { listColumnsKey } from '@/lib/storage-keys'

export interface ColumnChoiceContext {
  /** Every column the list can show, in definition order. */
  all: readonly string[]
  /** The default columns, in order. */
  defaults: readonly string[]
  /** Columns that cannot be hidden; always visible. */
  required?: readonly string[]
}

/** Makes any value a valid, non-empty visible list for this list's columns. */
export function sanitizeColumnChoice(value: unknown, context: ColumnChoiceContext): string[] {
  const known = new Set(context.all)
  const required = context.required ?? []
  const fallback = context.defaults.filter((id) => known.has(id))
  if (!Array.isArray(value)) return withRequired(fallback, required, context.all)
  const chosen = [...new Set(value.filter((id): id is string => typeof id === 'string' && known.has(id)))]
  return withRequired(chosen.length > 0 ? chosen : fallback, required, context.all)
}

function withRequired(visible: string[], required: readonly string[], all: readonly string[]): string[] {
  const missing = required.filter((id) => !visible.includes(id))
  if (missing.length === 0) return visible
  // A required column goes back where the definition puts it relative to its neighbours.
  const result = [...visible]
  for (const id of missing) {
    const position = all.indexOf(id)
    const before = result.findIndex((other) => all.indexOf(other) > position)
    result.splice(before === -1 ? result.length : before, 0, id)
  }
  return result
}

/** `key`: the storage key when the list has a fixed one (e.g. `cms_channels_columns`); default `listColumnsKey(listId)`. */
export function loadColumnChoice(listId: string, context: ColumnChoiceContext, storage?: Storage, key = listColumnsKey(listId)): string[] {
  return sanitizeColumnChoice(readJson(key, storage), context)
}

export function saveColumnChoice(listId: string, visible: readonly string[], storage?: Storage, key = listColumnsKey(listId)) {
  writeJson(key, visible, storage)
}

export function resetColumnChoice(listId: string, storage?: Storage, key = listColumnsKey(listId)) {
  removeKeys([key], storage)
}

export const sameColumns = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, i) => id === b[i])

/** Shows or hides one column; a shown column joins at the end. The last visible column stays. */
export function toggleColumn(visible: readonly string[], id: string, show: boolean, context: ColumnChoiceContext): string[] {
  if ((context.required ?? []).includes(id) || !context.all.includes(id)) return [...visible]
  if (!show) {
    const next = visible.filter((other) => other !== id)
    return next.length > 0 ? next : [...visible]
  }
  return visible.includes(id) ? [...visible] : [...visible, id]
}

/** Moves a visible column one place (or to an index); others keep their order. */
export function moveColumn(visible: readonly string[], id: string, to: number): string[] {
  const from = visible.indexOf(id)
  if (from === -1) return [...visible]
  const target = Math.max(0, Math.min(visible.length - 1, to))
  const next = [...visible]
  next.splice(from, 1)
  next.splice(target, 0, id)
  return next
}

/** The chooser's full order: visible columns first as arranged, then hidden ones in definition order. */
export function columnOrder(visible: readonly string[], all: readonly string[]): string[] {
  return [...visible, ...all.filter((id) => !visible.includes(id))]
}
