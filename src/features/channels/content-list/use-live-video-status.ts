import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { notificationHub } from '@/api/notification-hub'
import type { Video } from '@/api/generated/channel/model'
import { applyVideoStatus } from '../content-upload/video-status'

interface CachedPage {
  items: readonly Video[]
  totalCount: number
}

const isPage = (value: unknown): value is CachedPage => Array.isArray((value as CachedPage | undefined)?.items)

/**
 * The hub's VideoStatusChanged for this channel, applied in place to every cached page of the
 * list (spec §4 status update through the video status module): a video whose processing
 * finishes changes status on screen without a reload or a refetch.
 */
export function useLiveVideoStatus(channelId: string, queryKeyRoot: string) {
  const queryClient = useQueryClient()
  useEffect(
    () =>
      notificationHub.onVideoStatus((event) => {
        if (event.channelId !== channelId) return
        queryClient.setQueriesData<unknown>({ queryKey: [queryKeyRoot] }, (old: unknown) => {
          if (!isPage(old)) return old
          const items = applyVideoStatus(old.items, event)
          return items === old.items ? old : { ...old, items }
        })
      }),
    [queryClient, channelId, queryKeyRoot],
  )
}
