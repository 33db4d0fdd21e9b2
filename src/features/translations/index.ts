import type { RouteObject } from 'react-router'
import { withAccess } from '@/shared/routing/access'
import { lazyScreen } from '@/shared/routing/lazy-screen'
import { TRANSLATIONS_ACCESS } from './access'

/** /translation: translations of titles and descriptions, and a channel's coverage. */
export const routes: RouteObject[] = [{ path: 'translation', ...withAccess(TRANSLATIONS_ACCESS), lazy: lazyScreen(() => import('./translation-screen'), (m) => m.TranslationScreen, ['translation']) }]

export { menu } from './menu'
