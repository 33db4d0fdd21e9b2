import type { RouteObject } from 'react-router'
import { withAccess, lazyScreen } from '@/shared/routing'
import { TRANSLATIONS_ACCESS } from './access'

/** /translation: translations of titles and descriptions, and a channel's coverage. */
export const routes: RouteObject[] = [{ path: 'translation', ...withAccess(TRANSLATIONS_ACCESS), lazy: lazyScreen(() => import('./translation-screen'), (m) => m.TranslationScreen, ['translation']) }]

export { menu } from './menu'
