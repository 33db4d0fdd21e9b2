import { FluentProvider, makeStyles, MessageBar, MessageBarBody, MessageBarTitle, Text, Title2, tokens } from '@fluentui/react-components'
import type { i18n as I18n } from 'i18next'
import { Suspense, useState } from 'react'
import { I18nextProvider, useTranslation } from 'react-i18next'
import { lightTheme } from '@/shared/theme'
import { createAppI18n } from '../i18n/i18n'

const useStyles = makeStyles({
  page: { minHeight: '100vh', display: 'grid', placeItems: 'center', padding: tokens.spacingHorizontalL, backgroundColor: tokens.colorNeutralBackground2 },
  card: { maxWidth: '640px', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  problems: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere' },
})

export interface ConfigErrorPageProps {
  /** The file that was read (e.g. /config.json). */
  path: string
  /** What is wrong with it, one line each (field: reason); shown as text. */
  problems: string[]
}

function ConfigErrorContent({ path, problems }: ConfigErrorPageProps) {
  const { t } = useTranslation('startup')
  const styles = useStyles()
  return (
    <main className={styles.page}>
      <div className={styles.card} role="alert">
        <Title2 as="h1">{t('configError.title')}</Title2>
        <Text>{t('configError.explanation', { path })}</Text>
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{t('configError.problems', { path })}</MessageBarTitle>
            <ul className={styles.problems}>
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </MessageBarBody>
        </MessageBar>
        <Text>{t('configError.whatToDo')}</Text>
      </div>
    </main>
  )
}

/**
 * Shown instead of the app when the deployment's runtime configuration is wrong: the app would
 * otherwise start against the wrong services. For the operator: which file, which fields, why.
 */
export function ConfigErrorPage({ i18n, ...props }: ConfigErrorPageProps & { i18n?: I18n }) {
  const [instance] = useState(() => i18n ?? createAppI18n())
  return (
    <I18nextProvider i18n={instance}>
      <FluentProvider theme={lightTheme}>
        <Suspense fallback={null}>
          <ConfigErrorContent {...props} />
        </Suspense>
      </FluentProvider>
    </I18nextProvider>
  )
}
