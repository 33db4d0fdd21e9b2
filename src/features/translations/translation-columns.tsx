import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { Translation } from '@/api/generated/channel/model'
import { useFormatters } from '@/shared/hooks'
import type { ListColumn } from '@/shared/list'

/** A translation's name in menus, toasts and questions: its original and its language. */
export const translationName = (t: Pick<Translation, 'itemTitle' | 'languageCode'>) => `${t.itemTitle} (${t.languageCode})`

/**
 * The columns of what a translation is (its original, kind, language, translated title, channel),
 * shared by the translations list and its Trash.
 */
export function useTranslationColumns<Row extends Translation>() {
  const { t } = useTranslation('translation')
  const format = useFormatters()
  return useMemo(() => {
    const itemTitle: ListColumn<Row, 'itemTitle'> = {
      id: 'itemTitle',
      label: t('columns.itemTitle'),
      sortKey: 'itemTitle',
      render: (r) => r.itemTitle,
      csv: (r) => r.itemTitle,
      width: 200,
    }
    const itemType: ListColumn<Row, never> = {
      id: 'itemType',
      label: t('columns.itemType'),
      render: (r) => t(`itemTypes.${r.itemType}`),
      csv: (r) => r.itemType,
      width: 100,
    }
    const languageCode: ListColumn<Row, 'languageCode'> = {
      id: 'languageCode',
      label: t('columns.languageCode'),
      sortKey: 'languageCode',
      render: (r) => format.languageName(r.languageCode),
      csv: (r) => r.languageCode,
      width: 110,
    }
    const title: ListColumn<Row, 'title'> = {
      id: 'title',
      label: t('columns.title'),
      sortKey: 'title',
      render: (r) => r.title,
      csv: (r) => r.title,
      width: 200,
    }
    const channelName: ListColumn<Row, never> = {
      id: 'channelName',
      label: t('columns.channelName'),
      render: (r) => r.channelName,
      csv: (r) => r.channelName,
      width: 180,
    }
    return { itemTitle, itemType, languageCode, title, channelName }
  }, [t, format])
}
