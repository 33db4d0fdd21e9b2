import { Link, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useParams } from 'react-router'
import { useSearchClaims } from '@/api/generated/channel/endpoints/claims/claims'
import { usePermissions } from '@/shared/auth'
import { QueryFailure } from '@/shared/feedback'
import { CLAIM_READ } from '../access'
import { videoClaimsPath } from './claims-list'

const OPEN = ['potential', 'active', 'disputed', 'appealed'] as const
const SHOWN = 10

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, paddingTop: tokens.spacingVerticalM },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  muted: { color: tokens.colorNeutralForeground3 },
})

/** A video's open claims in its edit panel (texts in the videos namespace), with a link into the claims desk filtered to it. */
export function VideoClaims({ videoId }: { videoId: string }) {
  const { t } = useTranslation('videos')
  const { can } = usePermissions()
  const allowed = can(CLAIM_READ)
  const styles = useStyles()
  const { channelId = '' } = useParams()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const query = useSearchClaims({ index: 0, size: SHOWN, videoId, statuses: [...OPEN] }, { query: { enabled: allowed } })
  if (!allowed) return null
  const path = videoClaimsPath(pathname, channelId, videoId)
  const page = query.data
  return (
    <section className={styles.root} aria-label={t('editor.claims.heading')} data-testid="video-claims">
      <Text weight="semibold">{t('editor.claims.heading')}</Text>
      {query.isError ? (
        <QueryFailure query={query} title={t('editor.claims.loadFailed')} />
      ) : !page ? (
        <Spinner size="tiny" />
      ) : page.totalCount === 0 ? (
        <Text className={styles.muted}>{t('editor.claims.none')}</Text>
      ) : (
        <>
          <ul className={styles.list}>
            {page.items.map((claim) => (
              <li key={claim.id}>
                <Text>{t('editor.claims.item', { claimant: claim.claimant, asset: claim.assetTitle, status: t(`editor.claims.status.${claim.status}`) })}</Text>
              </li>
            ))}
          </ul>
          <Link
            href={path}
            onClick={(event) => {
              event.preventDefault()
              void navigate(path)
            }}
          >
            {t('editor.claims.open', { count: page.totalCount })}
          </Link>
        </>
      )}
    </section>
  )
}
