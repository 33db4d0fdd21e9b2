import type { Faker } from '@faker-js/faker'
import type { Document, DocumentType } from '@/api/generated/channel/model'
import type { ChannelRecord } from './channel'
import type { ParameterData } from './parameter'
import { daysAgo, isoDateTime, slug } from './random'
import { storedPath, type StoredFile, type StoredFiles } from './stored-files'

/** The contract's document rules (channel.yaml, createDocument): these media types, at most 20 MiB. */
export const DOCUMENT_CONTENT_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/csv',
  'text/plain',
] as const
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024
export const DOCUMENT_TYPES: readonly DocumentType[] = ['contract', 'invoice', 'license', 'report', 'other']

/** A document row; `path` is where its bytes are stored (the response's url is made from it per request). */
export type DocumentRecord = Omit<Document, 'url'> & { path: string }

const encoder = new TextEncoder()

/** Characters outside Latin-1 as Windows-1252 bytes, or the nearest letter the font has. */
const WIN_ANSI: Record<string, string> = {
  '\u2013': '\x96',
  '\u2014': '\x97',
  '\u2018': '\x91',
  '\u2019': '\x92',
  '\u201c': '\x93',
  '\u201d': '\x94',
  '\u2026': '\x85',
  '\u20ac': '\x80',
  ş: 's',
  Ş: 'S',
  ğ: 'g',
  Ğ: 'G',
  ı: 'i',
  İ: 'I',
}

/** A one-page PDF with a few lines of text (Helvetica, no fonts embedded), valid enough for any viewer. */
export function textPdf(lines: readonly string[]): Uint8Array {
  // The font's encoding is WinAnsi (Windows-1252): its dashes and quotes are written as their
  // byte, Turkish letters it lacks as the nearest Latin letter, anything else as '?'.
  const latin = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\xff]/g, (c) => WIN_ANSI[c] ?? '?')
  const text = lines.map((line, i) => `BT /F1 ${i === 0 ? 18 : 12} Tf 56 ${780 - i * 28} Td (${latin(line)}) Tj ET`).join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(body.length)
    body += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  // Latin-1 bytes, one per character, so the offsets above stay true. A plain loop: every gateway
  // makes its documents, and Uint8Array.from(string, map) was 6 s of the unit suite's CPU.
  const bytes = new Uint8Array(body.length)
  for (let i = 0; i < body.length; i += 1) bytes[i] = body.charCodeAt(i) & 0xff
  return bytes
}

const KINDS: ReadonlyArray<readonly [DocumentType, string, 'pdf' | 'csv' | 'txt']> = [
  ['contract', 'Yayın Sözleşmesi', 'pdf'],
  ['license', 'Lisans Belgesi', 'pdf'],
  ['invoice', 'Fatura', 'pdf'],
  ['report', 'Aylık Gelir Raporu', 'csv'],
  ['other', 'Toplantı Notları', 'txt'],
]
const CONTENT_TYPE = { pdf: 'application/pdf', csv: 'text/csv', txt: 'text/plain' } as const

function seededFile(kind: 'pdf' | 'csv' | 'txt', name: string, owner: string, uploadedAt: string, rows: number): StoredFile {
  const day = uploadedAt.slice(0, 10)
  const bytes =
    kind === 'pdf'
      ? textPdf([name, owner, day, ...Array.from({ length: rows }, (_, i) => `Madde ${i + 1}: ${owner} ile yapilan anlasmanin kosullari.`)])
      : kind === 'csv'
        ? encoder.encode(
            ['month;views;revenue', ...Array.from({ length: rows }, (_, i) => `${day.slice(0, 7)}-${i + 1};${(i + 3) * 1375};${(i + 2) * 411.5}`)].join('\n') +
              '\n',
          )
        : encoder.encode(`${name}\n${owner}\n${day}\n\n${Array.from({ length: rows }, (_, i) => `- Gündem maddesi ${i + 1}`).join('\n')}\n`)
  return { bytes: new Blob([bytes.slice().buffer], { type: CONTENT_TYPE[kind] }), contentType: CONTENT_TYPE[kind] }
}

/** Documents of the documents page: contracts, licenses and invoices (PDF), revenue reports (CSV), meeting notes (text). */
export function seedDocuments(
  faker: Faker,
  anchor: number,
  parameter: ParameterData,
  channels: readonly ChannelRecord[],
  people: readonly string[],
  files: StoredFiles,
): DocumentRecord[] {
  return Array.from({ length: 36 }, () => {
    const [documentType, title, extension] = faker.helpers.arrayElement(KINDS)
    const owner = faker.datatype.boolean() ? faker.helpers.arrayElement(parameter.companies).name : faker.helpers.arrayElement(channels).name
    const name = `${title} – ${owner}`.slice(0, 200)
    const fileName = `${slug(name, '_').slice(0, 120)}.${extension}`
    const id = faker.string.uuid()
    const uploadedAt = isoDateTime(daysAgo(anchor, faker.number.int({ min: 0, max: 900 })))
    const rows = faker.number.int({ min: 3, max: 20 })
    const path = storedPath(id, fileName)
    // The size is the made file's, so the list and the download agree.
    const file = seededFile(extension, name, owner, uploadedAt, rows)
    files.putAt(path, file)
    return {
      id,
      name,
      documentType,
      fileName,
      sizeBytes: file.bytes.size,
      contentType: file.contentType,
      path,
      uploadedBy: faker.helpers.arrayElement(people),
      uploadedAt,
    }
  })
}
