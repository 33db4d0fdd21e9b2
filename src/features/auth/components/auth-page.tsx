import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components'
import { useEffect, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { LanguageToggle, Logo } from '@/shared/frame'
import { useIsMobile } from '@/shared/hooks'
import { useThemeSettings } from '@/shared/theme'

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  pageMobile: { gridTemplateColumns: 'minmax(0, 1fr)' },
  hero: {
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'space-between',
    gap: tokens.spacingVerticalXXL,
    padding: '48px',
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  heroBrand: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  heroText: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '44ch', '& p': { margin: 0 } },
  main: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
    gap: tokens.spacingVerticalL,
  },
  top: { width: '100%', maxWidth: '420px', display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: tokens.spacingHorizontalM },
  mobileBrand: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  card: {
    width: '100%',
    maxWidth: '420px',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXXL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow8,
  },
  cardMobile: { padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}` },
  heading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  title: { margin: 0 },
  subtitle: { color: tokens.colorNeutralForeground2, margin: 0 },
})

export interface AuthPageProps {
  title: string
  subtitle?: ReactNode
  /** The hero texts of the brand panel (wide screens). */
  heroTitle: string
  heroText: string
  children: ReactNode
}

/** The frame of the public pages: brand panel, language toggle, and the card with the form. */
export function AuthPage({ title, subtitle, heroTitle, heroText, children }: AuthPageProps) {
  const { t } = useTranslation('common')
  const styles = useStyles()
  const isMobile = useIsMobile()
  const { themeMode } = useThemeSettings()
  const appName = t('app.name')
  useEffect(() => {
    document.title = `${title} · ${appName}`
  }, [title, appName])
  return (
    <div className={mergeClasses(styles.page, isMobile && styles.pageMobile)}>
      {isMobile ? null : (
        <aside className={styles.hero}>
          <div className={styles.heroBrand}>
            <Logo mode="dark" size={40} />
            <Text size={500} weight="semibold">
              {appName}
            </Text>
          </div>
          <div className={styles.heroText}>
            <Text as="p" size={700} weight="semibold">
              {heroTitle}
            </Text>
            <Text as="p" size={400}>
              {heroText}
            </Text>
          </div>
          <span />
        </aside>
      )}
      <main className={styles.main}>
        <div className={styles.top}>
          {isMobile ? (
            <span className={styles.mobileBrand}>
              <Logo mode={themeMode} size={32} />
              <Text weight="semibold">{t('app.shortName')}</Text>
            </span>
          ) : (
            <span />
          )}
          <LanguageToggle />
        </div>
        <section className={mergeClasses(styles.card, isMobile && styles.cardMobile)} aria-labelledby="auth-title">
          <div className={styles.heading}>
            <Text as="h1" id="auth-title" size={700} weight="semibold" className={styles.title}>
              {title}
            </Text>
            {subtitle ? (
              <Text as="p" className={styles.subtitle}>
                {subtitle}
              </Text>
            ) : null}
          </div>
          {children}
        </section>
      </main>
    </div>
  )
}
