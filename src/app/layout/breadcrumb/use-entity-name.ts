import { useQueries } from '@tanstack/react-query'
import { getGetChannelQueryOptions, useGetChannel } from '@/api/generated/channel/endpoints/channels/channels'
import { getGetCmsQueryOptions, useGetCms } from '@/api/generated/channel/endpoints/cms/cms'
import { describeError } from '@/lib/error-text'
import type { EntityKind } from './crumbs'

export interface EntityName {
  /**
   * `missing`: the server has no such record (404), or there is no id; `refused`: the record is
   * not the user's to see (403, another channel): asking again will help in neither case.
   */
  status: 'pending' | 'error' | 'missing' | 'refused' | 'success'
  name?: string
}

const missing = (error: unknown) => describeError(error).status === 404
const refused = (error: unknown) => describeError(error).status === 403

/** The name of the CMS or channel an id stands for (one call each, shared with the pages that read them). */
export function useEntityName(entity: EntityKind | undefined, id: string | undefined): EntityName {
  const cms = useGetCms(id ?? '', { query: { enabled: entity === 'cms' && Boolean(id) } })
  const channel = useGetChannel(id ?? '', { query: { enabled: entity === 'channel' && Boolean(id) } })
  const query = entity === 'cms' ? cms : channel
  if (!entity || !id) return { status: 'missing' }
  if (query.isError) return { status: missing(query.error) ? 'missing' : refused(query.error) ? 'refused' : 'error' }
  return { status: query.status, name: query.data?.name }
}

/**
 * The names among these that could not be loaded for a reason that may pass (a server error, the
 * network), and a retry for them: the same calls as useEntityName's (shared cache), never new ones.
 */
export function useFailedEntityNames(entities: ReadonlyArray<{ entity: EntityKind; entityId: string }>) {
  const queries = useQueries({
    queries: entities.map(({ entity, entityId }) => (entity === 'cms' ? getGetCmsQueryOptions(entityId) : getGetChannelQueryOptions(entityId))),
  })
  const failed = queries.filter((query) => query.isError && !missing(query.error) && !refused(query.error))
  return {
    failed: failed.length,
    retrying: failed.some((query) => query.isFetching),
    retry: () => failed.forEach((query) => void query.refetch()),
  }
}
