import { useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import {
  getGetCurrentUserPermissionsQueryKey,
  getGetRolePermissionsQueryKey,
  getGetRoleQueryKey,
  getSearchRolesQueryKey,
  useGetRolePermissions,
  useSaveRolePermissions,
  useSearchPermissions,
  useUpdateRole,
} from '@/api/generated/identity/endpoints/roles/roles'
import type { Role } from '@/api/generated/identity/model'
import { usePermissions } from '@/shared/auth'
import { AreaSpinner, QueryFailure } from '@/shared/feedback'
import { RecordHistory, type RecordValues } from '@/shared/history'
import { roleFormSchema, roleToForm, toRoleRequest } from './role-form'

/** The role's fields as the audit trail names them, with their labels in the editor (fields.*); null: not shown (the department shows by name). */
const HISTORY_LABELS: Record<string, string | null> = {
  name: 'name',
  description: 'roleDescription',
  platformType: 'platformType',
  departmentName: 'department',
  departmentId: null,
  permissionIds: 'permissions',
}

/** Every permission (hidden ones too: a role may hold them), to name a version's permissions. */
const ALL_PERMISSIONS = { index: 0, size: 1000, sortKey: 'group', sortOrder: 'asc' } as const

/** History of a role in its editor: its fields and its permissions, each version's permissions by name (docs/decisions.md, "Record history and revert"). */
export function RoleHistory({ role, platforms, onReverted }: { role: Role; platforms: readonly { value: string; label: string }[]; onReverted(): void }) {
  const { can } = usePermissions()
  return can('audit_read') ? <RoleHistoryOf role={role} platforms={platforms} onReverted={onReverted} /> : null
}

function RoleHistoryOf({ role, platforms, onReverted }: { role: Role; platforms: readonly { value: string; label: string }[]; onReverted(): void }) {
  const { t } = useTranslation('role-management')
  const queryClient = useQueryClient()
  const permissions = useGetRolePermissions(role.id)
  const catalogue = useSearchPermissions(ALL_PERMISSIONS, { query: { staleTime: 5 * 60 * 1000 } })
  const update = useUpdateRole()
  const savePermissions = useSaveRolePermissions()
  const names = useMemo(() => new Map((catalogue.data?.items ?? []).map((p) => [p.id, p.description || p.name])), [catalogue.data])
  const current = useMemo(
    () => (permissions.data ? ({ ...role, permissionIds: permissions.data.map((p) => p.id).sort() } as unknown as RecordValues) : null),
    [role, permissions.data],
  )
  // Its two reads show like the history's own: a spinner while they load, a failure with Retry.
  const failed = [permissions, catalogue].find((query) => query.isError)
  if (failed) return <QueryFailure query={failed} />
  if (!current || !catalogue.data) return <AreaSpinner label={t('common:history.loading')} />

  /** Revert: the role's own update and/or its permissions' save, each checked against the version read (If-Match), each audited. */
  const revert = async (patch: RecordValues) => {
    const fields = toRoleRequest(roleFormSchema.parse(roleToForm(role)))
    const older = Object.fromEntries(Object.entries(patch).filter(([field]) => field in fields))
    if (Object.keys(older).length > 0) await update.mutateAsync({ id: role.id, data: { ...fields, ...older } as typeof fields })
    if (Array.isArray(patch.permissionIds)) await savePermissions.mutateAsync({ data: { roleId: role.id, permissionIds: patch.permissionIds as string[] } })
    void queryClient.invalidateQueries({ queryKey: [getSearchRolesQueryKey()[0]] })
    void queryClient.invalidateQueries({ queryKey: getGetRoleQueryKey(role.id) })
    void queryClient.invalidateQueries({ queryKey: getGetRolePermissionsQueryKey(role.id) })
    void queryClient.invalidateQueries({ queryKey: getGetCurrentUserPermissionsQueryKey() })
    onReverted()
  }

  return (
    <RecordHistory
      recordType="role"
      recordId={role.id}
      current={current}
      onRevert={revert}
      fieldLabel={(field) => (field in HISTORY_LABELS ? HISTORY_LABELS[field] && t(`fields.${HISTORY_LABELS[field]}`) : undefined)}
      valueLabel={(field, value) =>
        field === 'permissionIds' && typeof value === 'string'
          ? names.get(value)
          : field === 'platformType'
            ? platforms.find((option) => option.value === value)?.label
            : undefined
      }
    />
  )
}
