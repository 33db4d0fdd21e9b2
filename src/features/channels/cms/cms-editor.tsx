import { makeStyles, tokens } from '@fluentui/react-components'
import { useWatch } from 'react-hook-form'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { getGetCmsQueryKey, getSearchCmsQueryKey, useCreateCms, useGetCms, useUpdateCms } from '@/api/generated/channel/endpoints/cms/cms'
import { useGetChannelEntityKeyValueList } from '@/api/generated/channel/endpoints/commons/commons'
import { FormCombobox, FormDrawer, FormInput, FormSelect, PanelDrawer, RecordLoading, useFormEditor, useZodForm } from '@/shared/form'
import { useKeyValueLookup } from '@/shared/options'
import { useNotify } from '@/shared/feedback'
import { cmsFormSchema, cmsToForm, emptyCms, toCmsRequest, type CmsFormInput } from './cms-form'

const useStyles = makeStyles({
  row: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: tokens.spacingHorizontalM },
})

/** `?editor=new` creates a CMS account, `?editor=<id>` edits one. */
export function CmsEditor({ target, onClose }: { target: string; onClose(): void }) {
  const { t } = useTranslation('cms')
  const isNew = target === 'new'
  const query = useGetCms(target, { query: { enabled: !isNew } })
  if (!isNew && !query.data) {
    return (
      <PanelDrawer open title={t('editor.editTitle')} onClose={onClose}>
        <RecordLoading error={query.error} onRetry={() => void query.refetch()} />
      </PanelDrawer>
    )
  }
  return (
    <CmsForm
      key={target}
      version={query.data?.version}
      id={isNew ? null : target}
      initial={query.data ? cmsToForm(query.data) : emptyCms()}
      onClose={onClose}
    />
  )
}

function CmsForm({ id, initial, onClose, version }: { version: number | undefined; id: string | null; initial: CmsFormInput; onClose(): void }) {
  const { t } = useTranslation('cms')
  const styles = useStyles()
  const notify = useNotify()
  const queryClient = useQueryClient()
  const create = useCreateCms()
  const update = useUpdateCms()
  const form = useZodForm(cmsFormSchema, { defaultValues: initial })
  const companies = useKeyValueLookup(useGetChannelEntityKeyValueList, 'Company', { selected: [useWatch({ control: form.control, name: 'companyId' })] })
  const editor = useFormEditor({
    form,
    // Holds the version it opened at; a 412 or another user's live change merges the record as it is now.
    record: id ? { id, version } : null,
    fromRecord: cmsToForm,
    save: async (values) => (id ? update.mutateAsync({ id, data: toCmsRequest(values) }) : create.mutateAsync({ data: toCmsRequest(values) })),
    // The server's 400 (a key another CMS has, an unknown company) is said above the form, in the product's words.
    refusalKey: () => 'cms:editor.refused',
    onSaved: (_, values) => {
      void queryClient.invalidateQueries({ queryKey: [getSearchCmsQueryKey()[0]] })
      if (id) void queryClient.invalidateQueries({ queryKey: getGetCmsQueryKey(id) })
      notify.success(t(id ? 'editor.saved' : 'editor.created', { name: values.name }))
    },
    onClose,
  })
  const statusOptions = (['active', 'passive'] as const).map((value) => ({ value, label: t(`status.${value}`) }))
  return (
    <FormDrawer open title={id ? t('editor.editTitle') : t('editor.createTitle')} editor={editor} size="medium">
      <FormInput control={form.control} name="name" label={t('fields.name')} required maxLength={200} autoComplete="off" />
      <FormInput control={form.control} name="cmsKey" label={t('fields.cmsKey')} hint={t('fields.cmsKeyHint')} required maxLength={100} autoComplete="off" />
      <div className={styles.row}>
        <FormCombobox control={form.control} name="companyId" label={t('fields.company')} required options={companies.options} loading={companies.loading} />
        <FormSelect control={form.control} name="status" label={t('fields.status')} required options={statusOptions} />
      </div>
    </FormDrawer>
  )
}
