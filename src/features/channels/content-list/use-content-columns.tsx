import { Link, makeStyles, mergeClasses, tokens } from '@fluentui/react-components'
import { ShieldErrorRegular } from '@fluentui/react-icons'
import { useCallback, useMemo, useState, type ReactElement } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useParams } from 'react-router'
import { usePermissions } from '@/shared/auth'
import { CLAIM_READ } from '../access'
import { videoClaimsPath } from '../claims/claims-list'
import { VideoKind, type Video } from '@/api/generated/channel/model'
import { ListThumbnail, type ListColumn } from '@/shared/list'
import { useErrorText, useFormatters } from '@/shared/hooks'
import type { ContentSortKey } from './content-list-spec'
import { InlineTitle, TitleButton, useTitleStyles, type InlineTitleLabels } from './inline-title'
import { RestrictionsPopover, restrictionsOf, useRestrictionStyles, type Restriction, type RestrictionsLabels } from './restrictions-badge'
import { thumbnailSrc } from './thumbnail-src'
import { interruptedVideoIds } from '../content-upload/interrupted-uploads'
import { idleDuration, uploadRowState } from '../content-upload/upload-activity'
import { useSentByAnotherTab } from '../content-upload/upload-heartbeat'
import { uploadManager } from '../content-upload/upload-manager'
import { useUploads } from '../content-upload/use-uploads'

/** Every column the videos list offers, in order (the operation menu is the kit's). */
export const VIDEO_COLUMNS = [
  'video',
  'fileName',
  'description',
  'privacyStatus',
  'uploader',
  'videoKind',
  'uploadStatus',
  'monetize',
  'uploadedAt',
  'publisher',
  'publishedAt',
  'thirdpartyClaimsCount',
  'product',
  'viewCount',
  'subtitleLanguages',
] as const

export type ContentColumnId = (typeof VIDEO_COLUMNS)[number]

const useStyles = makeStyles({
  video: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0, width: '100%' },
  thumb: {
    width: '56px',
    height: '32px',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusSmall,
    flexShrink: 0,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  // The title shrinks to an ellipsis; the restrictions badge keeps to the cell's end.
  titleText: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 },
  editing: { display: 'flex', minWidth: 0, flexGrow: 1 },
  badgeAtEnd: { marginInlineStart: 'auto' },
  // A plain span styled like a tint badge: a Fluent Badge per cell costs every scrolled-in row its hooks.
  pill: {
    display: 'inline-block',
    padding: `0 ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase300,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    maxWidth: '100%',
  },
  success: { backgroundColor: tokens.colorPaletteGreenBackground1, color: tokens.colorPaletteGreenForeground1 },
  informative: { backgroundColor: tokens.colorNeutralBackground4, color: tokens.colorNeutralForeground2 },
  subtle: { backgroundColor: tokens.colorNeutralBackground1, color: tokens.colorNeutralForeground3 },
  warning: { backgroundColor: tokens.colorPaletteYellowBackground1, color: tokens.colorPaletteYellowForeground2 },
  brand: { backgroundColor: tokens.colorBrandBackground2, color: tokens.colorBrandForeground2 },
  danger: { backgroundColor: tokens.colorPaletteRedBackground1, color: tokens.colorPaletteRedForeground1 },
})

type Tone = 'success' | 'informative' | 'subtle' | 'warning' | 'brand' | 'danger'
const PRIVACY_COLOR = { public: 'success', unlisted: 'informative', private: 'subtle' } as const
const UPLOAD_COLOR = { uploaded: 'success', processing: 'warning', uploading: 'brand', pending: 'subtle', failed: 'danger', cancelled: 'subtle' } as const
const labelsOf = (keys: readonly string[], label: (key: string) => string) => new Map(keys.map((key) => [key, label(key)]))

export interface ContentColumnOptions {
  /** Which columns the list offers (shorts leave some out). */
  ids: readonly ContentColumnId[]
  /** Saves an inline title edit; absent: titles are not editable. */
  onTitleSave?: (video: Video, title: string) => Promise<void>
}

/**
 * The columns of the videos and short-videos lists: one builder for both. Cells hold no hooks
 * (a scrolled-in row is cheap); the one title being edited and the restrictions popover are
 * state here, and `overlay` (the popover) is rendered once by the screen.
 */
export function useContentColumns({ ids, onTitleSave }: ContentColumnOptions): { columns: ListColumn<Video, ContentSortKey>[]; overlay: ReactElement } {
  const { t } = useTranslation('videos')
  const styles = useStyles()
  const titleStyles = useTitleStyles()
  const restrictionStyles = useRestrictionStyles()
  const format = useFormatters()
  const errorText = useErrorText()
  const [editing, setEditing] = useState<string | null>(null)
  const [restricted, setRestricted] = useState<{ reasons: readonly Restriction[]; target: HTMLElement } | null>(null)
  const stopEditing = useCallback(() => setEditing(null), [])
  // A video's claims count opens the channel's claims desk filtered to that video.
  const { channelId = '' } = useParams()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const canReadClaims = usePermissions().can(CLAIM_READ)
  const claimsOf = useMemo(() => (canReadClaims ? (v: Video) => videoClaimsPath(pathname, channelId, v.id) : null), [canReadClaims, pathname, channelId])
  const restrictions = useMemo<RestrictionsLabels>(
    () => ({ badge: t('restrictions.badge'), title: t('restrictions.title'), reason: (reason) => t(`restrictions.${reason}`), help: t('restrictions.help') }),
    [t],
  )
  // The page's uploads: a row whose upload stopped sending says so (and says it again once it continues).
  const { items: uploads } = useUploads()
  const interruptedIds = useMemo(() => (uploads ? interruptedVideoIds() : new Set<string>()), [uploads])
  const otherTabs = useSentByAnotherTab()
  const columns = useMemo(() => {
    const inline: InlineTitleLabels = { edit: t('inline.edit'), input: t('inline.input'), save: t('inline.save'), cancel: t('inline.cancel') }
    // Labels translated once per column set, not once per row.
    const [yes, no] = [t('yes'), t('no')]
    const yesNo = (value: boolean) => (value ? yes : no)
    const pills = Object.fromEntries(
      (['success', 'informative', 'subtle', 'warning', 'brand', 'danger'] as const).map((tone) => [tone, mergeClasses(styles.pill, styles[tone])]),
    ) as Record<Tone, string>
    const privacyLabels = labelsOf(Object.keys(PRIVACY_COLOR), (key) => t(`privacy.${key}`))
    const uploadLabels = labelsOf(Object.keys(UPLOAD_COLOR), (key) => t(`upload.${key}`))
    const kindLabels = labelsOf(Object.values(VideoKind), (key) => t(`kind.${key}`))
    // An upload this page does not send: interrupted (this browser started it, a reload stopped it),
    // sent from another tab or browser (bytes keep arriving), or stalled (nothing for minutes).
    const senders = { here: (id: string) => uploadManager.isUploading(id), otherTabs, storedHere: interruptedIds }
    const rowState = (v: Video) => uploadRowState(v, senders)
    const upload = (v: Video) => {
      const state = rowState(v)
      if (state === 'interrupted') return t('upload.interruptedPercent', { percent: v.loadingStatus })
      if (state === 'elsewhere') return t('upload.elsewherePercent', { percent: v.loadingStatus })
      if (state === 'pausedElsewhere') return t('upload.pausedElsewherePercent', { percent: v.loadingStatus })
      if (state === 'stalled') return t('upload.stalledPercent', { percent: v.loadingStatus, duration: idleDuration(v.uploadIdleSeconds ?? 0, format.locale) })
      return v.uploadStatus === 'uploading'
        ? t('upload.uploadingPercent', { percent: v.loadingStatus })
        : (uploadLabels.get(v.uploadStatus) ?? t(`upload.${v.uploadStatus}`))
    }
    const uploadTone = (v: Video): Tone => {
      const state = rowState(v)
      if (state === 'pausedElsewhere') return 'subtle'
      return state === 'interrupted' || state === 'stalled' ? 'warning' : UPLOAD_COLOR[v.uploadStatus]
    }
    // A scheduled video is private until its date: its own state, with the date.
    const privacy = (v: Video) =>
      v.status === 'scheduled'
        ? t('privacy.scheduledAt', { date: format.dateTime(v.publishedAt) })
        : (privacyLabels.get(v.privacyStatus) ?? t(`privacy.${v.privacyStatus}`))
    const kind = (v: Video) => kindLabels.get(v.videoKind) ?? t(`kind.${v.videoKind}`)
    const badgeClass = mergeClasses(restrictionStyles.badge, styles.badgeAtEnd)
    const titleButtonClass = mergeClasses(titleStyles.title, styles.titleText)
    const text = (value: string | null) => (value ? <span title={value}>{value}</span> : null)
    const all: Record<ContentColumnId, ListColumn<Video, ContentSortKey>> = {
      video: {
        id: 'video',
        label: t('columns.video'),
        sortKey: 'video',
        required: true,
        width: 340,
        render: (v) => {
          const src = thumbnailSrc(v.thumbnail)
          const reasons = restrictionsOf(v)
          let title: ReactElement
          if (!onTitleSave)
            title = (
              <span className={styles.titleText} title={v.video}>
                {v.video}
              </span>
            )
          else if (editing === v.id)
            title = (
              <span className={styles.editing}>
                <InlineTitle title={v.video} labels={inline} errorText={errorText} onSave={(next) => onTitleSave(v, next)} onDone={stopEditing} />
              </span>
            )
          else title = <TitleButton title={v.video} label={inline.edit} className={titleButtonClass} onClick={() => setEditing(v.id)} />
          return (
            <span className={styles.video}>
              <ListThumbnail src={src} className={styles.thumb} />
              {title}
              {reasons.length > 0 ? (
                <button
                  type="button"
                  className={badgeClass}
                  aria-haspopup="dialog"
                  onClick={(event) => setRestricted({ reasons, target: event.currentTarget })}
                >
                  <ShieldErrorRegular aria-hidden="true" />
                  {restrictions.badge}
                </button>
              ) : null}
            </span>
          )
        },
        csv: (v) => v.video,
      },
      fileName: { id: 'fileName', label: t('columns.fileName'), sortKey: 'fileName', width: 220, render: (v) => text(v.fileName), csv: (v) => v.fileName },
      description: { id: 'description', label: t('columns.description'), width: 240, render: (v) => text(v.description), csv: (v) => v.description },
      privacyStatus: {
        id: 'privacyStatus',
        // On a phone's second line too, before the upload status (as YouTube Studio's app shows both).
        phone: true,
        label: t('columns.privacyStatus'),
        sortKey: 'privacyStatus',
        width: 130,
        render: (v) => (
          <span
            className={pills[v.status === 'scheduled' ? 'brand' : PRIVACY_COLOR[v.privacyStatus]]}
            data-privacy={v.status === 'scheduled' ? 'scheduled' : v.privacyStatus}
          >
            {privacy(v)}
          </span>
        ),
        csv: privacy,
      },
      uploader: { id: 'uploader', label: t('columns.uploader'), sortKey: 'uploader', width: 160, render: (v) => text(v.uploader), csv: (v) => v.uploader },
      videoKind: { id: 'videoKind', label: t('columns.videoKind'), sortKey: 'videoKind', width: 120, render: kind, csv: kind },
      uploadStatus: {
        id: 'uploadStatus',
        phone: true,
        label: t('columns.uploadStatus'),
        sortKey: 'uploadStatus',
        width: 150,
        render: (v) => (
          <span className={pills[uploadTone(v)]} data-upload-status={rowState(v) ?? v.uploadStatus}>
            {upload(v)}
          </span>
        ),
        csv: upload,
      },
      monetize: {
        id: 'monetize',
        label: t('columns.monetize'),
        sortKey: 'monetize',
        width: 120,
        render: (v) => yesNo(v.monetize),
        csv: (v) => yesNo(v.monetize),
      },
      uploadedAt: {
        id: 'uploadedAt',
        label: t('columns.uploadedAt'),
        sortKey: 'uploadedAt',
        width: 170,
        render: (v) => format.dateTime(v.uploadedAt),
        csv: (v) => v.uploadedAt,
      },
      publisher: {
        id: 'publisher',
        label: t('columns.publisher'),
        sortKey: 'publisher',
        width: 160,
        render: (v) => text(v.publisher),
        csv: (v) => v.publisher,
      },
      publishedAt: {
        id: 'publishedAt',
        label: t('columns.publishedAt'),
        sortKey: 'publishedAt',
        width: 170,
        render: (v) => format.dateTime(v.publishedAt),
        csv: (v) => v.publishedAt,
      },
      thirdpartyClaimsCount: {
        id: 'thirdpartyClaimsCount',
        label: t('columns.thirdpartyClaimsCount'),
        sortKey: 'thirdpartyClaimsCount',
        align: 'end',
        width: 150,
        render: (v) => {
          const path = claimsOf && v.thirdpartyClaimsCount > 0 ? claimsOf(v) : null
          return path ? (
            <Link
              href={path}
              title={t('claimsLink', { count: v.thirdpartyClaimsCount })}
              onClick={(event) => {
                event.preventDefault()
                void navigate(path)
              }}
            >
              {format.number(v.thirdpartyClaimsCount)}
            </Link>
          ) : (
            format.number(v.thirdpartyClaimsCount)
          )
        },
        csv: (v) => v.thirdpartyClaimsCount,
      },
      product: {
        id: 'product',
        label: t('columns.product'),
        sortKey: 'product',
        width: 180,
        render: (v) => text(v.product?.name ?? null),
        csv: (v) => v.product?.name ?? '',
      },
      viewCount: {
        id: 'viewCount',
        label: t('columns.viewCount'),
        sortKey: 'viewCount',
        align: 'end',
        width: 130,
        render: (v) => format.number(v.viewCount),
        csv: (v) => v.viewCount,
      },
      subtitleLanguages: {
        id: 'subtitleLanguages',
        label: t('columns.subtitleLanguages'),
        width: 150,
        render: (v) => text(v.subtitleLanguages?.length ? v.subtitleLanguages.map((code) => code.toUpperCase()).join(', ') : null),
        csv: (v) => (v.subtitleLanguages ?? []).join(' '),
      },
    }
    return ids.map((id) => all[id])
  }, [
    t,
    styles,
    titleStyles,
    restrictionStyles,
    restrictions,
    format,
    errorText,
    ids,
    onTitleSave,
    editing,
    stopEditing,
    claimsOf,
    navigate,
    interruptedIds,
    otherTabs,
  ])
  const overlay = <RestrictionsPopover open={restricted} labels={restrictions} onClose={() => setRestricted(null)} />
  return { columns, overlay }
}
