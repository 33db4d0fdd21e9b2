import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import {
  getSearchCmsPolicyTrashQueryKey,
  searchCmsPolicyTrash,
  usePurgeCmsPolicies,
  useRestoreCmsPolicies,
  useSearchCmsPolicyTrash,
} from '@/api/generated/channel/endpoints/policies/policies'
import type { PolicyTrashSearchRequest, TrashedPolicy } from '@/api/generated/channel/model'
import { TrashListPage, serverListSource, useServerList, useTrashRows, type ListColumn, type ListStateOf } from '@/shared/list'
import { CMS_WRITE } from '../access'
import { POLICY_TRASH_DEFAULT_COLUMNS, policyTrashFilters, policyTrashList } from './policy-trash-list'
import { cmsManagementPath } from './remember-cms'
import { useManagedCms } from './use-managed-cms'

type SortKey = (typeof policyTrashList.sortKeys)[number]

const TRASH = serverListSource<PolicyTrashSearchRequest, TrashedPolicy>(useSearchCmsPolicyTrash, searchCmsPolicyTrash, getSearchCmsPolicyTrashQueryKey)

const nameOf = (policy: TrashedPolicy) => policy.policyName

/** /cms-management/policies/trash?cmsId=: the CMS's deleted policies with who and when; restore at once, delete for good after a question. */
export function PolicyTrashScreen() {
  const { t } = useTranslation('cms-policies')
  const cms = useManagedCms()
  const toBody = useCallback((state: ListStateOf<typeof policyTrashList>) => policyTrashFilters(cms.id, state), [cms.id])
  const server = useServerList(policyTrashList, toBody, TRASH)
  const { mutateAsync: restore } = useRestoreCmsPolicies()
  const { mutateAsync: purge } = usePurgeCmsPolicies()
  const trash = useTrashRows<TrashedPolicy>({ namespace: 'cms-policies', permission: CMS_WRITE, name: nameOf, restore, purge, refresh: server.refresh })

  const columns = useMemo<ListColumn<TrashedPolicy, SortKey>[]>(
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
      ...trash.columns,
    ],
    [t, trash.columns],
  )

  return (
    <TrashListPage
      namespace="cms-policies"
      back={cmsManagementPath(cms.id, 'policies')}
      server={server}
      trash={trash}
      columns={columns}
      defaultColumns={POLICY_TRASH_DEFAULT_COLUMNS}
      getRowId={(p) => p.id}
      rowLabel={nameOf}
      words={{ exportFileName: t('trash.exportFile', { cms: cms.cmsKey }) }}
    />
  )
}
