import { Button } from '@fluentui/react-components'
import { DeleteRegular, ShieldKeyholeRegular } from '@fluentui/react-icons'
import { useCallback, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { getSearchRolesQueryKey, searchRoles, useDeleteRolesBulk, useRestoreRoles, useSearchRoles } from '@/api/generated/identity/endpoints/roles/roles'
import type { Role, RoleSearchRequest } from '@/api/generated/identity/model'
import { usePermissions } from '@/shared/auth'
import { useUrlPanel, useFormatters } from '@/shared/hooks'
import {
  ListPage,
  useDeleteRows,
  useEditorPanel,
  serverListSource,
  useServerList,
  useStandardRowActions,
  type ListColumn,
  type ListFilterControl,
  type ListFiltersOf,
  type RowAction,
  CellText,
} from '@/shared/list'
import { PermissionsEditor } from './permissions-editor'
import { RoleEditor } from './role-editor'
import { ROLE_DEFAULT_COLUMNS, roleSearchFilters, rolesList } from './roles-list'
import { useRoleOptions } from './use-role-options'
import { useRolesChanged } from './use-roles-changed'

type SortKey = (typeof rolesList.sortKeys)[number]

const ROLES = serverListSource<RoleSearchRequest, Role>(useSearchRoles, searchRoles, getSearchRolesQueryKey)

const nameOf = (role: Role) => role.name

/** /role-management: roles with their filters, create / edit, delete (to the Trash, with Undo), and the permission editor. */
export function RoleManagementScreen() {
  const { t } = useTranslation('role-management')
  const { can } = usePermissions()
  const format = useFormatters()
  const server = useServerList(rolesList, roleSearchFilters, ROLES)
  const editor = useEditorPanel()
  const permissionsPanel = useUrlPanel('permissions')
  const options = useRoleOptions(server.list.state.filters.departmentIds)
  const canWrite = can('role_write')

  const navigate = useNavigate()

  // Deleting moves roles to the Trash (their holders lose them): no question first, Undo in the toast (docs/decisions.md "Trash and Undo").
  const { mutateAsync: deleteRoles } = useDeleteRolesBulk()
  const { mutateAsync: restoreRoles } = useRestoreRoles()
  const refresh = useRolesChanged(server.refresh)
  const { remove, bulkDelete, undoable } = useDeleteRows<Role>('role-management', 'role_write', deleteRoles, refresh, { restore: restoreRoles })
  const standardActions = useStandardRowActions<Role>({
    namespace: 'role-management',
    permission: 'role_write',
    name: nameOf,
    onEdit: editor.open,
    remove,
    confirmDelete: !undoable,
  })
  const openPermissions = permissionsPanel.open
  const rowActions = useMemo<RowAction<Role>[]>(
    () => [
      {
        id: 'permissions',
        label: canWrite ? t('actions.permissions') : t('actions.viewPermissions'),
        icon: <ShieldKeyholeRegular />,
        onSelect: (r) => openPermissions(r.id),
      },
      ...standardActions,
    ],
    [t, canWrite, openPermissions, standardActions],
  )
  const bulkActions = useMemo(() => [bulkDelete], [bulkDelete])

  const platformLabel = useCallback(
    (value: string) => options.platforms.labelOf(value) ?? t(`platforms.${value}`, { defaultValue: value }),
    [options.platforms, t],
  )

  const columns = useMemo<ListColumn<Role, SortKey>[]>(
    () => [
      { id: 'name', label: t('columns.name'), sortKey: 'name', render: (r) => <CellText text={r.name} />, csv: (r) => r.name, width: 200 },
      { id: 'description', label: t('columns.description'), render: (r) => <CellText text={r.description} />, csv: (r) => r.description, width: 280 },
      {
        id: 'platformType',
        label: t('columns.platformType'),
        sortKey: 'platformType',
        render: (r) => platformLabel(r.platformType),
        csv: (r) => platformLabel(r.platformType),
        width: 150,
      },
      {
        id: 'departmentName',
        label: t('columns.department'),
        sortKey: 'departmentName',
        render: (r) => <CellText text={r.departmentName} />,
        csv: (r) => r.departmentName,
        width: 180,
      },
      {
        id: 'permissionCount',
        label: t('columns.permissionCount'),
        sortKey: 'permissionCount',
        align: 'end',
        render: (r) => format.number(r.permissionCount),
        csv: (r) => r.permissionCount,
        width: 120,
      },
      {
        id: 'userCount',
        label: t('columns.userCount'),
        sortKey: 'userCount',
        align: 'end',
        render: (r) => format.number(r.userCount),
        csv: (r) => r.userCount,
        width: 110,
      },
      {
        id: 'createdAt',
        label: t('columns.createdAt'),
        sortKey: 'createdAt',
        render: (r) => format.dateTime(r.createdAt),
        csv: (r) => r.createdAt,
        width: 170,
      },
    ],
    [t, format, platformLabel],
  )

  const filters = useMemo<ListFilterControl<ListFiltersOf<typeof rolesList>>[]>(
    () => [
      { kind: 'search', key: 'search', label: t('filters.search'), placeholder: t('filters.searchPlaceholder') },
      {
        kind: 'multiselect',
        key: 'platformTypes',
        label: t('filters.platformTypes'),
        options: options.platforms.options,
        loading: options.platforms.loading,
      },
      {
        kind: 'multiselect',
        key: 'departmentIds',
        label: t('filters.departments'),
        options: options.departments.options,
        loading: options.departments.loading,
      },
    ],
    [t, options],
  )

  // "Create" continues to the new role's permissions in the same panel slot.
  const createdRole = useRef<string | null>(null)
  const closeEditor = useCallback(() => {
    const created = createdRole.current
    createdRole.current = null
    if (created) editor.handOver('permissions', created)
    else editor.close()
  }, [editor])

  return (
    <ListPage
      server={server}
      title={t('title')}
      create={{ label: t('actions.create'), permission: 'role_write' }}
      pageActions={
        <Button appearance="secondary" icon={<DeleteRegular />} onClick={() => void navigate('/role-management/trash')}>
          {t('actions.trash')}
        </Button>
      }
      editor={(target) => (
        <RoleEditor
          target={target}
          onClose={closeEditor}
          onCreated={(id) => {
            createdRole.current = id
          }}
        />
      )}
      columns={columns}
      defaultColumns={ROLE_DEFAULT_COLUMNS}
      getRowId={(r) => r.id}
      rowLabel={nameOf}
      filters={filters}
      rowActions={rowActions}
      bulkActions={bulkActions}
      exportFileName={t('exportFile')}
      emptyMessage={t('empty')}
    >
      {permissionsPanel.value && !editor.value ? (
        <PermissionsEditor roleId={permissionsPanel.value} readOnly={!canWrite} onClose={permissionsPanel.close} />
      ) : null}
    </ListPage>
  )
}
