import type { BulkItemResult, VideoBulkChanges } from '@/api/generated/channel/model'
import type { Lang } from './reference'
import type { VideoRecord } from './video-factory'

const TITLE_MAX = 100
const DESCRIPTION_MAX = 5000
const TAGS_MAX = 50

const MESSAGES = {
  notFound: { tr: 'Video bulunamadı.', en: 'Video not found.' },
  otherChannel: { tr: 'Video bu kanala ait değil.', en: 'The video does not belong to this channel.' },
  titleTooLong: { tr: 'Başlık 100 karakteri aşıyor.', en: 'The title would be longer than 100 characters.' },
  titleEmpty: { tr: 'Başlık boş olamaz.', en: 'The title cannot be empty.' },
  descriptionTooLong: { tr: 'Açıklama 5000 karakteri aşıyor.', en: 'The description would be longer than 5000 characters.' },
  tooManyTags: { tr: 'Bir videonun en fazla 50 etiketi olabilir.', en: 'A video can have at most 50 tags.' },
  blockedPublic: { tr: 'Engellenmiş bir video herkese açık yapılamaz.', en: 'A blocked video cannot be made public.' },
  kidsMonetize: { tr: 'Çocuklara özel videolarda para kazanma açılamaz.', en: 'Monetization cannot be turned on for a video made for kids.' },
  notUploaded: { tr: 'Yüklemesi bitmemiş bir videoda para kazanma açılamaz.', en: 'Monetization needs a finished upload.' },
} as const

type MessageKey = keyof typeof MESSAGES

/**
 * One video of a bulk edit (`POST /videos/bulk-update`): the changed fields, or why the video
 * cannot take the change (the platform's rules), without touching the stored record.
 */
function bulkChange(video: VideoRecord, changes: VideoBulkChanges): Partial<VideoRecord> | MessageKey {
  const next: Partial<VideoRecord> = {}
  if (changes.title) {
    const title = changes.title.mode === 'append' ? `${video.video} ${changes.title.value.trim()}`.trim() : changes.title.value.trim()
    if (!title) return 'titleEmpty'
    if (title.length > TITLE_MAX) return 'titleTooLong'
    next.video = title
  }
  if (changes.description) {
    const current = video.description ?? ''
    const value = changes.description.value
    const description = changes.description.mode === 'append' && current ? `${current}\n${value}` : value
    if (description.length > DESCRIPTION_MAX) return 'descriptionTooLong'
    next.description = description || null
  }
  if (changes.tags) {
    const wanted = changes.tags.values.map((tag) => tag.trim()).filter(Boolean)
    const tags = changes.tags.mode === 'add' ? [...new Set([...video.tags, ...wanted])] : [...new Set(wanted)]
    if (tags.length > TAGS_MAX) return 'tooManyTags'
    next.tags = tags
  }
  if (changes.privacyStatus) {
    if (changes.privacyStatus === 'public' && video.status === 'blocked') return 'blockedPublic'
    next.privacyStatus = changes.privacyStatus
  }
  if (changes.categoryId) next.categoryId = changes.categoryId
  if (changes.madeForKids !== undefined) next.madeForKids = changes.madeForKids
  if (changes.monetize !== undefined) {
    if (changes.monetize && (next.madeForKids ?? video.madeForKids)) return 'kidsMonetize'
    if (changes.monetize && video.uploadStatus !== 'uploaded') return 'notUploaded'
    next.monetize = changes.monetize
  }
  return next
}

/** What a bulk edit does to one video: the changed fields, or why it is refused (in `lang`). */
export function bulkOutcome(
  video: VideoRecord | undefined,
  channelId: string,
  changes: VideoBulkChanges,
  lang: Lang,
): { refused: string; next?: undefined } | { refused?: undefined; next: Partial<VideoRecord> } {
  const problem: MessageKey | null = !video ? 'notFound' : video.channelId !== channelId ? 'otherChannel' : null
  if (problem || !video) return { refused: MESSAGES[problem ?? 'notFound'][lang] }
  const change = bulkChange(video, changes)
  return typeof change === 'string' ? { refused: MESSAGES[change][lang] } : { next: change }
}

/** Applies a bulk edit to each video on its own; one failing does not stop the others. */
export function applyBulkChanges(
  ids: readonly string[],
  find: (id: string) => VideoRecord | undefined,
  channelId: string,
  changes: VideoBulkChanges,
  lang: Lang,
): BulkItemResult[] {
  return ids.map((id) => {
    const video = find(id)
    const outcome = bulkOutcome(video, channelId, changes, lang)
    if (outcome.refused !== undefined || !video) return { id, isSuccess: false, message: outcome.refused ?? null }
    Object.assign(video, outcome.next)
    return { id, isSuccess: true, message: null }
  })
}
