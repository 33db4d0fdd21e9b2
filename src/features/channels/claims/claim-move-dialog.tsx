import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Option,
  ProgressBar,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { actOnClaim, actOnClaimsBulk, getGetClaimQueryKey, getSearchClaimsQueryKey } from '@/api/generated/channel/endpoints/claims/claims'
import { getSearchCmsChannelsQueryKey } from '@/api/generated/channel/endpoints/cms-channels/cms-channels'
import { getGetDashboardSummaryQueryKey } from '@/api/generated/channel/endpoints/dashboard/dashboard'
import { useSearchCmsPolicies } from '@/api/generated/channel/endpoints/policies/policies'
import { getSearchVideosQueryKey } from '@/api/generated/channel/endpoints/videos/videos'
import type { BulkItemResult, ClaimAction } from '@/api/generated/channel/model'
import { useErrorText, useFormatters } from '@/shared/hooks'
import { runInChunks, type BulkProgress } from '../content-list/bulk-runner'
import { useChoiceLabels } from '@/shared/options'

/** A move to make on one claim or on a selection. */
export interface ClaimMoveRequest {
  action: ClaimAction
  ids: string[]
  /** The CMS whose policies a policy change offers. */
  cmsId: string | null
  /** One claim from its detail: the single-claim call, whose refusal is the message shown. */
  single?: boolean
}

const REASON_MAX = 1000
const needsReason = (action: ClaimAction) => action === 'dispute' || action === 'reinstate'

const useStyles = makeStyles({
  surface: { maxWidth: 'min(560px, calc(100vw - 32px))' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  failures: { maxHeight: '30vh', overflowY: 'auto', margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
})

/** Every list and figure a move changes: the desk, the claim, the channels' and videos' counts, the dashboard. */
function useRefreshAfterMove() {
  const queryClient = useQueryClient()
  return () => {
    const roots = new Set<string>([
      getSearchClaimsQueryKey()[0],
      getGetClaimQueryKey('')[0],
      getSearchCmsChannelsQueryKey()[0],
      getGetDashboardSummaryQueryKey()[0],
      getSearchVideosQueryKey()[0],
    ])
    return queryClient.invalidateQueries({ predicate: (query) => roots.has(String(query.queryKey[0])) })
  }
}

/**
 * Asks what a move needs (a reason to dispute or reinstate, the policy to apply), then makes it:
 * one claim with its own call, a selection in parts of 500 through the bulk call with progress,
 * the page staying responsive; then says how many changed and why the others did not.
 */
export function ClaimMoveDialog({ request, onClose }: { request: ClaimMoveRequest; onClose: () => void }) {
  const { t } = useTranslation('claims')
  const choice = useChoiceLabels()
  const styles = useStyles()
  const format = useFormatters()
  const errorText = useErrorText()
  const refresh = useRefreshAfterMove()
  const [reason, setReason] = useState('')
  const [policyId, setPolicyId] = useState<string | null>(null)
  const [touched, setTouched] = useState(false)
  const [progress, setProgress] = useState<BulkProgress | null>(null)
  const [results, setResults] = useState<BulkItemResult[] | null>(null)
  const policies = useSearchCmsPolicies(
    { index: 0, size: 500, cmsId: request.cmsId ?? undefined },
    { query: { enabled: request.action === 'changePolicy' && request.cmsId != null } },
  )
  const { action, ids } = request
  const count = ids.length
  const reasonMissing = needsReason(action) && reason.trim() === ''
  const policyMissing = action === 'changePolicy' && !policyId
  const running = progress !== null && results === null

  const run = async () => {
    setTouched(true)
    if (reasonMissing || policyMissing) return
    const move = { action, ...(needsReason(action) ? { reason: reason.trim() } : {}), ...(policyId && action === 'changePolicy' ? { policyId } : {}) }
    setProgress({ done: 0, total: count })
    let done: BulkItemResult[]
    if (request.single && count === 1) {
      try {
        await actOnClaim(ids[0]!, move)
        done = [{ id: ids[0]!, isSuccess: true, message: null }]
      } catch (error) {
        done = [{ id: ids[0]!, isSuccess: false, message: errorText(error) }]
      }
    } else {
      done = await runInChunks(ids, async (part) => (await actOnClaimsBulk({ ...move, ids: part })).items, { onProgress: setProgress, errorText })
    }
    setResults(done)
    await refresh()
  }

  const failed = results?.filter((r) => !r.isSuccess) ?? []
  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => !data.open && !running && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t(`moves.${action}.title`, { count, formatted: format.integer(count) })}</DialogTitle>
          <DialogContent className={styles.content}>
            {results ? (
              <>
                <MessageBar intent={failed.length ? 'warning' : 'success'}>
                  <MessageBarBody>
                    {t('moves.summary', { succeeded: format.integer(results.length - failed.length), failed: format.integer(failed.length) })}
                  </MessageBarBody>
                </MessageBar>
                {failed.length ? (
                  <ul className={styles.failures} aria-label={t('moves.failures')}>
                    {failed.slice(0, 50).map((item) => (
                      <li key={item.id}>
                        <Text>{item.message ?? t('moves.unknownFailure')}</Text>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </>
            ) : (
              <>
                <Text>{t(`moves.${action}.message`, { count, formatted: format.integer(count) })}</Text>
                {needsReason(action) ? (
                  <Field
                    label={t('moves.reason')}
                    required
                    validationMessage={touched && reasonMissing ? t('moves.reasonRequired') : undefined}
                    hint={t('moves.reasonHint', { max: REASON_MAX })}
                  >
                    <Textarea value={reason} maxLength={REASON_MAX} disabled={running} onChange={(_, data) => setReason(data.value)} />
                  </Field>
                ) : null}
                {action === 'changePolicy' ? (
                  <Field label={t('moves.policy')} required validationMessage={touched && policyMissing ? t('moves.policyRequired') : undefined}>
                    <Dropdown
                      placeholder={policies.isPending ? t('moves.policiesLoading') : t('moves.policyPlaceholder')}
                      clearButton={choice.clearButton(t('moves.policy'))}
                      disabled={running}
                      selectedOptions={policyId ? [policyId] : []}
                      onOptionSelect={(_, data) => setPolicyId(data.optionValue ?? null)}
                    >
                      {(policies.data?.items ?? []).map((policy) => (
                        <Option key={policy.id} value={policy.id} text={policy.policyName}>
                          {`${policy.policyName} · ${t(`policy.${policy.action}`)}`}
                        </Option>
                      ))}
                    </Dropdown>
                  </Field>
                ) : null}
                {progress ? (
                  <Field label={t('moves.progress', { done: format.integer(progress.done), total: format.integer(progress.total) })}>
                    <ProgressBar value={progress.total ? progress.done / progress.total : 0} />
                  </Field>
                ) : null}
              </>
            )}
          </DialogContent>
          <DialogActions>
            {results ? (
              <Button appearance="primary" onClick={onClose}>
                {t('moves.close')}
              </Button>
            ) : (
              <>
                <Button appearance="secondary" disabled={running} onClick={onClose}>
                  {t('moves.cancel')}
                </Button>
                <Button appearance="primary" disabled={running} onClick={() => void run()}>
                  {t(`moves.${action}.confirm`)}
                </Button>
              </>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
