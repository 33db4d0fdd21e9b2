import { Button, Link, makeStyles, Skeleton, Text, tokens } from '@fluentui/react-components'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useGetChannelEntityKeyValueList } from '@/api/generated/channel/endpoints/commons/commons'
import { useGetTranslationCoverage } from '@/api/generated/channel/endpoints/translations/translations'
import { PairedBarChart, RowsPlaceholder, useTableStyles } from '@/shared/charts'
import { OptionCombobox } from '@/shared/form'
import { useKeyValueLookup } from '@/shared/options'
import { usePermissions } from '@/shared/auth'
import { useErrorText, useFormatters } from '@/shared/hooks'
import { isTrackLanguage } from '@/lib/track-languages'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  chooser: { maxWidth: '360px' },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 560px), 1fr))', gap: tokens.spacingHorizontalXL, alignItems: 'start' },
  tableWrap: { overflowX: 'auto' },
  // Narrow screens scroll the table sideways instead of breaking headers and names letter by letter.
  table: { whiteSpace: 'nowrap' },
  nowrap: { whiteSpace: 'nowrap' },
  error: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, color: tokens.colorPaletteRedForeground1 },
})

export interface CoverageViewProps {
  channelId: string | null
  onChannel(channelId: string): void
  /** Opens the list of the channel's videos without a translation in the language. */
  onMissing(languageCode: string, channelId: string): void
}

/** The channel's videos list filtered to the videos with no published subtitles in the language (the list's own filter). */
const withoutSubtitlesPath = (channelId: string, languageCode: string) =>
  `/my-channels/${encodeURIComponent(channelId)}/contents/videos?withoutSubtitlesIn=${encodeURIComponent(languageCode.toLowerCase())}`

/** A channel's videos translated per language: a table (with links to the missing ones) and a chart. */
export function CoverageView({ channelId, onChannel, onMissing }: CoverageViewProps) {
  const { t } = useTranslation('translation')
  const styles = useStyles()
  const table = useTableStyles()
  const format = useFormatters()
  const errorText = useErrorText()
  const navigate = useNavigate()
  const { can } = usePermissions()
  // The videos list needs the channel's and its videos' read permissions.
  const mayOpenVideos = can('channel_read') && can('video_read')
  // 10 at a time, searched as the user types; the channel in the URL named by Ids.
  const channels = useKeyValueLookup(useGetChannelEntityKeyValueList, 'Channel', { selected: [channelId] })
  const chosen = channelId ?? channels.options[0]?.value ?? null
  const coverage = useGetTranslationCoverage({ channelId: chosen ?? '' }, { query: { enabled: Boolean(chosen) } })
  const data = coverage.data
  const share = (count: number) => (data && data.videoCount > 0 ? count / data.videoCount : 0)
  // Two decimals: a large channel's shares are fractions of a percent, and the axis ticks must differ.
  const sharePercent = useMemo(() => {
    const percent = new Intl.NumberFormat(format.locale, { style: 'percent', maximumFractionDigits: 2 })
    return (ratio: number) => percent.format(ratio)
  }, [format.locale])

  return (
    <div className={styles.root}>
      <OptionCombobox
        label={t('coverage.channel')}
        className={styles.chooser}
        value={chosen}
        onChange={(id) => id && onChannel(id)}
        options={channels.options}
        placeholder={channels.loading ? t('coverage.loadingChannels') : undefined}
      />
      {coverage.error ? (
        <div role="alert" className={styles.error}>
          <Text>{errorText(coverage.error)}</Text>
          <Button onClick={() => void coverage.refetch()}>{t('coverage.retry')}</Button>
        </div>
      ) : !chosen ? (
        // No channel to show: still loading them, failed (said under the field), or none at all.
        channels.error ? null : channels.loading ? (
          <Skeleton aria-label={t('common:states.loading')}>
            <RowsPlaceholder rows={4} kind="table" />
          </Skeleton>
        ) : (
          <Text>{t('coverage.noChannels')}</Text>
        )
      ) : !data ? (
        <Skeleton aria-label={t('common:states.loading')}>
          <RowsPlaceholder rows={4} kind="table" />
        </Skeleton>
      ) : (
        <>
          <Text>{t('coverage.summary', { channel: data.channelName, count: data.videoCount, videos: format.integer(data.videoCount) })}</Text>
          {data.videoCount === 0 ? (
            <Text>{t('coverage.noVideos')}</Text>
          ) : (
            <div className={styles.grid}>
              <div className={styles.tableWrap}>
                <table className={`${table.table} ${styles.table}`} aria-label={t('coverage.tableLabel', { channel: data.channelName })}>
                  <thead>
                    <tr>
                      <th className={table.th}>{t('coverage.language')}</th>
                      <th className={`${table.th} ${table.number}`}>{t('coverage.translated')}</th>
                      <th className={`${table.th} ${table.number}`}>{t('coverage.share')}</th>
                      <th className={`${table.th} ${table.number}`}>{t('coverage.published')}</th>
                      <th className={`${table.th} ${table.number}`}>{t('coverage.needsUpdate')}</th>
                      <th className={`${table.th} ${table.number}`}>{t('coverage.subtitled')}</th>
                      <th className={`${table.th} ${table.number}`}>{t('coverage.subtitlesNeedUpdate')}</th>
                      <th className={table.th}>{t('coverage.missing')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.languages.map((row) => (
                      <tr key={row.languageCode}>
                        <td className={table.td}>{format.languageName(row.languageCode)}</td>
                        <td className={`${table.td} ${table.number} ${styles.nowrap}`}>
                          {t('coverage.ofVideos', { count: format.integer(row.translatedCount), total: format.integer(data.videoCount) })}
                        </td>
                        <td className={`${table.td} ${table.number}`}>{format.percent(share(row.translatedCount))}</td>
                        <td className={`${table.td} ${table.number}`}>{format.integer(row.publishedCount)}</td>
                        <td className={`${table.td} ${table.number}`}>{format.integer(row.needsUpdateCount)}</td>
                        <td className={`${table.td} ${table.number} ${styles.nowrap}`} data-column="subtitled">
                          {t('coverage.ofVideos', { count: format.integer(row.subtitledCount), total: format.integer(data.videoCount) })}
                          {mayOpenVideos && data.videoCount > row.subtitledCount && isTrackLanguage(row.languageCode) ? (
                            <>
                              {' · '}
                              <Link
                                href={withoutSubtitlesPath(data.channelId, row.languageCode)}
                                aria-label={t('coverage.noSubtitlesLabel', {
                                  language: format.languageName(row.languageCode),
                                  count: data.videoCount - row.subtitledCount,
                                  formatted: format.integer(data.videoCount - row.subtitledCount),
                                })}
                                onClick={(event) => {
                                  event.preventDefault()
                                  void navigate(withoutSubtitlesPath(data.channelId, row.languageCode))
                                }}
                              >
                                {t('coverage.noSubtitlesLink', {
                                  count: data.videoCount - row.subtitledCount,
                                  formatted: format.integer(data.videoCount - row.subtitledCount),
                                })}
                              </Link>
                            </>
                          ) : null}
                        </td>
                        <td className={`${table.td} ${table.number}`} data-column="subtitlesNeedUpdate">
                          {format.integer(row.subtitlesNeedUpdateCount)}
                        </td>
                        <td className={`${table.td} ${styles.nowrap}`}>
                          {data.videoCount > row.translatedCount ? (
                            <Link as="button" onClick={() => onMissing(row.languageCode, data.channelId)}>
                              {t('coverage.missingLink', {
                                count: data.videoCount - row.translatedCount,
                                formatted: format.integer(data.videoCount - row.translatedCount),
                              })}
                            </Link>
                          ) : (
                            t('coverage.complete')
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {/* The share of the channel's videos per language (the table has the counts). */}
              <PairedBarChart
                groups={data.languages.map((row) => ({ label: row.languageCode.toUpperCase(), a: share(row.translatedCount), b: share(row.publishedCount) }))}
                legend={{ a: t('coverage.translated'), b: t('coverage.published') }}
                labelHeader={t('coverage.language')}
                formatValue={sharePercent}
                // No video translated yet: an axis from 0 to 100 %, not a lone 0 % line.
                emptyTop={1}
                summary={t('coverage.chartSummary', { channel: data.channelName })}
              />
            </div>
          )}
        </>
      )}
    </div>
  )
}
