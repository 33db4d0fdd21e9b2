import type { RouteObject } from 'react-router'
import { withAccess, lazyScreen } from '@/shared/routing'
import { DOCUMENTS_ACCESS } from './access'

/** /documents: the company's documents. */
export const routes: RouteObject[] = [{ path: 'documents', ...withAccess(DOCUMENTS_ACCESS), lazy: lazyScreen(() => import('./documents-screen'), (m) => m.DocumentsScreen, ['documents']) }]

export { menu } from './menu'
