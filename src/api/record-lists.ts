/**
 * The fields of an answer's body that hold a list of records carrying their versions: a page's
 * `items`, a video's caption `tracks`. The gateway stamps them; the mutator remembers them.
 */
export const RECORD_LIST_FIELDS = ['items', 'tracks'] as const

/** The records listed in an answer's body, by RECORD_LIST_FIELDS. */
export function listedRecords(body: unknown): unknown[] {
  if (!body || typeof body !== 'object') return []
  return RECORD_LIST_FIELDS.flatMap((field) => {
    const list = (body as Record<string, unknown>)[field]
    return Array.isArray(list) ? list : []
  })
}
