import { PALETTE } from './random'
import { STORED_FILES_PREFIX, type StoredFile } from './stored-files'

/**
 * The mock's generated thumbnails (videos, playlists, thumbnail candidates): small PNG pictures
 * at a same-origin address, `/mock-files/generated/<colour>-<letters>.png`, drawn from the
 * address itself (nothing is stored). A list shows them like a real image service's: the
 * browser fetches and decodes a raster picture once per address (off the main thread) and
 * shares it between rows, where an inline `data:` SVG made it build a whole SVG document per row
 * on the main thread (about a third of a scrolled frame's work).
 */
export const GENERATED_PREFIX = `${STORED_FILES_PREFIX}generated/`

const WIDTH = 160
const HEIGHT = 90
const TURKISH: Record<string, string> = { ç: 'C', ğ: 'G', ı: 'I', i: 'I', ö: 'O', ş: 'S', ü: 'U', Ç: 'C', Ğ: 'G', İ: 'I', Ö: 'O', Ş: 'S', Ü: 'U' }

/** Up to two letters or digits of a name, in upper-case ASCII ("Özel Sahne" → "OZ"). */
export function initialsOf(label: string): string {
  return [...label]
    .map(
      (c) =>
        TURKISH[c] ??
        c
          .normalize('NFKD')
          .replace(/[\u0300-\u036f]/g, '')
          .toUpperCase(),
    )
    .join('')
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 2)
}

/** The same-origin path of a generated thumbnail: a colour from the seed and the label's first letters. */
export function thumbnailPath(label: string, colourSeed: number): string {
  const colour = Math.abs(Math.trunc(colourSeed)) % PALETTE.length
  const letters = initialsOf(label)
  return `${GENERATED_PREFIX}${colour}${letters ? `-${letters}` : ''}.png`
}

const NAME = /^(\d{1,2})(?:-([A-Z0-9]{1,2}))?\.png$/
const made = new Map<string, StoredFile>()

/** The picture at a generated path, or undefined when the path is not one (a 404). */
export function generatedFile(path: string): StoredFile | undefined {
  if (!path.startsWith(GENERATED_PREFIX)) return undefined
  const name = path.slice(GENERATED_PREFIX.length)
  const known = made.get(name)
  if (known) return known
  const match = NAME.exec(name)
  const colour = match ? PALETTE[Number(match[1])] : undefined
  if (!match || !colour) return undefined
  const file: StoredFile = { bytes: new Blob([thumbnailPng(colour, match[2] ?? '')], { type: 'image/png' }), contentType: 'image/png' }
  made.set(name, file)
  return file
}

/** 5×7 glyphs, a row per string ('#' lit). */
const GLYPHS: Record<string, string> = {
  A: '.###. #...# #...# ##### #...# #...# #...#',
  B: '####. #...# #...# ####. #...# #...# ####.',
  C: '.###. #...# #.... #.... #.... #...# .###.',
  D: '####. #...# #...# #...# #...# #...# ####.',
  E: '##### #.... #.... ####. #.... #.... #####',
  F: '##### #.... #.... ####. #.... #.... #....',
  G: '.###. #...# #.... #.### #...# #...# .####',
  H: '#...# #...# #...# ##### #...# #...# #...#',
  I: '.###. ..#.. ..#.. ..#.. ..#.. ..#.. .###.',
  J: '..### ...#. ...#. ...#. ...#. #..#. .##..',
  K: '#...# #..#. #.#.. ##... #.#.. #..#. #...#',
  L: '#.... #.... #.... #.... #.... #.... #####',
  M: '#...# ##.## #.#.# #.#.# #...# #...# #...#',
  N: '#...# #...# ##..# #.#.# #..## #...# #...#',
  O: '.###. #...# #...# #...# #...# #...# .###.',
  P: '####. #...# #...# ####. #.... #.... #....',
  Q: '.###. #...# #...# #...# #.#.# #..#. .##.#',
  R: '####. #...# #...# ####. #.#.. #..#. #...#',
  S: '.#### #.... #.... .###. ....# ....# ####.',
  T: '##### ..#.. ..#.. ..#.. ..#.. ..#.. ..#..',
  U: '#...# #...# #...# #...# #...# #...# .###.',
  V: '#...# #...# #...# #...# #...# .#.#. ..#..',
  W: '#...# #...# #...# #.#.# #.#.# #.#.# .#.#.',
  X: '#...# #...# .#.#. ..#.. .#.#. #...# #...#',
  Y: '#...# #...# .#.#. ..#.. ..#.. ..#.. ..#..',
  Z: '##### ....# ...#. ..#.. .#... #.... #####',
  '0': '.###. #...# #..## #.#.# ##..# #...# .###.',
  '1': '..#.. .##.. ..#.. ..#.. ..#.. ..#.. .###.',
  '2': '.###. #...# ....# ...#. ..#.. .#... #####',
  '3': '####. ....# ....# .###. ....# ....# ####.',
  '4': '...#. ..##. .#.#. #..#. ##### ...#. ...#.',
  '5': '##### #.... ####. ....# ....# #...# .###.',
  '6': '..##. .#... #.... ####. #...# #...# .###.',
  '7': '##### ....# ...#. ..#.. .#... .#... .#...',
  '8': '.###. #...# #...# .###. #...# #...# .###.',
  '9': '.###. #...# #...# .#### ....# ...#. .##..',
}

const SCALE = 5
const GAP = 5
/** Palette indexes: the colour, a darker band along the bottom (a video frame's bar), white. */
const [FILL, BAND, INK] = [0, 1, 2]

/**
 * A 160×90 PNG, 2 bits per pixel with a 3-colour palette (about 3.8 KB): the colour, a darker bar
 * along the bottom, the letters in white in the middle. Written without a compressor (stored
 * deflate blocks), so the same bytes come out in Node and in the browser.
 */
export function thumbnailPng(colour: string, letters: string): Uint8Array<ArrayBuffer> {
  const pixels = new Uint8Array(WIDTH * HEIGHT).fill(FILL)
  for (let y = HEIGHT - 8; y < HEIGHT; y++) pixels.fill(BAND, y * WIDTH, (y + 1) * WIDTH)
  const glyphs = [...letters].map((c) => GLYPHS[c]?.split(' ')).filter((g): g is string[] => Boolean(g))
  const textWidth = glyphs.length * 5 * SCALE + Math.max(0, glyphs.length - 1) * GAP
  const left = Math.floor((WIDTH - textWidth) / 2)
  const top = Math.floor((HEIGHT - 8 - 7 * SCALE) / 2)
  glyphs.forEach((rows, index) => {
    const x0 = left + index * (5 * SCALE + GAP)
    rows.forEach((row, gy) => {
      for (let gx = 0; gx < 5; gx++) {
        if (row[gx] !== '#') continue
        for (let dy = 0; dy < SCALE; dy++)
          pixels.fill(INK, (top + gy * SCALE + dy) * WIDTH + x0 + gx * SCALE, (top + gy * SCALE + dy) * WIDTH + x0 + (gx + 1) * SCALE)
      }
    })
  })
  // Scanlines: a filter byte (0, none) and four pixels a byte.
  const stride = WIDTH / 4 + 1
  const raw = new Uint8Array(stride * HEIGHT)
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) raw[y * stride + 1 + (x >> 2)]! |= pixels[y * WIDTH + x]! << (6 - 2 * (x & 3))
  }
  const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))
  const band = rgb(colour).map((v) => Math.round(v * 0.7))
  return concat([
    Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
    chunk('IHDR', concat([u32(WIDTH), u32(HEIGHT), Uint8Array.of(2, 3, 0, 0, 0)])),
    chunk('PLTE', Uint8Array.from([...rgb(colour), ...band, 255, 255, 255])),
    chunk('IDAT', zlibStored(raw)),
    chunk('IEND', new Uint8Array(0)),
  ])
}

function concat(parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}

const u32 = (value: number) => Uint8Array.of(value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255)

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 255]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const typed = concat([new TextEncoder().encode(type), data])
  return concat([u32(data.length), typed, u32(crc32(typed))])
}

/** A zlib stream of stored (uncompressed) deflate blocks. */
function zlibStored(data: Uint8Array): Uint8Array {
  const blocks: Uint8Array[] = [Uint8Array.of(0x78, 0x01)]
  for (let at = 0; at < data.length || at === 0; at += 65535) {
    const part = data.subarray(at, at + 65535)
    const last = at + 65535 >= data.length ? 1 : 0
    blocks.push(Uint8Array.of(last, part.length & 255, part.length >>> 8, ~part.length & 255, (~part.length >>> 8) & 255), part)
    if (data.length === 0) break
  }
  let a = 1
  let b = 0
  for (const byte of data) {
    a = (a + byte) % 65521
    b = (b + a) % 65521
  }
  blocks.push(u32(((b << 16) | a) >>> 0))
  return concat(blocks)
}
