import { Badge, Button, makeStyles, Tab, TabList, tokens } from '@fluentui/react-components'
import { AddRegular, CheckmarkRegular, DeleteRegular } from '@fluentui/react-icons'
import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import {
  getSearchTranslationsQueryKey,
  searchTranslations,
  updateTranslation,
  useDeleteTranslationBulk,
  useRestoreTranslations,
  useSearchTranslations,
} from '@/api/generated/channel/endpoints/translations/translations'
import type { Translation, TranslationSearchRequest, TranslationSource } from '@/api/generated/channel/model'
import { usePermissions } from '@/shared/auth'
import {
  ListView,
  NEW_RECORD,
  serverListSource,
  StatusBadge,
  useDeleteRows,
  useEditorPanel,
  useServerList,
  useStandardRowActions,
  type ListColumn,
  type ListFilterControl,
  type ListFiltersOf,
  type RowAction,
} from '@/shared/list'
import { useFormatters } from '@/shared/hooks'
import { PageFrame } from '@/shared/frame'
import { useNotify } from '@/shared/feedback'
import { CoverageView } from './coverage-view'
import { MissingView } from './missing-view'
import { translationName as nameOf, useTranslationColumns } from './translation-columns'
import { TranslationEditor } from './translation-editor'
import { ITEM_TYPES, LANGUAGE_CODE, LANGUAGES, TRANSLATION_DEFAULT_COLUMNS, translationSearchFilters, translationsList } from './translations-list'

type SortKey = (typeof translationsList.sortKeys)[number]

const TRANSLATIONS = serverListSource<TranslationSearchRequest, Translation>(useSearchTranslations, searchTranslations, getSearchTranslationsQueryKey)

const useStyles = makeStyles({
  tabs: { marginBottom: tokens.spacingVerticalM, flexWrap: 'wrap' },
})

/** The page's view in the URL: `?view=coverage`, `?view=missing&lang=de`, or the list. */
type View = 'list' | 'coverage' | 'missing'

/** /translation: translations of titles and descriptions (list, editor side by side with the original) and a channel's coverage. */
export function TranslationScreen() {
  const { t } = useTranslation('translation')
  const styles = useStyles()
  const { can } = usePermissions()
  const [params, setParams] = useSearchParams()
  const rawView = params.get('view')
  const lang = params.get('lang')
  const view: View = rawView === 'coverage' ? 'coverage' : rawView === 'missing' && lang && LANGUAGE_CODE.test(lang) ? 'missing' : 'list'
  const channelId = params.get('channelId')
  const editor = useEditorPanel()

  const go = useCallback(
    (changes: Record<string, string | null>) =>
      setParams((current) => {
        const next = new URLSearchParams(current)
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key)
          else next.set(key, value)
        }
        return next
      }),
    [setParams],
  )

  const openTranslate = (item: TranslationSource) => go({ editor: NEW_RECORD, item: item.itemId, itemType: item.itemType, lang: lang ?? 'en' })
  const closeEditor = () => go({ editor: null, item: null, itemType: null, ...(view === 'missing' ? {} : { lang: null }) })

  return (
    <PageFrame title={t('title')} subtitle={t('subtitle')}>
      <TabList
        className={styles.tabs}
        selectedValue={view === 'missing' ? 'coverage' : view}
        onTabSelect={(_, data) => go({ view: data.value === 'list' ? null : String(data.value), lang: null })}
      >
        <Tab value="list">{t('tabs.list')}</Tab>
        <Tab value="coverage">{t('tabs.coverage')}</Tab>
      </TabList>
      {view === 'list' ? <TranslationList canCreate={can('translation_write')} onCreate={() => editor.open(NEW_RECORD)} onEdit={editor.open} /> : null}
      {view === 'coverage' ? (
        <CoverageView
          channelId={channelId}
          onChannel={(id) => go({ channelId: id })}
          onMissing={(code, channel) => go({ view: 'missing', lang: code, channelId: channel })}
        />
      ) : null}
      {view === 'missing' && lang ? (
        <MissingViewForChannel channelId={channelId} languageCode={lang} onBack={() => go({ view: 'coverage', lang: null })} onTranslate={openTranslate} />
      ) : null}
      {editor.value ? <TranslationEditor target={editor.value} onClose={closeEditor} /> : null}
    </PageFrame>
  )
}

/** The missing list needs the channel the coverage showed; without one in the URL it goes back to the coverage. */
function MissingViewForChannel({
  channelId,
  ...props
}: {
  channelId: string | null
  languageCode: string
  onBack(): void
  onTranslate(item: TranslationSource): void
}) {
  if (!channelId) return <CoverageView channelId={null} onChannel={() => props.onBack()} onMissing={() => props.onBack()} />
  return <MissingView channelId={channelId} {...props} />
}

function TranslationList({ canCreate, onCreate, onEdit }: { canCreate: boolean; onCreate(): void; onEdit(id: string): void }) {
  const { t } = useTranslation('translation')
  const format = useFormatters()
  const notify = useNotify()
  const server = useServerList(translationsList, translationSearchFilters, TRANSLATIONS)
  const navigate = useNavigate()
  // Deleting moves translations to their Trash: no question first, Undo in the toast (docs/decisions.md "Trash and Undo").
  const { mutateAsync: deleteMany } = useDeleteTranslationBulk()
  const { mutateAsync: restoreMany } = useRestoreTranslations()
  const { remove, bulkDelete, undoable } = useDeleteRows<Translation>('translation', 'translation_write', deleteMany, server.refresh, { restore: restoreMany })
  const standard = useStandardRowActions<Translation>({
    namespace: 'translation',
    permission: 'translation_write',
    name: nameOf,
    onEdit,
    remove,
    confirmDelete: !undoable,
  })
  const shared = useTranslationColumns<Translation>()
  const { refresh } = server
  const rowActions = useMemo<RowAction<Translation>[]>(
    () => [
      {
        id: 'publish',
        label: t('actions.publish'),
        icon: <CheckmarkRegular />,
        permission: 'translation_write',
        visible: (row) => row.status === 'draft',
        onSelect: async (row) => {
          await updateTranslation(row.id, { title: row.title, description: row.description, status: 'published' })
          await refresh()
          notify.success(t('actions.published', { name: nameOf(row) }))
        },
      },
      ...standard,
    ],
    [t, standard, refresh, notify],
  )
  const bulkActions = useMemo(() => [bulkDelete], [bulkDelete])

  // The default columns fit a 1366 px laptop beside the menu (cells grow into wider screens).
  const columns = useMemo<ListColumn<Translation, SortKey>[]>(
    () => [
      shared.itemTitle,
      shared.itemType,
      shared.languageCode,
      shared.title,
      {
        id: 'status',
        phone: true,
        label: t('columns.status'),
        sortKey: 'status',
        render: (r) => <StatusBadge status={r.status === 'published' ? 'active' : 'passive'} label={t(`status.${r.status}`)} />,
        csv: (r) => r.status,
        width: 100,
      },
      {
        id: 'needsUpdate',
        label: t('columns.needsUpdate'),
        render: (r) =>
          r.needsUpdate ? (
            <Badge appearance="tint" color="warning">
              {t('needsUpdate')}
            </Badge>
          ) : null,
        csv: (r) => (r.needsUpdate ? t('needsUpdate') : ''),
        width: 130,
      },
      shared.channelName,
      {
        id: 'updatedAt',
        label: t('columns.updatedAt'),
        sortKey: 'updatedAt',
        render: (r) => format.dateTime(r.updatedAt),
        csv: (r) => r.updatedAt,
        width: 170,
      },
    ],
    [t, format, shared],
  )

  const filters = useMemo<ListFilterControl<ListFiltersOf<typeof translationsList>>[]>(
    () => [
      { kind: 'search', key: 'search', label: t('filters.search'), placeholder: t('filters.searchPlaceholder') },
      { kind: 'select', key: 'languageCode', label: t('filters.language'), options: LANGUAGES.map((value) => ({ value, label: format.languageName(value) })) },
      { kind: 'select', key: 'itemType', label: t('filters.itemType'), options: ITEM_TYPES.map((value) => ({ value, label: t(`itemTypes.${value}`) })) },
      {
        kind: 'select',
        key: 'status',
        label: t('filters.status'),
        options: (['draft', 'published'] as const).map((value) => ({ value, label: t(`status.${value}`) })),
      },
      { kind: 'boolean', key: 'needsUpdate', label: t('filters.needsUpdate'), trueLabel: t('filters.needsUpdateYes'), falseLabel: t('filters.needsUpdateNo') },
    ],
    [t, format],
  )

  return (
    <ListView
      list={server.list}
      query={server.query}
      fetchPage={server.fetchPage}
      ariaLabel={t('title')}
      columns={columns}
      defaultColumns={TRANSLATION_DEFAULT_COLUMNS}
      getRowId={(r) => r.id}
      rowLabel={nameOf}
      filters={filters}
      rowActions={rowActions}
      bulkActions={bulkActions}
      exportFileName={t('exportFile')}
      emptyMessage={t('empty')}
      actions={
        <>
          <Button appearance="secondary" icon={<DeleteRegular />} onClick={() => void navigate('/translation/trash')}>
            {t('actions.trash')}
          </Button>
          {canCreate ? (
            <Button appearance="primary" icon={<AddRegular />} onClick={onCreate}>
              {t('actions.create')}
            </Button>
          ) : null}
        </>
      }
    />
  )
}
