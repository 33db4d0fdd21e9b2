import type { PrivacyStatus, UploadStatus, VideoDetail, VideoKind, VideoStatus } from '@/api/generated/channel/model'
import { CATEGORIES } from './enums'
import { hashOf, intIn, pickOf, platformId, prng, slug, uuidFrom, type Rand } from './random'

/** A stored video: the detail fields, with the product by id and the default thumbnail made on read. */
export interface VideoRecord extends Omit<VideoDetail, 'product' | 'thumbnail'> {
  productId: string | null
  /** A thumbnail the user picked; null shows the generated one (when the video has frames). */
  customThumbnail: string | null
}

export interface VideoSeedContext {
  channelId: string
  channelName: string
  count: number
  anchor: number
  products: ReadonlyArray<{ id: string; name: string }>
  people: readonly string[]
}

const EPISODE_KINDS = ['Bölüm', 'Bölüm', 'Bölüm', 'Episode', 'Fragman', 'Kamera Arkası', 'Özel Sahne', 'Tanıtım', 'Final', 'Röportaj', 'Klip', 'Teaser']
const TAGS = [
  'dizi',
  'film',
  'fragman',
  'yeni bölüm',
  'türk dizisi',
  'aksiyon',
  'dram',
  'komedi',
  'aile',
  'romantik',
  'belgesel',
  'müzik',
  'canlı',
  'shorts',
  'full hd',
  'exclusive',
  'behind the scenes',
]
const DESCRIPTIONS = [
  'Yeni bölüm şimdi yayında! Abone olmayı ve bildirimleri açmayı unutmayın.',
  'Kamera arkası görüntüleri ve oyuncularla özel röportajlar.',
  'The official trailer. Subscribe for more.',
  'Sezon finali öncesi özel tanıtım.',
  'Tüm bölümler için oynatma listemize göz atın.',
]

const weighted = <T>(rand: Rand, table: ReadonlyArray<readonly [T, number]>): T => {
  let roll = rand()
  for (const [value, weight] of table) {
    roll -= weight
    if (roll < 0) return value
  }
  return table[table.length - 1]![0]
}

const KIND: ReadonlyArray<readonly [VideoKind, number]> = [
  ['normal', 0.8],
  ['short', 0.15],
  ['live', 0.03],
  ['premiere', 0.02],
]
const UPLOAD: ReadonlyArray<readonly [UploadStatus, number]> = [
  ['uploaded', 0.92],
  ['processing', 0.03],
  ['failed', 0.02],
  ['uploading', 0.01],
  ['pending', 0.01],
  ['cancelled', 0.01],
]
const STATUS: ReadonlyArray<readonly [VideoStatus, number]> = [
  ['published', 0.78],
  ['draft', 0.12],
  ['scheduled', 0.06],
  ['blocked', 0.04],
]

const HOUR = 3_600_000

const slugCache = new Map<string, string>()
/** Slugs repeat a lot (product names, episode kinds): made once each, 10,000 rows stay cheap. */
function cachedSlug(text: string) {
  let cached = slugCache.get(text)
  if (cached == null) {
    cached = slug(text, '_')
    slugCache.set(text, cached)
  }
  return cached
}

/**
 * The videos of one channel, newest first, from a PRNG seeded by the channel id. Cheap enough
 * for 10,000 rows in a few milliseconds; the same channel always gets the same videos.
 */
export function makeVideos(context: VideoSeedContext): VideoRecord[] {
  const rand = prng(hashOf(`videos:${context.channelId}`))
  const span = Math.max(context.count, 1)
  // The newest video is a few hours old; a big channel reaches back about six years.
  const stepMs = Math.min(24 * HOUR * 5, (6 * 365 * 24 * HOUR) / span)
  const videos: VideoRecord[] = []
  for (let i = 0; i < context.count; i++) {
    const product = context.products.length && rand() < 0.92 ? pickOf(rand, context.products) : null
    const kind = weighted(rand, KIND)
    const picked = i < 3 && context.count > 100 ? pickOf(rand, ['uploading', 'processing', 'uploaded'] as const) : weighted(rand, UPLOAD)
    // A cancelled upload's draft is discarded (decisions.md): none is seeded. The 1 % drawn as
    // cancelled become failed uploads, which read the same random numbers, so the rest of the seed
    // stays as it was.
    const upload: UploadStatus = picked === 'cancelled' ? 'failed' : picked
    const status: VideoStatus = upload === 'uploaded' ? weighted(rand, STATUS) : 'draft'
    const privacy: PrivacyStatus = status === 'published' ? (rand() < 0.82 ? 'public' : 'unlisted') : 'private'
    const uploadedMs = context.anchor - 3 * HOUR - i * stepMs - Math.floor(rand() * stepMs * 0.8)
    const hasFile = upload === 'uploaded' || upload === 'processing'
    const episode = pickOf(rand, EPISODE_KINDS)
    const base = product?.name ?? context.channelName
    const numbered = episode === 'Bölüm' || episode === 'Episode'
    const number = numbered ? intIn(rand, 1, 180) : 0
    const title = (numbered ? `${base} ${number}. ${episode}` : `${base} – ${episode}`).slice(0, 100)
    const uploader = context.people.length ? pickOf(rand, context.people) : null
    videos.push({
      id: uuidFrom(rand),
      videoId: hasFile ? platformId(rand, 11) : null,
      video: kind === 'short' ? `${title.slice(0, 90)} #shorts` : title,
      fileName: `${cachedSlug(base).slice(0, 60)}${numbered ? `_${number}` : ''}_${cachedSlug(episode)}.mp4`,
      description: rand() < 0.85 ? pickOf(rand, DESCRIPTIONS) : null,
      privacyStatus: privacy,
      uploader,
      videoKind: kind,
      uploadStatus: upload,
      status,
      loadingStatus: upload === 'uploading' ? intIn(rand, 5, 95) : upload === 'pending' ? 0 : upload === 'failed' ? intIn(rand, 0, 60) : 100,
      monetize: status === 'published' && rand() < 0.65,
      uploadedAt: upload === 'pending' || upload === 'uploading' ? null : new Date(uploadedMs).toISOString(),
      publisher: status === 'published' ? uploader : null,
      publishedAt:
        status === 'published'
          ? new Date(Math.min(uploadedMs + intIn(rand, 1, 48) * HOUR, context.anchor - HOUR)).toISOString()
          : status === 'scheduled'
            ? new Date(context.anchor + intIn(rand, 1, 30) * 24 * HOUR).toISOString()
            : null,
      thirdpartyClaimsCount: rand() < 0.1 ? intIn(rand, 1, 6) : 0,
      productId: product?.id ?? null,
      viewCount: status === 'published' ? Math.floor(Math.exp(rand() * 14)) : 0,
      channelId: context.channelId,
      tags: [pickOf(rand, TAGS), pickOf(rand, TAGS), pickOf(rand, TAGS)].filter((tag, index, all) => all.indexOf(tag) === index),
      categoryId: pickOf(rand, CATEGORIES)[0],
      madeForKids: rand() < 0.05,
      customThumbnail: null,
    })
  }
  return videos
}
