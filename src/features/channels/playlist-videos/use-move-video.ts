import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import {
  getGetPlaylistQueryKey,
  getReorderPlaylistVideosMutationKey,
  getSearchPlaylistVideosQueryKey,
  useReorderPlaylistVideos,
} from '@/api/generated/channel/endpoints/playlists/playlists'
import type { PlaylistVideo, PlaylistVideoPage } from '@/api/generated/channel/model'
import { useErrorText } from '@/shared/hooks'
import { useNotify } from '@/shared/feedback'
import type { PlaylistVideosBody } from './playlist-videos-list'
import { moveInPage } from './reorder'

export interface MoveVideo {
  /** Moves the row to the zero-based playlist position (clamped to the playlist). */
  (row: PlaylistVideo, position: number): void
}

/**
 * "Move this entry to position N" with an optimistic update: the page in the cache is reordered
 * at once; a failed call puts the page back as it was, says so in a toast with the server's
 * message and in the live region; the list is refetched once no move is under way.
 */
export function useMoveVideo(body: PlaylistVideosBody, playlistLength: number, announce: (message: string) => void): MoveVideo {
  const { t } = useTranslation('playlists')
  const notify = useNotify()
  const errorText = useErrorText()
  const queryClient = useQueryClient()
  const { playlistId, ...search } = body
  const key = getSearchPlaylistVideosQueryKey(playlistId, search)
  const { mutate } = useReorderPlaylistVideos({
    mutation: {
      onMutate: async ({ data }) => {
        await queryClient.cancelQueries({ queryKey: key })
        const previous = queryClient.getQueryData<PlaylistVideoPage>(key)
        if (previous)
          queryClient.setQueryData<PlaylistVideoPage>(key, { ...previous, items: moveInPage(previous.items, data.itemId, data.position, playlistLength - 1) })
        return { previous }
      },
      onError: (error, _variables, context) => {
        if (context?.previous) queryClient.setQueryData(key, context.previous)
      },
      onSettled: () => {
        // Another move still under way would be overwritten by this refetch's older order.
        if (queryClient.isMutating({ mutationKey: getReorderPlaylistVideosMutationKey() }) > 1) return
        void queryClient.invalidateQueries({ queryKey: [getSearchPlaylistVideosQueryKey('')[0]] })
        void queryClient.invalidateQueries({ queryKey: getGetPlaylistQueryKey(playlistId) })
      },
    },
  })

  return useCallback<MoveVideo>(
    (row, position) => {
      const to = Math.max(0, Math.min(position, playlistLength - 1))
      if (to === row.position) return
      const values = { name: row.videoTitle, position: to + 1, total: playlistLength }
      mutate(
        { playlistId, data: { itemId: row.id, position: to } },
        {
          onSuccess: () => announce(t('move.moved', values)),
          onError: (error) => {
            const back = { ...values, position: row.position + 1 }
            notify.error(t('move.failed', back), { body: errorText(error) })
            announce(t('move.failed', back))
          },
        },
      )
    },
    [mutate, playlistId, playlistLength, announce, notify, errorText, t],
  )
}
