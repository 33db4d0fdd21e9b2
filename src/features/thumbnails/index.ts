import type { RouteObject } from 'react-router'
import { withHandle, lazyScreen } from '@/shared/routing'
import { THUMBNAIL_ACCESS } from './access'

/** /Thumbnail: the thumbnail tool; /Thumbnail/trash: its deleted thumbnails. Paths match case-insensitively, so /thumbnail opens it too; the sidebar links /Thumbnail. */
export const routes: RouteObject[] = [
  {
    path: 'Thumbnail',
    ...withHandle({ access: THUMBNAIL_ACCESS, crumb: 'breadcrumb:segments.thumbnail', menuKey: '/Thumbnail' }),
    lazy: lazyScreen(
      () => import('./thumbnail-screen'),
      (m) => m.ThumbnailScreen,
      ['thumbnail'],
    ),
  },
  {
    path: 'Thumbnail/trash',
    ...withHandle({ access: THUMBNAIL_ACCESS, crumb: ['breadcrumb:segments.thumbnail', 'breadcrumb:segments.trash'], menuKey: '/Thumbnail' }),
    lazy: lazyScreen(
      () => import('./thumbnail-trash/thumbnail-trash-screen'),
      (m) => m.ThumbnailTrashScreen,
      ['thumbnail'],
    ),
  },
]

export { menu } from './menu'
