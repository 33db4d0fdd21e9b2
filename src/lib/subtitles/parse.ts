import { ParseErrorCode, parseText, parseVTTTimestamp, type ParseError } from 'media-captions'
import type { Cue, Problem } from './cue'
import type { SubtitleFormat } from './format'

/**
 * Reading an SRT or WebVTT file is media-captions' job (Vidstack's parser: both formats, CRLF,
 * STYLE/NOTE/REGION blocks, errors with their line). What it does not give is written here:
 * the line of each cue (its cues carry none), and the cues it drops without a word (an end not
 * after its start, an SRT block with no timing line). docs/decisions.md says why.
 */
export interface ParsedSubtitles {
  format: SubtitleFormat
  cues: Cue[]
  problems: Problem[]
}

/** A cue block of the file: its number and the line of its timing line (null when it has none). */
interface CueBlock {
  number: number
  /** The first line of the block, from 1. */
  first: number
  timing: { line: number; start: number | null; end: number | null } | null
}

const detectFormat = (text: string): SubtitleFormat => (/^\uFEFF?WEBVTT(?:[ \t\r\n]|$)/.test(text) ? 'vtt' : 'srt')

const seconds = (raw: string | undefined) => (raw ? parseVTTTimestamp(raw.trim().replace(',', '.')) : null)

/** The blocks between blank lines that are cues (not a WebVTT header, NOTE, STYLE or REGION), numbered from 1. */
function cueBlocks(lines: readonly string[], format: SubtitleFormat): CueBlock[] {
  const blocks: CueBlock[] = []
  let first = -1
  let seen = 0
  lines.forEach((text, index) => {
    if (text.trim() === '') first = -1
    else if (first < 0) {
      first = index
      seen++
      if (format === 'vtt' && (seen === 1 || /^(NOTE|STYLE|REGION)(?:[ \t]|$)/.test(text))) return
      const at = lines.slice(index, index + 2).findIndex((l) => l.includes('-->'))
      const timingText = lines[index + at] ?? ''
      const [start, rest = ''] = timingText.split('-->')
      blocks.push({
        number: blocks.length + 1,
        first: index + 1,
        timing: at < 0 ? null : { line: index + at + 1, start: seconds(start), end: seconds(rest.trim().split(/[ \t]+/)[0]) },
      })
    }
  })
  return blocks
}

/** The cues and the file's problems; the format is the file name's (`.vtt`, `.srt`) or, without one, what the text says. */
export async function parseSubtitles(raw: string, format: SubtitleFormat = detectFormat(raw)): Promise<ParsedSubtitles> {
  const text = raw.replace(/^\uFEFF/, '')
  const lines = text.split(/\r\n|\r|\n/)
  const result = await parseText(text, { type: format, errors: true })
  const blocks = cueBlocks(lines, format)
  const cueAt = new Map(blocks.flatMap((block) => (block.timing ? [[block.timing.line, block.number] as const] : [])))
  const problems: Problem[] = []
  const reported = new Set<number>()

  for (const error of result.errors as ParseError[]) {
    if (error.code === ParseErrorCode.BadSignature) problems.push({ severity: 'error', code: 'badHeader', cue: null, line: error.line })
    else if (error.code === ParseErrorCode.BadTimestamp) {
      reported.add(error.line)
      problems.push({ severity: 'error', code: 'badTimestamp', cue: cueAt.get(error.line) ?? null, line: error.line })
    } else problems.push({ severity: 'warning', code: 'badSetting', cue: cueAt.get(error.line) ?? null, line: error.line })
  }

  // The parser's cues follow the timing lines it accepted, in order: pair them up by their times.
  const cues: Cue[] = []
  let next = 0
  for (const { number, first, timing } of blocks) {
    if (!timing) {
      problems.push({ severity: 'error', code: 'missingTiming', cue: number, line: first })
      continue
    }
    const accepted = result.cues[next]
    if (accepted && timing.start === accepted.startTime && timing.end === accepted.endTime) {
      next++
      cues.push({ number, line: timing.line, start: accepted.startTime, end: accepted.endTime, text: accepted.text.trim() })
      continue
    }
    if (reported.has(timing.line)) continue
    if (timing.start === null || timing.end === null) problems.push({ severity: 'error', code: 'badTimestamp', cue: number, line: timing.line })
    else if (timing.end <= timing.start) problems.push({ severity: 'error', code: 'endBeforeStart', cue: number, line: timing.line })
  }
  return { format, cues, problems }
}
