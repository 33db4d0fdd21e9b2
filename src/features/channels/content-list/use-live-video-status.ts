import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { notificationHub } from '@/api/notification-hub'
import { applyStatusToCachedPages } from '../content-upload/cached-video-pages'

/**
 * The hub's VideoStatusChanged for this channel, applied in place to every cached page of the
 * list (through the video status rules, video-status.ts): a video whose processing
 * finishes changes status on screen without a reload or a refetch.
 */
export function useLiveVideoStatus(channelId: string, queryKeyRoot: string) {
  const queryClient = useQueryClient()
  useEffect(
    () =>
      notificationHub.onVideoStatus((event) => {
        if (event.channelId === channelId) applyStatusToCachedPages(queryClient, event, [queryKeyRoot])
      }),
    [queryClient, channelId, queryKeyRoot],
  )
}
