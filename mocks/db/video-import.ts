import type { VideoImportRow } from '@/api/generated/channel/model'
import { CATEGORIES } from './enums'
import type { Lang } from './reference'
import type { VideoRecord } from './video-factory'

const MESSAGES = {
  notFound: { tr: 'Video bulunamadı.', en: 'Video not found.' },
  otherChannel: { tr: 'Video bu kanala ait değil.', en: 'The video does not belong to this channel.' },
  category: { tr: 'Kategori bulunamadı.', en: 'The category does not exist.' },
  blockedPublic: { tr: 'Engellenmiş bir video herkese açık yapılamaz.', en: 'A blocked video cannot be made public.' },
  scheduledPast: { tr: 'Yayın zamanı gelecekte olmalı.', en: 'The scheduled time must be in the future.' },
  scheduledPublished: {
    tr: 'Yayınlanmış ya da engellenmiş bir video zamanlanamaz.',
    en: 'A published or blocked video cannot be scheduled.',
  },
  scheduledPrivacy: {
    tr: 'Zamanlanan video, zamanı gelene kadar özel kalır; görünürlüğü “özel” olmalı.',
    en: 'A scheduled video stays private until its time; its visibility must be private.',
  },
} as const

/**
 * One row of a video import (`POST /jobs/video-import`, its preview): the video's fields as the row
 * asks, or why the video cannot take them (in `lang`), without touching the stored record. The
 * version check (a row prepared on an older version) is the caller's (the runner skips, the
 * preview refuses).
 */
export function importOutcome(
  video: VideoRecord | undefined,
  channelId: string,
  row: VideoImportRow,
  now: number,
  lang: Lang,
): { refused: string; next?: undefined } | { refused?: undefined; next: Partial<VideoRecord> } {
  const refuse = (key: keyof typeof MESSAGES) => ({ refused: MESSAGES[key][lang] })
  if (!video) return refuse('notFound')
  if (video.channelId !== channelId) return refuse('otherChannel')
  const next: Partial<VideoRecord> = {}
  if (row.title !== undefined) next.video = row.title.trim() || video.video
  if (row.description !== undefined) next.description = row.description || null
  if (row.tags !== undefined) next.tags = [...new Set(row.tags.map((tag) => tag.trim()).filter(Boolean))]
  if (row.categoryId !== undefined) {
    if (!CATEGORIES.some(([id]) => id === row.categoryId)) return refuse('category')
    next.categoryId = row.categoryId
  }
  if (row.privacyStatus !== undefined) {
    if (row.privacyStatus === 'public' && video.status === 'blocked') return refuse('blockedPublic')
    next.privacyStatus = row.privacyStatus
  }
  if (row.scheduledAt !== undefined) {
    const at = Date.parse(row.scheduledAt)
    if (!(at > now)) return refuse('scheduledPast')
    if (video.status === 'published' || video.status === 'blocked') return refuse('scheduledPublished')
    if (row.privacyStatus !== undefined && row.privacyStatus !== 'private') return refuse('scheduledPrivacy')
    next.privacyStatus = 'private'
    next.status = 'scheduled'
    next.publishedAt = new Date(at).toISOString()
  }
  return { next }
}

/** Why a row prepared on an older version of its video is refused (the preview) or skipped (the job). */
export function changedSinceMessage(name: string | undefined, lang: Lang): string {
  if (lang === 'en') return name ? `${name} changed the video after this file was prepared.` : 'The video changed after this file was prepared.'
  return name ? `${name}, bu dosya hazırlandıktan sonra videoyu değiştirdi.` : 'Video, bu dosya hazırlandıktan sonra değişti.'
}

/** The first row naming a video another row named already (its number, 1-based), or null. */
export function repeatedRow(rows: readonly VideoImportRow[]): number | null {
  const seen = new Set<string>()
  for (const [index, row] of rows.entries()) {
    if (seen.has(row.id)) return index + 1
    seen.add(row.id)
  }
  return null
}
