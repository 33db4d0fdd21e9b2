import { makeStyles, tokens } from '@fluentui/react-components'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { getGetUserQueryKey, getSearchUsersQueryKey, useCreateUser, useGetUser, useUpdateUser } from '@/api/generated/identity/endpoints/users/users'
import { useClaims } from '@/shared/auth'
import {
  FormCombobox,
  FormDrawer,
  FormInput,
  FormMultiSelect,
  FormSelect,
  FormSwitch,
  PanelDrawer,
  RecordLoading,
  useFormEditor,
  useZodForm,
} from '@/shared/form'
import { useNotify } from '@/shared/feedback'
import { optionLabels, RecordHistory, type RecordValues } from '@/shared/history'
import type { User } from '@/api/generated/identity/model'
import { emptyUser, toCreateRequest, toUpdateRequest, userCreateSchema, userEditSchema, userToForm, type UserFormInput, type UserFormValues } from './user-form'
import { useChannelOptions, useUserOptions } from './use-user-options'

const useStyles = makeStyles({
  // Stacked on a narrow panel, the fields are as far apart as the form's other fields.
  row: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalS },
})

/** The labels of the user's fields as the audit trail names them. */
const fieldLabels: Record<string, string> = {
  firstName: 'fields.firstName',
  lastName: 'fields.lastName',
  email: 'fields.email',
  phoneNumber: 'fields.phoneNumber',
  roles: 'fields.roles',
  companies: 'fields.companies',
  channels: 'fields.channels',
  organizationId: 'fields.organization',
  status: 'fields.status',
  executive: 'fields.executive',
}

/** `?editor=new` creates a user, `?editor=<id>` edits one. */
export function UserEditor({ target, onClose }: { target: string; onClose(): void }) {
  const { t } = useTranslation('users')
  const { organizationIds } = useClaims()
  const isNew = target === 'new'
  const query = useGetUser(target, { query: { enabled: !isNew } })
  if (!isNew && !query.data) {
    return (
      <PanelDrawer open title={t('editor.editTitle')} onClose={onClose}>
        <RecordLoading error={query.error} onRetry={() => void query.refetch()} />
      </PanelDrawer>
    )
  }
  // An administrator of one organization creates users of that organization (contract).
  const initial = isNew || !query.data ? emptyUser(organizationIds.length === 1 ? (organizationIds[0] ?? null) : null) : userToForm(query.data)
  return <UserForm key={target} id={isNew ? null : target} record={isNew ? null : (query.data ?? null)} initial={initial} onClose={onClose} />
}

function UserForm({ id, record, initial, onClose }: { id: string | null; record: User | null; initial: UserFormInput; onClose(): void }) {
  const { t } = useTranslation('users')
  const styles = useStyles()
  const notify = useNotify()
  const queryClient = useQueryClient()
  const create = useCreateUser()
  const update = useUpdateUser()
  // Both schemas read and write the same form values; the edit one leaves the email alone.
  const form = useZodForm(id ? (userEditSchema as unknown as typeof userCreateSchema) : userCreateSchema, { defaultValues: initial })

  const editor = useFormEditor({
    form,
    // Holds the version it opened at; a 412 or another user's live change merges the user as they are now.
    record: record ? { id: record.id, version: record.version } : null,
    fromRecord: userToForm,
    save: async (values) => (id ? update.mutateAsync({ id, data: toUpdateRequest(values) }) : create.mutateAsync({ data: toCreateRequest(values) })),
    // 409: the email is taken (create); anything else is shown above the form.
    fieldFor: (error) => (error.status === 409 && !id ? 'email' : undefined),
    onSaved: (_, values) => {
      void queryClient.invalidateQueries({ queryKey: [getSearchUsersQueryKey()[0]] })
      if (id) void queryClient.invalidateQueries({ queryKey: getGetUserQueryKey(id) })
      notify.success(t(id ? 'editor.saved' : 'editor.created', { name: `${values.firstName} ${values.lastName}` }))
    },
    onClose,
  })

  // Revert: the record with the old version's fields, saved through the same update (If-Match).
  const revert = async (patch: RecordValues) => {
    if (!id || !record) return
    await update.mutateAsync({ id, data: toUpdateRequest(userToForm({ ...record, ...patch } as User) as UserFormValues) })
    void queryClient.invalidateQueries({ queryKey: [getSearchUsersQueryKey()[0]] })
    void queryClient.invalidateQueries({ queryKey: getGetUserQueryKey(id) })
    onClose()
  }

  const companyIds = useWatch({ control: form.control, name: 'companyIds' })
  const roleIds = useWatch({ control: form.control, name: 'roleIds' })
  const organizationId = useWatch({ control: form.control, name: 'organizationId' })
  const options = useUserOptions({ roles: roleIds, companies: companyIds, organizations: [organizationId] })
  const channels = useChannelOptions(companyIds ?? [], { requireCompanies: true })
  // A user's channels belong to their companies: when the companies change, channels of a
  // company no longer chosen are dropped (only after the user changed the companies).
  useEffect(() => {
    if (!channels.settled || !form.getFieldState('companyIds').isDirty) return
    const current = form.getValues('channelIds') ?? []
    const allowed = new Set(channels.options.map((option) => option.value))
    const kept = current.filter((channelId) => allowed.has(channelId))
    if (kept.length !== current.length) form.setValue('channelIds', kept, { shouldDirty: true })
  }, [channels.settled, channels.options, form])

  const statusOptions = options.statuses.options.length
    ? options.statuses.options
    : ['active', 'passive'].map((value) => ({ value, label: t(`status.${value}`) }))

  return (
    <FormDrawer open title={id ? t('editor.editTitle') : t('editor.createTitle')} editor={editor} size="medium">
      <div className={styles.row}>
        <FormInput control={form.control} name="firstName" label={t('fields.firstName')} required maxLength={100} autoComplete="off" />
        <FormInput control={form.control} name="lastName" label={t('fields.lastName')} required maxLength={100} autoComplete="off" />
      </div>
      <FormInput
        control={form.control}
        name="email"
        type="email"
        label={t('fields.email')}
        required={!id}
        disabled={Boolean(id)}
        hint={id ? t('fields.emailFixed') : t('fields.emailHint')}
        maxLength={256}
        autoComplete="off"
      />
      <FormInput control={form.control} name="phoneNumber" type="tel" label={t('fields.phoneNumber')} hint={t('fields.phoneHint')} nullable maxLength={16} />
      <FormMultiSelect
        control={form.control}
        name="roleIds"
        label={t('fields.roles')}
        required
        options={options.roles.options}
        loading={options.roles.loading}
      />
      <FormMultiSelect
        control={form.control}
        name="companyIds"
        label={t('fields.companies')}
        options={options.companies.options}
        loading={options.companies.loading}
      />
      <FormMultiSelect
        control={form.control}
        name="channelIds"
        label={t('fields.channels')}
        hint={(companyIds ?? []).length === 0 ? t('fields.channelsNeedCompanies') : t('fields.channelsHint')}
        options={channels.options}
        loading={channels.loading}
        disabled={(companyIds ?? []).length === 0}
      />
      <FormCombobox
        control={form.control}
        name="organizationId"
        label={t('fields.organization')}
        hint={t('fields.organizationHint')}
        options={options.organizations.options}
        loading={options.organizations.loading}
      />
      <div className={styles.row}>
        <FormSelect control={form.control} name="status" label={t('fields.status')} required options={statusOptions} />
        <FormSwitch control={form.control} name="executive" label={t('fields.executive')} description={t('fields.executiveOn')} />
      </div>
      {id && record ? (
        <RecordHistory
          recordType="user"
          recordId={id}
          current={record as unknown as RecordValues}
          onRevert={revert}
          fieldLabel={(field) => fieldLabels[field] && t(fieldLabels[field])}
          valueLabel={optionLabels({ organizationId: options.organizations.options, status: statusOptions })}
        />
      ) : null}
    </FormDrawer>
  )
}
