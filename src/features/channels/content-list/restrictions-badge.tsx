import { Link, makeStyles, Popover, PopoverSurface, Text, tokens } from '@fluentui/react-components'
import type { Video } from '@/api/generated/channel/model'

/** Why a video is restricted: third-party claims, limited ads because of them, or a block. */
export type Restriction = 'claims' | 'limitedAds' | 'blocked'

export function restrictionsOf(video: Pick<Video, 'thirdpartyClaimsCount' | 'monetize' | 'status'>): Restriction[] {
  const reasons: Restriction[] = []
  if (video.thirdpartyClaimsCount > 0) reasons.push('claims')
  if (video.thirdpartyClaimsCount > 0 && video.monetize) reasons.push('limitedAds')
  if (video.status === 'blocked') reasons.push('blocked')
  return reasons
}

/** The platform's help page about claims and restrictions. */
const RESTRICTIONS_HELP_URL = 'https://support.google.com/youtube/answer/6013276'

const useStyles = makeStyles({
  badge: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
    flexShrink: 0,
    border: 'none',
    cursor: 'pointer',
    borderRadius: tokens.borderRadiusMedium,
    padding: `0 ${tokens.spacingHorizontalXS}`,
    backgroundColor: tokens.colorPaletteMarigoldBackground2,
    color: tokens.colorPaletteMarigoldForeground2,
    font: 'inherit',
    fontSize: tokens.fontSizeBase200,
  },
  surface: { maxWidth: '320px', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
})

export interface RestrictionsLabels {
  badge: string
  title: string
  reason: (reason: Restriction) => string
  help: string
}

/** The badge's class (the column builder reads it once, not per row). */
export const useRestrictionStyles = useStyles

/** The popover saying why a video is restricted, for the badge that opened it; one per list. */
export function RestrictionsPopover({
  open,
  labels,
  onClose,
}: {
  open: { reasons: readonly Restriction[]; target: HTMLElement } | null
  labels: RestrictionsLabels
  onClose: () => void
}) {
  const styles = useStyles()
  if (!open) return null
  return (
    <Popover
      open
      positioning={{ target: open.target, position: 'below', align: 'start' }}
      onOpenChange={(_, data) => !data.open && onClose()}
      trapFocus
      withArrow
    >
      <PopoverSurface className={styles.surface} aria-label={labels.title}>
        <Text weight="semibold">{labels.title}</Text>
        <ul className={styles.list}>
          {open.reasons.map((reason) => (
            <li key={reason}>
              <Text>{labels.reason(reason)}</Text>
            </li>
          ))}
        </ul>
        <Link href={RESTRICTIONS_HELP_URL} target="_blank" rel="noopener noreferrer">
          {labels.help}
        </Link>
      </PopoverSurface>
    </Popover>
  )
}
