import { carriedSearch } from '@/shared/routing'

/** The query parameter naming the video whose subtitles page opened the Trash (its way back). */
const FROM_VIDEO = 'video'

const withQuery = (path: string, search: string, extra: Record<string, string>) => {
  const query = new URLSearchParams(carriedSearch(search))
  for (const [name, value] of Object.entries(extra)) query.set(name, value)
  const text = query.toString()
  return text ? `${path}?${text}` : path
}

/** The channel's caption tracks Trash (`…/contents/subtitles/trash`) from a video's subtitles page, remembering the video. */
export const subtitleTrashPath = (pathname: string, search: string, videoId: string) =>
  withQuery(pathname.replace(/\/contents\/videos\/[^/]+\/subtitles\/?$/i, '/contents/subtitles/trash'), search, { [FROM_VIDEO]: videoId })

/** Back from the Trash: to the subtitles page of the video it was opened from, else to the channel's videos. */
export function subtitleTrashBack(pathname: string, search: string): { path: string; toVideo: boolean } {
  const videoId = new URLSearchParams(search).get(FROM_VIDEO)
  const contents = pathname.replace(/\/contents\/subtitles\/trash\/?$/i, '/contents')
  const path = videoId ? `${contents}/videos/${encodeURIComponent(videoId)}/subtitles` : `${contents}/videos`
  return { path: withQuery(path, search, {}), toVideo: !!videoId }
}
