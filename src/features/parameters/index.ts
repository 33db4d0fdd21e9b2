import type { RouteObject } from 'react-router'
import { ROUTE_ACCESS } from '@/shared/lib/permissions'

/**
 * /dynamicParameter (issue 5): the product, company, licensor and producer lists; the index
 * goes to the first one the user may read.
 */
export const routes: RouteObject[] = [
  {
    path: 'dynamicParameter',
    handle: { access: ROUTE_ACCESS.dynamicParameter },
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./parameter-index')).ParameterIndex }) },
      {
        path: 'productParameter',
        handle: { access: ROUTE_ACCESS.productParameter },
        lazy: async () => ({ Component: (await import('./product/product-parameter-screen')).ProductParameterScreen }),
      },
      {
        path: 'companyParameter',
        handle: { access: ROUTE_ACCESS.companyParameter },
        lazy: async () => ({ Component: (await import('./company/company-parameter-screen')).CompanyParameterScreen }),
      },
      {
        path: 'licansorParameter',
        handle: { access: ROUTE_ACCESS.licansorParameter },
        lazy: async () => ({ Component: (await import('./licensor/licansor-parameter-screen')).LicansorParameterScreen }),
      },
      {
        path: 'producerParameter',
        handle: { access: ROUTE_ACCESS.producerParameter },
        lazy: async () => ({ Component: (await import('./producer/producer-parameter-screen')).ProducerParameterScreen }),
      },
    ],
  },
]
