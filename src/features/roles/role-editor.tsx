import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useWatch } from 'react-hook-form'
import { getGetRoleQueryKey, getSearchRolesQueryKey, useCreateRole, useGetRole, useUpdateRole } from '@/api/generated/identity/endpoints/roles/roles'
import { FormCombobox, FormDrawer, FormInput, FormSelect, FormTextarea, PanelDrawer, RecordLoading, useFormEditor, useZodForm } from '@/shared/form'
import { useNotify } from '@/shared/feedback'
import type { Role } from '@/api/generated/identity/model'
import { emptyRole, roleFormSchema, roleToForm, toRoleRequest, type RoleFormInput } from './role-form'
import { RoleHistory } from './role-history'
import { useRoleOptions } from './use-role-options'

/** `?editor=new` creates a role, `?editor=<id>` edits one. */
export function RoleEditor({ target, onClose, onCreated }: { target: string; onClose(): void; onCreated?(id: string): void }) {
  const { t } = useTranslation('role-management')
  const isNew = target === 'new'
  const query = useGetRole(target, { query: { enabled: !isNew } })
  if (!isNew && !query.data) {
    return (
      <PanelDrawer open title={t('editor.editTitle')} onClose={onClose}>
        <RecordLoading error={query.error} onRetry={() => void query.refetch()} />
      </PanelDrawer>
    )
  }
  return (
    <RoleForm
      key={target}
      version={query.data?.version}
      id={isNew ? null : target}
      initial={query.data ? roleToForm(query.data) : emptyRole()}
      role={query.data}
      onClose={onClose}
      onCreated={onCreated}
    />
  )
}

function RoleForm({
  id,
  initial,
  onClose,
  onCreated,
  version,
  role,
}: {
  version: number | undefined
  role?: Role
  id: string | null
  initial: RoleFormInput
  onClose(): void
  onCreated?(id: string): void
}) {
  const { t } = useTranslation('role-management')
  const notify = useNotify()
  const queryClient = useQueryClient()
  const create = useCreateRole()
  const update = useUpdateRole()
  const form = useZodForm(roleFormSchema, { defaultValues: initial })
  const options = useRoleOptions([useWatch({ control: form.control, name: 'department' })])
  const editor = useFormEditor({
    form,
    // Holds the version it opened at; a 412 or another user's live change merges the record as it is now.
    record: id ? { id, version } : null,
    fromRecord: roleToForm,
    save: async (values) =>
      id ? (await update.mutateAsync({ id, data: toRoleRequest(values) }), id) : (await create.mutateAsync({ data: toRoleRequest(values) })).id,
    // 409: the name is taken for this platform type.
    fieldFor: (error) => (error.status === 409 ? 'name' : undefined),
    onSaved: (savedId, values) => {
      void queryClient.invalidateQueries({ queryKey: [getSearchRolesQueryKey()[0]] })
      if (id) void queryClient.invalidateQueries({ queryKey: getGetRoleQueryKey(id) })
      notify.success(t(id ? 'editor.saved' : 'editor.created', { name: values.name }))
      if (!id) onCreated?.(savedId)
    },
    onClose,
  })
  return (
    <FormDrawer open title={id ? t('editor.editTitle') : t('editor.createTitle')} editor={editor} submitLabel={id ? undefined : t('editor.createAndContinue')}>
      <FormInput control={form.control} name="name" label={t('fields.name')} required maxLength={100} autoComplete="off" />
      <FormTextarea control={form.control} name="roleDescription" label={t('fields.roleDescription')} nullable maxLength={500} />
      <FormSelect
        control={form.control}
        name="platformType"
        label={t('fields.platformType')}
        required
        options={options.platforms.options}
        loading={options.platforms.loading}
      />
      <FormCombobox
        control={form.control}
        name="department"
        label={t('fields.department')}
        required
        options={options.departments.options}
        loading={options.departments.loading}
      />
      {id && role ? <RoleHistory role={role} platforms={options.platforms.options} onReverted={onClose} /> : null}
    </FormDrawer>
  )
}
