import { Dropdown, makeStyles, Option, ToggleButton, tokens, type DropdownProps } from '@fluentui/react-components'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { LANGUAGES, type Language } from './languages'
import { useLanguage } from './use-language'

const useStyles = makeStyles({
  group: { display: 'inline-flex', gap: tokens.spacingHorizontalXS },
  dropdown: { minWidth: '140px' },
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

/** Footer dropdown: English / Türkçe. */
export function LanguageDropdown({ size = 'small' }: { size?: DropdownProps['size'] }) {
  const { t } = useTranslation('common')
  const { language, setLanguage } = useLanguage()
  const styles = useStyles()
  const labelId = useId()
  return (
    <>
      <span id={labelId} hidden>
        {t('language.label')}
      </span>
      <Dropdown
        size={size}
        className={styles.dropdown}
        aria-labelledby={labelId}
        value={t(`language.${language}`)}
        selectedOptions={[language]}
        onOptionSelect={(_, data) => {
          if (data.optionValue) void setLanguage(data.optionValue as Language)
        }}
      >
        {(['en', 'tr'] as const).map((code) => (
          <Option key={code} value={code} lang={code}>
            {t(`language.${code}`)}
          </Option>
        ))}
      </Dropdown>
    </>
  )
}
