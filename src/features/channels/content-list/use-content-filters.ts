import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { ListFilterControl } from '@/shared/list'
import { languageName, TRACK_LANGUAGES } from '../subtitles/languages'
import { CLAIM_THRESHOLDS, VISIBILITIES, UPLOAD_STATUSES, VIDEO_KINDS, type ContentFilters } from './content-list-spec'

/** The videos list's filter bar; shorts leave the kind filter out (every row is a short). */
export function useContentFilters(options: { showKind: boolean }): ListFilterControl<ContentFilters>[] {
  const { t, i18n } = useTranslation('videos')
  const { showKind } = options
  return useMemo<ListFilterControl<ContentFilters>[]>(
    () => [
      { kind: 'search', key: 'search', label: t('filters.search'), placeholder: t('filters.searchPlaceholder') },
      {
        kind: 'multiselect',
        key: 'privacyStatus',
        label: t('filters.privacyStatus'),
        options: VISIBILITIES.map((value) => ({ value, label: t(`privacy.${value}`) })),
      },
      {
        kind: 'multiselect',
        key: 'uploadStatus',
        label: t('filters.uploadStatus'),
        options: UPLOAD_STATUSES.map((value) => ({ value, label: t(`upload.${value}`) })),
      },
      {
        kind: 'multiselect',
        key: 'videoKind',
        label: t('filters.videoKind'),
        hidden: !showKind,
        options: VIDEO_KINDS.map((value) => ({ value, label: t(`kind.${value}`) })),
      },
      { kind: 'boolean', key: 'monetize', label: t('filters.monetize'), trueLabel: t('yes'), falseLabel: t('no') },
      {
        kind: 'select',
        key: 'thirdpartyClaimsCount',
        label: t('filters.thirdpartyClaimsCount'),
        options: CLAIM_THRESHOLDS.map((value) => ({ value, label: t('filters.atLeast', { count: Number(value) }) })),
      },
      { kind: 'date', key: 'uploadedStart', label: t('filters.uploadedStart') },
      { kind: 'date', key: 'uploadedEnd', label: t('filters.uploadedEnd') },
      { kind: 'date', key: 'publishedStart', label: t('filters.publishedStart') },
      { kind: 'date', key: 'publishedEnd', label: t('filters.publishedEnd') },
      {
        kind: 'select',
        key: 'withoutSubtitlesIn',
        label: t('filters.withoutSubtitlesIn'),
        options: TRACK_LANGUAGES.map((value) => ({ value, label: languageName(value, i18n.language) })),
      },
    ],
    [t, i18n.language, showKind],
  )
}
