import {
  Button,
  Checkbox,
  makeStyles,
  MessageBar,
  MessageBarBody,
  ProgressBar,
  SearchBox,
  Spinner,
  Tab,
  TabList,
  Text,
  tokens,
} from '@fluentui/react-components'
import {
  ArrowClockwiseRegular,
  ArrowUndoRegular,
  DeleteDismissRegular,
  DeleteRegular,
  DismissRegular,
  MailAllReadRegular,
  MailReadRegular,
  MailUnreadRegular,
} from '@fluentui/react-icons'
import { keepPreviousData } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import {
  useGetNavbarNotifications,
  useSearchUserNotifications,
  useSearchUserNotificationTrash,
} from '@/api/generated/notification/endpoints/user-notifications/user-notifications'
import type { Notification, TrashedNotification, UserNotificationSearchRequest } from '@/api/generated/notification/model'
import { useConfirm, EmptyState } from '@/shared/feedback'
import { ListPagination, defineList, filter, useListState, lastPage, pageSelectionState, SelectionStore } from '@/shared/list'
import { useDebouncedCallback } from '@/shared/hooks'
import { PageFrame } from '@/shared/frame'
import { LiveStatusBar } from '../live/live-status-bar'
import { NotificationRow } from './notification-row'
import { NAVBAR_PARAMS, NAVBAR_STALE_TIME_MS } from '../notification-queries'
import { filterNotifications, SEARCH_WINDOW } from './notification-search'
import { useNotificationActions } from '../use-notification-actions'
import { useNotificationText } from '../use-notification-text'

/** `deleted`: the Deleted view, the notifications the user deleted in the last 30 days (restore or delete for good). */
const STATUSES = ['unread', 'read', 'deleted'] as const

/** Read filter (or the Deleted view), search and page in the URL, so a link or a reload reopens the same view. */
export const notificationsList = defineList({
  id: 'notifications',
  filters: {
    status: filter.oneOf(STATUSES),
    q: filter.text({ maxLength: 200 }),
  },
  pageSizes: [10, 20, 50, 100],
  defaultPageSize: 10,
})

const useStyles = makeStyles({
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  search: { width: 'min(100%, 360px)' },
  bulk: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  spacer: { flexGrow: 1 },
  panel: {
    display: 'flex',
    flexDirection: 'column',
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    overflow: 'hidden',
  },
  listHeader: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  progress: { height: tokens.strokeWidthThick },
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  loading: { padding: tokens.spacingVerticalXXL },
})

/** The notifications page (/notifications): spec §3, §4, §5 and §8. */
export function NotificationsScreen() {
  const { t, i18n } = useTranslation('notifications')
  const styles = useStyles()
  const list = useListState(notificationsList)
  const { status, q } = list.state.filters
  const { page, size } = list.state
  const searching = q.trim() !== ''
  const deletedView = status === 'deleted'
  const isRead = status === 'read' ? true : status === 'unread' ? false : undefined

  // Without a search the server pages; with one, the newest SEARCH_WINDOW are filtered here
  // (see notification-search.ts for why the server's `search` is not enough).
  const request: UserNotificationSearchRequest = {
    index: searching ? 0 : page,
    size: searching ? SEARCH_WINDOW : size,
    ...(isRead === undefined ? {} : { isRead }),
  }
  const inbox = useSearchUserNotifications(request, { query: { placeholderData: keepPreviousData, enabled: !deletedView } })
  const { index, size: requestSize } = request
  const trash = useSearchUserNotificationTrash({ index, size: requestSize }, { query: { placeholderData: keepPreviousData, enabled: deletedView } })
  const query = deletedView ? trash : inbox
  const navbar = useGetNavbarNotifications(NAVBAR_PARAMS, { query: { staleTime: NAVBAR_STALE_TIME_MS } })
  const { render } = useNotificationText()
  const actions = useNotificationActions()
  const [confirm, confirmDialog] = useConfirm()
  const [selection] = useState(() => new SelectionStore<Notification>())
  const snapshot = useSyncExternalStore(selection.subscribe, selection.getSnapshot)

  const fetched: readonly Notification[] | undefined = query.data?.items
  const deletedAt = useMemo(
    () => new Map(deletedView ? (trash.data?.items ?? []).map((n: TrashedNotification) => [n.id, n.deletedAt]) : []),
    [deletedView, trash.data],
  )
  const rendered = useMemo(() => new Map((fetched ?? []).map((n) => [n.id, render(n)])), [fetched, render])
  const renderCached = useCallback((n: Notification) => rendered.get(n.id) ?? render(n), [rendered, render])
  const matches = useMemo(
    () => (searching ? filterNotifications(fetched ?? [], q, renderCached, i18n.language) : null),
    [searching, fetched, q, renderCached, i18n.language],
  )
  const total = matches ? matches.length : (query.data?.totalCount ?? 0)
  const rows = matches ? matches.slice(page * size, (page + 1) * size) : (fetched ?? [])
  const pageIds = rows.map((row) => row.id)
  const windowLimited = searching && (query.data?.totalCount ?? 0) > SEARCH_WINDOW

  // The selection survives paging, not a change of filter or search (the rows are different).
  useEffect(() => selection.clear(), [list.filtersKey, selection])

  // A page that no longer exists (after deleting its last rows): go to the last one.
  useEffect(() => {
    if (!query.isPlaceholderData && query.data && page > lastPage(total, size)) list.setPage(lastPage(total, size), { replace: true })
  }, [query.isPlaceholderData, query.data, page, total, size, list])

  const [searchText, setSearchText] = useState(q)
  const pushSearch = useDebouncedCallback((value: string) => list.setFilter('q', value, { replace: true }))
  // The URL changed under the box (Back, "clear search"): show it, unless it is what is typed.
  const [shownQ, setShownQ] = useState(q)
  if (q !== shownQ) {
    setShownQ(q)
    if (q !== searchText.trim()) setSearchText(q)
  }

  const selectedIds = snapshot.mode === 'ids' ? [...snapshot.ids] : []
  const pageState = pageSelectionState(snapshot, pageIds)
  const unreadCount = navbar.data?.totalCount ?? 0
  const newestSeen = [navbar.data?.items[0]?.createdAt, ...(fetched ?? []).map((n) => n.createdAt)]
    .filter((value): value is string => Boolean(value) && !Number.isNaN(Date.parse(value as string)))
    .sort((a, b) => Date.parse(b) - Date.parse(a))[0]

  const toggleRead = useCallback((n: Notification) => void actions.setRead(n.id, !n.isRead, true), [actions])
  // Deleting asks nothing: it applies at once and the toast offers Undo (docs/decisions.md "Trash and Undo").
  const onDelete = useCallback(
    (n: Notification) =>
      void actions.remove(n.id).then((ok) => {
        if (ok) selection.toggle(n.id, false)
      }),
    [actions, selection],
  )
  const deleteSelected = async () => {
    if (await actions.removeMany(selectedIds)) selection.clear()
  }
  // The Deleted view: restore at once; delete for good only after a question (it cannot be undone).
  const onRestore = useCallback(
    (n: Notification) =>
      void actions.restoreMany([n.id]).then((ok) => {
        if (ok) selection.toggle(n.id, false)
      }),
    [actions, selection],
  )
  const purge = useCallback(
    async (ids: string[], title?: string) => {
      const ok = await confirm({
        title: title ? t('confirm.purgeOneTitle', { title }) : t('confirm.purgeManyTitle', { count: ids.length }),
        message: t('confirm.purgeMessage', { count: ids.length }),
        confirmLabel: t('actions.purge'),
        cancelLabel: t('confirm.cancel'),
        destructive: true,
      })
      if (ok && (await actions.purgeMany(ids))) for (const id of ids) selection.toggle(id, false)
    },
    [actions, confirm, selection, t],
  )
  const onPurge = useCallback((n: Notification, title: string) => void purge([n.id], title), [purge])
  const restoreSelected = async () => {
    if (await actions.restoreMany(selectedIds)) selection.clear()
  }
  const markSelected = async (read: boolean) => {
    if (await actions.setReadMany(selectedIds, read)) selection.clear()
  }

  const tab = status ?? 'all'
  const emptyTitle = searching
    ? t('list.noMatch', { query: q.trim() })
    : deletedView
      ? t('list.emptyDeleted')
      : status === 'unread'
        ? t('list.emptyUnread')
        : status === 'read'
          ? t('list.emptyRead')
          : t('list.empty')

  return (
    <PageFrame
      title={t('title')}
      subtitle={t('subtitle')}
      actions={
        <Button icon={<MailAllReadRegular />} disabled={unreadCount === 0 || actions.busy} onClick={() => void actions.markAllRead(newestSeen)}>
          {t('actions.markAllRead')}
        </Button>
      }
    >
      <LiveStatusBar />
      <div className={styles.toolbar}>
        <TabList
          selectedValue={tab}
          onTabSelect={(_, data) => list.setFilter('status', data.value === 'all' ? undefined : (data.value as (typeof STATUSES)[number]))}
          aria-label={t('filters.label')}
        >
          <Tab value="all">{t('filters.all')}</Tab>
          <Tab value="unread">{t('filters.unread')}</Tab>
          <Tab value="read">{t('filters.read')}</Tab>
          <Tab value="deleted">{t('filters.deleted')}</Tab>
        </TabList>
        <SearchBox
          className={styles.search}
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={searchText}
          maxLength={200}
          onChange={(_, data) => {
            setSearchText(data.value)
            pushSearch(data.value)
          }}
          onKeyDown={(event) => event.key === 'Enter' && pushSearch.flush()}
        />
      </div>

      {deletedView ? (
        <MessageBar intent="info">
          <MessageBarBody>{t('list.deletedHint')}</MessageBarBody>
        </MessageBar>
      ) : null}

      {windowLimited ? (
        <MessageBar intent="info">
          <MessageBarBody>{t('search.window', { count: SEARCH_WINDOW })}</MessageBarBody>
        </MessageBar>
      ) : null}

      {selectedIds.length > 0 ? (
        <div className={styles.bulk} role="toolbar" aria-label={t('actions.bulkLabel')} data-testid="notifications-bulk-bar">
          <Text weight="semibold" aria-live="polite">
            {t('actions.selected', { count: selectedIds.length })}
          </Text>
          <span className={styles.spacer} />
          {deletedView ? (
            <>
              <Button icon={<ArrowUndoRegular />} disabled={actions.busy} onClick={() => void restoreSelected()}>
                {t('actions.restore')}
              </Button>
              <Button icon={<DeleteDismissRegular />} disabled={actions.busy} onClick={() => void purge(selectedIds)}>
                {t('actions.purge')}
              </Button>
            </>
          ) : (
            <>
              <Button icon={<MailReadRegular />} disabled={actions.busy} onClick={() => void markSelected(true)}>
                {t('actions.markSelectedRead')}
              </Button>
              <Button icon={<MailUnreadRegular />} disabled={actions.busy} onClick={() => void markSelected(false)}>
                {t('actions.markSelectedUnread')}
              </Button>
              <Button icon={<DeleteRegular />} disabled={actions.busy} onClick={() => void deleteSelected()}>
                {t('actions.deleteSelected')}
              </Button>
            </>
          )}
          <Button appearance="subtle" icon={<DismissRegular />} onClick={() => selection.clear()}>
            {t('actions.clearSelection')}
          </Button>
        </div>
      ) : null}

      <section className={styles.panel} aria-label={t('list.label')} aria-busy={query.isFetching}>
        {query.isFetching && !query.isPending ? <ProgressBar className={styles.progress} /> : <div className={styles.progress} />}
        {query.isPending ? (
          <Spinner className={styles.loading} label={t('list.loading')} />
        ) : query.isError ? (
          <div role="alert">
            <EmptyState
              title={t('errors.fetch')}
              actions={
                <Button icon={<ArrowClockwiseRegular />} onClick={() => void query.refetch()}>
                  {t('errors.retry')}
                </Button>
              }
            />
          </div>
        ) : rows.length === 0 ? (
          <EmptyState
            title={emptyTitle}
            description={searching ? t('list.noMatchHint') : status ? undefined : t('list.emptyHint')}
            actions={
              searching ? (
                <Button icon={<DismissRegular />} onClick={() => list.setFilter('q', '')}>
                  {t('list.clearSearch')}
                </Button>
              ) : undefined
            }
          />
        ) : (
          <>
            <div className={styles.listHeader}>
              <Checkbox
                checked={pageState === 'all' ? true : pageState === 'some' ? 'mixed' : false}
                aria-label={t('list.selectPage')}
                label={t('list.selectPage')}
                onChange={(_, data) =>
                  selection.setPage(
                    rows.map((row) => ({ id: row.id, row })),
                    data.checked === true,
                  )
                }
              />
            </div>
            <ul className={styles.list} aria-label={t('list.label')}>
              {rows.map((notification) => (
                <NotificationRow
                  key={notification.id}
                  notification={notification}
                  rendered={renderCached(notification)}
                  selection={selection}
                  busy={actions.busy}
                  onToggleRead={toggleRead}
                  onDelete={onDelete}
                  deletedAt={deletedAt.get(notification.id)}
                  onRestore={onRestore}
                  onPurge={onPurge}
                />
              ))}
            </ul>
          </>
        )}
      </section>

      {total > 0 ? (
        <ListPagination
          page={page}
          size={size}
          total={total}
          pageSizes={notificationsList.pageSizes}
          onPage={(next) => list.setPage(next)}
          onSize={(next) => list.setPageSize(next)}
        />
      ) : null}
      {confirmDialog}
    </PageFrame>
  )
}
