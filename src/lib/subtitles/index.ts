export { parseSubtitles } from './parse'
export { checkCues } from './check'
export { writeSubtitles, formatTimestamp, type SubtitleFormat } from './format'
export type { ProblemCode } from './cue'
