import { Avatar, Button, makeStyles, Skeleton, SkeletonItem, Spinner, Text, tokens } from '@fluentui/react-components'
import { ArrowClockwiseRegular, ErrorCircleRegular } from '@fluentui/react-icons'
import { useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useGetMenuProfile } from '@/api/generated/identity/endpoints/account/account'
import { useSession } from '@/shared/auth'
import { useRefetchWhenOnline } from '@/shared/hooks'
import { isolateText } from '@/lib/bidi'
import { safeImageUrl } from '@/lib/safe-image-url'

/** The menu profile is cached 5 minutes and retried 3 times (other queries do not retry). */
const MENU_PROFILE_STALE_MS = 300_000
const MENU_PROFILE_RETRIES = 3

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalS}`,
    minWidth: 0,
  },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  roles: { color: tokens.colorNeutralForeground2, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  skeleton: { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: tokens.spacingHorizontalM, alignItems: 'center', padding: tokens.spacingVerticalM },
  lines: { display: 'grid', rowGap: tokens.spacingVerticalS },
  // The profile could not be fetched: one compact line under the name, with a way to try again.
  error: {
    gridColumn: '1 / -1',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    rowGap: tokens.spacingVerticalXS,
    marginTop: tokens.spacingVerticalS,
    minWidth: 0,
  },
  errorMessage: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    flex: '1 1 140px',
    minWidth: 0,
    color: tokens.colorPaletteRedForeground1,
  },
  errorIcon: { flexShrink: 0, fontSize: tokens.fontSizeBase400 },
})

/** Top of the sidebar: avatar, roles joined by a comma (or 'role undefined'), first and last name. */
export function SidebarProfile() {
  const { t } = useTranslation(['sidebar', 'common'])
  const styles = useStyles()
  const current = useSession()
  const query = useGetMenuProfile({ query: { staleTime: MENU_PROFILE_STALE_MS, retry: MENU_PROFILE_RETRIES } })
  const root = useRef<HTMLDivElement>(null)
  const errorId = useId()
  // A failed fetch falls back to what the token says, and says the profile could not be fetched
  // (only when there is no earlier profile to show), also while trying again: TanStack Query puts a
  // query without data back to 'pending' for the next fetch, which would swap the error (and the
  // focused Retry) for the skeleton.
  const profile = query.data
  const failed = !profile && (query.isError || query.errorUpdatedAt > 0)
  // A failed profile tries again by itself when the network comes back.
  useRefetchWhenOnline({ isError: failed, refetch: query.refetch })
  // Back: the Retry button is gone, so focus stays on the profile block instead of falling to the page.
  const wasFailed = useRef(failed)
  useEffect(() => {
    if (wasFailed.current && !failed && root.current && (!document.activeElement || document.activeElement === document.body)) root.current.focus()
    wasFailed.current = failed
  }, [failed])

  if (query.isPending && !failed) {
    return (
      <Skeleton className={styles.skeleton} aria-label={t('common:states.loading')}>
        <SkeletonItem shape="circle" size={48} />
        <div className={styles.lines}>
          <SkeletonItem size={12} />
          <SkeletonItem size={16} />
        </div>
      </Skeleton>
    )
  }
  const firstName = profile?.firstName ?? current?.user.firstName ?? ''
  const lastName = profile?.lastName ?? current?.user.lastName ?? ''
  const roles = profile?.roles ?? current?.user.roles ?? []
  const name = `${firstName} ${lastName}`.trim()
  // Each part keeps its own direction: a right-to-left first name or role does not move the rest.
  const roleList = roles.map(isolateText).join(', ')
  const shownName = [firstName, lastName].filter(Boolean).map(isolateText).join(' ')
  const picture = safeImageUrl(profile?.profilePicture)
  return (
    <div ref={root} tabIndex={-1} className={styles.root} data-testid="sidebar-profile" data-load-state={failed ? 'error' : 'ready'}>
      <Avatar size={48} color="colorful" name={name || undefined} image={picture ? { src: picture, alt: '' } : undefined} aria-hidden="true" />
      <div className={styles.text}>
        <Text size={200} className={styles.roles} title={roleList}>
          {roles.length > 0 ? roleList : t('profile.roleUndefined')}
        </Text>
        <Text weight="semibold" className={styles.name}>
          {shownName}
        </Text>
      </div>
      {failed ? (
        <div className={styles.error} data-testid="sidebar-profile-error">
          <Text size={200} className={styles.errorMessage} id={errorId} role="alert">
            <ErrorCircleRegular className={styles.errorIcon} aria-hidden="true" />
            {t('profile.loadFailed')}
          </Text>
          <Button
            size="small"
            icon={query.isFetching ? <Spinner size="extra-tiny" /> : <ArrowClockwiseRegular />}
            aria-describedby={errorId}
            disabledFocusable={query.isFetching}
            onClick={() => void query.refetch()}
          >
            {query.isFetching ? t('profile.retrying') : t('common:actions.retry')}
          </Button>
        </div>
      ) : null}
    </div>
  )
}
