import { Button } from '@fluentui/react-components'
import { ArrowClockwiseRegular, ErrorCircleRegular } from '@fluentui/react-icons'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { isRouteErrorResponse, Outlet, useRouteError } from 'react-router'
import { EmptyState, FullPageSpinner, loadNotFoundPage } from '@/shared/feedback'

// Rare here (the layout has its own catch-all route), so its code loads only when needed.
const NotFoundPage = lazy(() => loadNotFoundPage().then((module) => ({ default: module.NotFoundPage })))

/** The top route: public pages and the layout suspend here while a page namespace loads. */
export function RootRoute() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Outlet />
    </Suspense>
  )
}

/**
 * A route that failed to load or render: most often a chunk of an older deployment, so the
 * fix offered is a reload. The details go to the console only.
 */
export function RouteError() {
  const error = useRouteError()
  const { t } = useTranslation('common')
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <NotFoundPage />
      </Suspense>
    )
  }
  console.error('[route]', error)
  return (
    <EmptyState
      headingLevel={1}
      icon={<ErrorCircleRegular />}
      title={t('routeError.title')}
      description={t('routeError.description')}
      actions={
        <Button appearance="primary" icon={<ArrowClockwiseRegular />} onClick={() => window.location.reload()}>
          {t('actions.reload')}
        </Button>
      }
    />
  )
}
