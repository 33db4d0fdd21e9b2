import type { RouteObject } from 'react-router'
import { lazyScreen, RedirectKeepingSearch, withHandle } from '@/shared/routing'
import { createElement } from 'react'

/** /profile: the index goes to profile-information; other features add pages under it (notification-preferences). */
export const routes: RouteObject[] = [
  {
    path: 'profile',
    ...withHandle({ crumb: 'breadcrumb:segments.profile', menuKey: '/profile/profile-information' }),
    children: [
      { index: true, element: createElement(RedirectKeepingSearch, { to: 'profile-information' }) },
      {
        path: 'profile-information',
        ...withHandle({ crumb: 'breadcrumb:segments.profile-information' }),
        lazy: lazyScreen(
          () => import('./profile-information-screen'),
          (m) => m.ProfileInformationScreen,
          ['user-profile'],
        ),
      },
    ],
  },
]

export { menu } from './menu'
