import { Avatar, makeStyles, Skeleton, SkeletonItem, Text, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { useGetMenuProfile } from '@/api/generated/identity/endpoints/account/account'
import { useSession } from '@/shared/auth/use-session'
import { safeImageUrl } from '@/shared/ui/avatar/safe-image-url'

/** Spec §9: the menu profile is cached 5 minutes and retried 3 times. */
export const MENU_PROFILE_STALE_MS = 300_000
export const MENU_PROFILE_RETRIES = 3

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
})

/** Top of the sidebar: avatar, roles joined by a comma (or 'role undefined'), first and last name. */
export function SidebarProfile() {
  const { t } = useTranslation('sidebar')
  const styles = useStyles()
  const current = useSession()
  const query = useGetMenuProfile({ query: { staleTime: MENU_PROFILE_STALE_MS, retry: MENU_PROFILE_RETRIES } })

  if (query.isPending) {
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
  // A failed fetch (already in the console) falls back to what the token says.
  const profile = query.data
  const firstName = profile?.firstName ?? current?.user.firstName ?? ''
  const lastName = profile?.lastName ?? current?.user.lastName ?? ''
  const roles = profile?.roles ?? current?.user.roles ?? []
  const name = `${firstName} ${lastName}`.trim()
  const picture = safeImageUrl(profile?.profilePicture)
  return (
    <div className={styles.root} data-testid="sidebar-profile">
      <Avatar size={48} color="colorful" name={name || undefined} image={picture ? { src: picture, alt: '' } : undefined} aria-hidden="true" />
      <div className={styles.text}>
        <Text size={200} className={styles.roles} title={roles.join(', ')}>
          {roles.length > 0 ? roles.join(', ') : t('profile.roleUndefined')}
        </Text>
        <Text weight="semibold" className={styles.name}>
          {name}
        </Text>
      </div>
    </div>
  )
}
