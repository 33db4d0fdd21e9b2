import { makeStyles, ToggleButton, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { LANGUAGES } from './languages'
import { useLanguage } from './use-language'

const useStyles = makeStyles({
  group: { display: 'inline-flex', gap: tokens.spacingHorizontalXS },
})

/** Login page toggle: Türkçe / English (each name in its own language, in both locale files). */
export function LanguageToggle() {
  const { t } = useTranslation('common')
  const { language, setLanguage } = useLanguage()
  const styles = useStyles()
  return (
    <div role="group" aria-label={t('language.choose')} className={styles.group}>
      {LANGUAGES.map((code) => (
        <ToggleButton
          key={code}
          size="small"
          appearance={code === language ? 'primary' : 'subtle'}
          checked={code === language}
          lang={code}
          onClick={() => void setLanguage(code)}
        >
          {t(`language.${code}`)}
        </ToggleButton>
      ))}
    </div>
  )
}
