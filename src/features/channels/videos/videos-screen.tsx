import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { getSearchVideosQueryKey, searchVideos, useSearchVideos } from '@/api/generated/channel/endpoints/videos/videos'
import { STORAGE_KEYS } from '@/lib/storage-keys'
import { serverListSource } from '@/shared/list'
import { ContentListScreen } from '../content-list/content-list-screen'
import { VIDEO_COLUMNS } from '../content-list/use-content-columns'
import { useCopyConfirmation } from '../content-list/use-copy-confirmation'
import { NewUploadButton } from '../content-upload/new-upload-button'
import { applyColumns, columnsFromLink, COLUMNS_PARAM } from './saved-view-link'
import { SavedViews } from './saved-views'
import { VIDEO_DEFAULT_COLUMNS, videosList } from './videos-list'

const VIDEOS = serverListSource(useSearchVideos, searchVideos, getSearchVideosQueryKey)

/** contents/videos of the channel-detail layout, with saved views. */
export function ChannelVideosScreen() {
  const { t } = useTranslation('videos')
  const [params, setParams] = useSearchParams()
  const [copy, copied] = useCopyConfirmation(t('copy.failed'))
  // A shared view's link names its columns: take them before the list reads its column choice,
  // then leave them out of the URL (the column choice is stored, not part of the list's URL).
  useState(() => {
    const columns = columnsFromLink(params)
    if (columns.length > 0) applyColumns(STORAGE_KEYS.videoSelectedColumns, columns)
    return null
  })
  useEffect(() => {
    if (!params.has(COLUMNS_PARAM)) return
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous)
        next.delete(COLUMNS_PARAM)
        return next
      },
      { replace: true, preventScrollReset: true },
    )
  }, [params, setParams])
  return (
    <>
      {copied}
      <ContentListScreen
        list={videosList}
        source={VIDEOS}
        shorts={false}
        title={t('videosTitle')}
        columns={VIDEO_COLUMNS}
        defaultColumns={VIDEO_DEFAULT_COLUMNS}
        exportFileName={t('videosExport')}
        toolbar={
          <>
            <NewUploadButton placement="video" />
            <SavedViews list={videosList} columnsKey={STORAGE_KEYS.videoSelectedColumns} defaultColumns={VIDEO_DEFAULT_COLUMNS} copy={copy} />
          </>
        }
      />
    </>
  )
}
