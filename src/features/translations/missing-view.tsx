import { Button, makeStyles, Skeleton, Text, tokens } from '@fluentui/react-components'
import { ArrowLeftRegular, TranslateRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchTranslationSources } from '@/api/generated/channel/endpoints/translations/translations'
import type { TranslationSource } from '@/api/generated/channel/model'
import { usePermissions } from '@/shared/auth'
import { RowsPlaceholder, useTableStyles } from '@/shared/charts'
import { useFormatters } from '@/shared/hooks'
import { QueryFailure } from '@/shared/feedback'

const PAGE = 25

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  wrap: { overflowX: 'auto' },
  title: { overflowWrap: 'anywhere' },
  // Language codes and the action keep to one line; the title takes the rest (375 px broke 'Translate' in two).
  nowrap: { whiteSpace: 'nowrap' },
  pager: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
})

/** The channel's videos without a translation in one language, each with a "translate" button. */
export function MissingView({
  channelId,
  languageCode,
  onBack,
  onTranslate,
}: {
  channelId: string
  languageCode: string
  onBack(): void
  onTranslate(item: TranslationSource): void
}) {
  const { t } = useTranslation('translation')
  const styles = useStyles()
  const table = useTableStyles()
  const format = useFormatters()
  const { can } = usePermissions()
  const [index, setIndex] = useState(0)
  const sources = useSearchTranslationSources({ index, size: PAGE, itemType: 'video', channelId, missingLanguageCode: languageCode })
  const data = sources.data
  const pages = data ? Math.max(1, Math.ceil(data.totalCount / PAGE)) : 1
  return (
    <section className={styles.root} aria-label={t('missing.title', { language: format.languageName(languageCode) })}>
      <div className={styles.head}>
        <Button appearance="subtle" icon={<ArrowLeftRegular />} onClick={onBack}>
          {t('missing.back')}
        </Button>
        <Text weight="semibold">{t('missing.title', { language: format.languageName(languageCode) })}</Text>
        {data ? <Text>{t('missing.count', { count: data.totalCount, formatted: format.integer(data.totalCount) })}</Text> : null}
      </div>
      {sources.isError ? (
        <QueryFailure query={sources} title={t('missing.loadFailed')} />
      ) : !data ? (
        <Skeleton aria-label={t('common:states.loading')}>
          <RowsPlaceholder rows={4} kind="table" />
        </Skeleton>
      ) : data.items.length === 0 ? (
        <Text>{t('missing.none')}</Text>
      ) : (
        <div className={styles.wrap}>
          <table className={table.table}>
            <thead>
              <tr>
                <th className={table.th}>{t('missing.video')}</th>
                <th className={`${table.th} ${styles.nowrap}`}>{t('missing.languages')}</th>
                <th className={table.th}>
                  <span hidden>{t('missing.action')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((item) => (
                <tr key={item.itemId}>
                  <td className={`${table.td} ${styles.title}`}>{item.title}</td>
                  <td className={table.td}>{item.languageCodes.map((code) => code.toUpperCase()).join(', ') || '—'}</td>
                  <td className={`${table.td} ${styles.nowrap}`}>
                    {can('translation_write') ? (
                      <Button
                        size="small"
                        icon={<TranslateRegular />}
                        onClick={() => onTranslate(item)}
                        aria-label={t('missing.translateItem', { title: item.title })}
                      >
                        {t('missing.translate')}
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && pages > 1 ? (
        <div className={styles.pager}>
          <Button size="small" disabled={index === 0} onClick={() => setIndex(index - 1)}>
            {t('missing.previous')}
          </Button>
          <Text>{t('missing.page', { page: index + 1, pages })}</Text>
          <Button size="small" disabled={index + 1 >= pages} onClick={() => setIndex(index + 1)}>
            {t('missing.next')}
          </Button>
        </div>
      ) : null}
    </section>
  )
}
