import { useGetChannel } from '@/api/generated/channel/endpoints/channels/channels'
import { useGetCms } from '@/api/generated/channel/endpoints/cms/cms'
import type { EntityKind } from './crumbs'

export interface EntityName {
  status: 'pending' | 'error' | 'success'
  name?: string
}

/** The name of the CMS or channel an id stands for (one call each, shared with the pages that read them). */
export function useEntityName(entity: EntityKind | undefined, id: string | undefined): EntityName {
  const cms = useGetCms(id ?? '', { query: { enabled: entity === 'cms' && Boolean(id) } })
  const channel = useGetChannel(id ?? '', { query: { enabled: entity === 'channel' && Boolean(id) } })
  const query = entity === 'cms' ? cms : channel
  if (!entity || !id) return { status: 'error' }
  return { status: query.status, name: query.data?.name }
}
