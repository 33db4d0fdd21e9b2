import type { RouteObject } from 'react-router'
import { withAccess, lazyScreen } from '@/shared/routing'
import { PARAMETER_ACCESS } from './access'

const NAMESPACES = ['dynamic-parameter']

/**
 * /dynamicParameter: the product, company, licensor and producer lists; the index goes to the
 * first one the user may read.
 */
export const routes: RouteObject[] = [
  {
    path: 'dynamicParameter',
    ...withAccess(PARAMETER_ACCESS.dynamicParameter),
    children: [
      { index: true, lazy: lazyScreen(() => import('./parameter-index'), (m) => m.ParameterIndex, NAMESPACES) },
      {
        path: 'productParameter',
        ...withAccess(PARAMETER_ACCESS.productParameter),
        lazy: lazyScreen(() => import('./product/product-parameter-screen'), (m) => m.ProductParameterScreen, NAMESPACES),
      },
      {
        path: 'companyParameter',
        ...withAccess(PARAMETER_ACCESS.companyParameter),
        lazy: lazyScreen(() => import('./company/company-parameter-screen'), (m) => m.CompanyParameterScreen, NAMESPACES),
      },
      {
        path: 'licansorParameter',
        ...withAccess(PARAMETER_ACCESS.licansorParameter),
        lazy: lazyScreen(() => import('./licensor/licansor-parameter-screen'), (m) => m.LicansorParameterScreen, NAMESPACES),
      },
      {
        path: 'producerParameter',
        ...withAccess(PARAMETER_ACCESS.producerParameter),
        lazy: lazyScreen(() => import('./producer/producer-parameter-screen'), (m) => m.ProducerParameterScreen, NAMESPACES),
      },
    ],
  },
]

export { menu } from './menu'
export { PARAMETER_ORDER, PARAMETER_PERMISSIONS } from './access'
