import { useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import {
  addPlaylistVideos,
  deletePlaylistVideoBulk,
  getSearchPlaylistVideosQueryKey,
  reorderPlaylistVideos,
  searchPlaylistVideos,
  useSearchPlaylistVideos,
} from '@/api/generated/channel/endpoints/playlists/playlists'
import type { Playlist } from '@/api/generated/channel/model'
import { usePermissions } from '@/shared/auth'
import { optionLabels, RecordHistory, type RecordValues } from '@/shared/history'

/** The playlist's fields the editor names (fields.*); the audit trail uses the same names, and `items` for its videos in order. */
const HISTORY_FIELDS = ['playlist', 'description', 'privacyStatus', 'items']

/** A playlist's entries in order (the contract pages up to 500). */
const ENTRIES = { index: 0, size: 500, sortKey: 'position', sortOrder: 'asc' } as const

/**
 * Puts the playlist's videos back in this order: entries of other videos removed, missing videos
 * added, then each out of place moved to its position (one entry per call, as the list does), each
 * call checked against the playlist's version (If-Match) and audited.
 */
async function restoreOrder(playlistId: string, order: readonly string[]) {
  const read = async () => (await searchPlaylistVideos(playlistId, ENTRIES)).items
  let entries = await read()
  const wanted = new Set(order)
  const extra = entries.filter((entry) => !wanted.has(entry.videoId))
  if (extra.length > 0) await deletePlaylistVideoBulk(playlistId, { ids: extra.map((entry) => entry.id) })
  const held = new Set(entries.map((entry) => entry.videoId))
  const missing = order.filter((videoId) => !held.has(videoId))
  if (missing.length > 0) await addPlaylistVideos(playlistId, { videoIds: missing })
  if (extra.length > 0 || missing.length > 0) entries = await read()
  for (const [position, videoId] of order.entries()) {
    const at = entries.findIndex((entry) => entry.videoId === videoId)
    if (at < 0 || at === position) continue
    await reorderPlaylistVideos(playlistId, { itemId: entries[at]!.id, position })
    entries.splice(position, 0, ...entries.splice(at, 1))
  }
}

/** History of a playlist in its editor: its fields and its videos in order (by title), for users with audit_read. */
export function PlaylistHistory(props: {
  playlist: Playlist
  privacy: readonly { value: string; label: string }[]
  onRevert(fields: RecordValues): Promise<void>
  onReverted(): void
}) {
  const { can } = usePermissions()
  return can('audit_read') ? <PlaylistHistoryOf {...props} /> : null
}

function PlaylistHistoryOf({
  playlist,
  privacy,
  onRevert,
  onReverted,
}: {
  playlist: Playlist
  privacy: readonly { value: string; label: string }[]
  onRevert(fields: RecordValues): Promise<void>
  onReverted(): void
}) {
  const { t } = useTranslation('playlists')
  const queryClient = useQueryClient()
  const entries = useSearchPlaylistVideos(playlist.id, ENTRIES)
  const current = useMemo(
    () => (entries.data ? ({ ...playlist, items: entries.data.items.map((entry) => entry.videoId) } as unknown as RecordValues) : null),
    [playlist, entries.data],
  )
  const titles = useMemo(() => new Map((entries.data?.items ?? []).map((entry) => [entry.videoId, entry.videoTitle])), [entries.data])
  if (!current) return null
  const revert = async (patch: RecordValues) => {
    const { items, ...fields } = patch
    if (Object.keys(fields).length > 0) await onRevert(fields)
    if (Array.isArray(items)) await restoreOrder(playlist.id, items as string[])
    void queryClient.invalidateQueries({ queryKey: [getSearchPlaylistVideosQueryKey(playlist.id, ENTRIES)[0]] })
    onReverted()
  }
  const labels = optionLabels({ privacyStatus: privacy })
  return (
    <RecordHistory
      recordType="playlist"
      recordId={playlist.id}
      current={current}
      onRevert={revert}
      fieldLabel={(field) => (HISTORY_FIELDS.includes(field) ? t(`fields.${field}`) : undefined)}
      valueLabel={(field, value) => (field === 'items' && typeof value === 'string' ? titles.get(value) : labels(field, value))}
    />
  )
}
