import type { Cue, Problem } from './cue'

/** The house style of the platform's subtitles (Netflix's and the BBC's guides agree on these). */
const SUBTITLE_LIMITS = { lineLength: 42, lines: 2, charsPerSecond: 20 } as const

/** What a viewer reads: the text without WebVTT tags (`<i>`, `<v Bob>`) and with line ends not counted. */
const visible = (text: string) => text.replace(/<[^>]*>/g, '')
const length = (text: string) => [...text].length

/**
 * The timing and reading checks of a track, cue by cue (the parser's problems are the file's).
 * Errors: an empty cue, a cue overlapping the one before it, a cue ending after the video, an end
 * not after its start. Warnings: a line over 42 characters, more than 2 lines, over 20
 * characters a second.
 */
export function checkCues(cues: readonly Cue[], videoDuration: number | null): Problem[] {
  const problems: Problem[] = []
  cues.forEach((cue, index) => {
    const at = { cue: cue.number, line: cue.line }
    const text = visible(cue.text).trim()
    if (text === '') problems.push({ severity: 'error', code: 'empty', ...at })
    if (cue.end <= cue.start) problems.push({ severity: 'error', code: 'endBeforeStart', ...at })
    const before = cues[index - 1]
    if (before && cue.start < before.end) problems.push({ severity: 'error', code: 'overlap', ...at, value: before.number })
    if (videoDuration !== null && cue.end > videoDuration) problems.push({ severity: 'error', code: 'pastEnd', ...at, value: videoDuration })
    if (text === '') return
    const lines = text.split('\n')
    lines.forEach((line, offset) => {
      if (length(line) > SUBTITLE_LIMITS.lineLength)
        problems.push({ severity: 'warning', code: 'longLine', cue: cue.number, line: cue.line ? cue.line + 1 + offset : 0, value: length(line) })
    })
    if (lines.length > SUBTITLE_LIMITS.lines) problems.push({ severity: 'warning', code: 'tooManyLines', ...at, value: lines.length })
    const duration = cue.end - cue.start
    const speed = duration > 0 ? length(lines.join('')) / duration : 0
    if (speed > SUBTITLE_LIMITS.charsPerSecond) problems.push({ severity: 'warning', code: 'readingSpeed', ...at, value: Math.round(speed * 10) / 10 })
  })
  return problems
}

/** Problems of the file, then of its cues, in the order of their lines. */
export function allProblems(parsed: readonly Problem[], checked: readonly Problem[]): Problem[] {
  return [...parsed, ...checked].sort((a, b) => a.line - b.line || (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1))
}

export const blocksUpload = (problems: readonly Problem[]) => problems.some((p) => p.severity === 'error')
