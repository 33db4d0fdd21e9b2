import { defineList, filter, type ListSpec } from './list-url-state'

type TrashFilters = { search: string }

/**
 * An area's Trash list (docs/decisions.md "Trash and Undo"): a search in the URL and the area's
 * sort keys; newest deletion first is the server's order. The page's columns are the area's
 * own plus `useTrashRows().columns` (who, when, gone for good).
 */
export const defineTrashList = <S extends string>(id: string, sortKeys: readonly S[]): ListSpec<TrashFilters, S> =>
  defineList({ id, filters: { search: filter.text() }, sortKeys })

/** The search body of a Trash list: its search, when there is one (a channel's Trash adds its channelId). */
export function trashSearch(state: { filters: TrashFilters }): { search?: string } {
  const search = state.filters.search.trim()
  return search ? { search } : {}
}
