// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { allProblems, blocksUpload, checkCues } from './check'
import { decodeSubtitles } from './decode'
import { writeSubtitles } from './format'
import { parseSubtitles } from './parse'

const srtTime = (s: number) => {
  const ms = Math.round(s * 1000)
  const p = (n: number, w = 2) => String(n).padStart(w, '0')
  return `${p(Math.floor(ms / 3600000))}:${p(Math.floor(ms / 60000) % 60)}:${p(Math.floor(ms / 1000) % 60)},${p(ms % 1000, 3)}`
}

/** A 200-cue file as a subtitling tool writes it: 2.5 s cues every 3 s, three of them starting 0.5 s early. */
function twoHundredCues(overlapping: readonly number[]) {
  return Array.from({ length: 200 }, (_, i) => {
    const start = i * 3 - (overlapping.includes(i + 1) ? 1 : 0)
    return `${i + 1}\n${srtTime(start)} --> ${srtTime(i * 3 + 2.5)}\nKonuşma ${i + 1}: bugün hava çok güzel.\n`
  }).join('\n')
}

async function check(text: string, duration: number | null = 700, format?: 'srt' | 'vtt') {
  const parsed = await parseSubtitles(text, format)
  const problems = allProblems(parsed.problems, checkCues(parsed.cues, duration))
  return { ...parsed, problems, errors: problems.filter((p) => p.severity === 'error'), blocked: blocksUpload(problems) }
}

/** Turkish text as Windows-1254 bytes (what Notepad and old subtitle tools save as "ANSI" on a Turkish Windows). */
function windows1254(text: string): Uint8Array {
  const table: Record<string, number> = { ğ: 0xf0, Ğ: 0xd0, ı: 0xfd, İ: 0xdd, ş: 0xfe, Ş: 0xde, ç: 0xe7, Ç: 0xc7, ö: 0xf6, Ö: 0xd6, ü: 0xfc, Ü: 0xdc }
  return Uint8Array.from([...text].map((ch) => table[ch] ?? ch.charCodeAt(0)))
}

describe('subtitle checker', () => {
  it('finds exactly the three overlaps of a 200-cue file, each with its cue and line, and blocks it', async () => {
    const result = await check(twoHundredCues([17, 88, 150]))
    expect(result.cues).toHaveLength(200)
    expect(result.errors).toEqual([
      { severity: 'error', code: 'overlap', cue: 17, line: 16 * 4 + 2, value: 16 },
      { severity: 'error', code: 'overlap', cue: 88, line: 87 * 4 + 2, value: 87 },
      { severity: 'error', code: 'overlap', cue: 150, line: 149 * 4 + 2, value: 149 },
    ])
    expect(result.blocked).toBe(true)
  })

  it('passes the same file without overlaps', async () => {
    const result = await check(twoHundredCues([]))
    expect(result.problems).toEqual([])
    expect(result.blocked).toBe(false)
  })

  it('reports malformed timestamps, an end before its start, a missing timing line, an empty cue and a cue past the video', async () => {
    const text = [
      '1',
      '00:00:01,000 --> 00:00:02,000',
      'Merhaba',
      '',
      '2',
      '00:00:0x,000 --> 00:00:04,000',
      'Bozuk zaman',
      '',
      '3',
      '00:00:06,000 --> 00:00:05,000',
      'Geri giden',
      '',
      '4',
      '00:00:07,000 -> 00:00:08,000',
      'Ok eksik',
      '',
      '5',
      '00:00:09,000 --> 00:00:10,000',
      '',
      '6',
      '00:00:11,000 --> 00:00:13,000',
      'Videodan sonra',
      '',
    ].join('\n')
    const result = await check(text, 12)
    expect(result.errors.map(({ code, cue, line }) => ({ code, cue, line }))).toEqual([
      { code: 'badTimestamp', cue: 2, line: 6 },
      { code: 'endBeforeStart', cue: 3, line: 10 },
      { code: 'missingTiming', cue: 4, line: 13 },
      { code: 'empty', cue: 5, line: 18 },
      { code: 'pastEnd', cue: 6, line: 21 },
    ])
    expect(result.blocked).toBe(true)
  })

  it('warns about long lines, a third line and fast reading without blocking', async () => {
    const long = 'Bu satır kırk iki karakterden çok daha uzun bir altyazı satırı'
    const text = `1\n00:00:01,000 --> 00:00:05,000\n${long}\n\n2\n00:00:06,000 --> 00:00:09,000\nbir\niki\nüç\n\n3\n00:00:10,000 --> 00:00:11,000\nÇok hızlı okunması gereken uzun bir cümle\n`
    const result = await check(text)
    expect(result.problems.map(({ severity, code, cue, line }) => ({ severity, code, cue, line }))).toEqual([
      { severity: 'warning', code: 'longLine', cue: 1, line: 3 },
      { severity: 'warning', code: 'tooManyLines', cue: 2, line: 6 },
      { severity: 'warning', code: 'readingSpeed', cue: 3, line: 12 },
    ])
    expect(result.problems[0]!.value).toBe([...long].length)
    expect(result.problems[2]!.value).toBe(41)
    expect(result.blocked).toBe(false)
  })

  it('reads UTF-8 with a byte-order mark and CRLF line ends', async () => {
    const text = '1\r\n00:00:01,000 --> 00:00:02,000\r\nÇığlık şöyle\r\n\r\n2\r\n00:00:03,000 --> 00:00:04,000\r\nİkinci\r\n'
    const decoded = decodeSubtitles(new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]))
    expect(decoded.encoding).toBe('utf-8')
    const result = await check(decoded.text)
    expect(result.cues.map((c) => [c.number, c.line, c.start, c.end, c.text])).toEqual([
      [1, 2, 1, 2, 'Çığlık şöyle'],
      [2, 6, 3, 4, 'İkinci'],
    ])
    expect(result.problems).toEqual([])
  })

  it('reads Turkish text saved as Windows-1254 and says it converted it', async () => {
    const decoded = decodeSubtitles(windows1254('1\r\n00:00:01,000 --> 00:00:02,000\r\nŞoför ığdırlı, Çağrı İzmirli\r\n'))
    expect(decoded.encoding).toBe('windows-1254')
    expect((await check(decoded.text)).cues[0]!.text).toBe('Şoför ığdırlı, Çağrı İzmirli')
  })

  it('reads WebVTT with a header, STYLE and NOTE blocks, cue ids and settings, and numbers the lines of the file', async () => {
    const text = [
      'WEBVTT - Bölüm 1',
      '',
      'STYLE',
      '::cue { color: yellow }',
      '',
      'NOTE çevirmen notu',
      'iki satır',
      '',
      'giris',
      '00:01.000 --> 00:02.500 align:start line:90%',
      '<v Ayşe>Merhaba</v>',
      '',
      'NOTE tek satır',
      '',
      '00:03.000 --> 00:04.000',
      '<i>Nasılsın?</i>',
      '',
    ].join('\n')
    const result = await check(text)
    expect(result.format).toBe('vtt')
    expect(result.cues.map((c) => [c.number, c.line, c.start, c.end, c.text])).toEqual([
      [1, 10, 1, 2.5, '<v Ayşe>Merhaba</v>'],
      [2, 15, 3, 4, '<i>Nasılsın?</i>'],
    ])
    expect(result.problems).toEqual([])
  })

  it('reports a WebVTT file without its header', async () => {
    const result = await check('WEBVT\n\n00:01.000 --> 00:02.000\nA\n', 700, 'vtt')
    expect(result.errors[0]).toMatchObject({ code: 'badHeader', line: 1 })
  })

  it('writes SRT and WebVTT that read back to the same cues', async () => {
    const cues = [
      { start: 1.2, end: 3.456, text: 'Bir\niki' },
      { start: 3661.001, end: 3662, text: 'Üç' },
    ]
    for (const format of ['srt', 'vtt'] as const) {
      const written = writeSubtitles(cues, format)
      const back = await parseSubtitles(written)
      expect(back.format).toBe(format)
      expect(back.cues.map(({ start, end, text }) => ({ start, end, text }))).toEqual(cues)
    }
    expect(writeSubtitles(cues, 'srt')).toBe('1\n00:00:01,200 --> 00:00:03,456\nBir\niki\n\n2\n01:01:01,001 --> 01:01:02,000\nÜç\n')
  })
})
