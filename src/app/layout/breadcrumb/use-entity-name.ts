import { useQueries } from '@tanstack/react-query'
import { getGetChannelQueryOptions, useGetChannel } from '@/api/generated/channel/endpoints/channels/channels'
import { getGetCmsQueryOptions, useGetCms } from '@/api/generated/channel/endpoints/cms/cms'
import { getGetPlaylistQueryOptions, useGetPlaylist } from '@/api/generated/channel/endpoints/playlists/playlists'
import { getGetVideoQueryOptions, useGetVideo } from '@/api/generated/channel/endpoints/videos/videos'
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

/** The name of the CMS, channel, playlist or video an id stands for (one call each, shared with the pages that read them). */
export function useEntityName(entity: EntityKind | undefined, id: string | undefined): EntityName {
  const cms = useGetCms(id ?? '', { query: { enabled: entity === 'cms' && Boolean(id) } })
  const channel = useGetChannel(id ?? '', { query: { enabled: entity === 'channel' && Boolean(id) } })
  const playlist = useGetPlaylist(id ?? '', { query: { enabled: entity === 'playlist' && Boolean(id) } })
  const video = useGetVideo(id ?? '', { query: { enabled: entity === 'video' && Boolean(id) } })
  if (!entity || !id) return { status: 'missing' }
  const failure = (error: unknown): EntityName => ({ status: missing(error) ? 'missing' : refused(error) ? 'refused' : 'error' })
  if (entity === 'video') {
    if (video.isError) return failure(video.error)
    return { status: video.status, name: video.data?.video }
  }
  if (entity === 'playlist') {
    if (playlist.isError) return failure(playlist.error)
    return { status: playlist.status, name: playlist.data?.playlist }
  }
  const query = entity === 'cms' ? cms : channel
  if (query.isError) return failure(query.error)
  return { status: query.status, name: query.data?.name }
}

const queryOptionsOf = (entity: EntityKind, id: string) =>
  entity === 'cms'
    ? getGetCmsQueryOptions(id)
    : entity === 'playlist'
      ? getGetPlaylistQueryOptions(id)
      : entity === 'video'
        ? getGetVideoQueryOptions(id)
        : getGetChannelQueryOptions(id)

/**
 * The names among these that could not be loaded for a reason that may pass (a server error, the
 * network), and a retry for them: the same calls as useEntityName's (shared cache), never new ones.
 */
export function useFailedEntityNames(entities: ReadonlyArray<{ entity: EntityKind; entityId: string }>) {
  const queries = useQueries({
    queries: entities.map(({ entity, entityId }) => queryOptionsOf(entity, entityId)),
  })
  const failed = queries.filter((query) => query.isError && !missing(query.error) && !refused(query.error))
  return {
    failed: failed.length,
    retrying: failed.some((query) => query.isFetching),
    retry: () => failed.forEach((query) => void query.refetch()),
  }
}
