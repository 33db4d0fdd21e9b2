import { makeStyles, Text, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import type { ClaimSegment } from '@/api/generated/channel/model'
import { useFormatters } from '@/shared/hooks'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  lane: { display: 'grid', gridTemplateColumns: 'minmax(90px, max-content) minmax(0, 1fr)', alignItems: 'center', gap: tokens.spacingHorizontalM },
  track: {
    position: 'relative',
    height: '20px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    overflow: 'hidden',
  },
  segment: { position: 'absolute', top: 0, bottom: 0, minWidth: '3px', backgroundColor: tokens.colorPaletteRedBackground3 },
  excluded: { backgroundColor: tokens.colorNeutralForeground4 },
  ends: { display: 'flex', justifyContent: 'space-between', color: tokens.colorNeutralForeground3 },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
})

/** The matched segments on a bar the length of the video, and of the reference, with the times listed for screen readers and copying. */
export function ClaimTimeline({ segments, videoSec, referenceSec }: { segments: readonly ClaimSegment[]; videoSec: number; referenceSec: number }) {
  const { t } = useTranslation('claims')
  const format = useFormatters()
  const styles = useStyles()
  const lane = (label: string, total: number, range: (s: ClaimSegment) => [number, number]) => (
    <div className={styles.lane}>
      <Text>{label}</Text>
      <div>
        <div className={styles.track} aria-hidden="true">
          {segments.map((segment, index) => {
            const [start, end] = range(segment)
            return (
              <span
                key={index}
                className={segment.excluded ? `${styles.segment} ${styles.excluded}` : styles.segment}
                style={{ left: `${(start / total) * 100}%`, width: `${(Math.max(end - start, 0) / total) * 100}%` }}
              />
            )
          })}
        </div>
        <div className={styles.ends}>
          <Text size={200}>{format.duration(0)}</Text>
          <Text size={200}>{format.duration(total)}</Text>
        </div>
      </div>
    </div>
  )
  return (
    <div className={styles.root} data-testid="claim-timeline">
      {lane(t('detail.videoLane'), videoSec, (s) => [s.videoStartSec, s.videoEndSec])}
      {lane(t('detail.referenceLane'), referenceSec, (s) => [s.referenceStartSec, s.referenceEndSec])}
      <ol className={styles.list} aria-label={t('detail.segments')}>
        {segments.map((s, index) => (
          <li key={index}>
            <Text>
              {t(s.excluded ? 'detail.segmentExcluded' : 'detail.segment', {
                video: `${format.duration(s.videoStartSec)}–${format.duration(s.videoEndSec)}`,
                reference: `${format.duration(s.referenceStartSec)}–${format.duration(s.referenceEndSec)}`,
              })}
            </Text>
          </li>
        ))}
      </ol>
    </div>
  )
}
