import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { errorSentence } from '@/lib/error-text'

/**
 * Turns any failure into a sentence for the user: the server's message as sent, the field a 400
 * refused in the product's words (never the validator's text), a translated client message
 * (network, session), or the kit's generic text.
 */
export function useErrorText(): (error: unknown, fallbackKey?: string) => string {
  const { t } = useTranslation(['list-kit', 'common'])
  return useCallback((error: unknown, fallbackKey = 'list-kit:errors.generic') => errorSentence(error, t, fallbackKey), [t])
}
