import { readString, writeString } from '@/lib/safe-storage'
import { STORAGE_KEYS } from '@/lib/storage-keys'
import { carriedSearch } from '@/shared/routing'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const isPlaylistId = (value: string | null | undefined): value is string => value != null && UUID.test(value)

/** Remembers the playlist being worked on, which the playlist-video page reopens. */
export function rememberPlaylist(playlist: { id: string; playlist: string }) {
  writeString(STORAGE_KEYS.playlistId, playlist.id)
  writeString(STORAGE_KEYS.playlistName, playlist.playlist)
}

/** The remembered playlist; anything that is not a UUID (edited by hand) is none. */
export function readRememberedPlaylist(): { id: string; name: string } | null {
  const id = readString(STORAGE_KEYS.playlistId)
  return isPlaylistId(id) ? { id, name: readString(STORAGE_KEYS.playlistName) ?? '' } : null
}

/** The channel page's playlists path, from any page below it. */
const playlistsBase = (pathname: string) => pathname.replace(/\/contents\/playlists(\/.*)?$/i, '/contents/playlists')

/**
 * The playlist-video page of a playlist, under the same channel page: `…/contents/playlists/playlistvideo?playlistId=…`
 * (the id in the query, so the breadcrumb's UUID rule keeps naming the channel), carrying the channel pages' parameters.
 */
export function playlistVideosPath(pathname: string, search: string, playlistId: string): string {
  const kept = new URLSearchParams(carriedSearch(search))
  kept.set('playlistId', playlistId)
  return `${playlistsBase(pathname)}/playlistvideo?${kept.toString()}`
}

/** What was removed from a playlist in the last 30 days (`…/playlistvideo/removed?playlistId=…`), carrying the channel pages' parameters. */
export function playlistRemovedPath(pathname: string, search: string, playlistId: string): string {
  const [path, query] = playlistVideosPath(pathname, search, playlistId).split('?')
  return `${path}/removed?${query}`
}

/** Back to the playlists of the channel from the playlist-video page, carrying the channel pages' parameters. */
export const playlistsPath = (pathname: string, search: string) => `${playlistsBase(pathname)}${carriedSearch(search)}`

/** The Trash of the channel's playlists (`…/contents/playlists/trash`), carrying the channel pages' parameters. */
export const playlistTrashPath = (pathname: string, search: string) => `${playlistsBase(pathname)}/trash${carriedSearch(search)}`
