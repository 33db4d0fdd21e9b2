import type { Cue } from './cue'

export type SubtitleFormat = 'srt' | 'vtt'

/** `HH:MM:SS,mmm` (SRT) or `HH:MM:SS.mmm` (WebVTT) of a time in seconds. */
export function formatTimestamp(seconds: number, format: SubtitleFormat): string {
  const ms = Math.max(0, Math.round(seconds * 1000))
  const pad = (value: number, size = 2) => String(value).padStart(size, '0')
  const hh = Math.floor(ms / 3_600_000)
  const mm = Math.floor(ms / 60_000) % 60
  const ss = Math.floor(ms / 1000) % 60
  return `${pad(hh)}:${pad(mm)}:${pad(ss)}${format === 'srt' ? ',' : '.'}${pad(ms % 1000, 3)}`
}

/** The cues written as an SRT or a WebVTT file (LF line ends, numbered from 1). */
export function writeSubtitles(cues: readonly Pick<Cue, 'start' | 'end' | 'text'>[], format: SubtitleFormat): string {
  const blocks = cues.map(
    (cue, index) => `${format === 'srt' ? `${index + 1}\n` : ''}${formatTimestamp(cue.start, format)} --> ${formatTimestamp(cue.end, format)}\n${cue.text}`,
  )
  return format === 'vtt' ? `WEBVTT\n\n${blocks.join('\n\n')}\n` : `${blocks.join('\n\n')}\n`
}
