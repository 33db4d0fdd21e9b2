import type { Faker } from '@faker-js/faker'
import type { Playlist, PrivacyStatus } from '@/api/generated/channel/model'
import type { ChannelRecord } from './channel'
import { daysAgo, hashOf, isoDateTime, prng, uuidFrom } from './random'
import { thumbnailPath } from './thumbnail-images'
import type { VideoStore } from './videos'

export interface PlaylistItem {
  /** PlaylistVideo.id */
  id: string
  /** The video record's UUID. */
  videoId: string
}

/** A playlist; its videos are picked from the channel's videos the first time they are needed. */
export interface PlaylistRecord extends Omit<Playlist, 'videoCount'> {
  seedCount: number
  items: PlaylistItem[] | null
}

const NAMES = [
  'Tüm Bölümler',
  'Fragmanlar',
  'Kamera Arkası',
  'En Çok İzlenenler',
  'Shorts',
  '1. Sezon',
  '2. Sezon',
  '3. Sezon',
  'Özel Sahneler',
  'Röportajlar',
  'Klipler',
  'Best of',
  'Full Episodes',
  'Trailers',
  'Yeni Eklenenler',
  'Sezon Finalleri',
]
const PRIVACY: PrivacyStatus[] = ['public', 'public', 'public', 'unlisted', 'private']

export function seedPlaylists(faker: Faker, anchor: number, channels: readonly ChannelRecord[]): PlaylistRecord[] {
  return channels.flatMap((channel, index) => {
    const count = index === 0 ? 40 : faker.number.int({ min: 2, max: 10 })
    return Array.from({ length: count }, (_, n) => {
      const name = n < NAMES.length ? NAMES[n]! : `${faker.helpers.arrayElement(NAMES)} ${Math.floor(n / NAMES.length) + 1}`
      return {
        id: faker.string.uuid(),
        playlist: `${channel.name} – ${name}`.slice(0, 150),
        description: faker.datatype.boolean() ? `${channel.name} kanalının ${name.toLocaleLowerCase('tr')} listesi.` : null,
        thumbnail: thumbnailPath(name, index + n),
        lastModificationTime: isoDateTime(daysAgo(anchor, faker.number.int({ min: 0, max: 700 }))),
        privacyStatus: faker.helpers.arrayElement(PRIVACY),
        channelId: channel.id,
        seedCount: Math.min(faker.number.int({ min: 0, max: index === 0 ? 120 : 25 }), channel.videoCount),
        items: null,
      }
    })
  })
}

/** The playlist's videos in order, picking them from the channel the first time. */
export function playlistItems(playlist: PlaylistRecord, videos: VideoStore): PlaylistItem[] {
  if (!playlist.items) {
    const rand = prng(hashOf(`playlist:${playlist.id}`))
    const candidates = videos.list(playlist.channelId)
    const chosen = new Set<string>()
    for (let guard = 0; chosen.size < Math.min(playlist.seedCount, candidates.length) && guard < playlist.seedCount * 20; guard++) {
      chosen.add(candidates[Math.floor(rand() * candidates.length)]!.id)
    }
    playlist.items = [...chosen].map((videoId) => ({ id: uuidFrom(rand), videoId }))
  }
  return playlist.items
}

export const playlistView = (playlist: PlaylistRecord): Playlist => {
  const { seedCount, items, ...rest } = playlist
  return { ...rest, videoCount: items ? items.length : seedCount }
}
