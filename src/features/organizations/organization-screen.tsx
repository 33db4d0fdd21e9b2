import { Button } from '@fluentui/react-components'
import { DeleteRegular, InfoRegular } from '@fluentui/react-icons'
import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import {
  getSearchOrganizationsQueryKey,
  searchOrganizations,
  useDeleteOrganizationsBulk,
  useRestoreOrganizations,
  useSearchOrganizations,
  useUpdateOrganizationStatus,
} from '@/api/generated/identity/endpoints/organizations/organizations'
import type { Organization, OrganizationSearchRequest } from '@/api/generated/identity/model'
import { usePermissions } from '@/shared/auth'
import { useUrlPanel, useFormatters } from '@/shared/hooks'
import {
  EDITOR_PANEL,
  ListPage,
  StatusBadge,
  useDeleteRows,
  useEditorPanel,
  serverListSource,
  useServerList,
  useStandardRowActions,
  useStatusChange,
  type ListColumn,
  type ListFilterControl,
  type ListFiltersOf,
  type RowAction,
  CellText,
} from '@/shared/list'
import { useFreshOpenKey } from '@/shared/frame'
import { OrganizationDetail } from './organization-detail'
import { OrganizationEditor } from './organization-editor'
import { ORGANIZATION_DEFAULT_COLUMNS, organizationSearchFilters, organizationsList } from './organizations-list'
import { useOrganizationOptions } from './use-organization-options'

type SortKey = (typeof organizationsList.sortKeys)[number]

const ORGANIZATIONS = serverListSource<OrganizationSearchRequest, Organization>(useSearchOrganizations, searchOrganizations, getSearchOrganizationsQueryKey)

const nameOf = (o: Organization) => o.name

/** The route's page: starts over each time the sidebar entry asks for a fresh open. */
export function OrganizationRoute() {
  return <OrganizationScreen key={useFreshOpenKey()} />
}

/** /organization: organizations (filters and columns: organizations-list.ts), create, edit, detail, (de)activate, delete (to the Trash, with Undo). */
export function OrganizationScreen() {
  const { t } = useTranslation('organization')
  const { can } = usePermissions()
  const format = useFormatters()
  const server = useServerList(organizationsList, organizationSearchFilters, ORGANIZATIONS)
  const editor = useEditorPanel()
  const detail = useUrlPanel('detail')
  const options = useOrganizationOptions()

  const { mutateAsync: setStatus } = useUpdateOrganizationStatus()
  const { mutateAsync: deleteMany } = useDeleteOrganizationsBulk()
  const changeStatus = useStatusChange('organization', setStatus, server.refresh, nameOf)
  const { mutateAsync: restoreMany } = useRestoreOrganizations()
  // Deleting moves organizations to the Trash: no question first, Undo in the toast (docs/decisions.md "Trash and Undo").
  const { bulkDelete } = useDeleteRows<Organization>('organization', 'organization_write', deleteMany, server.refresh, { restore: restoreMany })
  const navigate = useNavigate()
  const standardActions = useStandardRowActions<Organization>({
    namespace: 'organization',
    permission: 'organization_write',
    name: nameOf,
    onEdit: editor.open,
    statusChange: changeStatus,
    // A status change applies at once; the toast's Undo sets it back (docs/decisions.md "Trash and Undo").
    confirmDeactivate: false,
  })
  const openDetail = detail.open
  const rowActions = useMemo<RowAction<Organization>[]>(
    () => [{ id: 'detail', label: t('actions.detail'), icon: <InfoRegular />, onSelect: (o) => openDetail(o.id) }, ...standardActions],
    [t, openDetail, standardActions],
  )
  const bulkActions = useMemo(() => [bulkDelete], [bulkDelete])

  const statusLabel = useCallback(
    (status: string) => options.statuses.labelOf(status) ?? t(`status.${status === 'active' ? 'active' : 'passive'}`),
    [options.statuses, t],
  )
  const countryLabel = useCallback((code: string) => options.countries.labelOf(code) ?? code, [options.countries])
  const languageLabel = useCallback((code: string) => options.languages.labelOf(code) ?? code, [options.languages])

  const columns = useMemo<ListColumn<Organization, SortKey>[]>(
    () => [
      { id: 'name', label: t('columns.name'), sortKey: 'name', render: (o) => <CellText text={o.name} />, csv: (o) => o.name, width: 220 },
      {
        id: 'authorizedName',
        label: t('columns.authorizedName'),
        sortKey: 'authorizedName',
        render: (o) => <CellText text={o.authorizedName} />,
        csv: (o) => o.authorizedName,
        width: 180,
      },
      { id: 'phoneNumber', label: t('columns.phoneNumber'), render: (o) => o.phoneNumber, csv: (o) => o.phoneNumber, width: 160 },
      {
        id: 'contractStartDate',
        label: t('columns.contractStartDate'),
        sortKey: 'contractStartDate',
        render: (o) => format.date(o.contractStartDate),
        csv: (o) => o.contractStartDate,
        width: 150,
      },
      {
        id: 'contractEndDate',
        label: t('columns.contractEndDate'),
        sortKey: 'contractEndDate',
        render: (o) => format.date(o.contractEndDate),
        csv: (o) => o.contractEndDate,
        width: 150,
      },
      {
        id: 'status',
        label: t('columns.status'),
        sortKey: 'status',
        render: (o) => <StatusBadge status={o.status} label={statusLabel(o.status)} />,
        csv: (o) => statusLabel(o.status),
        width: 120,
      },
      { id: 'email', label: t('columns.email'), render: (o) => <CellText text={o.email} />, csv: (o) => o.email, width: 220 },
      { id: 'country', label: t('columns.country'), render: (o) => countryLabel(o.country), csv: (o) => o.country, width: 150 },
      { id: 'language', label: t('columns.language'), render: (o) => languageLabel(o.language), csv: (o) => o.language, width: 140 },
      { id: 'taxNumber', label: t('columns.taxNumber'), render: (o) => o.taxNumber ?? '', csv: (o) => o.taxNumber, width: 150 },
      { id: 'createdAt', label: t('columns.createdAt'), render: (o) => format.dateTime(o.createdAt), csv: (o) => o.createdAt, width: 170 },
    ],
    [t, format, statusLabel, countryLabel, languageLabel],
  )

  const filters = useMemo<ListFilterControl<ListFiltersOf<typeof organizationsList>>[]>(
    () => [
      { kind: 'search', key: 'search', label: t('filters.search'), placeholder: t('filters.searchPlaceholder') },
      {
        kind: 'select',
        key: 'status',
        label: t('filters.status'),
        options: options.statuses.options,
        loading: options.statuses.loading,
      },
      { kind: 'select', key: 'country', label: t('filters.country'), options: options.countries.options, loading: options.countries.loading },
      { kind: 'select', key: 'language', label: t('filters.language'), options: options.languages.options, loading: options.languages.loading },
    ],
    [t, options],
  )

  return (
    <ListPage
      server={server}
      title={t('title')}
      create={{ label: t('actions.create'), permission: 'organization_write' }}
      pageActions={
        <Button appearance="secondary" icon={<DeleteRegular />} onClick={() => void navigate('/organization/trash')}>
          {t('actions.trash')}
        </Button>
      }
      editor={(target, close) => <OrganizationEditor target={target} onClose={close} />}
      columns={columns}
      defaultColumns={ORGANIZATION_DEFAULT_COLUMNS}
      getRowId={(o) => o.id}
      rowLabel={nameOf}
      filters={filters}
      rowActions={rowActions}
      bulkActions={bulkActions}
      exportFileName={t('exportFile')}
      emptyMessage={t('empty')}
    >
      {detail.value && !editor.value ? (
        <OrganizationDetail
          id={detail.value}
          canEdit={can('organization_write')}
          onEdit={() => detail.handOver(EDITOR_PANEL, detail.value as string)}
          onClose={detail.close}
        />
      ) : null}
    </ListPage>
  )
}
