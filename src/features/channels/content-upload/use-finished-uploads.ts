import { useEffect } from 'react'
import { getContent } from '@/api/generated/channel/endpoints/contents/contents'
import { notificationHub } from '@/api/notification-hub'
import { uploadManager } from './upload-manager'

/**
 * The tray's finished uploads follow the platform's status, as the lists do: the live
 * VideoStatusChanged events (processing done or failed), and after the live connection was away
 * (events may have been missed) the content's status asked again for each one still processing.
 */
export function useFinishedUploadsFollowServer() {
  useEffect(() => {
    const stopEvents = notificationHub.onVideoStatus((event) => uploadManager.applyServerStatus(event))
    const stopResync = notificationHub.onResync(() => {
      const processing = uploadManager.getSnapshot().items.filter((item) => item.phase === 'done' && item.serverStatus === 'processing')
      for (const item of processing)
        getContent(item.contentId)
          .then((content) => uploadManager.applyServerStatus({ id: item.videoUid, uploadStatus: content.uploadStatus }))
          .catch(() => undefined)
    })
    return () => {
      stopEvents()
      stopResync()
    }
  }, [])
}
