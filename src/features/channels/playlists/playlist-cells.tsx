import { Badge, makeStyles, mergeClasses, tokens } from '@fluentui/react-components'
import { VideoClipRegular } from '@fluentui/react-icons'
import type { ReactNode } from 'react'
import type { PrivacyStatus } from '@/api/generated/channel/model'
import { ListThumbnail } from '@/shared/list'
import { thumbnailSrc } from '../content-list/thumbnail-src'

const useStyles = makeStyles({
  media: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  thumb: {
    flex: '0 0 auto',
    width: '48px',
    height: '27px',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  // No usable address: a neutral frame with a video glyph.
  placeholder: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: tokens.colorNeutralForeground4,
    fontSize: tokens.fontSizeBase400,
  },
  title: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 },
})

/** A thumbnail (an address `thumbnailSrc` allows, as on the videos list) and the title beside it, as text. */
export function MediaTitle({ thumbnail, title, children }: { thumbnail: string | null; title: string; children?: ReactNode }) {
  const styles = useStyles()
  const src = thumbnailSrc(thumbnail)
  const emptyClass = mergeClasses(styles.thumb, styles.placeholder)
  return (
    <span className={styles.media}>
      <ListThumbnail src={src} className={styles.thumb} emptyClassName={emptyClass} empty={<VideoClipRegular />} />
      <span className={styles.title} title={title}>
        {children ?? title}
      </span>
    </span>
  )
}

const PRIVACY_COLOR = { public: 'success', unlisted: 'warning', private: 'subtle' } as const

export function PrivacyBadge({ status, label }: { status: PrivacyStatus; label: string }) {
  return (
    <Badge appearance="tint" shape="rounded" color={PRIVACY_COLOR[status] ?? 'informative'}>
      {label}
    </Badge>
  )
}
