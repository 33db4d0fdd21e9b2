import type { RouteObject } from 'react-router'
import { lazyScreen } from '@/shared/routing'

/** /login: only for a visitor without a session (the app places it behind its public-only guard). */
export const signInRoutes: RouteObject[] = [
  {
    path: 'login',
    lazy: lazyScreen(
      () => import('./login/login-screen'),
      (m) => m.LoginScreen,
      ['login', 'common'],
    ),
  },
]

/** The code flows, open to anyone (they use server data, so the app gives them TanStack Query). */
export const publicRoutes: RouteObject[] = [
  {
    path: 'forgot-password',
    lazy: lazyScreen(
      () => import('./forgot-password/forgot-password-screen'),
      (m) => m.ForgotPasswordScreen,
      ['forgot-password', 'common'],
    ),
  },
  {
    path: 'introduction-steps',
    lazy: lazyScreen(
      () => import('./introduction/introduction-screen'),
      (m) => m.IntroductionScreen,
      ['introduction', 'common'],
    ),
  },
]

/** The sign-in dialog over the page when the session ends by itself (the app mounts it in its layout). */
export { KeepPageOnSignOut } from './sign-in-dialog/keep-page-on-sign-out'
