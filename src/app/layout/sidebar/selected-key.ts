/**
 * The sidebar key of a path (spec §2): the first segment names the entry; paths under cms with
 * more than 3 segments (a channel's detail pages) select /mychannels.
 *
 * "More than 3 segments" is read as the original code did, `pathname.split('/').length > 3`,
 * which counts the empty segment before the leading slash: /cms-channels/:id/users (4) selects
 * /mychannels like /cms-channels/:id/contents/videos (5), so every page of one channel selects
 * the same entry, while /cms-management/channels (3) stays on /cms. A trailing slash does not
 * count as a segment.
 */
export function selectedKeyFor(pathname: string): string | null {
  const segments = pathname.split('/').filter(Boolean)
  const first = segments[0]?.toLowerCase()
  if (!first) return '/dashboard-panel'
  switch (first) {
    case 'dashboard':
    case 'dashboard-panel':
      return '/dashboard-panel'
    case 'cms':
    case 'cms-management':
    case 'cms-channels':
      // + 1: the empty segment before the leading slash, as pathname.split('/') counts it.
      return segments.length + 1 > 3 ? '/mychannels' : '/cms'
    case 'mychannels':
    case 'my-channels':
      return '/mychannels'
    case 'thumbnail':
      return '/Thumbnail'
    case 'profile':
      return '/profile/profile-information'
    case 'translation':
    case 'documents':
    case 'users':
    case 'role-management':
    case 'organization':
    case 'reports':
      return `/${first}`
    case 'dynamicparameter':
      return '/dynamicParameter'
    default:
      return null
  }
}
