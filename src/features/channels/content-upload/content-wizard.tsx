import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Field,
  Input,
  Link,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Option,
  Radio,
  RadioGroup,
  Spinner,
  Switch,
  Textarea,
  tokens,
} from '@fluentui/react-components'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useReducer, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { useTranslation } from 'react-i18next'
import { uploadImage } from '@/api/generated/channel/endpoints/commons/commons'
import { publishContent, updateContentDetails, useGetContent } from '@/api/generated/channel/endpoints/contents/contents'
import type { ContentPlacement, ContentVisibility } from '@/api/generated/channel/model'
import { useSearchLanguages } from '@/api/generated/parameter/endpoints/languages/languages'
import { useSearchProducts } from '@/api/generated/parameter/endpoints/products/products'
import { DraftNotice, FileField, OptionCombobox, readDraft, StepIndicator, useDraftKey, useDraftSlot } from '@/shared/form'
import { OPTION_LIST_QUERY, useOptionList, useChoiceLabels } from '@/shared/options'
import { safeImageUrl } from '@/lib/safe-image-url'
import { useCategoryOptions } from '../content-list/use-category-options'
import { thumbnailSrc } from '../content-list/thumbnail-src'
import { invalidateVideoPages } from './cached-video-pages'
import { CONTENT_STEPS, contentCreationReducer, initialContentCreation, LAST_STEP, publishRequest } from './content-creation-state'
import { startUpload } from './start-uploads'
import { UploadRow } from './upload-row'
import { fromWizardDraft, wizardDraftOf, wizardDraftScope, type KeptContentCreation } from './wizard-draft'
import { failureText, useUploads } from './use-uploads'

const useStyles = makeStyles({
  surface: { maxWidth: '720px', width: '100%' },
  // The content scrolls when it is taller than the screen: its parts keep their height instead of
  // being squeezed into each other (a multiline message bar over the next field at 375 px).
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, '& > *': { flexShrink: 0 } },
  uploads: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  preview: { maxWidth: '240px', borderRadius: tokens.borderRadiusMedium },
  row: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: tokens.spacingHorizontalM },
})

const VISIBILITIES: readonly ContentVisibility[] = ['private', 'unlisted', 'public', 'scheduled']
const PLACEMENTS: readonly ContentPlacement[] = ['video', 'short']
/** Languages in one page of 200; products as the video editor lists them (same cache). */
const LANGUAGE_QUERY = { index: 0, size: 200 }
const PRODUCT_QUERY = { index: 0, size: 500, status: 'active' as const }

export interface ContentWizardProps {
  channelId: string
  placement: ContentPlacement
  onClose(): void
}

/**
 * The content creation steps: files and made-for-kids (each file starts uploading as soon as it
 * is chosen), details, visibility (private by default, an optional future plan in the user's
 * zone), thumbnail and statistics display, then the platform links.
 */
export function ContentWizard({ channelId, placement, onClose }: ContentWizardProps) {
  const { t } = useTranslation(['uploads', 'common'])
  const choice = useChoiceLabels()
  const styles = useStyles()
  const queryClient = useQueryClient()
  // A draft of this page's wizard kept through a reload (the form kit's draft store, per user and page).
  const draftKey = useDraftKey(wizardDraftScope(useLocation().pathname))
  const [kept, setKept] = useState(() => readDraft<KeptContentCreation>(draftKey))
  const [state, dispatch] = useReducer(contentCreationReducer, placement, (at) => (kept ? fromWizardDraft(kept.values) : initialContentCreation(at)))
  const keep = useDraftSlot(draftKey, () => wizardDraftOf(state))
  const { changed: stateChanged } = keep
  const started = useRef(state)
  useEffect(() => {
    if (state !== started.current) stateChanged()
  }, [state, stateChanged])
  const [keys, setKeys] = useState<string[]>([])
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [thumbnailFiles, setThumbnailFiles] = useState<File[]>([])
  const categories = useCategoryOptions()
  const languages = useOptionList(useSearchLanguages(LANGUAGE_QUERY, OPTION_LIST_QUERY))
  const products = useOptionList(useSearchProducts(PRODUCT_QUERY, OPTION_LIST_QUERY))
  const { items } = useUploads()
  const mine = items.filter((item) => keys.includes(item.key))
  // The draft as the server made it: it copied the channel's installation defaults (description,
  // tags, category, made for kids…) into the new upload, or has what was saved before a reload.
  // It fills in every field the user has not changed yet (he may be in step 2 before it arrives).
  const draft = useGetContent(state.id ?? '', { query: { enabled: Boolean(state.id), staleTime: Infinity } })
  const draftData = draft.data
  const [lastDraftError, setLastDraftError] = useState<unknown>(null)
  if (draft.error && draft.error !== lastDraftError) setLastDraftError(draft.error)
  useEffect(() => {
    if (draftData) dispatch({ type: 'draft', content: draftData })
  }, [draftData])
  const draftAwaited = Boolean(state.id) && state.prefilledFrom !== state.id
  // Failed, also while trying again (the query is then pending again): the warning and its Retry stay.
  const draftFailed = draftAwaited && (draft.isError || (draft.isPending && draft.errorUpdatedAt > 0))
  const draftRetrying = draftFailed && draft.isFetching
  // Saving the details before the draft is in would replace the defaults with empty fields: Next
  // waits for it (after a failure the user decides, with what the form shows).
  const draftLoading = draftAwaited && draft.isPending && !draftFailed

  const chooseFiles = async (files: File[]) => {
    const added = files.filter((file) => !state.step1.files.includes(file))
    dispatch({ type: 'step1', patch: { files } })
    setError(null)
    // The first file's content is the one the next steps describe.
    let contentId = state.id
    for (const file of added) {
      try {
        const started = await startUpload(queryClient, channelId, state.placement, file)
        setKeys((previous) => [...previous, started.key])
        if (contentId) continue
        contentId = started.contentId
        dispatch({ type: 'created', id: started.contentId, videoUid: started.videoUid, fileName: started.fileName })
      } catch (failure) {
        setError(failureText(failure, t))
      }
    }
  }

  const run = async (work: () => Promise<void>) => {
    setBusy(true)
    setError(null)
    try {
      await work()
      dispatch({ type: 'next' })
    } catch (failure) {
      setError(failureText(failure, t))
    } finally {
      setBusy(false)
    }
  }

  const details = (thumbnail: string | null) => ({
    title: state.step2.title.trim(),
    description: state.step2.description || null,
    tags: [...state.step2.tags],
    categoryId: state.step2.categoryId,
    languageId: state.step2.languageId,
    productId: state.step2.productId,
    placement: state.placement,
    madeForKids: state.step1.madeForKids,
    statistics_display: state.statistics_display,
    thumbnail,
  })

  const next = () => {
    const id = state.id
    if (state.currentStep === 0) return void dispatch({ type: 'next' })
    if (!id) return
    if (state.currentStep === 1) {
      if (!state.step2.title.trim()) return void setError(t('errors.titleRequired'))
      return void run(async () => {
        await updateContentDetails(id, details(state.thumbnail))
        // The row shows the new title; a changed placement moves it between the videos and shorts lists.
        invalidateVideoPages(queryClient, channelId)
      })
    }
    if (state.currentStep === 2) {
      const request = publishRequest(state.step3)
      if ('problem' in request) return void setError(t(`errors.plan.${request.problem}`))
      return void run(async () => {
        let thumbnail = state.thumbnail
        const [image] = thumbnailFiles
        if (image) {
          thumbnail = (await uploadImage({ file: image })).url
          dispatch({ type: 'fields', patch: { thumbnail } })
        }
        await updateContentDetails(id, details(thumbnail))
        const published = await publishContent(id, request.body)
        invalidateVideoPages(queryClient, channelId)
        dispatch({
          type: 'fields',
          patch: {
            youtubeUrl: published.youtubeUrl,
            youtubeStudioUrl: published.youtubeStudioUrl,
            processedThumbnail: published.processedThumbnail,
            videoId: published.videoId,
          },
        })
      })
    }
  }

  const startOver = () => {
    // Back to step 0 and the defaults, the placement of the page the wizard was opened on.
    dispatch({ type: 'reset', placement })
    setKeys([])
    setThumbnailFiles([])
  }

  const discardDraft = () => {
    keep.clear()
    setKept(null)
    startOver()
  }

  const close = () => {
    keep.clear()
    onClose()
  }

  const step = CONTENT_STEPS[state.currentStep]!
  const youtube = safeImageUrl(state.youtubeUrl)
  const studio = safeImageUrl(state.youtubeStudioUrl)
  const processed = thumbnailSrc(state.processedThumbnail)
  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && close()}>
      <DialogSurface className={styles.surface} aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle>{t(placement === 'short' ? 'wizard.titleShort' : 'wizard.title')}</DialogTitle>
          <DialogContent className={styles.body}>
            <StepIndicator steps={CONTENT_STEPS.map((id) => t(`wizard.steps.${id}`))} current={state.currentStep} label={t('wizard.progress')} />
            <DraftNotice at={kept?.at ?? null} onDiscard={discardDraft} />
            {error ? (
              <MessageBar intent="error">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            ) : null}
            {step === 'files' ? (
              <>
                <FileField
                  name="video-files"
                  label={t('wizard.files')}
                  hint={t('wizard.filesHint')}
                  multiple
                  required
                  rules={{ accept: ['video/*'], typeLabel: t('wizard.videoTypes') }}
                  files={state.step1.files}
                  onChange={(files) => void chooseFiles(files)}
                />
                <Switch
                  label={t('wizard.madeForKids')}
                  checked={state.step1.madeForKids}
                  onChange={(_, data) => dispatch({ type: 'step1', patch: { madeForKids: data.checked } })}
                />
              </>
            ) : null}
            {step === 'details' ? (
              <>
                {draftLoading ? <Spinner size="extra-tiny" labelPosition="after" label={t('wizard.draftLoading')} data-testid="draft-loading" /> : null}
                {draftFailed ? (
                  <MessageBar intent="warning" layout="multiline" data-testid="draft-failed">
                    <MessageBarBody>
                      {t('wizard.draftFailed')} {failureText(draft.error ?? lastDraftError, t)}
                    </MessageBarBody>
                    <MessageBarActions>
                      <Button
                        size="small"
                        icon={draftRetrying ? <Spinner size="extra-tiny" /> : undefined}
                        disabledFocusable={draftRetrying}
                        onClick={() => void draft.refetch()}
                      >
                        {draftRetrying ? t('wizard.retrying') : t('common:actions.retry')}
                      </Button>
                    </MessageBarActions>
                  </MessageBar>
                ) : null}
                <Field label={t('wizard.titleField')} required>
                  <Input value={state.step2.title} maxLength={100} onChange={(_, data) => dispatch({ type: 'step2', patch: { title: data.value } })} />
                </Field>
                <Field label={t('wizard.description')}>
                  <Textarea
                    value={state.step2.description}
                    maxLength={5000}
                    onChange={(_, data) => dispatch({ type: 'step2', patch: { description: data.value } })}
                  />
                </Field>
                <Field label={t('wizard.tags')} hint={t('wizard.tagsHint')}>
                  <Input
                    value={state.step2.tags.join(', ')}
                    onChange={(_, data) =>
                      dispatch({
                        type: 'step2',
                        patch: {
                          tags: data.value
                            .split(',')
                            .map((tag) => tag.trim())
                            .filter(Boolean),
                        },
                      })
                    }
                  />
                </Field>
                <div className={styles.row}>
                  <Field label={t('wizard.category')} validationMessage={categories.error ? t('wizard.categoriesFailed') : undefined}>
                    <Dropdown
                      value={categories.labelOf(state.step2.categoryId) ?? ''}
                      clearButton={choice.clearButton(t('wizard.category'))}
                      selectedOptions={state.step2.categoryId ? [state.step2.categoryId] : []}
                      onOptionSelect={(_, data) => dispatch({ type: 'step2', patch: { categoryId: data.optionValue ?? null } })}
                    >
                      {categories.options.map((option) => (
                        <Option key={option.value} value={option.value}>
                          {option.label}
                        </Option>
                      ))}
                    </Dropdown>
                  </Field>
                  <OptionCombobox
                    label={t('wizard.language')}
                    value={state.step2.languageId}
                    onChange={(languageId) => dispatch({ type: 'step2', patch: { languageId } })}
                    options={languages.options}
                    loading={languages.loading}
                    validationMessage={languages.error ? t('wizard.languagesFailed') : undefined}
                  />
                </div>
                <OptionCombobox
                  label={t('wizard.product')}
                  value={state.step2.productId}
                  onChange={(productId) => dispatch({ type: 'step2', patch: { productId } })}
                  options={products.options}
                  loading={products.loading}
                  validationMessage={products.error ? t('wizard.productsFailed') : undefined}
                />
                <Field label={t('wizard.placement')} hint={t('wizard.placementHint')}>
                  <RadioGroup
                    layout="horizontal"
                    value={state.placement}
                    onChange={(_, data) => dispatch({ type: 'fields', patch: { placement: data.value as ContentPlacement } })}
                  >
                    {PLACEMENTS.map((value) => (
                      <Radio key={value} value={value} label={t(`wizard.placements.${value}`)} />
                    ))}
                  </RadioGroup>
                </Field>
              </>
            ) : null}
            {step === 'visibility' ? (
              <>
                <Field label={t('wizard.visibility')}>
                  <RadioGroup
                    value={state.step3.visibility}
                    onChange={(_, data) => dispatch({ type: 'step3', patch: { visibility: data.value as ContentVisibility } })}
                  >
                    {VISIBILITIES.map((visibility) => (
                      <Radio key={visibility} value={visibility} label={t(`wizard.visibilities.${visibility}`)} />
                    ))}
                  </RadioGroup>
                </Field>
                {state.step3.visibility === 'scheduled' ? (
                  <Field label={t('wizard.plan')} hint={t('wizard.planHint', { zone: Intl.DateTimeFormat().resolvedOptions().timeZone })} required>
                    <Input
                      type="datetime-local"
                      value={state.step3.plan_date_and_time}
                      onChange={(_, data) => dispatch({ type: 'step3', patch: { plan_date_and_time: data.value } })}
                    />
                  </Field>
                ) : null}
                <FileField
                  name="thumbnail"
                  label={t('wizard.thumbnail')}
                  hint={t('wizard.thumbnailHint')}
                  rules={{ accept: ['image/png', 'image/jpeg'], maxBytes: 2 * 1024 * 1024 }}
                  files={thumbnailFiles}
                  onChange={setThumbnailFiles}
                />
                <Switch
                  label={t('wizard.statistics')}
                  checked={state.statistics_display}
                  onChange={(_, data) => dispatch({ type: 'fields', patch: { statistics_display: data.checked } })}
                />
              </>
            ) : null}
            {step === 'links' ? (
              <>
                <MessageBar intent="success">
                  <MessageBarBody>{t('wizard.done')}</MessageBarBody>
                </MessageBar>
                {processed ? <img className={styles.preview} src={processed} alt={t('wizard.processedThumbnail')} /> : null}
                {youtube ? (
                  <Link href={youtube} target="_blank" rel="noopener noreferrer">
                    {t('wizard.youtubeUrl')}
                  </Link>
                ) : null}
                {studio ? (
                  <Link href={studio} target="_blank" rel="noopener noreferrer">
                    {t('wizard.youtubeStudioUrl')}
                  </Link>
                ) : null}
              </>
            ) : null}
            {mine.length > 0 ? (
              <section className={styles.uploads} aria-label={t('tray.title')}>
                {mine.map((item) => (
                  <UploadRow key={item.key} item={item} />
                ))}
              </section>
            ) : null}
          </DialogContent>
          <DialogActions>
            {state.currentStep > 0 && state.currentStep < LAST_STEP ? (
              <Button disabled={busy} onClick={() => dispatch({ type: 'back' })}>
                {t('common:actions.back')}
              </Button>
            ) : null}
            {state.currentStep < LAST_STEP ? (
              <Button appearance="primary" disabled={busy || !state.id || (step === 'details' && draftLoading)} onClick={next}>
                {state.currentStep === LAST_STEP - 1 ? t('wizard.publish') : t('common:actions.next')}
              </Button>
            ) : (
              <Button appearance="primary" onClick={startOver}>
                {t('wizard.another')}
              </Button>
            )}
            <Button onClick={close}>{t('common:actions.close')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
