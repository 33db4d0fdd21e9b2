import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import {
  getGetCmsPolicyQueryKey,
  getSearchCmsPoliciesQueryKey,
  useCreateCmsPolicy,
  useGetCmsPolicy,
  useUpdateCmsPolicy,
} from '@/api/generated/channel/endpoints/policies/policies'
import { FormDrawer, FormInput, FormMultiSelect, FormSelect, FormTextarea, PanelDrawer, RecordLoading, useFormEditor, useZodForm } from '@/shared/form'
import { useNotify } from '@/shared/feedback'
import { optionLabels, RecordHistory, type RecordValues } from '@/shared/history'
import type { Policy } from '@/api/generated/channel/model'
import { emptyPolicy, policyFormSchema, policyToForm, toPolicyRequest, type PolicyFormInput } from './policy-form'
import { POLICY_ACTIONS } from './policies-list'
import { useCountryOptions } from './use-country-options'

/** The policy's fields the editor names (fields.*); the audit trail uses the same names. */
const HISTORY_FIELDS = ['policyName', 'action', 'territories', 'description']

/** `?editor=new` creates a policy of the CMS, `?editor=<id>` edits one. */
export function PolicyEditor({ cmsId, target, onClose }: { cmsId: string; target: string; onClose(): void }) {
  const { t } = useTranslation('cms-policies')
  const isNew = target === 'new'
  const query = useGetCmsPolicy(target, { query: { enabled: !isNew } })
  if (!isNew && !query.data) {
    return (
      <PanelDrawer open title={t('editor.editTitle')} onClose={onClose}>
        <RecordLoading error={query.error} onRetry={() => void query.refetch()} />
      </PanelDrawer>
    )
  }
  return (
    <PolicyForm
      key={target}
      version={query.data?.version}
      cmsId={cmsId}
      id={isNew ? null : target}
      initial={query.data ? policyToForm(query.data) : emptyPolicy()}
      policy={query.data}
      onClose={onClose}
    />
  )
}

function PolicyForm({
  cmsId,
  id,
  initial,
  onClose,
  version,
  policy,
}: {
  version: number | undefined
  policy?: Policy
  cmsId: string
  id: string | null
  initial: PolicyFormInput
  onClose(): void
}) {
  const { t } = useTranslation('cms-policies')
  const notify = useNotify()
  const queryClient = useQueryClient()
  const countries = useCountryOptions()
  const create = useCreateCmsPolicy()
  const update = useUpdateCmsPolicy()
  const form = useZodForm(policyFormSchema, { defaultValues: initial })
  const editor = useFormEditor({
    form,
    // Holds the version it opened at; a 412 or another user's live change merges the record as it is now.
    record: id ? { id, version } : null,
    fromRecord: policyToForm,
    save: async (values) =>
      id ? update.mutateAsync({ id, data: toPolicyRequest(values) }) : create.mutateAsync({ data: { cmsId, ...toPolicyRequest(values) } }),
    // The server's 400 (a name another policy of this CMS has) is said above the form, in the product's words.
    refusalKey: () => 'cms-policies:editor.refused',
    onSaved: (_, values) => {
      void queryClient.invalidateQueries({ queryKey: [getSearchCmsPoliciesQueryKey()[0]] })
      if (id) void queryClient.invalidateQueries({ queryKey: getGetCmsPolicyQueryKey(id) })
      notify.success(t(id ? 'editor.saved' : 'editor.created', { name: values.policyName }))
    },
    onClose,
  })
  /** Revert: the policy's own update from the record as read and the older version's fields (same If-Match check as a save). */
  const revert = async (patch: RecordValues) => {
    if (!id || !policy) return
    const current = toPolicyRequest(policyFormSchema.parse(policyToForm(policy)))
    const older = Object.fromEntries(Object.entries(patch).filter(([field]) => field in current))
    await update.mutateAsync({ id, data: { ...current, ...older } as typeof current })
    void queryClient.invalidateQueries({ queryKey: [getSearchCmsPoliciesQueryKey()[0]] })
    void queryClient.invalidateQueries({ queryKey: getGetCmsPolicyQueryKey(id) })
    onClose()
  }
  const actions = POLICY_ACTIONS.map((value) => ({ value, label: t(`action.${value}`) }))
  return (
    <FormDrawer open title={id ? t('editor.editTitle') : t('editor.createTitle')} editor={editor} size="medium">
      <FormInput control={form.control} name="policyName" label={t('fields.policyName')} required maxLength={200} autoComplete="off" />
      <FormSelect control={form.control} name="action" label={t('fields.action')} hint={t('fields.actionHint')} required options={actions} />
      <FormMultiSelect
        control={form.control}
        name="territories"
        label={t('fields.territories')}
        hint={t('fields.territoriesHint')}
        options={countries.options}
        loading={countries.loading}
      />
      <FormTextarea control={form.control} name="description" label={t('fields.description')} nullable maxLength={2000} rows={3} />
      {id && policy ? (
        <RecordHistory
          recordType="cmsPolicy"
          recordId={id}
          current={policy as unknown as RecordValues}
          onRevert={revert}
          fieldLabel={(field) => (HISTORY_FIELDS.includes(field) ? t(`fields.${field}`) : undefined)}
          valueLabel={optionLabels({ action: actions, territories: countries.options })}
        />
      ) : null}
    </FormDrawer>
  )
}
