import { Button } from '@fluentui/react-components'
import { DeleteRegular } from '@fluentui/react-icons'
import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import {
  getSearchCmsPoliciesQueryKey,
  searchCmsPolicies,
  useDeleteCmsPolicyBulk,
  useRestoreCmsPolicies,
  useSearchCmsPolicies,
} from '@/api/generated/channel/endpoints/policies/policies'
import type { Policy, PolicySearchRequest } from '@/api/generated/channel/model'
import {
  ListPage,
  serverListSource,
  useDeleteRows,
  useEditorPanel,
  useServerList,
  useStandardRowActions,
  type ListColumn,
  type ListFilterControl,
  type ListFiltersOf,
  type ListStateOf,
} from '@/shared/list'
import { useFormatters } from '@/shared/hooks'
import { CMS_WRITE } from '../access'
import { POLICY_ACTIONS, POLICY_DEFAULT_COLUMNS, policiesList, policySearchFilters } from './policies-list'
import { PolicyEditor } from './policy-editor'
import { policyTrashPath } from './remember-cms'
import { useManagedCms } from './use-managed-cms'

type SortKey = (typeof policiesList.sortKeys)[number]

const POLICIES = serverListSource<PolicySearchRequest, Policy>(useSearchCmsPolicies, searchCmsPolicies, getSearchCmsPoliciesQueryKey)

const nameOf = (policy: Policy) => policy.policyName

/** /cms-management/policies?cmsId=: the policies of one CMS; create, edit, delete (one or many). */
export function CmsPoliciesScreen() {
  const { t } = useTranslation('cms-policies')
  const format = useFormatters()
  const cms = useManagedCms()
  const toBody = useCallback((state: ListStateOf<typeof policiesList>) => policySearchFilters(cms.id, state), [cms.id])
  const server = useServerList(policiesList, toBody, POLICIES)
  const editor = useEditorPanel()
  const navigate = useNavigate()

  // Deleting moves policies to the CMS's policy Trash: no question first, Undo in the toast (docs/decisions.md "Trash and Undo").
  const { mutateAsync: deleteMany } = useDeleteCmsPolicyBulk()
  const { mutateAsync: restoreMany } = useRestoreCmsPolicies()
  const { remove, bulkDelete, undoable } = useDeleteRows<Policy>('cms-policies', CMS_WRITE, deleteMany, server.refresh, { restore: restoreMany })
  const rowActions = useStandardRowActions<Policy>({
    namespace: 'cms-policies',
    permission: CMS_WRITE,
    name: nameOf,
    onEdit: editor.open,
    remove,
    confirmDelete: !undoable,
  })
  const bulkActions = useMemo(() => [bulkDelete], [bulkDelete])

  const territoriesText = useCallback((policy: Policy) => (policy.territories.length ? policy.territories.join(', ') : t('worldwide')), [t])

  const columns = useMemo<ListColumn<Policy, SortKey>[]>(
    () => [
      {
        id: 'policyName',
        label: t('columns.policyName'),
        sortKey: 'policyName',
        required: true,
        width: 260,
        render: (p) => <span title={p.policyName}>{p.policyName}</span>,
        csv: (p) => p.policyName,
      },
      { id: 'action', label: t('columns.action'), sortKey: 'action', width: 150, render: (p) => t(`action.${p.action}`), csv: (p) => t(`action.${p.action}`) },
      {
        id: 'territories',
        label: t('columns.territories'),
        width: 200,
        render: (p) => <span title={territoriesText(p)}>{territoriesText(p)}</span>,
        csv: (p) => territoriesText(p),
      },
      {
        id: 'description',
        label: t('columns.description'),
        width: 280,
        render: (p) => <span title={p.description ?? ''}>{p.description ?? ''}</span>,
        csv: (p) => p.description ?? '',
      },
      {
        id: 'createdAt',
        label: t('columns.createdAt'),
        sortKey: 'createdAt',
        width: 170,
        render: (p) => format.dateTime(p.createdAt),
        csv: (p) => p.createdAt,
      },
    ],
    [t, format, territoriesText],
  )

  const filters = useMemo<ListFilterControl<ListFiltersOf<typeof policiesList>>[]>(
    () => [
      { kind: 'search', key: 'search', label: t('filters.search'), placeholder: t('filters.searchPlaceholder') },
      { kind: 'select', key: 'action', label: t('filters.action'), options: POLICY_ACTIONS.map((value) => ({ value, label: t(`action.${value}`) })) },
    ],
    [t],
  )

  return (
    <ListPage
      server={server}
      title={t('title')}
      create={{ label: t('actions.create'), permission: CMS_WRITE }}
      editor={(target, close) => <PolicyEditor cmsId={cms.id} target={target} onClose={close} />}
      columns={columns}
      defaultColumns={POLICY_DEFAULT_COLUMNS}
      getRowId={(policy) => policy.id}
      rowLabel={nameOf}
      filters={filters}
      rowActions={rowActions}
      bulkActions={bulkActions}
      exportFileName={t('exportFile', { cms: cms.cmsKey })}
      emptyMessage={t('empty')}
      pageActions={
        <Button appearance="secondary" icon={<DeleteRegular />} onClick={() => void navigate(policyTrashPath(cms.id))}>
          {t('actions.trash')}
        </Button>
      }
    />
  )
}
