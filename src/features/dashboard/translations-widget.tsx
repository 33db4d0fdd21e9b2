import { mergeClasses } from '@fluentui/react-components'
import { TranslateRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { useGetDashboardTranslations } from '@/api/generated/channel/endpoints/dashboard/dashboard'
import { RowsPlaceholder, useTableStyles, WidgetCard } from '@/shared/charts'
import { useFormatters } from '@/shared/hooks'
import { DASHBOARD_PERMISSIONS } from './access'

/** The translation_* widgets: published and draft translations per language, each column behind its permission. */
export function TranslationsWidget({ can }: { can: (permission: string) => boolean }) {
  const { t } = useTranslation('dashboard')
  const f = useFormatters()
  const table = useTableStyles()
  const showPublished = can(DASHBOARD_PERMISSIONS.translationPublished)
  const showDraft = can(DASHBOARD_PERMISSIONS.translationDraft)
  const query = useGetDashboardTranslations({ query: { enabled: showPublished || showDraft } })
  if (!showPublished && !showDraft) return null
  const items = query.data?.items ?? []
  return (
    <WidgetCard
      title={t('pages.dashboard.translations.title')}
      icon={<TranslateRegular />}
      query={query}
      placeholder={<RowsPlaceholder rows={9} kind="table" />}
      empty={items.length === 0}
      testId="widget-translations"
    >
      <table className={table.table} aria-label={t('pages.dashboard.translations.title')}>
        <thead>
          <tr>
            <th className={table.th}>{t('pages.dashboard.columns.language')}</th>
            {showPublished ? <th className={mergeClasses(table.th, table.number)}>{t('pages.dashboard.translations.published')}</th> : null}
            {showDraft ? <th className={mergeClasses(table.th, table.number)}>{t('pages.dashboard.translations.draft')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {items.slice(0, 8).map((item) => (
            <tr key={item.languageCode}>
              <td className={table.td}>{f.languageName(item.languageCode)}</td>
              {showPublished ? <td className={mergeClasses(table.td, table.number)}>{f.integer(item.publishedCount)}</td> : null}
              {showDraft ? <td className={mergeClasses(table.td, table.number)}>{f.integer(item.draftCount)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </WidgetCard>
  )
}
