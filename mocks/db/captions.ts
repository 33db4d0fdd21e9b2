import type { CaptionCue, CaptionKind, CaptionSource, CaptionStatus, CaptionTrack, CaptionTrackStatusChangedEvent } from '@/api/generated/channel/model'
import { checkCues, parseSubtitles, type ProblemCode, type SubtitleFormat } from '@/lib/subtitles'
import { SEED_CUES } from './caption-seed'
import type { VideoRecord } from './videos'

/** Every video plays the same short clip in the mock (public/mock-media): its length bounds the cues. */
export const SAMPLE_CLIP_PATH = '/mock-media/caption-sample.mp4'
export const SAMPLE_CLIP_SECONDS = 12

/** How long the mock "server" takes to read an uploaded file. */
const PROCESSING_MS = 400

export type CaptionRecord = Omit<CaptionTrack, 'needsUpdate' | 'cueCount'> & {
  cues: CaptionCue[]
  /** The version of the video's file the cues were timed against: a replaced file marks the track "needs update". */
  fileVersion: number
}

/** Why the service refuses a file (the message catalogue has the Turkish; the caller's language is chosen when a track is read). */
const REFUSALS: Record<ProblemCode, (line: number) => string> = {
  badHeader: (line) => `Line ${line}: the WEBVTT header is missing.`,
  badTimestamp: (line) => `Line ${line}: a timestamp is malformed.`,
  missingTiming: (line) => `Line ${line}: a cue has no timing line.`,
  endBeforeStart: (line) => `Line ${line}: a cue ends before it starts.`,
  overlap: (line) => `Line ${line}: a cue overlaps the one before it.`,
  pastEnd: (line) => `Line ${line}: a cue ends after the video's end.`,
  empty: (line) => `Line ${line}: a cue is empty.`,
  badSetting: (line) => `Line ${line}: a cue setting is not valid.`,
  longLine: (line) => `Line ${line}: a line is too long.`,
  tooManyLines: (line) => `Line ${line}: a cue has too many lines.`,
  readingSpeed: (line) => `Line ${line}: a cue is too fast to read.`,
}

type StatusListener = (event: CaptionTrackStatusChangedEvent) => void

/** Caption tracks per video, the version of each video's file, and the processing of uploads. */
export class CaptionStore {
  private records: CaptionRecord[] | null = null
  private readonly fileVersions = new Map<string, number>()
  private readonly listeners = new Set<StatusListener>()

  constructor(
    private readonly seedVideos: () => readonly VideoRecord[],
    private readonly anchor: number,
  ) {}

  private all(): CaptionRecord[] {
    if (this.records) return this.records
    const [first, second, third] = this.seedVideos()
    const at = (daysAgo: number) => new Date(this.anchor - daysAgo * 86_400_000).toISOString()
    const seed = (video: VideoRecord | undefined, languageCode: string, status: CaptionStatus, daysAgo: number): CaptionRecord[] =>
      video
        ? [
            {
              id: crypto.randomUUID(),
              videoId: video.id,
              channelId: video.channelId,
              languageCode,
              kind: 'subtitles',
              name: languageCode === 'en' ? 'English' : 'Deutsch',
              status,
              failureReason: null,
              source: 'uploaded',
              cues: SEED_CUES[languageCode] ?? [],
              fileVersion: 1,
              updatedBy: 'Demo Admin',
              updatedAt: at(daysAgo),
            },
          ]
        : []
    // The third video's file was replaced after its English track was timed: that track needs an update.
    if (third) this.fileVersions.set(third.id, 2)
    this.records = [
      ...seed(first, 'en', 'published', 2),
      ...seed(first, 'de', 'draft', 1),
      ...seed(second, 'en', 'published', 5),
      ...seed(third, 'en', 'published', 9),
    ]
    return this.records
  }

  fileVersionOf(videoId: string) {
    this.all()
    return this.fileVersions.get(videoId) ?? 1
  }

  /** The video's file was replaced: every track timed against the old file needs an update. */
  replaceFile(videoId: string) {
    this.fileVersions.set(videoId, this.fileVersionOf(videoId) + 1)
  }

  /** The track's cues were confirmed against the video's current file (saved or published again). */
  retime(record: CaptionRecord) {
    record.fileVersion = this.fileVersionOf(record.videoId)
  }

  view(record: CaptionRecord): CaptionTrack {
    const { cues, fileVersion, ...track } = record
    return { ...track, cueCount: cues.length, needsUpdate: fileVersion !== this.fileVersionOf(record.videoId) }
  }

  ofVideo(videoId: string): CaptionRecord[] {
    return this.all().filter((t) => t.videoId === videoId)
  }

  ofChannel(channelId: string): CaptionRecord[] {
    return this.all().filter((t) => t.channelId === channelId)
  }

  get(id: string): CaptionRecord | undefined {
    return this.all().find((t) => t.id === id)
  }

  /** Languages of a video's published tracks, sorted. */
  publishedLanguages(videoId: string): string[] {
    return [...new Set(this.ofVideo(videoId).flatMap((t) => (t.status === 'published' ? [t.languageCode.toLowerCase()] : [])))].sort()
  }

  add(
    fields: { video: VideoRecord; languageCode: string; kind: CaptionKind; name: string; updatedBy: string; updatedAt: string },
    content: string,
    format: SubtitleFormat,
  ) {
    const record: CaptionRecord = {
      id: crypto.randomUUID(),
      videoId: fields.video.id,
      channelId: fields.video.channelId,
      languageCode: fields.languageCode,
      kind: fields.kind,
      name: fields.name,
      status: 'processing',
      failureReason: null,
      source: 'uploaded' satisfies CaptionSource,
      cues: [],
      fileVersion: this.fileVersionOf(fields.video.id),
      updatedBy: fields.updatedBy,
      updatedAt: fields.updatedAt,
    }
    this.all().push(record)
    const timer = setTimeout(() => void this.process(record, content, format), PROCESSING_MS)
    ;(timer as { unref?: () => void }).unref?.()
    return record
  }

  /** Reads an uploaded file as the real service would: a file with a timing error fails, with the first error as the reason. */
  private async process(record: CaptionRecord, content: string, format: SubtitleFormat) {
    // A track deleted meanwhile is read all the same (it waits in the Trash and may come back), but nobody is told.
    const parsed = await parseSubtitles(content, format)
    const problem = [...parsed.problems, ...checkCues(parsed.cues, SAMPLE_CLIP_SECONDS)].find((p) => p.severity === 'error')
    if (problem || parsed.cues.length === 0) {
      record.status = 'failed'
      record.failureReason = problem ? REFUSALS[problem.code](problem.line) : 'The file has no cues.'
    } else {
      record.status = 'draft'
      record.cues = parsed.cues.map(({ start, end, text }) => ({ start, end, text }))
    }
    if (this.records?.includes(record)) this.announce(record)
  }

  private announce(record: CaptionRecord) {
    const event = { id: record.id, videoId: record.videoId, channelId: record.channelId, status: record.status, failureReason: record.failureReason }
    for (const listener of [...this.listeners]) listener(event)
  }

  /** Takes the track out (into the Trash: the handler keeps it). */
  remove(id: string) {
    this.records = this.all().filter((t) => t.id !== id)
  }

  /** A restored track back with its id; open subtitles pages of its channel read its video's tracks again (CaptionTrackStatusChanged). */
  putBack(record: CaptionRecord) {
    this.all().push(record)
    this.announce(record)
  }

  /** Listens for tracks whose processing finished (the hub's CaptionTrackStatusChanged). */
  onStatusChanged(listener: StatusListener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }
}
