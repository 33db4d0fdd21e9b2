import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { describeError } from '@/lib/error-text'

/**
 * Turns any failure into a sentence for the user: the server's message as sent, a translated
 * client message (network, session), or the kit's generic text.
 */
export function useErrorText(): (error: unknown, fallbackKey?: string) => string {
  const { t } = useTranslation(['list-kit', 'common'])
  return useCallback(
    (error: unknown, fallbackKey = 'list-kit:errors.generic') => {
      const { serverMessage, messageKey } = describeError(error)
      if (serverMessage) return serverMessage
      if (messageKey) return t(`common:${messageKey}`, { defaultValue: t(fallbackKey) })
      return t(fallbackKey)
    },
    [t],
  )
}
