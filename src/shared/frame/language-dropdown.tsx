import { makeStyles, Select } from '@fluentui/react-components'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { normalizeLanguage } from './languages'
import { useLanguage } from './use-language'

const useStyles = makeStyles({
  select: { minWidth: '140px' },
})

/**
 * Footer language dropdown: English / Türkçe. A native select (Fluent `Select`) rather than the
 * popup Dropdown, which would bring a positioning engine into every authenticated page.
 */
export function LanguageDropdown({ size = 'small' }: { size?: 'small' | 'medium' | 'large' }) {
  const { t } = useTranslation('common')
  const { language, setLanguage } = useLanguage()
  const styles = useStyles()
  const labelId = useId()
  return (
    <>
      <span id={labelId} hidden>
        {t('language.label')}
      </span>
      <Select
        size={size}
        className={styles.select}
        aria-labelledby={labelId}
        value={language}
        onChange={(_, data) => {
          const next = normalizeLanguage(data.value)
          if (next) void setLanguage(next)
        }}
        data-testid="language-select"
      >
        {(['en', 'tr'] as const).map((code) => (
          <option key={code} value={code} lang={code}>
            {t(`language.${code}`)}
          </option>
        ))}
      </Select>
    </>
  )
}
