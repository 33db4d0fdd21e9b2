import { useMemo } from 'react'
import {
  getSearchTranslationTrashQueryKey,
  searchTranslationTrash,
  usePurgeTranslations,
  useRestoreTranslations,
  useSearchTranslationTrash,
} from '@/api/generated/channel/endpoints/translations/translations'
import type { TranslationTrashSearchRequest, TrashedTranslation } from '@/api/generated/channel/model'
import { defineTrashList, TrashListPage, serverListSource, trashSearch, useServerList, useTrashRows, type ListColumn } from '@/shared/list'
import { translationName, useTranslationColumns } from '../translation-columns'

const translationTrashList = defineTrashList('translation-trash', ['itemTitle', 'languageCode', 'title', 'deletedAt'] as const)
type SortKey = (typeof translationTrashList.sortKeys)[number]

const DEFAULT_COLUMNS = ['itemTitle', 'languageCode', 'title', 'deletedBy', 'deletedAt', 'purgeAt'] as const

const TRASH = serverListSource<TranslationTrashSearchRequest, TrashedTranslation>(
  useSearchTranslationTrash,
  searchTranslationTrash,
  getSearchTranslationTrashQueryKey,
)

/**
 * /translation/trash: deleted translations of the caller's channels with who deleted them and
 * when; restore at once (refused while the item is deleted or has a translation in that language
 * again), delete for good after a question (docs/decisions.md "Trash and Undo").
 */
export function TranslationTrashScreen() {
  const server = useServerList(translationTrashList, trashSearch, TRASH)
  const { mutateAsync: restore } = useRestoreTranslations()
  const { mutateAsync: purge } = usePurgeTranslations()
  const trash = useTrashRows<TrashedTranslation>({
    namespace: 'translation',
    permission: 'translation_write',
    name: translationName,
    restore,
    purge,
    refresh: server.refresh,
  })
  const shared = useTranslationColumns<TrashedTranslation>()

  const columns = useMemo<ListColumn<TrashedTranslation, SortKey>[]>(
    // Narrower texts than the list's, so who, when and the purge date fit at 1366 px.
    () => [
      { ...shared.itemTitle, required: true, width: 170 },
      shared.itemType,
      { ...shared.languageCode, width: 100 },
      { ...shared.title, width: 170 },
      shared.channelName,
      ...trash.columns,
    ],
    [shared, trash.columns],
  )

  return (
    <TrashListPage
      namespace="translation"
      back="/translation"
      server={server}
      trash={trash}
      columns={columns}
      defaultColumns={DEFAULT_COLUMNS}
      getRowId={(row) => row.id}
      rowLabel={translationName}
    />
  )
}
