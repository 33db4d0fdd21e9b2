import { makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components'
import { TranslateRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { useGetDashboardTranslations } from '@/api/generated/channel/endpoints/dashboard/dashboard'
import { DASHBOARD_PERMISSIONS } from '@/shared/lib/permissions'
import { formatters } from './format'
import { WidgetCard } from './widget-card'

const useStyles = makeStyles({ number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' } })

/** The translation_* widgets: published and draft translations per language, each column behind its permission. */
export function TranslationsWidget({ can }: { can: (permission: string) => boolean }) {
  const { t, i18n } = useTranslation('dashboard')
  const styles = useStyles()
  const showPublished = can(DASHBOARD_PERMISSIONS.translationPublished)
  const showDraft = can(DASHBOARD_PERMISSIONS.translationDraft)
  const query = useGetDashboardTranslations({ query: { enabled: showPublished || showDraft } })
  if (!showPublished && !showDraft) return null
  const f = formatters(i18n.language)
  const items = query.data?.items ?? []
  return (
    <WidgetCard title={t('pages.dashboard.translations.title')} icon={<TranslateRegular />} query={query} empty={items.length === 0} testId="widget-translations">
      <Table size="small" aria-label={t('pages.dashboard.translations.title')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('pages.dashboard.columns.language')}</TableHeaderCell>
            {showPublished ? <TableHeaderCell className={styles.number}>{t('pages.dashboard.translations.published')}</TableHeaderCell> : null}
            {showDraft ? <TableHeaderCell className={styles.number}>{t('pages.dashboard.translations.draft')}</TableHeaderCell> : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.slice(0, 8).map((item) => (
            <TableRow key={item.languageCode}>
              <TableCell>{f.languageName(item.languageCode)}</TableCell>
              {showPublished ? <TableCell className={styles.number}>{f.integer(item.publishedCount)}</TableCell> : null}
              {showDraft ? <TableCell className={styles.number}>{f.integer(item.draftCount)}</TableCell> : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </WidgetCard>
  )
}
