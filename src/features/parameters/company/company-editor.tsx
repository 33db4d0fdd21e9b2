import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import {
  getGetCompanyQueryKey,
  getSearchCompaniesQueryKey,
  useCreateCompany,
  useGetCompany,
  useUpdateCompany,
} from '@/api/generated/parameter/endpoints/companies/companies'
import type { Company, CompanyUpdateRequest } from '@/api/generated/parameter/model'
import { CreateCompanyBody, UpdateCompanyBody } from '@/api/generated/parameter/zod/index.zod'
import { FormDrawer, FormInput, FormSelect, PanelDrawer, RecordLoading, useFormEditor, useZodForm } from '@/shared/form'
import { useNotify } from '@/shared/feedback'
import { useStatusOptions } from '../use-parameter-actions'
import { useParameterEnum } from '../use-parameter-options'

/** The company form: the contract's fields and rules, the name trimmed, status explicit. */
const companyFormSchema = CreateCompanyBody.pick({ companyType: true, taxNumber: true, email: true, phoneNumber: true }).extend({
  name: z.string().trim().pipe(CreateCompanyBody.shape.name),
  status: UpdateCompanyBody.shape.status,
})
type CompanyFormInput = z.input<typeof companyFormSchema>
type CompanyFormValues = z.output<typeof companyFormSchema>

const toForm = (c: Company | null): CompanyFormInput => ({
  name: c?.name ?? '',
  companyType: c?.companyType ?? ('' as CompanyFormInput['companyType']),
  taxNumber: c?.taxNumber ?? null,
  email: c?.email ?? null,
  phoneNumber: c?.phoneNumber ?? null,
  status: c?.status ?? 'active',
})

/** Update takes every field (an absent one is cleared); create accepts the same body. */
const toRequest = (v: CompanyFormValues): CompanyUpdateRequest => ({
  name: v.name,
  companyType: v.companyType,
  taxNumber: v.taxNumber?.trim() || null,
  email: v.email?.trim() || null,
  phoneNumber: v.phoneNumber?.trim() || null,
  status: v.status,
})

export function CompanyEditor({ target, onClose }: { target: string; onClose(): void }) {
  const { t } = useTranslation('dynamic-parameter')
  const isNew = target === 'new'
  const query = useGetCompany(target, { query: { enabled: !isNew } })
  if (!isNew && !query.data) {
    return (
      <PanelDrawer open title={t('company.editTitle')} onClose={onClose}>
        <RecordLoading error={query.error} onRetry={() => void query.refetch()} />
      </PanelDrawer>
    )
  }
  return <CompanyForm key={target} version={query.data?.version} id={isNew ? null : target} initial={toForm(query.data ?? null)} onClose={onClose} />
}

function CompanyForm({ id, initial, onClose, version }: { version: number | undefined; id: string | null; initial: CompanyFormInput; onClose(): void }) {
  const { t } = useTranslation('dynamic-parameter')
  const notify = useNotify()
  const queryClient = useQueryClient()
  const types = useParameterEnum('CompanyType')
  const statuses = useStatusOptions()
  const create = useCreateCompany()
  const update = useUpdateCompany()
  const form = useZodForm(companyFormSchema, { defaultValues: initial })
  const editor = useFormEditor({
    form,
    // Holds the version it opened at; a 412 or another user's live change merges the record as it is now.
    record: id ? { id, version } : null,
    fromRecord: toForm,
    save: (values) => (id ? update.mutateAsync({ id, data: toRequest(values) }) : create.mutateAsync({ data: toRequest(values) })),
    onSaved: (_, values) => {
      void queryClient.invalidateQueries({ queryKey: [getSearchCompaniesQueryKey()[0]] })
      if (id) void queryClient.invalidateQueries({ queryKey: getGetCompanyQueryKey(id) })
      notify.success(t(id ? 'editor.saved' : 'editor.created', { name: values.name }))
    },
    onClose,
  })
  return (
    <FormDrawer open title={id ? t('company.editTitle') : t('company.createTitle')} editor={editor}>
      <FormInput control={form.control} name="name" label={t('fields.name')} required maxLength={200} autoComplete="off" />
      <FormSelect control={form.control} name="companyType" label={t('fields.companyType')} required options={types.options} loading={types.loading} />
      <FormInput control={form.control} name="taxNumber" label={t('fields.taxNumber')} hint={t('fields.taxNumberHint')} nullable maxLength={50} />
      <FormInput control={form.control} name="email" type="email" label={t('fields.email')} nullable maxLength={254} />
      <FormInput control={form.control} name="phoneNumber" type="tel" label={t('fields.phoneNumber')} nullable maxLength={30} />
      <FormSelect control={form.control} name="status" label={t('fields.status')} required options={statuses} />
    </FormDrawer>
  )
}
