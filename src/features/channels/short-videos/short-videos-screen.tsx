import { useTranslation } from 'react-i18next'
import { getSearchShortVideosQueryKey, searchShortVideos, useSearchShortVideos } from '@/api/generated/channel/endpoints/short-videos/short-videos'
import { serverListSource } from '@/shared/list'
import { defineContentList } from '../content-list/content-list-spec'
import { ContentListScreen } from '../content-list/content-list-screen'
import { NewUploadButton } from '../content-upload/new-upload-button'
import type { ContentColumnId } from '../content-list/use-content-columns'

const SHORT_VIDEOS = serverListSource(useSearchShortVideos, searchShortVideos, getSearchShortVideosQueryKey)

/** The short-videos list: the video list's filters and sort; columns saved per list. */
export const shortVideosList = defineContentList('shortVideos')

/** Every row is a short: no kind column; the rest of the video columns apply. */
export const SHORT_VIDEO_COLUMNS: readonly ContentColumnId[] = [
  'video',
  'fileName',
  'description',
  'privacyStatus',
  'uploader',
  'uploadStatus',
  'monetize',
  'uploadedAt',
  'publisher',
  'publishedAt',
  'thirdpartyClaimsCount',
  'product',
  'viewCount',
  'subtitleLanguages',
]
export const SHORT_VIDEO_DEFAULT_COLUMNS: readonly ContentColumnId[] = [
  'video',
  'privacyStatus',
  'uploadStatus',
  'monetize',
  'publishedAt',
  'thirdpartyClaimsCount',
  'viewCount',
]

/** contents/shortvideos of the channel-detail layout. */
export function ShortVideosScreen() {
  const { t } = useTranslation('videos')
  return (
    <ContentListScreen
      list={shortVideosList}
      source={SHORT_VIDEOS}
      shorts
      title={t('shortsTitle')}
      columns={SHORT_VIDEO_COLUMNS}
      defaultColumns={SHORT_VIDEO_DEFAULT_COLUMNS}
      exportFileName={t('shortsExport')}
      toolbar={<NewUploadButton placement="short" />}
    />
  )
}
