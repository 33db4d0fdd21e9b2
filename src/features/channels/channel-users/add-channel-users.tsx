import { useMemo } from 'react'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useAddChannelUsers } from '@/api/generated/channel/endpoints/channel-users/channel-users'
import { AddChannelUsersBody } from '@/api/generated/channel/zod/channel-users/channel-users.zod'
import { useGetIdentityEntityKeyValueList } from '@/api/generated/identity/endpoints/commons/commons'
import { useSearchUsers } from '@/api/generated/identity/endpoints/users/users'
import { FormCombobox, FormDrawer, FormMultiSelect, useFormEditor, useZodForm } from '@/shared/form'
import { OPTION_LIST_STALE_TIME, useKeyValueLookup } from '@/shared/options'
import { useErrorText } from '@/shared/hooks'
import { useNotify } from '@/shared/feedback'

/** The candidates: active identity users, one page of 500. */
const CANDIDATES = { index: 0, size: 500, status: 'active' } as const

/**
 * Adds identity users to the channel with a role (channels/{id}/users). The picker searches the
 * active users of identity's users/search (what the user may see there); a failed save keeps the
 * choice and shows the server's message.
 */
export function AddChannelUsers({ channelId, onClose, onAdded }: { channelId: string; onClose(): void; onAdded(): Promise<unknown> }) {
  const { t } = useTranslation('channels')
  const notify = useNotify()
  const errorText = useErrorText()
  const add = useAddChannelUsers()
  const candidates = useSearchUsers(CANDIDATES, { query: { staleTime: OPTION_LIST_STALE_TIME } })
  const userOptions = useMemo(
    () => (candidates.data?.items ?? []).map((user) => ({ value: user.id, label: `${user.firstName} ${user.lastName} · ${user.email}` })),
    [candidates.data],
  )

  const form = useZodForm(AddChannelUsersBody, { defaultValues: { userIds: [], roleId: '' } })
  const roles = useKeyValueLookup(useGetIdentityEntityKeyValueList, 'Role', { selected: [useWatch({ control: form.control, name: 'roleId' })] })
  const editor = useFormEditor({
    form,
    save: (data) => add.mutateAsync({ channelId, data }),
    onSaved: (_, values) => {
      notify.success(t('pages.channels.users.added', { count: values.userIds.length }))
      void onAdded()
    },
    onClose,
  })

  return (
    <FormDrawer open title={t('pages.channels.users.addTitle')} editor={editor} submitLabel={t('pages.channels.users.addSubmit')}>
      <FormMultiSelect
        control={form.control}
        name="userIds"
        label={t('pages.channels.users.pickUsers')}
        hint={candidates.isError ? errorText(candidates.error) : t('pages.channels.users.pickUsersHint')}
        placeholder={t('pages.channels.users.pickUsersPlaceholder')}
        options={userOptions}
        loading={candidates.isPending}
        required
      />
      <FormCombobox control={form.control} name="roleId" label={t('pages.channels.users.role')} options={roles.options} loading={roles.loading} required />
    </FormDrawer>
  )
}
