import { carriedSearch } from '@/shared/routing'

/** Route segments and query ids are recognised as ids by a UUID pattern. */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const isUuid = (value: string | null | undefined): boolean => value != null && UUID_PATTERN.test(value)

export type EntityKind = 'cms' | 'channel' | 'playlist' | 'video'

export interface LabelCrumb {
  id: string
  kind: 'label'
  /** The label's translation key with its namespace (`'breadcrumb:segments.home'`), from the route that matched the segment; none: `fallback`. */
  keys: string[]
  /** Shown when no key exists (an unknown segment on the not-found page). */
  fallback: string
  to: string
  clickable: boolean
}

export interface EntityCrumb {
  id: string
  kind: 'entity'
  entity: EntityKind
  entityId: string
  to: string
  clickable: boolean
}

export type Crumb = LabelCrumb | EntityCrumb
type Draft = Omit<LabelCrumb, 'clickable'> | Omit<EntityCrumb, 'clickable'>

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/**
 * Home plus one item per path segment, the last two not clickable; a segment's label is
 * the one its route declares (`labels`, by segment index: see route-marks.ts); a UUID segment
 * stands for the CMS (after `cms`), the video (after `videos`), the label its route gives (a job) or the channel named by it; a CMS or channel named by the
 * query (cmsId, channelId) is inserted after home unless the path already names it; a playlist's
 * videos page ends with the playlist (`playlistId`) instead of the page's label. Links
 * carry cmsId, channelId and companyId.
 */
export function buildCrumbs(pathname: string, search: string, labels: ReadonlyMap<number, string> = new Map()): Crumb[] {
  const carried = carriedSearch(search)
  const params = new URLSearchParams(search)
  const segments = pathname.split('/').filter(Boolean).map(decode)
  const inPath = new Set(segments.filter(isUuid).map((id) => id.toLowerCase()))
  const crumbs: Draft[] = [{ id: 'home', kind: 'label', keys: ['breadcrumb:segments.home'], fallback: 'home', to: `/dashboard-panel${carried}` }]

  const cmsId = params.get('cmsId')
  if (cmsId && isUuid(cmsId) && !inPath.has(cmsId.toLowerCase())) {
    crumbs.push({ id: `query-cms-${cmsId}`, kind: 'entity', entity: 'cms', entityId: cmsId, to: `/cms-management/channels${carried}` })
  }
  const channelId = params.get('channelId')
  if (channelId && isUuid(channelId) && !inPath.has(channelId.toLowerCase())) {
    const base = isUuid(cmsId) ? '/cms-channels' : '/my-channels'
    crumbs.push({ id: `query-channel-${channelId}`, kind: 'entity', entity: 'channel', entityId: channelId, to: `${base}/${channelId}${carried}` })
  }

  segments.forEach((segment, index) => {
    const to = `/${segments
      .slice(0, index + 1)
      .map(encodeURIComponent)
      .join('/')}${carried}`
    if (isUuid(segment)) {
      const before = segments[index - 1]?.toLowerCase()
      // A video's own pages (its subtitles) name the video; its link opens it in the videos list.
      if (before === 'videos') {
        const list = `/${segments.slice(0, index).map(encodeURIComponent).join('/')}`
        crumbs.push({ id: `${index}-${segment}`, kind: 'entity', entity: 'video', entityId: segment, to: `${list}?editor=${segment}` })
        return
      }
      // A record its route names (a job: "Job") is shown so; else the CMS or channel it stands for.
      const named = labels.get(index)
      if (named) {
        crumbs.push({ id: `${index}-${segment}`, kind: 'label', keys: [named], fallback: segment, to })
        return
      }
      const entity: EntityKind = before === 'cms' ? 'cms' : 'channel'
      crumbs.push({ id: `${index}-${segment}`, kind: 'entity', entity, entityId: segment, to })
      return
    }
    const key = labels.get(index)
    crumbs.push({ id: `${index}-${segment}`, kind: 'label', keys: key ? [key] : [], fallback: segment, to })
  })

  // A playlist's page (its videos, `?playlistId=`) is named after the playlist, from its record.
  const playlistId = params.get('playlistId')
  const lastSegment = segments[segments.length - 1]?.toLowerCase()
  if (playlistId && isUuid(playlistId) && lastSegment === 'playlistvideo') {
    const page = crumbs.pop()!
    crumbs.push({
      id: `playlist-${playlistId}`,
      kind: 'entity',
      entity: 'playlist',
      entityId: playlistId,
      to: `${page.to}${carried ? '&' : '?'}playlistId=${playlistId}`,
    })
  }

  return crumbs.map((crumb, index): Crumb => ({ ...crumb, clickable: index < crumbs.length - 2 }))
}
