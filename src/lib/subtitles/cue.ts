/** One cue as the checker and the editor see it: times in seconds, text lines joined by `\n`. */
export interface Cue {
  /** Its place in the file, from 1 (what the user calls "cue 17"). */
  number: number
  /** The line of its timing line in the file, from 1 (0 for a cue added in the editor). */
  line: number
  start: number
  end: number
  text: string
}

export type ProblemCode =
  | 'badHeader'
  | 'badTimestamp'
  | 'missingTiming'
  | 'endBeforeStart'
  | 'overlap'
  | 'pastEnd'
  | 'empty'
  | 'badSetting'
  | 'longLine'
  | 'tooManyLines'
  | 'readingSpeed'

/** A problem of a file or of a cue: errors block the upload, warnings do not. */
export interface Problem {
  severity: 'error' | 'warning'
  code: ProblemCode
  /** The cue's number, or null for the file as a whole. */
  cue: number | null
  line: number
  /** The number the problem is about: the cue it overlaps, the line's length, characters a second… */
  value?: number
}
