import type { RouteObject } from 'react-router'
import { withHandle, lazyScreen } from '@/shared/routing'
import { PARAMETER_ACCESS } from './access'

const NAMESPACES = ['dynamic-parameter']

/**
 * /dynamicParameter: the product, company, licensor and producer lists, each with its Trash
 * (`<list>/trash`, the list's read permission); the index goes to the first one the user may read.
 */
export const routes: RouteObject[] = [
  {
    path: 'dynamicParameter',
    ...withHandle({ access: PARAMETER_ACCESS.dynamicParameter, crumb: 'breadcrumb:segments.dynamicParameter', menuKey: '/dynamicParameter' }),
    children: [
      {
        index: true,
        lazy: lazyScreen(
          () => import('./parameter-index'),
          (m) => m.ParameterIndex,
          NAMESPACES,
        ),
      },
      {
        path: 'productParameter/trash',
        ...withHandle({ access: PARAMETER_ACCESS.productParameter, crumb: ['breadcrumb:segments.productParameter', 'breadcrumb:segments.trash'] }),
        lazy: lazyScreen(
          () => import('./parameter-trash/parameter-trash-screen'),
          (m) => m.ProductTrashScreen,
          NAMESPACES,
        ),
      },
      {
        path: 'productParameter',
        ...withHandle({ access: PARAMETER_ACCESS.productParameter, crumb: 'breadcrumb:segments.productParameter' }),
        lazy: lazyScreen(
          () => import('./product/product-parameter-screen'),
          (m) => m.ProductParameterScreen,
          NAMESPACES,
        ),
      },
      {
        path: 'companyParameter/trash',
        ...withHandle({ access: PARAMETER_ACCESS.companyParameter, crumb: ['breadcrumb:segments.companyParameter', 'breadcrumb:segments.trash'] }),
        lazy: lazyScreen(
          () => import('./parameter-trash/parameter-trash-screen'),
          (m) => m.CompanyTrashScreen,
          NAMESPACES,
        ),
      },
      {
        path: 'companyParameter',
        ...withHandle({ access: PARAMETER_ACCESS.companyParameter, crumb: 'breadcrumb:segments.companyParameter' }),
        lazy: lazyScreen(
          () => import('./company/company-parameter-screen'),
          (m) => m.CompanyParameterScreen,
          NAMESPACES,
        ),
      },
      {
        path: 'licansorParameter/trash',
        ...withHandle({ access: PARAMETER_ACCESS.licansorParameter, crumb: ['breadcrumb:segments.licansorParameter', 'breadcrumb:segments.trash'] }),
        lazy: lazyScreen(
          () => import('./parameter-trash/parameter-trash-screen'),
          (m) => m.LicensorTrashScreen,
          NAMESPACES,
        ),
      },
      {
        path: 'licansorParameter',
        ...withHandle({ access: PARAMETER_ACCESS.licansorParameter, crumb: 'breadcrumb:segments.licansorParameter' }),
        lazy: lazyScreen(
          () => import('./licensor/licansor-parameter-screen'),
          (m) => m.LicansorParameterScreen,
          NAMESPACES,
        ),
      },
      {
        path: 'producerParameter/trash',
        ...withHandle({ access: PARAMETER_ACCESS.producerParameter, crumb: ['breadcrumb:segments.producerParameter', 'breadcrumb:segments.trash'] }),
        lazy: lazyScreen(
          () => import('./parameter-trash/parameter-trash-screen'),
          (m) => m.ProducerTrashScreen,
          NAMESPACES,
        ),
      },
      {
        path: 'producerParameter',
        ...withHandle({ access: PARAMETER_ACCESS.producerParameter, crumb: 'breadcrumb:segments.producerParameter' }),
        lazy: lazyScreen(
          () => import('./producer/producer-parameter-screen'),
          (m) => m.ProducerParameterScreen,
          NAMESPACES,
        ),
      },
    ],
  },
]

export { menu } from './menu'
