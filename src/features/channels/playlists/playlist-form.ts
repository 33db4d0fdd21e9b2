import { z } from 'zod'
import type { Playlist, PlaylistUpdateRequest } from '@/api/generated/channel/model'
import { UpdatePlaylistBody } from '@/api/generated/channel/zod/playlists/playlists.zod'

/** The playlist drawer: the contract's update schema, the title trimmed, an empty description sent as null. */
export const playlistFormSchema = UpdatePlaylistBody.pick({ description: true, privacyStatus: true }).extend({
  playlist: z.string().trim().pipe(UpdatePlaylistBody.shape.playlist),
})

export type PlaylistFormInput = z.input<typeof playlistFormSchema>
export type PlaylistFormValues = z.output<typeof playlistFormSchema>

export const emptyPlaylist = (): PlaylistFormInput => ({ playlist: '', description: null, privacyStatus: 'private' })

export const playlistToForm = (playlist: Playlist): PlaylistFormInput => ({
  playlist: playlist.playlist,
  description: playlist.description,
  privacyStatus: playlist.privacyStatus,
})

export const toPlaylistRequest = (values: PlaylistFormValues): PlaylistUpdateRequest => ({
  playlist: values.playlist,
  description: values.description?.trim() ? values.description.trim() : null,
  privacyStatus: values.privacyStatus,
})
