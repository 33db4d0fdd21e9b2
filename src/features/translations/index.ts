import type { RouteObject } from 'react-router'
import { withHandle, lazyScreen } from '@/shared/routing'
import { TRANSLATIONS_ACCESS } from './access'

/** /translation: translations of titles and descriptions, and a channel's coverage; /translation/trash: the deleted ones. */
export const routes: RouteObject[] = [
  {
    path: 'translation',
    ...withHandle({ access: TRANSLATIONS_ACCESS, crumb: 'breadcrumb:segments.translation', menuKey: '/translation' }),
    lazy: lazyScreen(
      () => import('./translation-screen'),
      (m) => m.TranslationScreen,
      ['translation'],
    ),
  },
  {
    path: 'translation/trash',
    ...withHandle({ access: TRANSLATIONS_ACCESS, crumb: ['breadcrumb:segments.translation', 'breadcrumb:segments.trash'], menuKey: '/translation' }),
    lazy: lazyScreen(
      () => import('./translation-trash/translation-trash-screen'),
      (m) => m.TranslationTrashScreen,
      ['translation'],
    ),
  },
]

export { menu } from './menu'
