import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import {
  getGetPlaylistQueryKey,
  getSearchPlaylistsQueryKey,
  useCreatePlaylist,
  useGetPlaylist,
  useUpdatePlaylist,
} from '@/api/generated/channel/endpoints/playlists/playlists'
import { FormDrawer, FormInput, FormSelect, FormTextarea, PanelDrawer, RecordLoading, useFormEditor, useZodForm } from '@/shared/form'
import { useNotify } from '@/shared/feedback'
import type { RecordValues } from '@/shared/history'
import type { Playlist } from '@/api/generated/channel/model'
import { emptyPlaylist, playlistFormSchema, playlistToForm, toPlaylistRequest, type PlaylistFormInput } from './playlist-form'
import { PlaylistHistory } from './playlist-history'
import { PRIVACY_STATUSES } from './playlists-list'

/** `?editor=new` creates a playlist in the channel, `?editor=<id>` edits one: title, description, privacy. */
export function PlaylistEditor({ channelId, target, onClose }: { channelId: string; target: string; onClose(): void }) {
  const { t } = useTranslation('playlists')
  const isNew = target === 'new'
  const query = useGetPlaylist(target, { query: { enabled: !isNew } })
  if (!isNew && !query.data) {
    return (
      <PanelDrawer open title={t('editor.editTitle')} onClose={onClose}>
        <RecordLoading error={query.error} onRetry={() => void query.refetch()} />
      </PanelDrawer>
    )
  }
  return (
    <PlaylistForm
      key={target}
      version={query.data?.version}
      channelId={channelId}
      id={isNew ? null : target}
      initial={query.data ? playlistToForm(query.data) : emptyPlaylist()}
      playlist={query.data}
      onClose={onClose}
    />
  )
}

function PlaylistForm({
  channelId,
  id,
  initial,
  onClose,
  version,
  playlist,
}: {
  version: number | undefined
  playlist?: Playlist
  channelId: string
  id: string | null
  initial: PlaylistFormInput
  onClose(): void
}) {
  const { t } = useTranslation('playlists')
  const notify = useNotify()
  const queryClient = useQueryClient()
  const create = useCreatePlaylist()
  const update = useUpdatePlaylist()
  const form = useZodForm(playlistFormSchema, { defaultValues: initial })
  const editor = useFormEditor({
    form,
    // Holds the version it opened at; a 412 or another user's live change merges the record as it is now.
    record: id ? { id, version } : null,
    fromRecord: playlistToForm,
    save: async (values) =>
      id ? update.mutateAsync({ id, data: toPlaylistRequest(values) }) : create.mutateAsync({ data: { channelId, ...toPlaylistRequest(values) } }),
    onSaved: (_, values) => {
      void queryClient.invalidateQueries({ queryKey: [getSearchPlaylistsQueryKey()[0]] })
      if (id) void queryClient.invalidateQueries({ queryKey: getGetPlaylistQueryKey(id) })
      notify.success(t(id ? 'editor.saved' : 'editor.created', { name: values.playlist }))
    },
    onClose,
  })
  /** Revert: the playlist's own update from the record as read and the older version's fields (same If-Match check as a save); its videos' order after (PlaylistHistory). */
  const revert = async (patch: RecordValues) => {
    if (!id || !playlist) return
    const current = toPlaylistRequest(playlistFormSchema.parse(playlistToForm(playlist)))
    const older = Object.fromEntries(Object.entries(patch).filter(([field]) => field in current))
    await update.mutateAsync({ id, data: { ...current, ...older } as typeof current })
  }
  const reverted = () => {
    if (!id) return
    void queryClient.invalidateQueries({ queryKey: [getSearchPlaylistsQueryKey()[0]] })
    void queryClient.invalidateQueries({ queryKey: getGetPlaylistQueryKey(id) })
    onClose()
  }
  const privacy = PRIVACY_STATUSES.map((value) => ({ value, label: t(`privacy.${value}`) }))
  return (
    <FormDrawer open title={id ? t('editor.editTitle') : t('editor.createTitle')} editor={editor} size="medium">
      <FormInput control={form.control} name="playlist" label={t('fields.playlist')} required maxLength={150} autoComplete="off" />
      <FormTextarea control={form.control} name="description" label={t('fields.description')} nullable maxLength={5000} rows={4} />
      <FormSelect control={form.control} name="privacyStatus" label={t('fields.privacyStatus')} hint={t('fields.privacyHint')} required options={privacy} />
      {id && playlist ? <PlaylistHistory playlist={playlist} privacy={privacy} onRevert={revert} onReverted={reverted} /> : null}
    </FormDrawer>
  )
}
