/**
 * The sidebar key of a path (spec §2): the first segment names the entry; paths under cms with
 * more than 3 segments (a channel's detail pages) select /mychannels.
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
      return segments.length > 3 ? '/mychannels' : '/cms'
    case 'mychannels':
    case 'my-channels':
      return '/mychannels'
    case 'thumbnail':
      return '/Thumbnail'
    case 'profile':
      return '/profile/profile-information'
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
