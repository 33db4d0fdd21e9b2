import { Link, makeStyles, Popover, PopoverSurface, Text, tokens } from '@fluentui/react-components'
import { ShieldErrorRegular } from '@fluentui/react-icons'
import { useCallback, useState } from 'react'
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
export const RESTRICTIONS_HELP_URL = 'https://support.google.com/youtube/answer/6013276'

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

/** A small badge in the video cell; its popover (mounted only when open) says why and links to the help. */
export function RestrictionsBadge({ reasons, labels }: { reasons: readonly Restriction[]; labels: RestrictionsLabels }) {
  const styles = useStyles()
  const [open, setOpen] = useState(false)
  const [target, setTarget] = useState<HTMLButtonElement | null>(null)
  const ref = useCallback((element: HTMLButtonElement | null) => setTarget(element), [])
  if (reasons.length === 0) return null
  return (
    <>
      <button type="button" ref={ref} className={styles.badge} aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        <ShieldErrorRegular aria-hidden="true" />
        {labels.badge}
      </button>
      {open ? (
        <Popover open positioning={{ target, position: 'below', align: 'start' }} onOpenChange={(_, data) => setOpen(data.open)} trapFocus withArrow>
          <PopoverSurface className={styles.surface} aria-label={labels.title}>
            <Text weight="semibold">{labels.title}</Text>
            <ul className={styles.list}>
              {reasons.map((reason) => (
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
      ) : null}
    </>
  )
}
