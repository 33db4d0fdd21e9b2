import type { BulkItemResult } from '@/api/generated/channel/model'

/** The contract's bulk calls take at most 500 ids: a large selection goes in parts, with progress. */
const BULK_CHUNK = 500

export interface BulkProgress {
  done: number
  total: number
}

/**
 * Runs a bulk call over `ids` in parts of `chunk`, one part at a time. A part answering per-item
 * results keeps them; a part that fails as a whole marks each of its ids failed with the error's
 * text. Stops early (the rest left out) when `signal` aborts.
 */
export async function runInChunks(
  ids: readonly string[],
  call: (part: string[]) => Promise<BulkItemResult[] | void>,
  options: { chunk?: number; onProgress?: (progress: BulkProgress) => void; errorText: (error: unknown) => string; signal?: AbortSignal },
): Promise<BulkItemResult[]> {
  const size = options.chunk ?? BULK_CHUNK
  const results: BulkItemResult[] = []
  options.onProgress?.({ done: 0, total: ids.length })
  for (let start = 0; start < ids.length; start += size) {
    if (options.signal?.aborted) break
    const part = ids.slice(start, start + size)
    try {
      const answer = await call(part)
      const byId = new Map((answer ?? []).map((item) => [item.id, item]))
      for (const id of part) results.push(byId.get(id) ?? { id, isSuccess: true, message: null })
    } catch (error) {
      const message = options.errorText(error)
      for (const id of part) results.push({ id, isSuccess: false, message })
    }
    options.onProgress?.({ done: Math.min(ids.length, start + part.length), total: ids.length })
  }
  return results
}

export const failedIds = (results: readonly BulkItemResult[]) => results.filter((item) => !item.isSuccess).map((item) => item.id)
