import { useMemo } from 'react'
import { useGetParameterEntityKeyValueList, useGetParameterEnumKeyValueList } from '@/api/generated/parameter/endpoints/commons/commons'
import { toOptions, type FilterOption } from '@/shared/ui/list'

const LIST = { staleTime: 5 * 60 * 1000 }

export type ParameterEntity = 'Producer' | 'Licensor' | 'Director' | 'Company'

/** ProductType / CompanyType display names in the request language. */
export function useParameterEnum(enumName: 'ProductType' | 'CompanyType') {
  const query = useGetParameterEnumKeyValueList(enumName, { Index: 0, Size: 10000 }, { query: LIST })
  return useMemo(() => ({ options: toOptions(query.data?.items), loading: query.isPending }), [query.data, query.isPending])
}

/**
 * The options of an entity picker: the active records, plus the records the edited product
 * already references (by the names the product carries), so a reference that became passive
 * stays selectable and named (the contract lists only active records).
 */
export function useEntityOptions(entity: ParameterEntity, keep: ReadonlyArray<{ id: string | null; name: string | null }> = []): { options: FilterOption[]; loading: boolean } {
  const active = useGetParameterEntityKeyValueList(entity, { Index: 0, Size: 1000, EntityType: entity }, { query: LIST })
  const keepKey = keep.map((ref) => `${ref.id}:${ref.name}`).join('|')
  return useMemo(() => {
    const options = toOptions(active.data?.items)
    const extra = keep
      .filter((ref): ref is { id: string; name: string } => Boolean(ref.id && ref.name) && !options.some((known) => known.value === ref.id))
      .map((ref) => ({ value: ref.id, label: ref.name }))
    return { options: [...options, ...extra], loading: active.isPending }
    // keepKey stands for `keep`, which callers build inline.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active.data, active.isPending, keepKey])
}
