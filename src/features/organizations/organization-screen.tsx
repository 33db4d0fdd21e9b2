import { Button } from '@fluentui/react-components'
import { AddRegular, CheckmarkCircleRegular, DismissCircleRegular, EditRegular, InfoRegular } from '@fluentui/react-icons'
import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import {
  getSearchOrganizationsQueryKey,
  searchOrganizations,
  useDeleteOrganizationsBulk,
  useSearchOrganizations,
  useUpdateOrganizationStatus,
} from '@/api/generated/identity/endpoints/organizations/organizations'
import type { Organization, OrganizationSearchRequest } from '@/api/generated/identity/model'
import { usePermissions } from '@/shared/auth/use-permissions'
import { useUrlPanel } from '@/shared/ui/form'
import {
  ListView,
  StatusBadge,
  useDeleteRows,
  useFormatters,
  useServerList,
  useStatusChange,
  type ListColumn,
  type ListFilterControl,
  type ListFiltersOf,
  type RowAction,
  type ServerListSource,
} from '@/shared/ui/list'
import { useFreshOpenKey } from '@/shared/ui/page-frame/fresh-open'
import { PageFrame } from '@/shared/ui/page-frame/page-frame'
import { OrganizationDetail } from './organization-detail'
import { OrganizationEditor } from './organization-editor'
import { ORGANIZATION_DEFAULT_COLUMNS, organizationSearchBody, organizationsList } from './organizations-list'
import { useOrganizationOptions } from './use-organization-options'

type SortKey = (typeof organizationsList.sortKeys)[number]

const ORGANIZATIONS: ServerListSource<OrganizationSearchRequest, Organization> = {
  useSearch: useSearchOrganizations,
  search: (body, signal) => searchOrganizations(body, undefined, signal),
  queryKeyRoot: getSearchOrganizationsQueryKey()[0],
}

const nameOf = (o: Organization) => o.name

/** The route's page: starts over each time the sidebar entry asks for a fresh open. */
export function OrganizationRoute() {
  return <OrganizationScreen key={useFreshOpenKey()} />
}

/** /organization: organizations (spec §3 filters and columns), create, edit, detail, (de)activate. */
export function OrganizationScreen() {
  const { t } = useTranslation('organization')
  const { can } = usePermissions()
  const format = useFormatters()
  const { list, query, fetchPage, refresh } = useServerList(organizationsList, organizationSearchBody, ORGANIZATIONS)
  const editor = useUrlPanel('editor')
  const detail = useUrlPanel('detail')
  const options = useOrganizationOptions()
  const canWrite = can('organization_write')

  const { mutateAsync: setStatus } = useUpdateOrganizationStatus()
  const { mutateAsync: deleteMany } = useDeleteOrganizationsBulk()
  const changeStatus = useStatusChange('organization', setStatus, refresh, nameOf)
  const { bulkDelete } = useDeleteRows<Organization>('organization', 'organization_write', deleteMany, refresh)

  const statusLabel = useCallback((status: string) => options.statuses.find((s) => s.value === status)?.label ?? t(`status.${status === 'active' ? 'active' : 'passive'}`), [options.statuses, t])
  const countryLabel = useCallback((code: string) => options.countries.find((c) => c.value === code)?.label ?? code, [options.countries])
  const languageLabel = useCallback((code: string) => options.languages.find((l) => l.value === code)?.label ?? code, [options.languages])

  const columns = useMemo<ListColumn<Organization, SortKey>[]>(
    () => [
      { id: 'name', label: t('columns.name'), sortKey: 'name', render: (o) => o.name, csv: (o) => o.name, width: 220 },
      { id: 'authorizedName', label: t('columns.authorizedName'), sortKey: 'authorizedName', render: (o) => o.authorizedName, csv: (o) => o.authorizedName, width: 180 },
      { id: 'phoneNumber', label: t('columns.phoneNumber'), render: (o) => o.phoneNumber, csv: (o) => o.phoneNumber, width: 160 },
      { id: 'contractStartDate', label: t('columns.contractStartDate'), sortKey: 'contractStartDate', render: (o) => format.date(o.contractStartDate), csv: (o) => o.contractStartDate, width: 150 },
      { id: 'contractEndDate', label: t('columns.contractEndDate'), sortKey: 'contractEndDate', render: (o) => format.date(o.contractEndDate), csv: (o) => o.contractEndDate, width: 150 },
      { id: 'status', label: t('columns.status'), sortKey: 'status', render: (o) => <StatusBadge status={o.status} label={statusLabel(o.status)} />, csv: (o) => statusLabel(o.status), width: 120 },
      { id: 'email', label: t('columns.email'), render: (o) => o.email, csv: (o) => o.email, width: 220 },
      { id: 'country', label: t('columns.country'), render: (o) => countryLabel(o.country), csv: (o) => o.country, width: 150 },
      { id: 'language', label: t('columns.language'), render: (o) => languageLabel(o.language), csv: (o) => o.language, width: 140 },
      { id: 'taxNumber', label: t('columns.taxNumber'), render: (o) => o.taxNumber ?? '', csv: (o) => o.taxNumber, width: 150 },
      { id: 'createdAt', label: t('columns.createdAt'), render: (o) => format.dateTime(o.createdAt), csv: (o) => o.createdAt, width: 170 },
    ],
    [t, format, statusLabel, countryLabel, languageLabel],
  )

  const openDetail = detail.open
  const openEditor = editor.open
  const rowActions = useMemo<RowAction<Organization>[]>(
    () => [
      { id: 'detail', label: t('actions.detail'), icon: <InfoRegular />, onSelect: (o) => openDetail(o.id) },
      { id: 'edit', label: t('actions.edit'), icon: <EditRegular />, permission: 'organization_write', onSelect: (o) => openEditor(o.id) },
      { id: 'activate', label: t('actions.activate'), icon: <CheckmarkCircleRegular />, permission: 'organization_write', visible: (o) => o.status !== 'active', onSelect: (o) => changeStatus(o, 'active') },
      {
        id: 'deactivate',
        label: t('actions.deactivate'),
        icon: <DismissCircleRegular />,
        permission: 'organization_write',
        visible: (o) => o.status === 'active',
        destructive: true,
        confirm: (o) => ({ title: t('actions.deactivateTitle', { name: o.name }), message: t('actions.deactivateMessage'), confirmLabel: t('actions.deactivate') }),
        onSelect: (o) => changeStatus(o, 'passive'),
      },
    ],
    [t, openDetail, openEditor, changeStatus],
  )

  const bulkActions = useMemo(() => [bulkDelete], [bulkDelete])

  const filters = useMemo<ListFilterControl<ListFiltersOf<typeof organizationsList>>[]>(
    () => [
      { kind: 'search', key: 'search', label: t('filters.search'), placeholder: t('filters.searchPlaceholder') },
      {
        kind: 'select',
        key: 'status',
        label: t('filters.status'),
        options: options.statuses.length ? options.statuses : ['active', 'passive'].map((value) => ({ value, label: t(`status.${value}`) })),
        loading: options.loading.statuses,
      },
      { kind: 'select', key: 'country', label: t('filters.country'), options: options.countries, loading: options.loading.countries },
      { kind: 'select', key: 'language', label: t('filters.language'), options: options.languages, loading: options.loading.languages },
    ],
    [t, options],
  )

  return (
    <PageFrame
      title={t('title')}
      actions={
        canWrite ? (
          <Button appearance="primary" icon={<AddRegular />} onClick={() => editor.open('new')}>
            {t('actions.create')}
          </Button>
        ) : null
      }
    >
      <ListView
        list={list}
        ariaLabel={t('title')}
        query={query}
        columns={columns}
        defaultColumns={ORGANIZATION_DEFAULT_COLUMNS}
        getRowId={(o) => o.id}
        rowLabel={(o) => o.name}
        filters={filters}
        rowActions={rowActions}
        bulkActions={bulkActions}
        fetchPage={fetchPage}
        exportFileName={t('exportFile')}
        emptyMessage={t('empty')}
      />
      {editor.value && canWrite ? <OrganizationEditor target={editor.value} onClose={editor.close} /> : null}
      {detail.value && !editor.value ? (
        <OrganizationDetail id={detail.value} canEdit={canWrite} onEdit={() => detail.handOver('editor', detail.value as string)} onClose={detail.close} />
      ) : null}
    </PageFrame>
  )
}
