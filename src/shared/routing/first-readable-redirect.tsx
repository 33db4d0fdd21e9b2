import type { ReactNode } from 'react'
import { usePermissions } from '@/shared/auth'
import { EmptyState, AreaSpinner } from '@/shared/feedback'
import { hasAny, type PermissionSet } from '@/lib/permissions'
import { RedirectKeepingSearch } from './redirect'

/** A page the index of an area may send the user to, when he holds its permission. */
export interface ReadableTarget {
  permission: string
  /** Relative to the index's route ('channel-reports') or absolute. */
  path: string
}

/** The first target the user may read, in the given order. */
export function firstReadable(set: PermissionSet, targets: readonly ReadableTarget[]): string | null {
  return targets.find((target) => hasAny(set, target.permission))?.path ?? null
}

export interface FirstReadableRedirectProps {
  targets: readonly ReadableTarget[]
  /** Shown while permissions load. */
  loadingLabel: string
  /** What the page says when the user may read none of them (he stays on the index). */
  empty: { icon: ReactNode; title: string; description: string }
}

/**
 * An area's index (/reports, /dynamicParameter): goes on to the first page the user may read,
 * keeping the query (the carried ids travel with the user, CARRIED_PARAMS); with none, the user stays
 * and is told why.
 */
export function FirstReadableRedirect({ targets, loadingLabel, empty }: FirstReadableRedirectProps) {
  const permissions = usePermissions()
  if (!permissions.ready) return <AreaSpinner label={loadingLabel} />
  const target = firstReadable(permissions, targets)
  if (target) return <RedirectKeepingSearch to={target} />
  return <EmptyState headingLevel={1} icon={empty.icon} title={empty.title} description={empty.description} />
}
