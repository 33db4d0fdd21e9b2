import { makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { getGetVideoQueryKey, getSearchVideosQueryKey, useGetVideo, useUpdateVideo } from '@/api/generated/channel/endpoints/videos/videos'
import { getSearchShortVideosQueryKey } from '@/api/generated/channel/endpoints/short-videos/short-videos'
import type { VideoDetail } from '@/api/generated/channel/model'
import type { Language, Product } from '@/api/generated/parameter/model'
import { useSearchLanguages } from '@/api/generated/parameter/endpoints/languages/languages'
import { useSearchProducts } from '@/api/generated/parameter/endpoints/products/products'
import { FormCombobox, FormDrawer, FormInput, FormSelect, FormSwitch, FormTextarea, PanelDrawer, RecordLoading, useFormEditor, useZodForm } from '@/shared/form'
import { OPTION_LIST_QUERY, useOptionList } from '@/shared/options'
import { useNotify } from '@/shared/feedback'
import { optionLabels, RecordHistory, type RecordValues } from '@/shared/history'
import { VideoClaims } from '../claims/video-claims'
import { PRIVACY_STATUSES } from './content-list-spec'
import { ReplaceVideoFile } from './replace-video-file'
import { useCategoryOptions } from './use-category-options'
import { toVideoRequest, videoFormSchema, videoToForm, type VideoFormInput } from './video-form'

const useStyles = makeStyles({
  row: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: tokens.spacingHorizontalM },
})

/** The video's fields as the audit trail names them, with their labels in the editor (editor.fields.*). */
const HISTORY_LABELS: Record<string, string> = {
  video: 'title',
  description: 'description',
  tags: 'tags',
  categoryId: 'category',
  languageId: 'language',
  productId: 'product',
  privacyStatus: 'privacyStatus',
  madeForKids: 'madeForKids',
  monetize: 'monetize',
}

/** Languages in one page of 200; products by name, the first 500. */
const LANGUAGE_SEARCH = { index: 0, size: 200 }
const PRODUCT_SEARCH = { index: 0, size: 500, status: 'active' as const }
const languageOption = (language: Language) => ({ value: language.id, label: language.name })
const productOption = (product: Product) => ({ value: product.id, label: product.name })

/** `?editor=<id>`: a video's details in a drawer. */
export function VideoEditor({ id, onClose }: { id: string; onClose(): void }) {
  const { t } = useTranslation('videos')
  const query = useGetVideo(id)
  if (!query.data) {
    return (
      <PanelDrawer open title={t('editor.title')} onClose={onClose}>
        <RecordLoading error={query.error} onRetry={() => void query.refetch()} />
      </PanelDrawer>
    )
  }
  return (
    <VideoForm
      key={id}
      id={id}
      version={query.data.version}
      initial={videoToForm(query.data)}
      product={query.data.product}
      video={query.data}
      onClose={onClose}
    />
  )
}

function VideoForm({
  id,
  version,
  initial,
  product,
  video,
  onClose,
}: {
  id: string
  version: number | undefined
  initial: VideoFormInput
  product: { id: string; name: string } | null
  video: VideoDetail
  onClose(): void
}) {
  const { t } = useTranslation('videos')
  const styles = useStyles()
  const notify = useNotify()
  const queryClient = useQueryClient()
  const categories = useCategoryOptions()
  const languages = useOptionList(useSearchLanguages(LANGUAGE_SEARCH, OPTION_LIST_QUERY), { map: languageOption })
  const products = useOptionList(useSearchProducts(PRODUCT_SEARCH, OPTION_LIST_QUERY), {
    map: productOption,
    keep: [product ? { id: product.id, name: product.name } : { id: null, name: null }],
  })
  const update = useUpdateVideo()
  const form = useZodForm(videoFormSchema, { defaultValues: initial })
  const editor = useFormEditor({
    form,
    save: (values) => update.mutateAsync({ id, data: toVideoRequest(values) }),
    // Holds the version it opened at; a 412 merges the video as it is now (docs/decisions.md, "Versions").
    record: { id, version },
    fromRecord: videoToForm,
    onSaved: (_, values) => {
      void queryClient.invalidateQueries({ queryKey: [getSearchVideosQueryKey()[0]] })
      void queryClient.invalidateQueries({ queryKey: [getSearchShortVideosQueryKey()[0]] })
      void queryClient.invalidateQueries({ queryKey: getGetVideoQueryKey(id) })
      notify.success(t('editor.saved', { name: values.video }))
    },
    onClose,
  })
  /** Revert: the video's own update, built from the record as read and the older version's fields (same If-Match check as a save). */
  const revert = async (patch: RecordValues) => {
    const current = toVideoRequest(videoFormSchema.parse(videoToForm(video)))
    const older = Object.fromEntries(Object.entries(patch).filter(([field]) => field in current))
    await update.mutateAsync({ id, data: { ...current, ...older } as typeof current })
    void queryClient.invalidateQueries({ queryKey: [getSearchVideosQueryKey()[0]] })
    void queryClient.invalidateQueries({ queryKey: [getSearchShortVideosQueryKey()[0]] })
    void queryClient.invalidateQueries({ queryKey: getGetVideoQueryKey(id) })
    onClose()
  }
  const privacyOptions = PRIVACY_STATUSES.map((value) => ({ value, label: t(`privacy.${value}`) }))
  return (
    <FormDrawer open title={t('editor.title')} editor={editor} size="medium">
      <FormInput control={form.control} name="video" label={t('editor.fields.title')} required maxLength={100} autoComplete="off" />
      <FormTextarea control={form.control} name="description" label={t('editor.fields.description')} maxLength={5000} />
      <FormInput control={form.control} name="tags" label={t('editor.fields.tags')} hint={t('editor.fields.tagsHint')} autoComplete="off" />
      {categories.error ? (
        <MessageBar intent="error">
          <MessageBarBody>{t('editor.categoriesFailed')}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.row}>
        <FormSelect
          control={form.control}
          name="categoryId"
          label={t('editor.fields.category')}
          options={categories.options}
          loading={categories.loading}
          clearable
        />
        <FormCombobox control={form.control} name="languageId" label={t('editor.fields.language')} options={languages.options} loading={languages.loading} />
      </div>
      <FormCombobox control={form.control} name="productId" label={t('editor.fields.product')} options={products.options} loading={products.loading} />
      <FormSelect control={form.control} name="privacyStatus" label={t('editor.fields.privacyStatus')} required options={privacyOptions} />
      <div className={styles.row}>
        <FormSwitch control={form.control} name="madeForKids" label={t('editor.fields.madeForKids')} />
        <FormSwitch control={form.control} name="monetize" label={t('editor.fields.monetize')} />
      </div>
      <ReplaceVideoFile video={video} />
      <VideoClaims videoId={id} />
      <RecordHistory
        recordType="video"
        recordId={id}
        current={{ ...video, productId: video.product?.id ?? null } as unknown as RecordValues}
        onRevert={revert}
        fieldLabel={(field) => (HISTORY_LABELS[field] ? t(`editor.fields.${HISTORY_LABELS[field]}`) : undefined)}
        valueLabel={optionLabels({
          privacyStatus: privacyOptions,
          categoryId: categories.options,
          languageId: languages.options,
          productId: products.options,
        })}
      />
    </FormDrawer>
  )
}
