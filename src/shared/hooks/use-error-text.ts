import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { staleRecordsOf } from '@/api/stale-records'
import { errorSentence } from '@/lib/error-text'
import { useFormatters } from './use-formatters'

/**
 * Turns any failure into a sentence for the user: the server's message as sent, the field a 400
 * refused in the product's words (never the validator's text), a translated client message
 * (network, session), or the kit's generic text. A 412 (the record changed since it was read,
 * e.g. a stale delete) says who changed it and when, in the product's words: "Ayşe changed this · 3 minutes ago".
 */
export function useErrorText(): (error: unknown, fallbackKey?: string) => string {
  const { t } = useTranslation(['list-kit', 'common'])
  const format = useFormatters()
  return useCallback(
    (error: unknown, fallbackKey = 'list-kit:errors.generic') => {
      const stale = staleRecordsOf(error)[0]
      if (stale)
        return stale.changedBy
          ? t('list-kit:merge.changedBy', { name: stale.changedBy.name, when: format.relativeTime(stale.changedAt) })
          : t('list-kit:merge.changedBySomeone')
      return errorSentence(error, t, fallbackKey)
    },
    [t, format],
  )
}
