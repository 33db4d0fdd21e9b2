import { Button, makeStyles, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, Skeleton, SkeletonItem, tokens } from '@fluentui/react-components'
import { BoardRegular, DismissRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { usePermissions, useSession, type AfterLoginState } from '@/shared/auth'
import { EmptyState, PermissionsErrorBar } from '@/shared/feedback'
import { PageFrame } from '@/shared/frame'
import { RevenueWidgets } from './revenue-widgets'
import { SummaryCards } from './summary-cards'
import { TopChannelsWidget } from './top-channels-widget'
import { TranslationsWidget } from './translations-widget'
import { VideoTargetsWidget } from './video-targets-widget'
import { DASHBOARD_PERMISSIONS } from './access'

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 380px), 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
  skeleton: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: tokens.spacingHorizontalL },
})

/** /dashboard and /dashboard-panel: the widgets the user's dashboard_* permissions allow. */
export function DashboardScreen() {
  const { t } = useTranslation(['dashboard', 'breadcrumb', 'common'])
  const styles = useStyles()
  const permissions = usePermissions()
  const current = useSession()
  const location = useLocation()
  const navigate = useNavigate()
  const fromLogin = (location.state as AfterLoginState | null)?.fromLogin === true
  const can = (permission: string) => permissions.can(permission)
  const anyWidget = Object.values(DASHBOARD_PERMISSIONS).some(can)
  const name = current ? `${current.user.firstName} ${current.user.lastName}`.trim() : ''

  return (
    <PageFrame title={t('breadcrumb:segments.dashboard')} subtitle={t('pages.dashboard.subtitle')}>
      {fromLogin ? (
        <MessageBar intent="success" data-testid="welcome-banner">
          <MessageBarBody>
            <MessageBarTitle>{name ? t('pages.dashboard.welcomeNamed', { name }) : t('pages.dashboard.welcome')}</MessageBarTitle>
            {t('pages.dashboard.welcomeBody')}
          </MessageBarBody>
          <MessageBarActions
            containerAction={
              <Button
                appearance="transparent"
                icon={<DismissRegular />}
                aria-label={t('common:actions.close')}
                onClick={() => void navigate(`${location.pathname}${location.search}`, { replace: true, state: null })}
              />
            }
          />
        </MessageBar>
      ) : null}
      {permissions.error ? (
        <PermissionsErrorBar error={permissions.error} onRetry={permissions.retry} />
      ) : !permissions.ready ? (
        <Skeleton className={styles.skeleton} aria-label={t('common:states.loading')}>
          {Array.from({ length: 4 }, (_, index) => (
            <SkeletonItem key={index} size={72} />
          ))}
        </Skeleton>
      ) : !anyWidget ? (
        <EmptyState icon={<BoardRegular />} title={t('pages.dashboard.states.noWidgetsTitle')} description={t('pages.dashboard.states.noWidgets')} />
      ) : (
        <>
          <SummaryCards can={can} />
          <div className={styles.grid}>
            <RevenueWidgets can={can} />
            <TopChannelsWidget can={can} />
            <VideoTargetsWidget can={can} />
            <TranslationsWidget can={can} />
          </div>
        </>
      )}
    </PageFrame>
  )
}
