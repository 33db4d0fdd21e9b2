import type { i18n as I18n } from 'i18next'
import { contractReports } from '@/api/contract-check/reports'
import { contractCheckEnabled } from '@/api/contract-check/switch'
import { toastQueue } from '@/shared/feedback'

/**
 * Development and staging (docs/decisions.md): a response that does not match its contract
 * shows a warning toast naming the operation, the path and the first differing field, once per
 * operation (the console has the whole response). Nothing happens where the check is off.
 */
export function showContractMismatches(i18n: I18n): () => void {
  if (!contractCheckEnabled()) return () => undefined
  return contractReports.subscribe((mismatch) => {
    toastQueue.show({
      intent: 'warning',
      id: `contract-${mismatch.operationId}`,
      title: i18n.t('common:contractCheck.mismatch.title', { operation: mismatch.operationId }),
      body: i18n.t('common:contractCheck.mismatch.body', { method: mismatch.method, url: mismatch.url, field: mismatch.field, problem: mismatch.problem }),
    })
  })
}
