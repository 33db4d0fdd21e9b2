import { makeStyles, Text, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { LanguageDropdown } from '@/shared/frame'

const useStyles = makeStyles({
  footer: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground2,
  },
})

/** The footer: all rights reserved with the current year, and the language dropdown. */
export function Footer() {
  const { t } = useTranslation('common')
  const styles = useStyles()
  return (
    <footer className={styles.footer}>
      <Text size={200}>{t('footer.rights', { year: new Date().getFullYear() })}</Text>
      <LanguageDropdown />
    </footer>
  )
}
