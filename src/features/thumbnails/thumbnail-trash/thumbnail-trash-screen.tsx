import { makeStyles, tokens } from '@fluentui/react-components'
import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import {
  getSearchThumbnailTrashQueryKey,
  searchThumbnailTrash,
  usePurgeThumbnails,
  useRestoreThumbnails,
  useSearchThumbnailTrash,
} from '@/api/generated/channel/endpoints/thumbnails/thumbnails'
import type { ThumbnailTrashSearchRequest, TrashedThumbnail } from '@/api/generated/channel/model'
import { safeImageUrl } from '@/lib/safe-image-url'
import {
  defineTrashList,
  TrashListPage,
  ListThumbnail,
  serverListSource,
  trashSearch,
  useServerList,
  useTrashRows,
  type ListColumn,
  type ListStateOf,
} from '@/shared/list'

const useStyles = makeStyles({
  // Large enough to tell the pictures apart, small enough for the row's height.
  image: { display: 'block', width: '64px', height: '36px', objectFit: 'cover', borderRadius: tokens.borderRadiusSmall },
  empty: { display: 'block', width: '64px', height: '36px', borderRadius: tokens.borderRadiusSmall, backgroundColor: tokens.colorNeutralBackground3 },
})

const thumbnailTrashList = defineTrashList('thumbnail-trash', ['videoTitle', 'createdAt', 'deletedAt'] as const)
type SortKey = (typeof thumbnailTrashList.sortKeys)[number]

const DEFAULT_COLUMNS = ['videoTitle', 'image', 'size', 'deletedBy', 'deletedAt', 'purgeAt'] as const

const TRASH = serverListSource<ThumbnailTrashSearchRequest, TrashedThumbnail>(useSearchThumbnailTrash, searchThumbnailTrash, getSearchThumbnailTrashQueryKey)

const videoOf = (t: TrashedThumbnail) => t.videoTitle

/**
 * /Thumbnail/trash: deleted thumbnails of the caller's channels (of the tool's channel when it
 * names one), each shown as its picture, with who deleted it and when; restore at once (back to
 * its video as a candidate), delete for good after a question (docs/decisions.md "Trash and Undo").
 */
export function ThumbnailTrashScreen() {
  const { t } = useTranslation('thumbnail')
  const styles = useStyles()
  const [params] = useSearchParams()
  const channelId = params.get('channelId')
  const toBody = useCallback((state: ListStateOf<typeof thumbnailTrashList>) => ({ ...(channelId ? { channelId } : {}), ...trashSearch(state) }), [channelId])
  const server = useServerList(thumbnailTrashList, toBody, TRASH)
  const { mutateAsync: restore } = useRestoreThumbnails()
  const { mutateAsync: purge } = usePurgeThumbnails()
  const trash = useTrashRows<TrashedThumbnail>({
    namespace: 'thumbnail',
    permission: 'thumbnail_write',
    name: videoOf,
    restore,
    purge,
    refresh: server.refresh,
  })

  const columns = useMemo<ListColumn<TrashedThumbnail, SortKey>[]>(
    () => [
      { id: 'videoTitle', label: t('trash.video'), sortKey: 'videoTitle', required: true, width: 240, render: videoOf, csv: videoOf },
      {
        id: 'image',
        label: t('trash.image'),
        width: 90,
        render: (row) => <ListThumbnail src={safeImageUrl(row.processedUrl ?? row.url)} className={styles.image} emptyClassName={styles.empty} />,
        csv: (row) => row.url,
      },
      { id: 'size', label: t('trash.size'), width: 110, render: (row) => `${row.width}×${row.height}`, csv: (row) => `${row.width}x${row.height}` },
      ...trash.columns,
    ],
    [t, styles, trash.columns],
  )

  return (
    <TrashListPage
      namespace="thumbnail"
      back={channelId ? `/Thumbnail?channelId=${channelId}` : '/Thumbnail'}
      server={server}
      trash={trash}
      columns={columns}
      defaultColumns={DEFAULT_COLUMNS}
      getRowId={(row) => row.id}
      rowLabel={videoOf}
      words={{ searchLabel: t('trash.search'), searchPlaceholder: t('trash.searchPlaceholder') }}
    />
  )
}
