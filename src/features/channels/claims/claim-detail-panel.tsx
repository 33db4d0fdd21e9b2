import { Button, makeStyles, Text, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { useGetClaim } from '@/api/generated/channel/endpoints/claims/claims'
import type { ClaimAction, ClaimDetail } from '@/api/generated/channel/model'
import { usePermissions } from '@/shared/auth'
import { DetailList } from '@/shared/frame'
import { PanelDrawer, RecordLoading } from '@/shared/form'
import { useFormatters } from '@/shared/hooks'
import { ClaimStatusBadge } from './claim-cells'
import { CLAIM_WRITE, isLegal, MOVES } from './claim-moves'
import { ClaimTimeline } from './claim-timeline'

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  history: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  entry: { display: 'flex', flexDirection: 'column' },
  muted: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
})

/** One claim: what matched where (on a timeline of the video and the reference), its policy and deadline, its history, and the moves it allows. */
export function ClaimDetailPanel({ id, onClose, onMove }: { id: string; onClose: () => void; onMove: (action: ClaimAction, claim: ClaimDetail) => void }) {
  const { t } = useTranslation('claims')
  const query = useGetClaim(id)
  const claim = query.data
  const { can } = usePermissions()
  const styles = useStyles()
  const moves = claim && can(CLAIM_WRITE) ? MOVES.filter((action) => isLegal(action, claim.status)) : []
  return (
    <PanelDrawer
      open
      size="large"
      title={claim ? claim.assetTitle : t('detail.title')}
      onClose={onClose}
      actions={
        moves.length ? (
          <div className={styles.actions}>
            {moves.map((action) => (
              <Button key={action} appearance={action === 'release' ? 'primary' : 'secondary'} onClick={() => onMove(action, claim!)}>
                {t(`actions.${action}`)}
              </Button>
            ))}
          </div>
        ) : null
      }
    >
      {claim ? <ClaimBody claim={claim} /> : <RecordLoading error={query.error} onRetry={() => void query.refetch()} />}
    </PanelDrawer>
  )
}

function ClaimBody({ claim }: { claim: ClaimDetail }) {
  const { t } = useTranslation('claims')
  const format = useFormatters()
  const styles = useStyles()
  return (
    <div className={styles.body}>
      <DetailList
        items={[
          { term: t('columns.status'), value: <ClaimStatusBadge status={claim.status} label={t(`status.${claim.status}`)} /> },
          { term: t('detail.deadline'), value: claim.deadline ? format.dateTime(claim.deadline) : t('deadline.none') },
          { term: t('columns.video'), value: claim.videoTitle },
          { term: t('columns.channel'), value: `${claim.channelTitle} · ${claim.cmsName}` },
          { term: t('columns.claimant'), value: claim.claimant },
          { term: t('columns.asset'), value: `${claim.assetTitle} (${claim.assetId})` },
          { term: t('columns.matchType'), value: t(`matchType.${claim.matchType}`) },
          {
            term: t('columns.policy'),
            value: `${claim.policyName} · ${t(`policy.${claim.policyAction}`)} · ${claim.territories.length ? claim.territories.join(', ') : t('detail.worldwide')}`,
          },
          { term: t('columns.createdAt'), value: format.dateTime(claim.createdAt) },
        ]}
      />
      <section aria-label={t('detail.matches')}>
        <Text as="h3" weight="semibold">
          {t('detail.matches')}
        </Text>
        <ClaimTimeline segments={claim.segments} videoSec={claim.videoDurationSec} referenceSec={claim.assetDurationSec} />
      </section>
      <section aria-label={t('detail.history')}>
        <Text as="h3" weight="semibold">
          {t('detail.history')}
        </Text>
        <ol className={styles.history} data-testid="claim-history">
          {claim.history.map((entry, index) => (
            <li key={index} className={styles.entry}>
              <Text weight="semibold">
                {t(`history.${entry.event}`, { status: t(`status.${entry.toStatus}`) })}
                {entry.policyName && entry.event === 'changePolicy' ? ` · ${entry.policyName}` : ''}
              </Text>
              <Text size={200} className={styles.muted}>
                {t('history.byAt', { by: entry.by ?? t('history.platform'), at: format.dateTime(entry.at) })}
              </Text>
              {entry.reason ? <Text size={200}>{t('history.reason', { reason: entry.reason })}</Text> : null}
            </li>
          ))}
        </ol>
      </section>
    </div>
  )
}
