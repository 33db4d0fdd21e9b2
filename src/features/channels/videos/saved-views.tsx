import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Menu,
  MenuDivider,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  tokens,
} from '@fluentui/react-components'
import {
  ArrowClockwiseRegular,
  BookmarkAddRegular,
  BookmarkRegular,
  CheckmarkRegular,
  DeleteRegular,
  ErrorCircleRegular,
  LinkRegular,
} from '@fluentui/react-icons'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useSearchParams } from 'react-router'
import {
  getSearchSavedViewsQueryKey,
  useCreateSavedView,
  useDeleteSavedView,
  useRestoreSavedViews,
  useSearchSavedViews,
} from '@/api/generated/channel/endpoints/saved-views/saved-views'
import type { SavedView } from '@/api/generated/channel/model'
import { useErrorText } from '@/shared/hooks'
import { useNotify, useUndo } from '@/shared/feedback'
import type { ContentList } from '../content-list/content-list-spec'
import { applyColumns, shareLink, storedColumns, viewQuery, withView } from './saved-view-link'

export interface SavedViewsProps {
  list: ContentList
  columnsKey: string
  defaultColumns: readonly string[]
  /** Copies a text with the page's 3-second confirmation. */
  copy: (text: string, message: string) => Promise<void>
}

const useStyles = makeStyles({
  // The message and its Retry wrap together, as one item of the toolbar.
  failedGroup: { display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalXS },
  failed: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, color: tokens.colorPaletteRedForeground1 },
})

const sameColumns = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, i) => id === b[i])

/**
 * Saved views of the videos list, kept per user on the server (they outlive a logout): save the
 * current filters, sort and columns under a name, switch between views, copy a link to one.
 */
export function SavedViews({ list, columnsKey, defaultColumns, copy }: SavedViewsProps) {
  const { t } = useTranslation(['videos', 'common'])
  const styles = useStyles()
  const notify = useNotify()
  const errorText = useErrorText()
  const queryClient = useQueryClient()
  const location = useLocation()
  const [params, setParams] = useSearchParams()
  const request = { index: 0, size: 100, listId: list.id }
  const views = useSearchSavedViews(request)
  const create = useCreateSavedView()
  const remove = useDeleteSavedView()
  const restore = useRestoreSavedViews()
  const undoable = useUndo()
  const [naming, setNaming] = useState(false)
  const [name, setName] = useState('')

  const currentQuery = viewQuery(list, params)
  const currentColumns = () => storedColumns(columnsKey, defaultColumns)
  const items = views.data?.items ?? []
  const active = items.find((view) => view.query === currentQuery && sameColumns(view.columns, currentColumns()))

  const refresh = () => queryClient.invalidateQueries({ queryKey: getSearchSavedViewsQueryKey(request) })

  const open = (view: SavedView) => {
    applyColumns(columnsKey, view.columns)
    setParams((previous) => withView(list, previous, view.query), { preventScrollReset: true })
  }

  const save = async () => {
    try {
      await create.mutateAsync({ data: { listId: list.id, name: name.trim(), query: currentQuery, columns: currentColumns() } })
      await refresh()
      notify.success(t('views.saved', { name: name.trim() }))
      setNaming(false)
      setName('')
    } catch {
      // create.error shows in the dialog; the typed name stays.
    }
  }

  const shareCurrent = () => copy(shareLink(`${window.location.origin}${location.pathname}`, list, params, currentColumns()), t('views.linkCopied'))

  // Applies at once; the server keeps the view 30 days, so Undo is its restore (docs/decisions.md "Trash and Undo").
  const removeActive = async (view: SavedView) => {
    try {
      await remove.mutateAsync({ id: view.id })
      await refresh()
      undoable({
        title: t('views.deleted', { name: view.name }),
        undo: () => restore.mutateAsync({ data: { ids: [view.id] } }).then(refresh),
        undone: t('views.restored', { name: view.name }),
      })
    } catch (error) {
      notify.error(t('views.deleteFailed'), { body: errorText(error) })
    }
  }

  return (
    <>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button icon={views.isPending ? <Spinner size="extra-tiny" aria-label={t('loading')} /> : <BookmarkRegular />}>
            {active ? t('views.buttonActive', { name: active.name }) : t('views.button')}
          </Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuGroup>
              <MenuGroupHeader>{t('views.title')}</MenuGroupHeader>
              {views.isPending ? <MenuItem disabled>{t('loading')}</MenuItem> : null}
              {views.error ? <MenuItem disabled>{errorText(views.error)}</MenuItem> : null}
              {views.data && items.length === 0 ? <MenuItem disabled>{t('views.none')}</MenuItem> : null}
              {items.map((view) => (
                <MenuItem key={view.id} icon={view === active ? <CheckmarkRegular /> : <span />} onClick={() => open(view)}>
                  {view.name}
                </MenuItem>
              ))}
            </MenuGroup>
            <MenuDivider />
            <MenuItem icon={<BookmarkAddRegular />} onClick={() => setNaming(true)}>
              {t('views.save')}
            </MenuItem>
            <MenuItem icon={<LinkRegular />} onClick={() => void shareCurrent()}>
              {t('views.copyLink')}
            </MenuItem>
            {active ? (
              <MenuItem icon={<DeleteRegular />} onClick={() => void removeActive(active)}>
                {t('views.delete', { name: active.name })}
              </MenuItem>
            ) : null}
          </MenuList>
        </MenuPopover>
      </Menu>
      {/* Saving and copying a link still work; the list of saved views needs the call. */}
      {views.isError ? (
        <span className={styles.failedGroup}>
          <span role="alert" className={styles.failed}>
            <ErrorCircleRegular aria-hidden="true" />
            {t('views.loadFailed')}
          </span>
          <Button
            size="small"
            appearance="transparent"
            icon={<ArrowClockwiseRegular />}
            disabledFocusable={views.isFetching}
            onClick={() => void views.refetch()}
          >
            {t('common:actions.retry')}
          </Button>
        </span>
      ) : null}
      <Dialog open={naming} onOpenChange={(_, data) => setNaming(data.open)}>
        <DialogSurface>
          <form
            onSubmit={(event) => {
              event.preventDefault()
              if (name.trim()) void save()
            }}
          >
            <DialogBody>
              <DialogTitle>{t('views.saveTitle')}</DialogTitle>
              <DialogContent>
                {create.error ? (
                  <MessageBar intent="error">
                    <MessageBarBody>{errorText(create.error)}</MessageBarBody>
                  </MessageBar>
                ) : null}
                <Field label={t('views.name')} required hint={t('views.nameHint')}>
                  <Input value={name} maxLength={80} autoFocus onChange={(_, data) => setName(data.value)} />
                </Field>
              </DialogContent>
              <DialogActions>
                <Button onClick={() => setNaming(false)}>{t('bulk.cancel')}</Button>
                <Button appearance="primary" type="submit" disabled={!name.trim() || create.isPending}>
                  {t('views.saveButton')}
                </Button>
              </DialogActions>
            </DialogBody>
          </form>
        </DialogSurface>
      </Dialog>
    </>
  )
}
