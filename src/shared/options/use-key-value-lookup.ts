import { keepPreviousData } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useDebouncedCallback } from '@/shared/hooks'
import { LOOKUP_PAGE_SIZE, OPTION_LIST_STALE_TIME, useOptionList, type OptionList, type OptionReference } from './use-option-list'

interface KeyValueItem {
  id: string
  name: string
}

/** The params every service's entity key-value list takes (the contracts' Kv* parameters). */
interface LookupParams {
  Ids?: string[]
  Search?: string
  Index?: number
  Size?: number
  EntityType?: string
}

interface LookupQuery {
  data?: { items?: ReadonlyArray<KeyValueItem> | null; totalCount?: number } | null
  isPending: boolean
  error?: unknown
  isFetching?: boolean
  refetch?: (options?: { cancelRefetch?: boolean }) => unknown
}

/**
 * A generated entity key-value hook: `useGetIdentityEntityKeyValueList`,
 * `useGetChannelEntityKeyValueList` or `useGetParameterEntityKeyValueList`.
 */
type KeyValueHook = (
  entityType: string,
  params: LookupParams,
  options: { query: { enabled: boolean; staleTime: number; placeholderData?: typeof keepPreviousData } },
) => LookupQuery

export interface LookupSettings {
  /**
   * The values the field or filter holds. Those the page at hand lacks (a form opened on a record
   * whose choice is not among the first 10) are named with one `Ids` call.
   */
  selected?: ReadonlyArray<string | null | undefined>
  /** References the row carries by name (see OptionListSettings.keep). */
  keep?: ReadonlyArray<OptionReference>
  /** False while the list is not needed (a report without that filter). */
  enabled?: boolean
}

/**
 * An entity key-value list as a select box reads it (spec §9): 10 records at a time, searched on
 * the server as the user types (`Search`, debounced), plus the chosen values named by `Ids`. The
 * option controls (FormCombobox, FormMultiSelect, ListFilters' multiselect, OptionCombobox) find
 * the search through the options' state and hand it what is typed:
 *
 *   const producers = useKeyValueLookup(useGetParameterEntityKeyValueList, 'Producer', { selected: [form.watch('producerId')] })
 *   <FormCombobox options={producers.options} … />
 */
export function useKeyValueLookup(useList: KeyValueHook, entityType: string, settings: LookupSettings = {}): OptionList {
  const { selected = [], keep, enabled = true } = settings
  const [search, setSearch] = useState('')
  const typed = useDebouncedCallback((text: string) => setSearch(text.trim().slice(0, 100)))
  // Ending a search (the list closed, a choice made) goes back to the first page at once.
  const searchFor = useMemo(() => {
    const handler = (text: string) => {
      if (text.trim() === '') {
        typed.cancel()
        setSearch('')
      } else typed(text)
    }
    return handler
  }, [typed])
  const page = useList(
    entityType,
    { Index: 0, Size: LOOKUP_PAGE_SIZE, EntityType: entityType, ...(search ? { Search: search } : {}) },
    // The options stay while the next search's answer comes, so the list does not flash empty.
    { query: { enabled, staleTime: OPTION_LIST_STALE_TIME, placeholderData: keepPreviousData } },
  )
  const pageItems = page.data?.items
  // Every label seen (pages, named records, the row's own names) stays known: a value chosen from
  // a search result keeps its label when the search moves on, and costs no call to name it.
  const [known, setKnown] = useState<ReadonlyMap<string, string>>(() => new Map())
  const unseen = [
    ...(pageItems ?? []),
    ...(keep ?? []).filter((ref): ref is KeyValueItem => Boolean(ref.id && ref.name)).map(({ id, name }) => ({ id, name })),
  ].filter((item) => known.get(item.id) !== item.name)
  if (unseen.length > 0) setKnown(new Map([...known, ...unseen.map((item) => [item.id, item.name] as const)]))
  // The chosen values no page named yet: one Ids call (a form opened on a record whose choice is
  // not among the first 10).
  const ids = [...new Set(selected.filter((id): id is string => typeof id === 'string' && id !== '' && !known.has(id)))].sort()
  const named = useList(
    entityType,
    { Ids: ids, Index: 0, Size: Math.max(ids.length, 1), EntityType: entityType },
    { query: { enabled: enabled && ids.length > 0, staleTime: OPTION_LIST_STALE_TIME } },
  )
  const namedItems = named.data?.items
  if (namedItems?.some((item) => known.get(item.id) !== item.name)) setKnown(new Map([...known, ...namedItems.map((item) => [item.id, item.name] as const)]))
  const chosenKey = selected.join('\u0000')
  const items = useMemo(() => {
    const listed = pageItems ?? []
    const onPage = new Set(listed.map((item) => item.id))
    const chosen = [...new Set(selected)].filter((id): id is string => typeof id === 'string' && !onPage.has(id) && known.has(id))
    return [...listed, ...chosen.map((id) => ({ id, name: known.get(id)! }))]
    // chosenKey stands for `selected`, which callers build inline.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pageItems, known, chosenKey])
  const source = {
    data: pageItems ? { items } : undefined,
    isPending: page.isPending,
    error: page.error ?? named.error ?? null,
    isFetching: Boolean(page.isFetching || named.isFetching),
    // One Retry reads again every call that failed: the page and the chosen values' names fail together when the service is down.
    refetch: (options?: { cancelRefetch?: boolean }) =>
      Promise.all([page.error || !named.error ? page.refetch?.(options) : null, named.error ? named.refetch?.(options) : null]),
  }
  return useOptionList(source, { search: searchFor, total: page.data?.totalCount })
}
