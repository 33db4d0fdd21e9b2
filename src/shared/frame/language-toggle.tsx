import { useTranslation } from 'react-i18next'
import { ChoiceButtons } from './choice-buttons'
import { LANGUAGES } from './languages'
import { useLanguage } from './use-language'

/** Login page toggle: Türkçe / English (each name in its own language, in both locale files). */
export function LanguageToggle() {
  const { t } = useTranslation('common')
  const { language, setLanguage } = useLanguage()
  return (
    <ChoiceButtons
      label={t('language.choose')}
      choices={LANGUAGES.map((code) => ({ value: code, label: t(`language.${code}`), lang: code }))}
      value={language}
      onChange={(code) => void setLanguage(code)}
    />
  )
}
