import type { Faker } from '@faker-js/faker'
import type { Document, DocumentType, Translation } from '@/api/generated/channel/model'
import type { ChannelRecord } from './channel'
import type { ParameterData } from './parameter'
import { daysAgo, isoDateTime, slug } from './random'
import type { VideoRecord } from './videos'

/** Languages videos are translated into, most common first. */
const TRANSLATION_LANGUAGES = ['en', 'ar', 'de', 'ru', 'az', 'es', 'fr', 'fa']
const WORDS: Record<string, Record<string, string>> = {
  en: { Bölüm: 'Episode', Fragman: 'Trailer', 'Kamera Arkası': 'Behind the Scenes', 'Özel Sahne': 'Exclusive Scene', Tanıtım: 'Preview', Röportaj: 'Interview' },
  de: { Bölüm: 'Folge', Fragman: 'Trailer', 'Kamera Arkası': 'Hinter den Kulissen', 'Özel Sahne': 'Exklusive Szene', Tanıtım: 'Vorschau', Röportaj: 'Interview' },
  es: { Bölüm: 'Episodio', Fragman: 'Tráiler', 'Kamera Arkası': 'Detrás de cámaras', 'Özel Sahne': 'Escena exclusiva', Tanıtım: 'Avance', Röportaj: 'Entrevista' },
}

/** The title as a translator would write it: the episode words of the language, the product name kept. */
function translatedTitle(title: string, language: string) {
  const words = WORDS[language]
  if (!words) return `${title} [${language.toUpperCase()}]`.slice(0, 100)
  return Object.entries(words)
    .reduce((text, [tr, other]) => text.replace(tr, other), title)
    .slice(0, 100)
}

/** Translations of the newest videos of a few channels: a handful of languages each, draft or published. */
export function seedTranslations(faker: Faker, anchor: number, videos: readonly VideoRecord[]): Translation[] {
  return videos.flatMap((video) =>
    faker.helpers.arrayElements(TRANSLATION_LANGUAGES.slice(0, 5), { min: 1, max: 4 }).map((languageCode) => ({
      id: faker.string.uuid(),
      videoId: video.id,
      videoTitle: video.video,
      languageCode,
      title: translatedTitle(video.video, languageCode),
      description: video.description ? `${translatedTitle(video.video, languageCode)} — ${languageCode === 'en' ? 'official upload.' : 'çeviri.'}` : null,
      status: faker.number.float() < 0.7 ? ('published' as const) : ('draft' as const),
      updatedAt: isoDateTime(daysAgo(anchor, faker.number.int({ min: 0, max: 200 }))),
    })),
  )
}

const DOCUMENT_KINDS: ReadonlyArray<readonly [DocumentType, string, string, string]> = [
  ['contract', 'Yayın Sözleşmesi', 'pdf', 'application/pdf'],
  ['license', 'Lisans Belgesi', 'pdf', 'application/pdf'],
  ['invoice', 'Fatura', 'pdf', 'application/pdf'],
  ['report', 'Aylık Gelir Raporu', 'xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ['other', 'Toplantı Notları', 'docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
]

/** Documents of the documents page: contracts, licenses, invoices and reports of the companies. */
export function seedDocuments(faker: Faker, anchor: number, parameter: ParameterData, channels: readonly ChannelRecord[], people: readonly string[]): Document[] {
  return Array.from({ length: 36 }, () => {
    const [documentType, title, extension, contentType] = faker.helpers.arrayElement(DOCUMENT_KINDS)
    const owner = faker.datatype.boolean() ? faker.helpers.arrayElement(parameter.companies).name : faker.helpers.arrayElement(channels).name
    const name = `${title} – ${owner}`.slice(0, 200)
    const fileName = `${slug(name, '_').slice(0, 120)}.${extension}`
    const id = faker.string.uuid()
    return {
      id,
      name,
      documentType,
      fileName,
      sizeBytes: faker.number.int({ min: 24_000, max: 8_000_000 }),
      contentType,
      url: `https://files.demo.local/documents/${id}/${fileName}`,
      uploadedBy: faker.helpers.arrayElement(people),
      uploadedAt: isoDateTime(daysAgo(anchor, faker.number.int({ min: 0, max: 900 }))),
    }
  })
}
