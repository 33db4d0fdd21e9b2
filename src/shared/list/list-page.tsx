import { Button } from '@fluentui/react-components'
import { AddRegular } from '@fluentui/react-icons'
import type { ReactElement, ReactNode } from 'react'
import { usePermissions } from '@/shared/auth'
import { useUrlPanel, type UrlPanel } from '@/shared/hooks'
import { PageFrame } from '@/shared/frame'
import type { FetchPage } from './fetch-all'
import { ListView, type ListViewProps } from './list-view'
import type { ListQueryResult } from './types'
import type { ListController } from './use-list-state'

/** The query parameter of a list page's editor panel: `?editor=new` creates, `?editor=<id>` edits. */
export const EDITOR_PANEL = 'editor'
/** The editor panel's value for a new record. */
export const NEW_RECORD = 'new'

/** The list page's editor panel, for row actions that open it (`onEdit: editor.open`). */
export const useEditorPanel = (): UrlPanel => useUrlPanel(EDITOR_PANEL)

export interface ListPageProps<Row, F extends object, S extends string> extends Omit<ListViewProps<Row, F, S>, 'list' | 'query' | 'fetchPage' | 'ariaLabel'> {
  /** The page heading, also the table's accessible name. */
  title: string
  subtitle?: ReactNode
  /** What `useServerList` returned (the view in the URL, the page query, the export fetcher). */
  server: { list: ListController<F, S>; query: ListQueryResult<Row>; fetchPage?: FetchPage<Row> }
  /** The primary "create" button of the title row, shown with its permission; it opens the editor on a new record. */
  create?: { label: string; permission: string | readonly string[]; icon?: ReactElement }
  /**
   * The editor panel, while `?editor=` is set and the user holds `editorPermission`:
   * `(target, close) => <UserEditor target={target} onClose={close} />` (`target` is 'new' or an id).
   * The panel itself is the third argument, for editors that hand over to another panel.
   */
  editor?: (target: string, close: () => void, panel: UrlPanel) => ReactNode
  /** Who may open the editor; default: the create permission. */
  editorPermission?: string | readonly string[]
  /** More buttons in the title row, after "create". */
  pageActions?: ReactNode
  /** Other panels of the page (detail, permissions). */
  children?: ReactNode
}

/**
 * A whole list page: the title with its "create" button, the list (filters, columns, export,
 * row and bulk actions, paging), and the URL editor panel. A screen gives it the server list,
 * its columns, filters and actions:
 *
 *   const server = useServerList(usersList, userSearchFilters, USERS)
 *   <ListPage server={server} title={t('title')} columns={columns} defaultColumns={…} getRowId={(u) => u.id}
 *     create={{ label: t('actions.create'), permission: 'user_write' }}
 *     editor={(target, close) => <UserEditor target={target} onClose={close} />} … />
 */
export function ListPage<Row, F extends object, S extends string>({
  title,
  subtitle,
  server,
  create,
  editor,
  editorPermission,
  pageActions,
  children,
  ...listProps
}: ListPageProps<Row, F, S>) {
  const { can } = usePermissions()
  const panel = useEditorPanel()
  const canCreate = create ? can(create.permission) : false
  const canEdit = can(editorPermission ?? create?.permission)
  const headerActions =
    canCreate || pageActions ? (
      <>
        {create && canCreate ? (
          <Button appearance="primary" icon={create.icon ?? <AddRegular />} onClick={() => panel.open(NEW_RECORD)}>
            {create.label}
          </Button>
        ) : null}
        {pageActions}
      </>
    ) : null
  return (
    <PageFrame title={title} subtitle={subtitle} actions={headerActions}>
      <ListView {...listProps} list={server.list} query={server.query} fetchPage={server.fetchPage} ariaLabel={title} />
      {editor && panel.value && canEdit ? editor(panel.value, panel.close, panel) : null}
      {children}
    </PageFrame>
  )
}
