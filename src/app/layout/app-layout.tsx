import { makeStyles, mergeClasses, ProgressBar, tokens } from '@fluentui/react-components'
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { KeepPageOnSignOut } from '@/features/auth'
import { LiveNotifications } from '@/features/notifications'
import { UploadTray } from '@/features/channels'
import { Outlet, useNavigation } from 'react-router'
import { useIsMobile } from '@/shared/hooks'
import { AreaSpinner } from '@/shared/feedback'
import { themeSettings, useThemeSettings } from '@/shared/theme'
import { Footer } from './footer'
import { Navbar } from './navbar'
import { Sidebar } from './sidebar/sidebar'

const useStyles = makeStyles({
  shell: { display: 'flex', minHeight: '100vh', backgroundColor: tokens.colorNeutralBackground2 },
  column: { flex: '1 1 auto', minWidth: 0, display: 'flex', flexDirection: 'column' },
  main: {
    flex: '1 1 auto',
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXXL}`,
    outlineStyle: 'none',
    position: 'relative',
  },
  mainMobile: { padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalM}` },
  progress: { position: 'absolute', top: 0, left: 0, right: 0 },
  skip: {
    position: 'absolute',
    left: '-10000px',
    top: 'auto',
    zIndex: 100,
    ':focus': {
      left: tokens.spacingHorizontalM,
      top: tokens.spacingVerticalM,
      padding: tokens.spacingHorizontalS,
      backgroundColor: tokens.colorNeutralBackground1,
      color: tokens.colorBrandForegroundLink,
      borderRadius: tokens.borderRadiusMedium,
    },
  },
})

/** The authenticated layout: sidebar, navbar (with breadcrumb), the page, footer. */
export function AppLayout() {
  const { t } = useTranslation('common')
  const styles = useStyles()
  const isMobile = useIsMobile()
  const settings = useThemeSettings()
  const navigation = useNavigation()
  const open = isMobile ? settings.isMobileSidebarOpen : settings.isSidebarOpen
  const setOpen = (value: boolean) => themeSettings.update(isMobile ? { isMobileSidebarOpen: value } : { isSidebarOpen: value })
  return (
    <div className={styles.shell}>
      <LiveNotifications />
      <UploadTray />
      <KeepPageOnSignOut />
      <a href="#main" className={styles.skip}>
        {t('app.skipToContent')}
      </a>
      <Sidebar isMobile={isMobile} open={open} onOpenChange={setOpen} />
      <div className={styles.column}>
        <Navbar isMobile={isMobile} sidebarOpen={open} onToggleSidebar={() => setOpen(!open)} />
        <main id="main" tabIndex={-1} className={mergeClasses(styles.main, isMobile && styles.mainMobile)}>
          {navigation.state === 'loading' ? <ProgressBar className={styles.progress} thickness="medium" aria-label={t('states.loading')} /> : null}
          <Suspense fallback={<AreaSpinner label={t('states.loading')} />}>
            <Outlet />
          </Suspense>
        </main>
        <Footer />
      </div>
    </div>
  )
}
