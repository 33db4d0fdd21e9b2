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
  Spinner,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { actOnClaim, getGetClaimQueryKey, getSearchClaimsQueryKey } from '@/api/generated/channel/endpoints/claims/claims'
import { getSearchCmsChannelsQueryKey } from '@/api/generated/channel/endpoints/cms-channels/cms-channels'
import { getGetDashboardSummaryQueryKey } from '@/api/generated/channel/endpoints/dashboard/dashboard'
import { useSearchCmsPolicies } from '@/api/generated/channel/endpoints/policies/policies'
import { createClaimActionJob, previewClaimActionJob, retryJob } from '@/api/generated/channel/endpoints/jobs/jobs'
import { getSearchVideosQueryKey } from '@/api/generated/channel/endpoints/videos/videos'
import type { BulkItemResult, ClaimAction, ClaimActionRequest } from '@/api/generated/channel/model'
import { versionToSend } from '@/api/record-versions'
import { useErrorText, useFormatters } from '@/shared/hooks'
import { isFinished, useJob, useLiveJobs } from '@/shared/jobs'
import { useChoiceLabels } from '@/shared/options'
import { ClaimJobPreview, ClaimJobState } from './claim-job'

/** A move to make on one claim or on a selection. */
export interface ClaimMoveRequest {
  action: ClaimAction
  ids: string[]
  /** The CMS whose policies a policy change offers. */
  cmsId: string | null
  /** One claim from its row or detail: the single-claim call, whose refusal is the message shown; else a job on the server. */
  single?: boolean
}

const REASON_MAX = 1000
const needsReason = (action: ClaimAction) => action === 'dispute' || action === 'reinstate'

const useStyles = makeStyles({
  surface: { maxWidth: 'min(640px, calc(100vw - 32px))' },
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

/** The versions the desk's list showed: a claim someone moved since is refused in the preview and skipped by the job. */
const basedOnOf = (ids: readonly string[]) =>
  Object.fromEntries(
    ids.flatMap((id) => {
      const version = versionToSend(id)
      return version ? [[id, version]] : []
    }),
  )

/**
 * Asks what a move needs (a reason to dispute or reinstate, the policy to apply), then makes it:
 * one claim with its own call, then says whether it changed and why not; a selection as a job on
 * the server: its preview first (how many change, are already so, are refused and why), then the
 * job's progress and, when it ends, the claims not moved and why (the jobs kit). The job goes on
 * if the dialog or the tab is closed; it is in the jobs tray and on the Jobs page.
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
  const [busy, setBusy] = useState(false)
  const [results, setResults] = useState<BulkItemResult[] | null>(null)
  const [jobId, setJobId] = useState<string | null>(null)
  const policies = useSearchCmsPolicies(
    { index: 0, size: 500, cmsId: request.cmsId ?? undefined },
    { query: { enabled: request.action === 'changePolicy' && request.cmsId != null } },
  )
  const { action, ids } = request
  const count = ids.length
  const single = request.single === true && count === 1
  const needsInput = needsReason(action) || action === 'changePolicy'
  const reasonMissing = needsReason(action) && reason.trim() === ''
  const policyMissing = action === 'changePolicy' && !policyId
  // A bulk release needs nothing more: its preview is asked at once.
  const [asked, setAsked] = useState<ClaimActionRequest | null>(() => (single || needsInput ? null : { action }))

  // The hub's progress of the job moves the dialog (a read every few seconds covers a dropped connection).
  useLiveJobs()
  const preview = useMutation({ mutationFn: (move: ClaimActionRequest) => previewClaimActionJob({ ...move, ids, basedOn: basedOnOf(ids) }) })
  const start = useMutation({
    mutationFn: (move: ClaimActionRequest) => createClaimActionJob({ ...move, ids, basedOn: basedOnOf(ids) }),
    onSuccess: (job) => setJobId(job.id),
  })
  const retry = useMutation({ mutationFn: (id: string) => retryJob(id), onSuccess: (job) => setJobId(job.id) })
  const job = useJob(jobId ?? '')
  const finished = jobId !== null && isFinished(job.data)

  const { mutate: runPreview } = preview
  const askPreview = (move: ClaimActionRequest) => {
    setAsked(move)
    runPreview(move)
  }
  useEffect(() => {
    if (!single && !needsInput) runPreview({ action })
  }, [single, needsInput, action, runPreview])
  useEffect(() => {
    if (finished) void refresh()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per finished job
  }, [finished, jobId])

  const next = async () => {
    setTouched(true)
    if (reasonMissing || policyMissing) return
    const move: ClaimActionRequest = {
      action,
      ...(needsReason(action) ? { reason: reason.trim() } : {}),
      ...(policyId && action === 'changePolicy' ? { policyId } : {}),
    }
    if (!single) return askPreview(move)
    setBusy(true)
    try {
      await actOnClaim(ids[0]!, move)
      setResults([{ id: ids[0]!, isSuccess: true, message: null }])
    } catch (error) {
      setResults([{ id: ids[0]!, isSuccess: false, message: errorText(error) }])
    }
    setBusy(false)
    await refresh()
  }

  const failure = preview.error ?? start.error ?? retry.error ?? (jobId ? job.error : null)
  const failed = results?.filter((r) => !r.isSuccess) ?? []
  const form = (
    <>
      <Text>{t(`moves.${action}.message`, { count, formatted: format.integer(count) })}</Text>
      {needsReason(action) ? (
        <Field
          label={t('moves.reason')}
          required
          validationMessage={touched && reasonMissing ? t('moves.reasonRequired') : undefined}
          hint={t('moves.reasonHint', { max: REASON_MAX })}
        >
          <Textarea value={reason} maxLength={REASON_MAX} disabled={busy} onChange={(_, data) => setReason(data.value)} />
        </Field>
      ) : null}
      {action === 'changePolicy' ? (
        <Field label={t('moves.policy')} required validationMessage={touched && policyMissing ? t('moves.policyRequired') : undefined}>
          <Dropdown
            placeholder={policies.isPending ? t('moves.policiesLoading') : t('moves.policyPlaceholder')}
            clearButton={choice.clearButton(t('moves.policy'))}
            disabled={busy}
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
    </>
  )

  let content: React.ReactNode
  let actions: React.ReactNode
  const close = (
    <Button appearance="primary" onClick={onClose}>
      {t('moves.close')}
    </Button>
  )
  if (results) {
    content = (
      <>
        <MessageBar intent={failed.length ? 'warning' : 'success'}>
          <MessageBarBody>
            {t('moves.summary', { succeeded: format.integer(results.length - failed.length), failed: format.integer(failed.length) })}
          </MessageBarBody>
        </MessageBar>
        {failed.length ? (
          <ul className={styles.failures} aria-label={t('moves.failures')}>
            {failed.map((item) => (
              <li key={item.id}>
                <Text>{item.message ?? t('moves.unknownFailure')}</Text>
              </li>
            ))}
          </ul>
        ) : null}
      </>
    )
    actions = close
  } else if (jobId !== null) {
    const notDone = job.data ? job.data.failed + job.data.skipped : 0
    content = <ClaimJobState job={job.data} />
    actions = (
      <>
        {finished && notDone > 0 ? (
          <Button disabled={retry.isPending} onClick={() => retry.mutate(jobId)}>
            {t('moves.retry', { count: notDone, formatted: format.integer(notDone) })}
          </Button>
        ) : null}
        {close}
      </>
    )
  } else if (asked !== null) {
    const changes = preview.data?.changes ?? 0
    content = preview.data ? (
      <ClaimJobPreview preview={preview.data} total={count} />
    ) : preview.isPending ? (
      <Spinner size="small" label={t('moves.previewing')} />
    ) : null
    actions = (
      <>
        <Button disabled={start.isPending} onClick={() => (needsInput ? (setAsked(null), preview.reset()) : onClose())}>
          {t(needsInput ? 'moves.back' : 'moves.cancel')}
        </Button>
        <Button
          appearance="primary"
          disabled={!preview.data || changes === 0 || start.isPending}
          icon={start.isPending ? <Spinner size="tiny" /> : undefined}
          onClick={() => start.mutate(asked)}
        >
          {t('moves.start', { count: changes, formatted: format.integer(changes) })}
        </Button>
      </>
    )
  } else {
    content = form
    actions = (
      <>
        <Button appearance="secondary" disabled={busy} onClick={onClose}>
          {t('moves.cancel')}
        </Button>
        <Button appearance="primary" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined} onClick={() => void next()}>
          {t(single ? `moves.${action}.confirm` : 'moves.preview')}
        </Button>
      </>
    )
  }

  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && !busy && !start.isPending && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t(`moves.${action}.title`, { count, formatted: format.integer(count) })}</DialogTitle>
          <DialogContent className={styles.content}>
            {failure ? (
              <MessageBar intent="error">
                <MessageBarBody>{errorText(failure)}</MessageBarBody>
              </MessageBar>
            ) : null}
            {content}
          </DialogContent>
          <DialogActions>{actions}</DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
