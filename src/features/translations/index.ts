import type { RouteObject } from 'react-router'
import { lazyScreen } from '@/shared/routing/lazy-screen'

/** /translation: translations of titles and descriptions. */
export const routes: RouteObject[] = [{ path: 'translation', lazy: lazyScreen(() => import('./translation-screen'), (m) => m.TranslationScreen, ['translation']) }]
