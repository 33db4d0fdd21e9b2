import type { RouteObject } from 'react-router'
import { lazyScreen } from '@/shared/routing/lazy-screen'

/** /documents: the company's documents. */
export const routes: RouteObject[] = [{ path: 'documents', lazy: lazyScreen(() => import('./documents-screen'), (m) => m.DocumentsScreen, ['documents']) }]
