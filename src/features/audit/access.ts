import type { RouteAccess } from '@/lib/permissions'

/** /audit: the audit trail, for users with audit_read. */
export const AUDIT_ACCESS: RouteAccess = { permissions: ['audit_read'] }
