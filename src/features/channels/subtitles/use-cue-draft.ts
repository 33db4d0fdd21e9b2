import { useCallback, useState } from 'react'
import type { CaptionCue } from '@/api/generated/channel/model'
import { readJson, removeKeys, tabStore, writeJson } from '@/lib/safe-storage'

const draftKey = (trackId: string) => `subtitles_draft_${trackId}`

const isCues = (value: unknown): value is CaptionCue[] =>
  Array.isArray(value) &&
  value.every(
    (cue: unknown) =>
      typeof cue === 'object' &&
      cue !== null &&
      typeof (cue as CaptionCue).start === 'number' &&
      typeof (cue as CaptionCue).end === 'number' &&
      typeof (cue as CaptionCue).text === 'string',
  )

/**
 * The cues being edited, kept in this tab's storage on every change: a reload or a slip of the
 * back button loses nothing. A kept draft wins over the server's cues until it is saved or discarded.
 */
export function useCueDraft(trackId: string, serverCues: readonly CaptionCue[]) {
  const [kept] = useState(() => {
    const stored = readJson(draftKey(trackId), tabStore())
    return isCues(stored) ? stored : null
  })
  const [cues, setCues] = useState<CaptionCue[]>(() => kept ?? [...serverCues])
  const [dirty, setDirty] = useState(kept !== null)

  const change = useCallback(
    (next: CaptionCue[]) => {
      setCues(next)
      setDirty(true)
      writeJson(draftKey(trackId), next, tabStore())
    },
    [trackId],
  )
  const forget = useCallback(
    (next: readonly CaptionCue[]) => {
      removeKeys([draftKey(trackId)], tabStore())
      setCues([...next])
      setDirty(false)
    },
    [trackId],
  )
  return { cues, dirty, change, forget }
}
