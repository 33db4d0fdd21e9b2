import type { RouteAccess } from '@/lib/permissions'
import type { ReadableTarget } from '@/shared/routing'

/** Any of these opens /dynamicParameter (and shows the admin panel's parameter entry). */
const PARAMETER_PERMISSIONS = ['producer_read', 'licensor_read', 'product_read', 'director_read', 'contract_read', 'company_read', 'actor_read'] as const

export const PARAMETER_ACCESS = {
  dynamicParameter: { permissions: PARAMETER_PERMISSIONS },
  productParameter: { permissions: ['product_read'] },
  companyParameter: { permissions: ['company_read'] },
  licansorParameter: { permissions: ['licensor_read'] },
  producerParameter: { permissions: ['producer_read'] },
} as const satisfies Record<string, RouteAccess>

/**
 * The dynamicParameter index: the first parameter list the user may read, in the order of its
 * sub-pages.
 */
export const PARAMETER_ORDER = [
  { permission: 'product_read', path: 'productParameter' },
  { permission: 'company_read', path: 'companyParameter' },
  { permission: 'licensor_read', path: 'licansorParameter' },
  { permission: 'producer_read', path: 'producerParameter' },
] as const satisfies readonly ReadableTarget[]
