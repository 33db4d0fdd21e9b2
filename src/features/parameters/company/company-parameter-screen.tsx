import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import {
  getSearchCompaniesQueryKey,
  searchCompanies,
  useDeleteCompaniesBulk,
  useRestoreCompanies,
  useSearchCompanies,
  useUpdateCompanyStatus,
} from '@/api/generated/parameter/endpoints/companies/companies'
import type { Company, CompanySearchRequest } from '@/api/generated/parameter/model'
import {
  ListPage,
  StatusBadge,
  useEditorPanel,
  serverListSource,
  useServerList,
  type ListColumn,
  type ListFilterControl,
  type ListFiltersOf,
  CellText,
} from '@/shared/list'
import { CompanyEditor } from './company-editor'
import { COMPANY_DEFAULT_COLUMNS, companiesList, companySearchFilters } from '../parameter-lists'
import { ParameterTrashButton } from '../parameter-trash-button'
import { useParameterActions, useStatusOptions } from '../use-parameter-actions'
import { useParameterEnum } from '../use-parameter-options'

type SortKey = (typeof companiesList.sortKeys)[number]

const COMPANIES = serverListSource<CompanySearchRequest, Company>(useSearchCompanies, searchCompanies, getSearchCompaniesQueryKey)

/** /dynamicParameter/companyParameter: name, companyType, status and the operation menu. */
export function CompanyParameterScreen() {
  const { t } = useTranslation('dynamic-parameter')
  const server = useServerList(companiesList, companySearchFilters, COMPANIES)
  const editor = useEditorPanel()
  const statuses = useStatusOptions()
  const types = useParameterEnum('CompanyType')

  const { mutateAsync: setStatus } = useUpdateCompanyStatus()
  const { mutateAsync: deleteMany } = useDeleteCompaniesBulk()
  const { mutateAsync: restoreMany } = useRestoreCompanies()
  const { rowActions, bulkActions } = useParameterActions<Company>({
    permission: 'company_write',
    setStatus,
    deleteMany,
    restoreMany,
    refresh: server.refresh,
    openEditor: editor.open,
  })

  const typeLabel = useCallback((value: string) => types.labelOf(value) ?? value, [types])
  const columns = useMemo<ListColumn<Company, SortKey>[]>(
    () => [
      { id: 'name', label: t('columns.name'), sortKey: 'name', render: (c) => <CellText text={c.name} />, csv: (c) => c.name, width: 260 },
      {
        id: 'companyType',
        label: t('columns.companyType'),
        sortKey: 'companyType',
        render: (c) => typeLabel(c.companyType),
        csv: (c) => typeLabel(c.companyType),
        width: 170,
      },
      {
        id: 'status',
        label: t('columns.status'),
        sortKey: 'status',
        render: (c) => <StatusBadge status={c.status} label={t(`status.${c.status}`)} />,
        csv: (c) => t(`status.${c.status}`),
        width: 130,
      },
      { id: 'taxNumber', label: t('columns.taxNumber'), render: (c) => c.taxNumber ?? '', csv: (c) => c.taxNumber, width: 150 },
      { id: 'email', label: t('columns.email'), render: (c) => <CellText text={c.email} />, csv: (c) => c.email, width: 220 },
      { id: 'phoneNumber', label: t('columns.phoneNumber'), render: (c) => c.phoneNumber ?? '', csv: (c) => c.phoneNumber, width: 160 },
    ],
    [t, typeLabel],
  )

  const filters = useMemo<ListFilterControl<ListFiltersOf<typeof companiesList>>[]>(
    () => [
      { kind: 'search', key: 'search', label: t('filters.search'), placeholder: t('filters.searchCompany') },
      { kind: 'select', key: 'companyType', label: t('filters.companyType'), options: types.options, loading: types.loading },
      { kind: 'select', key: 'status', label: t('filters.status'), options: statuses },
    ],
    [t, types, statuses],
  )

  return (
    <ListPage
      server={server}
      title={t('company.title')}
      create={{ label: t('company.create'), permission: 'company_write' }}
      editor={(target, close) => <CompanyEditor target={target} onClose={close} />}
      columns={columns}
      defaultColumns={COMPANY_DEFAULT_COLUMNS}
      getRowId={(c) => c.id}
      rowLabel={(c) => c.name}
      filters={filters}
      rowActions={rowActions}
      bulkActions={bulkActions}
      exportFileName={t('company.exportFile')}
      emptyMessage={t('company.empty')}
      pageActions={<ParameterTrashButton kind="company" />}
    />
  )
}
