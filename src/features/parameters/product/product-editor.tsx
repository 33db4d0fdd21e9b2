import { makeStyles, tokens } from '@fluentui/react-components'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import {
  getGetProductQueryKey,
  getSearchProductsQueryKey,
  useCreateProduct,
  useGetProduct,
  useUpdateProduct,
} from '@/api/generated/parameter/endpoints/products/products'
import { FormCombobox, FormDate, FormDrawer, FormInput, FormNumber, FormSelect, PanelDrawer, RecordLoading, useFormEditor, useZodForm } from '@/shared/form'
import { useNotify } from '@/shared/feedback'
import { optionLabels, RecordHistory, type RecordValues } from '@/shared/history'
import type { Product } from '@/api/generated/parameter/model'
import { productFormSchema, productToForm, toProductRequest, type ProductFormInput } from './product-form'
import { useStatusOptions } from '../use-parameter-actions'
import { useEntityOptions, useParameterEnum } from '../use-parameter-options'

const useStyles = makeStyles({
  // Stacked on a narrow panel, the fields are as far apart as the form's other fields.
  row: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalS },
})

/** The product's fields as the audit trail names them, with their labels in the editor (fields.*). */
const HISTORY_LABELS: Record<string, string> = {
  name: 'name',
  productType: 'productType',
  producerId: 'producer',
  licensorId: 'licensor',
  directorId: 'director',
  companyId: 'company',
  licenseStartDate: 'licenseStartDate',
  licenseEndDate: 'licenseEndDate',
  publicationStartYear: 'publicationStartYear',
  publicationEndYear: 'publicationEndYear',
  status: 'status',
}

export function ProductEditor({ target, onClose }: { target: string; onClose(): void }) {
  const { t } = useTranslation('dynamic-parameter')
  const isNew = target === 'new'
  const query = useGetProduct(target, { query: { enabled: !isNew } })
  if (!isNew && !query.data) {
    return (
      <PanelDrawer open title={t('product.editTitle')} onClose={onClose}>
        <RecordLoading error={query.error} onRetry={() => void query.refetch()} />
      </PanelDrawer>
    )
  }
  return (
    <ProductForm
      key={target}
      version={query.data?.version}
      id={isNew ? null : target}
      initial={productToForm(query.data ?? null)}
      names={query.data ?? null}
      onClose={onClose}
    />
  )
}

function ProductForm({
  id,
  initial,
  names,
  onClose,
  version,
}: {
  version: number | undefined
  id: string | null
  initial: ProductFormInput
  names: Product | null
  onClose(): void
}) {
  const { t } = useTranslation('dynamic-parameter')
  const styles = useStyles()
  const notify = useNotify()
  const queryClient = useQueryClient()
  const types = useParameterEnum('ProductType')
  const statuses = useStatusOptions()
  const create = useCreateProduct()
  const update = useUpdateProduct()
  const form = useZodForm(productFormSchema, { defaultValues: initial })
  // The chosen references are named by Ids (10 options at a time do not hold them all), and stay
  // selectable even when they became passive (contract).
  const chosen = form.watch()
  const producers = useEntityOptions('Producer', {
    selected: [chosen.producerId],
    keep: [{ id: initial.producerId ?? null, name: names?.producerName ?? null }],
  })
  const licensors = useEntityOptions('Licensor', {
    selected: [chosen.licensorId],
    keep: [{ id: initial.licensorId ?? null, name: names?.licensorName ?? null }],
  })
  const directors = useEntityOptions('Director', {
    selected: [chosen.directorId],
    keep: [{ id: initial.directorId ?? null, name: names?.directorName ?? null }],
  })
  const companies = useEntityOptions('Company', { selected: [chosen.companyId], keep: [{ id: initial.companyId ?? null, name: names?.companyName ?? null }] })
  const editor = useFormEditor({
    form,
    // Holds the version it opened at; a 412 or another user's live change merges the record as it is now.
    record: id ? { id, version } : null,
    fromRecord: productToForm,
    save: (values) => (id ? update.mutateAsync({ id, data: toProductRequest(values) }) : create.mutateAsync({ data: toProductRequest(values) })),
    onSaved: (_, values) => {
      void queryClient.invalidateQueries({ queryKey: [getSearchProductsQueryKey()[0]] })
      if (id) void queryClient.invalidateQueries({ queryKey: getGetProductQueryKey(id) })
      notify.success(t(id ? 'editor.saved' : 'editor.created', { name: values.name }))
    },
    onClose,
  })
  /** Revert: the product's own update from the record as read and the older version's fields (same If-Match check as a save). */
  const revert = async (patch: RecordValues) => {
    if (!id || !names) return
    const current = toProductRequest(productFormSchema.parse(productToForm(names)))
    const older = Object.fromEntries(Object.entries(patch).filter(([field]) => field in current))
    await update.mutateAsync({ id, data: { ...current, ...older } as typeof current })
    void queryClient.invalidateQueries({ queryKey: [getSearchProductsQueryKey()[0]] })
    void queryClient.invalidateQueries({ queryKey: getGetProductQueryKey(id) })
    onClose()
  }
  return (
    <FormDrawer open title={id ? t('product.editTitle') : t('product.createTitle')} editor={editor}>
      <FormInput control={form.control} name="name" label={t('fields.name')} required maxLength={200} autoComplete="off" />
      <FormSelect control={form.control} name="productType" label={t('fields.productType')} required options={types.options} loading={types.loading} />
      <div className={styles.row}>
        <FormCombobox control={form.control} name="producerId" label={t('fields.producer')} options={producers.options} loading={producers.loading} />
        <FormCombobox control={form.control} name="licensorId" label={t('fields.licensor')} options={licensors.options} loading={licensors.loading} />
      </div>
      <div className={styles.row}>
        <FormCombobox control={form.control} name="directorId" label={t('fields.director')} options={directors.options} loading={directors.loading} />
        <FormCombobox control={form.control} name="companyId" label={t('fields.company')} options={companies.options} loading={companies.loading} />
      </div>
      <div className={styles.row}>
        <FormDate control={form.control} name="licenseStartDate" label={t('fields.licenseStartDate')} nullable />
        <FormDate control={form.control} name="licenseEndDate" label={t('fields.licenseEndDate')} nullable hint={t('fields.licenseEndHint')} />
      </div>
      <div className={styles.row}>
        <FormNumber control={form.control} name="publicationStartYear" label={t('fields.publicationStartYear')} min={1900} max={2100} />
        <FormNumber
          control={form.control}
          name="publicationEndYear"
          label={t('fields.publicationEndYear')}
          min={1900}
          max={2100}
          hint={t('fields.publicationEndHint')}
        />
      </div>
      <FormSelect control={form.control} name="status" label={t('fields.status')} required options={statuses} />
      {id && names ? (
        <RecordHistory
          recordType="product"
          recordId={id}
          current={names as unknown as RecordValues}
          onRevert={revert}
          fieldLabel={(field) => (HISTORY_LABELS[field] ? t(`fields.${HISTORY_LABELS[field]}`) : undefined)}
          valueLabel={optionLabels({
            productType: types.options,
            producerId: producers.options,
            licensorId: licensors.options,
            directorId: directors.options,
            companyId: companies.options,
            status: statuses,
          })}
        />
      ) : null}
    </FormDrawer>
  )
}
