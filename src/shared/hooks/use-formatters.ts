import { useTranslation } from 'react-i18next'
import { formatters, type Formatters } from '@/lib/format'

/**
 * The formatters of the interface language (`@/shared/lib/format`); the same object for as long
 * as the language stays, so it can sit in a `useMemo`'s dependencies. Cheap to call per cell.
 *
 *   const format = useFormatters()
 *   format.dateTime(user.createdAt) · format.currency(1234, 'USD') · format.fileSize(video.size)
 */
export function useFormatters(): Formatters {
  const { i18n } = useTranslation()
  return formatters(i18n.language)
}
