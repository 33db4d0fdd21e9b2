import { makeStyles, Text, tokens } from '@fluentui/react-components'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PageFormLoader, type RecordQuery } from '@/shared/form'
import { Surface } from '@/shared/frame'

export const useSettingsStyles = makeStyles({
  surface: { maxWidth: '960px', gap: tokens.spacingVerticalL },
  heading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, '& h3': { margin: 0 } },
  muted: { color: tokens.colorNeutralForeground2, margin: 0 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 280px), 1fr))',
    gap: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}`,
  },
  wide: { gridColumn: '1 / -1' },
  switches: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))', gap: tokens.spacingVerticalS, gridColumn: '1 / -1' },
})

/**
 * One settings section: its name (the breadcrumb's segment name) and what it is for, then its
 * form once the record has loaded (a skeleton before, the failure with a retry instead).
 */
export function SettingsSection<T>({
  segment,
  description,
  query,
  children,
}: {
  segment: 'channelSettings' | 'installationDefaults' | 'channelTargeting'
  description: string
  query: RecordQuery<T>
  children: (record: T) => ReactNode
}) {
  const { t } = useTranslation(['breadcrumb', 'channels'])
  const styles = useSettingsStyles()
  return (
    <Surface className={styles.surface} aria-labelledby={`section-${segment}`}>
      <div className={styles.heading}>
        <Text as="h3" size={500} weight="semibold" id={`section-${segment}`}>
          {t(`segments.${segment}`)}
        </Text>
        <Text as="p" className={styles.muted}>
          {description}
        </Text>
      </div>
      <PageFormLoader query={query} loadFailedText={t('channels:pages.channels.settings.loadFailed')}>
        {children}
      </PageFormLoader>
    </Surface>
  )
}
