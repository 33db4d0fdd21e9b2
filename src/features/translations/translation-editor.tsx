import { Combobox, Field, makeStyles, Option, Text, tokens } from '@fluentui/react-components'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { z } from 'zod'
import {
  createTranslation,
  getGetTranslationCoverageQueryKey,
  getGetTranslationQueryKey,
  getSearchTranslationSourcesQueryKey,
  getSearchTranslationsQueryKey,
  updateTranslation,
  useGetTranslation,
  useSearchTranslationSources,
} from '@/api/generated/channel/endpoints/translations/translations'
import type { Translation, TranslationItemType, TranslationSource } from '@/api/generated/channel/model'
import { CreateTranslationBody } from '@/api/generated/channel/zod/index.zod'
import { usePermissions } from '@/shared/auth'
import { FormDrawer, FormInput, FormSelect, FormTextarea, PanelDrawer, RecordLoading, useFormEditor, useZodForm } from '@/shared/form'
import { useDebouncedCallback, useFormatters } from '@/shared/hooks'
import { useQueryFieldState, useNotify } from '@/shared/feedback'
import { DESCRIPTION_MAX, ITEM_TYPES, LANGUAGE_CODE, LANGUAGES, TITLE_MAX } from './translations-list'
import { useChoiceLabels } from '@/shared/options'

const useStyles = makeStyles({
  // A long result list scrolls inside a box that fits under the field, instead of being moved over other fields.
  listbox: { maxHeight: '320px' },
  sides: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', gap: tokens.spacingHorizontalXL },
  side: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  original: {
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    minHeight: tokens.lineHeightBase400,
  },
  heading: { fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground3 },
})

/** The form: what is translated, into which language, and the texts (trimmed, within the platform's limits). */
const schema = z.object({
  itemType: CreateTranslationBody.shape.itemType,
  itemId: z.string().uuid('translation:editor.itemRequired'),
  languageCode: z.string().trim().regex(LANGUAGE_CODE, 'translation:editor.languageInvalid'),
  title: z.string().trim().min(1, 'translation:editor.titleRequired').max(TITLE_MAX),
  description: z.string().max(DESCRIPTION_MAX),
  status: z.enum(['draft', 'published']),
})
/** `?editor=new` (with `item`, `itemType`, `lang` when coming from the coverage's missing list) or `?editor=<id>`. */
export function TranslationEditor({ target, onClose }: { target: string; onClose(): void }) {
  const { t } = useTranslation('translation')
  const isNew = target === 'new'
  const record = useGetTranslation(target, { query: { enabled: !isNew } })
  if (!isNew && !record.data) {
    return (
      <PanelDrawer open title={t('editor.editTitle')} onClose={onClose}>
        <RecordLoading error={record.error} onRetry={() => void record.refetch()} />
      </PanelDrawer>
    )
  }
  return <TranslationForm key={target} record={isNew ? null : (record.data ?? null)} onClose={onClose} />
}

function TranslationForm({ record, onClose }: { record: Translation | null; onClose(): void }) {
  const { t } = useTranslation('translation')
  const styles = useStyles()
  const format = useFormatters()
  const notify = useNotify()
  const queryClient = useQueryClient()
  const { can } = usePermissions()
  const [params] = useSearchParams()
  const prefillType = (ITEM_TYPES as readonly string[]).includes(params.get('itemType') ?? '') ? (params.get('itemType') as TranslationItemType) : 'video'
  const [picked, setPicked] = useState<TranslationSource | null>(null)

  const form = useZodForm(schema, {
    defaultValues: {
      itemType: record?.itemType ?? prefillType,
      itemId: record?.itemId ?? params.get('item') ?? '',
      languageCode: record?.languageCode ?? params.get('lang') ?? 'en',
      title: record?.title ?? '',
      description: record?.description ?? '',
      status: record?.status ?? 'draft',
    },
  })
  const [itemType, title, description] = useWatch({ control: form.control, name: ['itemType', 'title', 'description'] })

  const editor = useFormEditor({
    form,
    // Holds the version it opened at; a 412 or another user's live change merges the record as it is now.
    record: record ? { id: record.id, version: record.version } : null,
    save: async (values) => {
      const texts = { title: values.title, description: values.description.trim() || null, status: values.status }
      if (record) await updateTranslation(record.id, texts)
      else await createTranslation({ itemType: values.itemType, itemId: values.itemId, languageCode: values.languageCode, ...texts })
      return values
    },
    // "already has a translation in this language": about the language.
    fieldFor: (error) => (error.status === 400 && !record ? 'languageCode' : undefined),
    refusalKey: () => (record ? undefined : 'translation:editor.languageRefused'),
    onSaved: (_, values) => {
      for (const key of [getSearchTranslationsQueryKey()[0], getSearchTranslationSourcesQueryKey()[0], getGetTranslationCoverageQueryKey()[0]])
        void queryClient.invalidateQueries({ queryKey: [key] })
      if (record) void queryClient.invalidateQueries({ queryKey: getGetTranslationQueryKey(record.id) })
      notify.success(t(record ? 'editor.saved' : 'editor.created', { language: format.languageName(values.languageCode) }))
    },
    onClose,
  })

  const source = record ? { title: record.sourceTitle, description: record.sourceDescription } : picked
  const languageOptions = useMemo(() => LANGUAGES.map((code) => ({ value: code, label: `${format.languageName(code)} (${code})` })), [format])
  const statusOptions = useMemo(() => (['draft', 'published'] as const).map((value) => ({ value, label: t(`status.${value}`) })), [t])
  const typeOptions = useMemo(() => ITEM_TYPES.map((value) => ({ value, label: t(`itemTypes.${value}`) })), [t])

  return (
    <FormDrawer open size="large" title={record ? t('editor.editTitle') : t('editor.createTitle')} editor={editor} readOnly={!can('translation_write')}>
      {record ? (
        <Text className={styles.muted}>
          {t(`itemTypes.${record.itemType}`)} · {record.channelName} · {format.languageName(record.languageCode)}
        </Text>
      ) : (
        <>
          <FormSelect control={form.control} name="itemType" label={t('editor.itemType')} required options={typeOptions} />
          <ItemPicker
            key={itemType}
            itemType={itemType}
            initialId={form.getValues('itemId')}
            error={form.formState.errors.itemId ? t('editor.itemRequired') : undefined}
            onPick={(item) => {
              setPicked(item)
              form.setValue('itemId', item?.itemId ?? '', { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
            }}
          />
          <FormSelect control={form.control} name="languageCode" label={t('editor.language')} required options={languageOptions} />
        </>
      )}
      {record?.needsUpdate ? <Text className={styles.muted}>{t('editor.needsUpdateHint')}</Text> : null}
      <div className={styles.sides}>
        <section className={styles.side} aria-label={t('editor.original')}>
          <Text className={styles.heading}>{t('editor.original')}</Text>
          <Field label={t('editor.originalTitle')}>
            <div className={styles.original}>{source?.title ?? t('editor.chooseItem')}</div>
          </Field>
          <Field label={t('editor.originalDescription')}>
            <div className={styles.original}>{source ? (source.description ?? t('editor.noDescription')) : ''}</div>
          </Field>
        </section>
        <section className={styles.side} aria-label={t('editor.translation')}>
          <Text className={styles.heading}>{t('editor.translation')}</Text>
          <FormInput
            control={form.control}
            name="title"
            label={t('editor.title')}
            required
            maxLength={TITLE_MAX}
            hint={t('editor.count', { count: title.length, max: TITLE_MAX })}
            autoComplete="off"
          />
          <FormTextarea
            control={form.control}
            name="description"
            label={t('editor.description')}
            rows={8}
            maxLength={DESCRIPTION_MAX}
            hint={t('editor.count', { count: description.length, max: format.integer(DESCRIPTION_MAX) })}
          />
          <FormSelect control={form.control} name="status" label={t('editor.status')} required options={statusOptions} />
        </section>
      </div>
    </FormDrawer>
  )
}

/** A searchable choice of the item to translate (the server searches as the user types). */
function ItemPicker({
  itemType,
  initialId,
  error,
  onPick,
}: {
  itemType: TranslationItemType
  initialId: string
  error?: string
  onPick(item: TranslationSource | null): void
}) {
  const { t } = useTranslation('translation')
  const choice = useChoiceLabels()
  const styles = useStyles()
  const [text, setText] = useState('')
  const [search, setSearch] = useState('')
  const debounced = useDebouncedCallback(setSearch)
  const [chosen, setChosen] = useState<string>(initialId)
  const sources = useSearchTranslationSources({ index: 0, size: 30, itemType, ...(search ? { search } : {}) })
  // The item the editor was opened for, found by id (it may not be among the first results).
  const opened = useSearchTranslationSources({ index: 0, size: 1, itemType, itemId: initialId }, { query: { enabled: Boolean(initialId) } })
  const items = [...(opened.data?.items ?? []), ...(sources.data?.items ?? []).filter((item) => item.itemId !== initialId)]
  // Either call loading or failed shows under the field (a failure before the form's own message).
  const sourcesState = useQueryFieldState(sources, t('editor.itemsFailed'))
  const openedState = useQueryFieldState(opened, t('editor.itemFailed'))
  const load = sources.isError ? sourcesState : opened.isError ? openedState : sourcesState.hint ? sourcesState : openedState
  // Coming from the coverage's missing list: the item is known by id; show it once it is listed.
  const known = items.find((item) => item.itemId === chosen)
  const announced = useRef(false)
  useEffect(() => {
    if (!known || announced.current) return
    announced.current = true
    onPick(known)
  }, [known, onPick])
  return (
    <Field
      label={t('editor.item')}
      required
      hint={load.hint}
      validationMessage={load.validationMessage ?? error}
      validationState={load.validationState ?? (error ? 'error' : 'none')}
    >
      <Combobox
        freeform
        listbox={{ className: styles.listbox }}
        expandIcon={choice.expandIcon(t('editor.item'))}
        value={text || known?.title || ''}
        selectedOptions={chosen ? [chosen] : []}
        placeholder={t('editor.itemPlaceholder')}
        onChange={(event) => {
          setText(event.target.value)
          debounced(event.target.value.trim())
        }}
        onOptionSelect={(_, data) => {
          const item = items.find((i) => i.itemId === data.optionValue) ?? null
          setChosen(item?.itemId ?? '')
          setText(item?.title ?? '')
          onPick(item)
        }}
      >
        {items.map((item) => (
          <Option key={item.itemId} value={item.itemId} text={item.title}>
            {item.title} · {item.channelName}
          </Option>
        ))}
      </Combobox>
    </Field>
  )
}
