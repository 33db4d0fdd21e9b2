import { carriedSearch } from '@/shared/routing'

/** The channel's videos Trash (`…/contents/videos/trash`, short videos too) from its videos or short-videos page, carrying the channel pages' parameters. */
export const videoTrashPath = (pathname: string, search: string) =>
  `${pathname.replace(/\/contents\/(videos|shortvideos)(\/.*)?$/i, '/contents/videos/trash')}${carriedSearch(search)}`

/** Back to the channel's videos from its Trash. */
export const videosPath = (pathname: string, search: string) => `${pathname.replace(/\/contents\/videos\/trash$/i, '/contents/videos')}${carriedSearch(search)}`
