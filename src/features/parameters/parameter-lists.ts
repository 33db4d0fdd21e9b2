import type { CompanySearchRequest, LicensorSearchRequest, ProductSearchRequest } from '@/api/generated/parameter/model'
import { CompanyType, ProductType } from '@/api/generated/parameter/model'
import { defineList, filter, type ListStateOf, type SearchFilters } from '@/shared/list'

/** The four parameter lists of /dynamicParameter. */

const STATUSES = ['active', 'passive'] as const
const PRODUCT_TYPES = Object.values(ProductType)
const COMPANY_TYPES = Object.values(CompanyType)

export const productsList = defineList({
  id: 'product_parameter',
  filters: {
    search: filter.text(),
    status: filter.oneOf(STATUSES),
    productType: filter.oneOf(PRODUCT_TYPES),
    producers: filter.listOf({ uuid: true, max: 100 }),
    licensors: filter.listOf({ uuid: true, max: 100 }),
    directors: filter.listOf({ uuid: true, max: 100 }),
    companies: filter.listOf({ uuid: true, max: 100 }),
  },
  sortKeys: [
    'name',
    'productType',
    'producerName',
    'licensorName',
    'directorName',
    'licenseStartDate',
    'licenseEndDate',
    'publicationStartYear',
    'publicationEndYear',
    'status',
  ] as const,
})

export const companiesList = defineList({
  id: 'company_parameter',
  filters: { search: filter.text(), status: filter.oneOf(STATUSES), companyType: filter.oneOf(COMPANY_TYPES) },
  sortKeys: ['name', 'companyType', 'status'] as const,
})

export const licensorsList = defineList({
  id: 'licansor_parameter',
  filters: { search: filter.text(), status: filter.oneOf(STATUSES) },
  sortKeys: ['name', 'status'] as const,
})

export const producersList = defineList({
  id: 'producer_parameter',
  filters: { search: filter.text(), status: filter.oneOf(STATUSES) },
  sortKeys: ['name', 'status'] as const,
})

/** Default columns (the kit adds `operation`). */
export const PRODUCT_DEFAULT_COLUMNS = [
  'name',
  'productType',
  'producerName',
  'licensorName',
  'directorName',
  'companyId',
  'licenseStartDate',
  'licenseEndDate',
  'publicationStartYear',
  'publicationEndYear',
  'status',
] as const
export const COMPANY_DEFAULT_COLUMNS = ['name', 'companyType', 'status'] as const
export const NAMED_DEFAULT_COLUMNS = ['name', 'status'] as const

const text = (value: string) => (value.trim() ? { search: value.trim() } : {})

export function productSearchFilters(state: ListStateOf<typeof productsList>): SearchFilters<ProductSearchRequest> {
  const f = state.filters
  return {
    ...text(f.search),
    ...(f.status ? { status: f.status } : {}),
    ...(f.productType ? { productType: f.productType } : {}),
    ...(f.producers.length ? { producerIds: f.producers } : {}),
    ...(f.licensors.length ? { licensorIds: f.licensors } : {}),
    ...(f.directors.length ? { directorIds: f.directors } : {}),
    ...(f.companies.length ? { companyIds: f.companies } : {}),
  }
}

export function companySearchFilters(state: ListStateOf<typeof companiesList>): SearchFilters<CompanySearchRequest> {
  const f = state.filters
  return {
    ...text(f.search),
    ...(f.status ? { status: f.status } : {}),
    ...(f.companyType ? { companyType: f.companyType } : {}),
  }
}

/** Licensors and producers take the same body. */
export function namedSearchFilters(state: ListStateOf<typeof licensorsList>): SearchFilters<LicensorSearchRequest> {
  const f = state.filters
  return {
    ...text(f.search),
    ...(f.status ? { status: f.status } : {}),
  }
}
