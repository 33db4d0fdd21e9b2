import { makeStyles, tokens } from '@fluentui/react-components'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import {
  getGetOrganizationQueryKey,
  getSearchOrganizationsQueryKey,
  useCreateOrganization,
  useGetOrganization,
  useUpdateOrganization,
} from '@/api/generated/identity/endpoints/organizations/organizations'
import { FormCombobox, FormDate, FormDrawer, FormInput, FormSelect, FormTextarea, PanelDrawer, RecordLoading, useFormEditor, useZodForm } from '@/shared/form'
import { useNotify } from '@/shared/feedback'
import { emptyOrganization, organizationFormSchema, organizationToForm, toOrganizationRequest, type OrganizationFormInput } from './organization-form'
import { useOrganizationOptions } from './use-organization-options'

const useStyles = makeStyles({
  // Stacked on a narrow panel, the fields are as far apart as the form's other fields.
  row: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalS },
})

/** `?editor=new` creates an organization, `?editor=<id>` edits one. */
export function OrganizationEditor({ target, onClose }: { target: string; onClose(): void }) {
  const { t } = useTranslation('organization')
  const isNew = target === 'new'
  const query = useGetOrganization(target, { query: { enabled: !isNew } })
  if (!isNew && !query.data) {
    return (
      <PanelDrawer open title={t('editor.editTitle')} onClose={onClose}>
        <RecordLoading error={query.error} onRetry={() => void query.refetch()} />
      </PanelDrawer>
    )
  }
  return (
    <OrganizationForm
      key={target}
      version={query.data?.version}
      id={isNew ? null : target}
      initial={query.data ? organizationToForm(query.data) : emptyOrganization()}
      onClose={onClose}
    />
  )
}

function OrganizationForm({
  id,
  initial,
  onClose,
  version,
}: {
  version: number | undefined
  id: string | null
  initial: OrganizationFormInput
  onClose(): void
}) {
  const { t } = useTranslation('organization')
  const styles = useStyles()
  const notify = useNotify()
  const queryClient = useQueryClient()
  const options = useOrganizationOptions()
  const create = useCreateOrganization()
  const update = useUpdateOrganization()
  const form = useZodForm(organizationFormSchema, { defaultValues: initial })
  const editor = useFormEditor({
    form,
    // Holds the version it opened at; a 412 or another user's live change merges the record as it is now.
    record: id ? { id, version } : null,
    fromRecord: organizationToForm,
    save: async (values) =>
      id ? update.mutateAsync({ id, data: toOrganizationRequest(values) }) : create.mutateAsync({ data: toOrganizationRequest(values) }),
    // The server's 400 (e.g. dates) and 409 (name or tax number taken) are shown above the form.
    onSaved: (_, values) => {
      void queryClient.invalidateQueries({ queryKey: [getSearchOrganizationsQueryKey()[0]] })
      if (id) void queryClient.invalidateQueries({ queryKey: getGetOrganizationQueryKey(id) })
      notify.success(t(id ? 'editor.saved' : 'editor.created', { name: values.name }))
    },
    onClose,
  })
  return (
    <FormDrawer open title={id ? t('editor.editTitle') : t('editor.createTitle')} editor={editor} size="medium">
      <FormInput control={form.control} name="name" label={t('fields.name')} required maxLength={200} autoComplete="organization" />
      <FormInput control={form.control} name="authorizedName" label={t('fields.authorizedName')} required maxLength={200} autoComplete="off" />
      <div className={styles.row}>
        <FormInput control={form.control} name="phoneNumber" type="tel" label={t('fields.phoneNumber')} hint={t('fields.phoneHint')} required maxLength={16} />
        <FormInput control={form.control} name="email" type="email" label={t('fields.email')} required maxLength={256} />
      </div>
      <FormTextarea control={form.control} name="address" label={t('fields.address')} nullable maxLength={500} rows={2} />
      <div className={styles.row}>
        <FormCombobox
          control={form.control}
          name="country"
          label={t('fields.country')}
          required
          options={options.countries.options}
          loading={options.countries.loading}
        />
        <FormCombobox
          control={form.control}
          name="language"
          label={t('fields.language')}
          required
          options={options.languages.options}
          loading={options.languages.loading}
        />
      </div>
      <FormInput control={form.control} name="taxNumber" label={t('fields.taxNumber')} hint={t('fields.taxNumberHint')} nullable maxLength={32} />
      <div className={styles.row}>
        <FormDate control={form.control} name="contractStartDate" label={t('fields.contractStartDate')} required />
        <FormDate control={form.control} name="contractEndDate" label={t('fields.contractEndDate')} required hint={t('fields.contractEndHint')} />
      </div>
      <FormSelect control={form.control} name="status" label={t('fields.status')} required options={options.statuses.options} />
    </FormDrawer>
  )
}
