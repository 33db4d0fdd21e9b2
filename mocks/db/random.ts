/**
 * Cheap deterministic helpers for the seed. faker is used for names and words; bulk rows (the
 * 10,000 videos) use this PRNG instead, because a full faker call per field is too slow for them.
 */

/** mulberry32: a tiny seeded PRNG returning floats in [0, 1). */
export function prng(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** A 32-bit hash of a string, to derive independent seeds from names. */
export function hashOf(text: string, seed = 0x9e3779b9): number {
  let hash = seed | 0
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return hash >>> 0
}

export type Rand = () => number

export const intIn = (rand: Rand, min: number, max: number) => min + Math.floor(rand() * (max - min + 1))

export function pickOf<T>(rand: Rand, items: readonly T[]): T {
  const item = items[Math.floor(rand() * items.length)]
  if (item === undefined) throw new Error('pickOf: empty list')
  return item
}

const hex8 = (rand: Rand) =>
  Math.floor(rand() * 4_294_967_296)
    .toString(16)
    .padStart(8, '0')

/** A version-4 shaped UUID from the PRNG. */
export function uuidFrom(rand: Rand): string {
  const a = hex8(rand)
  const b = hex8(rand)
  const c = hex8(rand)
  const d = hex8(rand)
  const variant = ((parseInt(c[0]!, 16) & 3) | 8).toString(16)
  return `${a}-${b.slice(0, 4)}-4${b.slice(5, 8)}-${variant}${c.slice(1, 4)}-${c.slice(4, 8)}${d}`
}

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'

/** A platform-style id (`dQw4w9WgXcQ` for videos, `UC…` for channels). */
export function platformId(rand: Rand, length: number, prefix = ''): string {
  let out = prefix
  for (let i = 0; i < length; i++) out += ID_CHARS[Math.floor(rand() * ID_CHARS.length)]
  return out
}

export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)

const DAY_MS = 86_400_000

/**
 * The instant the seed's relative dates count from: the start of the current UTC day. The
 * same seed gives the same records all day, while "3 days ago" stays recent in the UI.
 */
export const seedAnchor = (now = Date.now()) => Math.floor(now / DAY_MS) * DAY_MS

export const daysAgo = (anchor: number, days: number) => new Date(anchor - days * DAY_MS)
export const isoDateTime = (date: Date | number) => new Date(date).toISOString()
/** `YYYY-MM-DD`. */
export const isoDate = (date: Date | number) => new Date(date).toISOString().slice(0, 10)

const TURKISH: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', İ: 'i', ö: 'o', ş: 's', ü: 'u', Ç: 'c', Ğ: 'g', Ö: 'o', Ş: 's', Ü: 'u' }

/** Lower-case ASCII slug of a name, for email addresses and keys. */
export function slug(text: string, separator = '.'): string {
  return text
    .replace(/[çğıİöşüÇĞÖŞÜ]/g, (c) => TURKISH[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, separator)
    .replace(new RegExp(`^\\${separator}+|\\${separator}+$`, 'g'), '')
}

/** A Turkish mobile number in E.164 form (+905XXXXXXXXX). */
export function turkishMobile(rand: Rand): string {
  const operator = pickOf(rand, ['30', '32', '33', '35', '36', '38', '41', '42', '44', '46', '52', '53', '54', '55', '59'])
  let rest = ''
  for (let i = 0; i < 7; i++) rest += String(Math.floor(rand() * 10))
  return `+905${operator}${rest}`
}

export const PALETTE = ['#00a97c', '#03936c', '#0f6cbd', '#8764b8', '#c239b3', '#d13438', '#ca5010', '#986f0b', '#498205', '#005b70', '#4f6bed', '#637cef']

/**
 * A small inline SVG image as a data URI. Thumbnails and avatars of the mock never leave the
 * page, so an offline browser (and Lighthouse) sees no failed image requests.
 */
export function svgImage(label: string, colourSeed: number, width = 320, height = 180): string {
  const colour = PALETTE[colourSeed % PALETTE.length] ?? '#00a97c'
  const text = label
    .replace(/[<>&"']/g, '')
    .slice(0, 2)
    .toUpperCase()
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="${colour}"/><text x="50%" y="54%" font-family="sans-serif" font-size="${Math.round(height / 3)}" fill="#fff" text-anchor="middle" dominant-baseline="middle">${text}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}
