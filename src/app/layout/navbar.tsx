import { Hamburger, makeStyles, mergeClasses, Switch, Text, tokens } from '@fluentui/react-components'
import { WeatherMoonRegular, WeatherSunnyRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Logo } from '@/shared/frame'
import { toggleThemeMode, useThemeSettings } from '@/shared/theme'
import { AppBreadcrumb } from './breadcrumb/app-breadcrumb'
import { NavbarEnd } from './navbar-slots'

const useStyles = makeStyles({
  header: {
    position: 'sticky',
    top: 0,
    zIndex: 10,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow2,
  },
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    minHeight: '56px',
    padding: `0 ${tokens.spacingHorizontalL}`,
  },
  mobileRow: { padding: `0 ${tokens.spacingHorizontalS}`, gap: tokens.spacingHorizontalS },
  brand: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    flexShrink: 0,
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  crumbs: { flex: '1 1 auto', minWidth: 0 },
  spacer: { flex: '1 1 auto' },
  crumbRow: {
    padding: `0 ${tokens.spacingHorizontalS} ${tokens.spacingVerticalXS}`,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke3}`,
  },
  end: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, flexShrink: 0 },
  themeIcon: { fontSize: '20px', display: 'flex', color: tokens.colorNeutralForeground2 },
})

export interface NavbarProps {
  isMobile: boolean
  sidebarOpen: boolean
  onToggleSidebar: () => void
}

/** The navbar: menu toggle, theme-dependent logo, breadcrumb, light/dark switch, bell slot. */
export function Navbar({ isMobile, sidebarOpen, onToggleSidebar }: NavbarProps) {
  const { t } = useTranslation('common')
  const styles = useStyles()
  const { themeMode } = useThemeSettings()
  const dark = themeMode === 'dark'
  const toggleLabel = sidebarOpen ? t('navbar.closeMenu') : t('navbar.openMenu')
  return (
    <header className={styles.header}>
      <div className={mergeClasses(styles.row, isMobile && styles.mobileRow)}>
        <Hamburger onClick={onToggleSidebar} aria-expanded={sidebarOpen} aria-controls="app-sidebar" aria-label={toggleLabel} title={toggleLabel} />
        <Link to="/dashboard-panel" className={styles.brand} aria-label={t('navbar.logoAlt')}>
          <Logo mode={themeMode} size={32} />
          {isMobile ? null : (
            <Text weight="semibold" size={400}>
              {t('app.shortName')}
            </Text>
          )}
        </Link>
        {isMobile ? (
          <span className={styles.spacer} />
        ) : (
          <div className={styles.crumbs}>
            <AppBreadcrumb />
          </div>
        )}
        <div className={styles.end}>
          <span className={styles.themeIcon} aria-hidden="true">
            {dark ? <WeatherMoonRegular /> : <WeatherSunnyRegular />}
          </span>
          <Switch
            checked={dark}
            onChange={() => toggleThemeMode()}
            aria-label={t('theme.label')}
            title={dark ? t('theme.toLight') : t('theme.toDark')}
            data-testid="theme-switch"
          />
          <NavbarEnd />
        </div>
      </div>
      {isMobile ? (
        <div className={styles.crumbRow}>
          <AppBreadcrumb />
        </div>
      ) : null}
    </header>
  )
}
