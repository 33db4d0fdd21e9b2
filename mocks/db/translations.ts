import type { Faker } from '@faker-js/faker'
import type { Translation, TranslationItemType } from '@/api/generated/channel/model'
import type { ChannelRecord } from './channel'
import type { PlaylistRecord } from './playlists'
import { daysAgo, isoDateTime } from './random'
import type { VideoRecord } from './videos'

/** Languages items are translated into, most common first; the first three are the platform's targets. */
const TRANSLATION_LANGUAGES = ['en', 'de', 'ar', 'ru', 'az', 'es', 'fr', 'fa'] as const
export const TARGET_LANGUAGES = TRANSLATION_LANGUAGES.slice(0, 3)

/** What a translation is of, as stored: the translated texts plus the original they were written from. */
export type TranslationRecord = Pick<Translation, 'id' | 'itemType' | 'itemId' | 'languageCode' | 'title' | 'description' | 'status' | 'updatedAt'> & {
  /** The original title and description when the translation was last saved: a change since marks it "needs update". */
  basis: string
}

/** The original text of an item now, and its channel. */
export interface TranslationSourceText {
  title: string
  description: string | null
  channelId: string
  channelName: string
}

export const basisOf = (source: Pick<TranslationSourceText, 'title' | 'description'>) => `${source.title}\n${source.description ?? ''}`

const WORDS: Record<string, Record<string, string>> = {
  en: {
    Bölüm: 'Episode',
    Fragman: 'Trailer',
    'Kamera Arkası': 'Behind the Scenes',
    'Özel Sahne': 'Exclusive Scene',
    Tanıtım: 'Preview',
    Röportaj: 'Interview',
    Sezon: 'Season',
    'Tüm Bölümler': 'All Episodes',
    Fragmanlar: 'Trailers',
  },
  de: {
    Bölüm: 'Folge',
    Fragman: 'Trailer',
    'Kamera Arkası': 'Hinter den Kulissen',
    'Özel Sahne': 'Exklusive Szene',
    Tanıtım: 'Vorschau',
    Röportaj: 'Interview',
    Sezon: 'Staffel',
    'Tüm Bölümler': 'Alle Folgen',
    Fragmanlar: 'Trailer',
  },
  es: {
    Bölüm: 'Episodio',
    Fragman: 'Tráiler',
    'Kamera Arkası': 'Detrás de cámaras',
    'Özel Sahne': 'Escena exclusiva',
    Tanıtım: 'Avance',
    Röportaj: 'Entrevista',
    Sezon: 'Temporada',
  },
}

/** The title as a translator would write it: the episode words of the language, the product name kept. */
function translatedTitle(title: string, language: string) {
  const words = WORDS[language]
  if (!words) return `${title} [${language.toUpperCase()}]`.slice(0, 100)
  return Object.entries(words)
    .reduce((text, [tr, other]) => text.replace(tr, other), title)
    .slice(0, 100)
}

interface SeedItem {
  itemType: TranslationItemType
  itemId: string
  source: Pick<TranslationSourceText, 'title' | 'description'>
}

/**
 * Translations of the newest videos of the first channels (Atlas Arşiv most of all), of some
 * playlists and of the channels themselves: a handful of languages each, draft or published; about
 * one in seven was written from an older original, so it needs an update.
 */
export function seedTranslations(
  faker: Faker,
  anchor: number,
  channels: readonly ChannelRecord[],
  videosOf: (channelId: string) => readonly VideoRecord[],
  playlists: readonly PlaylistRecord[],
): TranslationRecord[] {
  const items: SeedItem[] = []
  channels.slice(0, 5).forEach((channel, index) => {
    const newest = videosOf(channel.id)
      .filter((v) => v.uploadStatus === 'uploaded')
      .slice(0, index === 0 ? 60 : 15)
    for (const video of newest) items.push({ itemType: 'video', itemId: video.id, source: { title: video.video, description: video.description } })
    items.push({ itemType: 'channel', itemId: channel.id, source: { title: channel.name, description: null } })
  })
  for (const playlist of playlists.filter((p) => p.channelId === channels[0]?.id).slice(0, 8))
    items.push({ itemType: 'playlist', itemId: playlist.id, source: { title: playlist.playlist, description: playlist.description } })

  return items.flatMap((item) => {
    const languages = faker.helpers.arrayElements(TRANSLATION_LANGUAGES.slice(0, 5), { min: 1, max: 4 })
    return languages.map((languageCode): TranslationRecord => {
      const stale = faker.number.float() < 0.14
      const title = translatedTitle(item.source.title, languageCode)
      return {
        id: faker.string.uuid(),
        itemType: item.itemType,
        itemId: item.itemId,
        languageCode,
        title,
        description: item.source.description ? `${title} — ${languageCode === 'en' ? 'official upload.' : 'çeviri.'}` : null,
        status: faker.number.float() < 0.7 ? 'published' : 'draft',
        updatedAt: isoDateTime(daysAgo(anchor, faker.number.int({ min: 0, max: 200 }))),
        // A stale one was written when the original read differently.
        basis: stale ? basisOf({ title: `${item.source.title} (ilk sürüm)`, description: item.source.description }) : basisOf(item.source),
      }
    })
  })
}
