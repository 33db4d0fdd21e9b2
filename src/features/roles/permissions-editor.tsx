import { Badge, Button, Checkbox, makeStyles, mergeClasses, SearchBox, Spinner, Text, tokens } from '@fluentui/react-components'
import { useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  getGetCurrentUserPermissionsQueryKey,
  getGetRolePermissionsQueryKey,
  getSearchRolesQueryKey,
  useGetRole,
  useGetRolePermissions,
  useSaveRolePermissions,
  useSearchPermissions,
} from '@/api/generated/identity/endpoints/roles/roles'
import type { Permission } from '@/api/generated/identity/model'
import { SaveRolePermissionsBody } from '@/api/generated/identity/zod/roles/roles.zod'
import { FormDrawer, PanelDrawer, RecordLoading, useFormEditor, useZodForm } from '@/shared/form'
import { LoadFailure, useNotify } from '@/shared/feedback'
import { useFormatters } from '@/shared/hooks'
import { groupPermissions, permissionsToSave, setMany } from './permission-groups'
import { usePermissionGroupNames } from './use-role-options'

/** The editor lists the whole catalogue at once (contract: size 1000), without internal ones. */
const CATALOGUE = { index: 0, size: 1000, isHide: false, sortKey: 'group', sortOrder: 'asc' } as const

const permissionsSchema = SaveRolePermissionsBody.pick({ permissionIds: true })

const useStyles = makeStyles({
  toolbar: {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalS,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  search: { flexGrow: 1, minWidth: '220px' },
  group: {
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    margin: 0,
    minWidth: 0,
  },
  legend: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, width: '100%' },
  items: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
    gap: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalM}`,
    paddingTop: tokens.spacingVerticalXS,
  },
  code: { fontFamily: tokens.fontFamilyMonospace, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  label: { display: 'flex', flexDirection: 'column' },
  muted: { color: tokens.colorNeutralForeground3 },
  groupNames: { alignSelf: 'flex-start' },
})

/** `?permissions=<roleId>`: the role's permissions against the whole catalogue. */
export function PermissionsEditor({ roleId, readOnly, onClose }: { roleId: string; readOnly: boolean; onClose(): void }) {
  const { t } = useTranslation('role-management')
  const role = useGetRole(roleId)
  const current = useGetRolePermissions(roleId)
  const catalogue = useSearchPermissions(CATALOGUE, { query: { staleTime: 5 * 60 * 1000 } })
  const failed = role.error ?? current.error ?? catalogue.error
  if (!role.data || !current.data || !catalogue.data) {
    return (
      <PanelDrawer open size="large" title={t('permissions.title')} onClose={onClose}>
        <RecordLoading
          error={failed}
          onRetry={() => {
            if (role.isError) void role.refetch()
            if (current.isError) void current.refetch()
            if (catalogue.isError) void catalogue.refetch()
          }}
        />
      </PanelDrawer>
    )
  }
  return (
    <PermissionsForm
      key={roleId}
      roleId={roleId}
      roleName={role.data.name}
      offered={catalogue.data.items}
      current={current.data}
      readOnly={readOnly}
      onClose={onClose}
    />
  )
}

function PermissionsForm({
  roleId,
  roleName,
  offered,
  current,
  readOnly,
  onClose,
}: {
  roleId: string
  roleName: string
  offered: Permission[]
  current: Permission[]
  readOnly: boolean
  onClose(): void
}) {
  const { t } = useTranslation('role-management')
  const format = useFormatters().integer
  const styles = useStyles()
  const notify = useNotify()
  const queryClient = useQueryClient()
  // The groups' server names; the client's names stand in until they answer, or when they cannot (said above the groups).
  const groupNames = usePermissionGroupNames()
  const save = useSaveRolePermissions()
  const [search, setSearch] = useState('')
  const offeredIds = useMemo(() => new Set(offered.map((p) => p.id)), [offered])
  const form = useZodForm(permissionsSchema, { defaultValues: { permissionIds: current.map((p) => p.id).filter((id) => offeredIds.has(id)) } })
  const ticked = useWatch({ control: form.control, name: 'permissionIds' })
  const selected = useMemo(() => new Set(ticked), [ticked])
  const groups = useMemo(() => groupPermissions(offered, selected, search), [offered, selected, search])
  const shown = groups.flatMap((group) => group.permissions.map((p) => p.id))

  const editor = useFormEditor({
    form,
    save: (values) => save.mutateAsync({ data: { roleId, permissionIds: permissionsToSave(values.permissionIds, offered, current) } }),
    onSaved: () => {
      void queryClient.invalidateQueries({ queryKey: getGetRolePermissionsQueryKey(roleId) })
      void queryClient.invalidateQueries({ queryKey: [getSearchRolesQueryKey()[0]] })
      // A user holding this role sees the menus of its new permissions once they are fetched again.
      void queryClient.invalidateQueries({ queryKey: getGetCurrentUserPermissionsQueryKey() })
      notify.success(t('permissions.saved', { name: roleName }))
    },
    onClose,
  })

  const set = (ids: readonly string[], on: boolean) => form.setValue('permissionIds', setMany(ticked, ids, on), { shouldDirty: true })
  const groupLabel = (group: string) => groupNames.labelOf(group) ?? t(`groups.${group}`, { defaultValue: group })

  return (
    <FormDrawer open size="large" title={t('permissions.titleFor', { name: roleName })} editor={editor} readOnly={readOnly}>
      <div className={styles.toolbar}>
        <SearchBox
          className={styles.search}
          aria-label={t('permissions.search')}
          placeholder={t('permissions.searchPlaceholder')}
          value={search}
          onChange={(_, data) => setSearch(data.value)}
        />
        <Text aria-live="polite">{t('permissions.count', { selected: format(selected.size), total: format(offered.length) })}</Text>
        {readOnly ? null : (
          <>
            <Button size="small" disabled={shown.length === 0} onClick={() => set(shown, true)}>
              {search ? t('permissions.selectShown') : t('permissions.selectAll')}
            </Button>
            <Button size="small" disabled={shown.length === 0} onClick={() => set(shown, false)}>
              {search ? t('permissions.clearShown') : t('permissions.clearAll')}
            </Button>
          </>
        )}
      </div>
      {groupNames.error ? (
        <LoadFailure title={t('permissions.groupNamesFailed')} error={groupNames.error} retrying={groupNames.retrying} onRetry={groupNames.retry} />
      ) : groupNames.loading ? (
        <Spinner className={styles.groupNames} size="extra-tiny" labelPosition="after" label={t('permissions.groupNamesLoading')} />
      ) : null}
      {groups.length === 0 ? <Text className={styles.muted}>{t('permissions.noMatch')}</Text> : null}
      {groups.map((group) => {
        const ids = group.permissions.map((p) => p.id)
        const on = ids.filter((id) => selected.has(id)).length
        const label = groupLabel(group.group)
        return (
          <fieldset key={group.group} className={styles.group} data-group={group.group}>
            <legend className={styles.legend}>
              <Checkbox
                label={<Text weight="semibold">{label}</Text>}
                aria-label={t('permissions.selectGroup', { group: label })}
                checked={on === 0 ? false : on === ids.length ? true : 'mixed'}
                disabled={readOnly}
                onChange={() => set(ids, on !== ids.length)}
              />
              <Badge appearance="tint" color={group.selected > 0 ? 'brand' : 'informative'}>
                {t('permissions.groupCount', { selected: group.selected, total: group.total })}
              </Badge>
            </legend>
            <div className={styles.items}>
              {group.permissions.map((permission) => (
                <Checkbox
                  key={permission.id}
                  checked={selected.has(permission.id)}
                  disabled={readOnly}
                  onChange={(_, data) => set([permission.id], Boolean(data.checked))}
                  label={
                    <span className={styles.label}>
                      <span>{permission.description || permission.name}</span>
                      <span className={mergeClasses(styles.code)}>{permission.name}</span>
                    </span>
                  }
                />
              ))}
            </div>
          </fieldset>
        )
      })}
    </FormDrawer>
  )
}
