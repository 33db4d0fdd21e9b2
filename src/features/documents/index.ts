import type { RouteObject } from 'react-router'
import { withHandle, lazyScreen } from '@/shared/routing'
import { DOCUMENTS_ACCESS } from './access'

/** /documents: the company's documents; /documents/trash: the deleted ones. */
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
  {
    path: 'documents/trash',
    ...withHandle({ access: DOCUMENTS_ACCESS, crumb: ['breadcrumb:segments.documents', 'breadcrumb:segments.trash'], menuKey: '/documents' }),
    lazy: lazyScreen(
      () => import('./document-trash/document-trash-screen'),
      (m) => m.DocumentTrashScreen,
      ['documents'],
    ),
  },
]

export { menu } from './menu'
