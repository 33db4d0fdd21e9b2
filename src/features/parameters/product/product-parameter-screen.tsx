import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import {
  getSearchProductsQueryKey,
  searchProducts,
  useDeleteProductsBulk,
  useRestoreProducts,
  useSearchProducts,
  useUpdateProductStatus,
} from '@/api/generated/parameter/endpoints/products/products'
import type { Product, ProductSearchRequest } from '@/api/generated/parameter/model'
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
import { useFormatters } from '@/shared/hooks'
import { PRODUCT_DEFAULT_COLUMNS, productSearchFilters, productsList } from '../parameter-lists'
import { ProductEditor } from './product-editor'
import { ParameterTrashButton } from '../parameter-trash-button'
import { useParameterActions, useStatusOptions } from '../use-parameter-actions'
import { useEntityOptions, useParameterEnum } from '../use-parameter-options'

type SortKey = (typeof productsList.sortKeys)[number]

const PRODUCTS = serverListSource<ProductSearchRequest, Product>(useSearchProducts, searchProducts, getSearchProductsQueryKey)

/** /dynamicParameter/productParameter (default columns: parameter-lists.ts). */
export function ProductParameterScreen() {
  const { t } = useTranslation('dynamic-parameter')
  const format = useFormatters()
  const server = useServerList(productsList, productSearchFilters, PRODUCTS)
  const editor = useEditorPanel()
  const statuses = useStatusOptions()
  const types = useParameterEnum('ProductType')
  const chosen = server.list.state.filters
  const producers = useEntityOptions('Producer', { selected: chosen.producers })
  const licensors = useEntityOptions('Licensor', { selected: chosen.licensors })
  const directors = useEntityOptions('Director', { selected: chosen.directors })
  const companies = useEntityOptions('Company', { selected: chosen.companies })

  const { mutateAsync: setStatus } = useUpdateProductStatus()
  const { mutateAsync: deleteMany } = useDeleteProductsBulk()
  const { mutateAsync: restoreMany } = useRestoreProducts()
  const { rowActions, bulkActions } = useParameterActions<Product>({
    permission: 'product_write',
    setStatus,
    deleteMany,
    restoreMany,
    refresh: server.refresh,
    openEditor: editor.open,
  })

  const typeLabel = useCallback((value: string) => types.labelOf(value) ?? value, [types])
  const columns = useMemo<ListColumn<Product, SortKey>[]>(
    () => [
      { id: 'name', label: t('columns.name'), sortKey: 'name', render: (p) => <CellText text={p.name} />, csv: (p) => p.name, width: 220 },
      {
        id: 'productType',
        label: t('columns.productType'),
        sortKey: 'productType',
        render: (p) => typeLabel(p.productType),
        csv: (p) => typeLabel(p.productType),
        width: 130,
      },
      {
        id: 'producerName',
        label: t('columns.producerName'),
        sortKey: 'producerName',
        render: (p) => <CellText text={p.producerName} />,
        csv: (p) => p.producerName,
        width: 170,
      },
      {
        id: 'licensorName',
        label: t('columns.licensorName'),
        sortKey: 'licensorName',
        render: (p) => <CellText text={p.licensorName} />,
        csv: (p) => p.licensorName,
        width: 170,
      },
      {
        id: 'directorName',
        label: t('columns.directorName'),
        sortKey: 'directorName',
        render: (p) => <CellText text={p.directorName} />,
        csv: (p) => p.directorName,
        width: 170,
      },
      // The column's id is companyId (as in PRODUCT_DEFAULT_COLUMNS); it shows the company's name.
      { id: 'companyId', label: t('columns.company'), render: (p) => <CellText text={p.companyName} />, csv: (p) => p.companyName, width: 170 },
      {
        id: 'licenseStartDate',
        label: t('columns.licenseStartDate'),
        sortKey: 'licenseStartDate',
        render: (p) => format.date(p.licenseStartDate),
        csv: (p) => p.licenseStartDate,
        width: 140,
      },
      {
        id: 'licenseEndDate',
        label: t('columns.licenseEndDate'),
        sortKey: 'licenseEndDate',
        render: (p) => format.date(p.licenseEndDate),
        csv: (p) => p.licenseEndDate,
        width: 140,
      },
      {
        id: 'publicationStartYear',
        label: t('columns.publicationStartYear'),
        sortKey: 'publicationStartYear',
        align: 'end',
        render: (p) => p.publicationStartYear ?? '',
        csv: (p) => p.publicationStartYear,
        width: 120,
      },
      {
        id: 'publicationEndYear',
        label: t('columns.publicationEndYear'),
        sortKey: 'publicationEndYear',
        align: 'end',
        render: (p) => p.publicationEndYear ?? '',
        csv: (p) => p.publicationEndYear,
        width: 120,
      },
      {
        id: 'status',
        label: t('columns.status'),
        sortKey: 'status',
        render: (p) => <StatusBadge status={p.status} label={t(`status.${p.status}`)} />,
        csv: (p) => t(`status.${p.status}`),
        width: 120,
      },
      { id: 'createdAt', label: t('columns.createdAt'), render: (p) => format.dateTime(p.createdAt), csv: (p) => p.createdAt, width: 170 },
    ],
    [t, format, typeLabel],
  )

  const filters = useMemo<ListFilterControl<ListFiltersOf<typeof productsList>>[]>(
    () => [
      { kind: 'search', key: 'search', label: t('filters.search'), placeholder: t('filters.searchName') },
      { kind: 'select', key: 'productType', label: t('filters.productType'), options: types.options, loading: types.loading },
      { kind: 'select', key: 'status', label: t('filters.status'), options: statuses },
      { kind: 'multiselect', key: 'producers', label: t('filters.producers'), options: producers.options, loading: producers.loading },
      { kind: 'multiselect', key: 'licensors', label: t('filters.licensors'), options: licensors.options, loading: licensors.loading },
      { kind: 'multiselect', key: 'directors', label: t('filters.directors'), options: directors.options, loading: directors.loading },
      { kind: 'multiselect', key: 'companies', label: t('filters.companies'), options: companies.options, loading: companies.loading },
    ],
    [t, types, statuses, producers, licensors, directors, companies],
  )

  return (
    <ListPage
      server={server}
      title={t('product.title')}
      create={{ label: t('product.create'), permission: 'product_write' }}
      editor={(target, close) => <ProductEditor target={target} onClose={close} />}
      columns={columns}
      defaultColumns={PRODUCT_DEFAULT_COLUMNS}
      getRowId={(p) => p.id}
      rowLabel={(p) => p.name}
      filters={filters}
      rowActions={rowActions}
      bulkActions={bulkActions}
      exportFileName={t('product.exportFile')}
      emptyMessage={t('product.empty')}
      pageActions={<ParameterTrashButton kind="product" />}
    />
  )
}
