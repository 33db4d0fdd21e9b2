import type { RouteObject } from 'react-router'
import { withHandle, lazyScreen } from '@/shared/routing'
import { DOCUMENTS_ACCESS } from './access'

/** /documents: the company's documents. */
export const routes: RouteObject[] = [
  {
    path: 'documents',
    ...withHandle({ access: DOCUMENTS_ACCESS, crumb: 'breadcrumb:segments.documents', menuKey: '/documents' }),
    lazy: lazyScreen(
      () => import('./documents-screen'),
      (m) => m.DocumentsScreen,
      ['documents'],
    ),
  },
]

export { menu } from './menu'
