import type { RouteAccess } from '@/lib/permissions'

/**
 * /jobs: whoever can start a bulk job (video_write for videos, claim_write for claims) sees their own
 * jobs; a holder of audit_read sees everyone's (the gateway decides what each sees, openapi/channel.yaml tag jobs).
 */
export const JOBS_ACCESS: RouteAccess = { permissions: ['video_write', 'claim_write', 'audit_read'] }

/** Who sees every user's jobs, and so the "started by" filter. */
export const ALL_JOBS_PERMISSION = 'audit_read'
