import type { RequestHandler } from 'msw'
import type * as zod from 'zod'
import type { Product } from '@/api/generated/parameter/model'
import {
  CreateProductBody,
  DeleteProductsBulkBody,
  PurgeProductsBody,
  RestoreProductsBody,
  SearchProductTrashBody,
  SearchProductsBody,
  UpdateProductBody,
  UpdateProductStatusBody,
} from '@/api/generated/parameter/zod/index.zod'
import type { Db } from '../db'
import { productView } from '../db/parameter'
import { anyOf } from '../lib/list'
import { matches } from '../lib/respond'
import { masterDataHandlers } from './master-data'

type ProductFields = zod.output<typeof CreateProductBody>

const REFERENCES = [
  ['producerId', 'producer', 'producers'],
  ['licensorId', 'licensor', 'licensors'],
  ['directorId', 'director', 'directors'],
  ['companyId', 'company', 'companies'],
] as const

/**
 * Contract rules: license end on or after start, publication end year not before the start
 * year, references that exist and are active; on update a reference that became passive may
 * stay as it was.
 */
function productProblem(db: Db, body: ProductFields, existing?: Product): string | null {
  if (body.licenseStartDate && body.licenseEndDate && body.licenseEndDate < body.licenseStartDate)
    return 'The license end date must be on or after the license start date.'
  if (body.publicationStartYear != null && body.publicationEndYear != null && body.publicationEndYear < body.publicationStartYear)
    return 'The publication end year must be the same as or after the publication start year.'
  for (const [field, label, list] of REFERENCES) {
    const id = body[field]
    if (!id) continue
    const record = db.parameter[list].find((r) => r.id === id)
    if (!record) return `The ${label} does not exist.`
    if (record.status === 'passive' && existing?.[field] !== id) return `The ${label} ${record.name} is passive and cannot be chosen.`
  }
  return null
}

const fieldsOf = (body: ProductFields) => ({
  name: body.name.trim(),
  productType: body.productType,
  producerId: body.producerId ?? null,
  licensorId: body.licensorId ?? null,
  directorId: body.directorId ?? null,
  companyId: body.companyId ?? null,
  licenseStartDate: body.licenseStartDate ?? null,
  licenseEndDate: body.licenseEndDate ?? null,
  publicationStartYear: body.publicationStartYear ?? null,
  publicationEndYear: body.publicationEndYear ?? null,
})

export const productHandlers = (db: Db): RequestHandler[] =>
  masterDataHandlers(db, {
    path: '/products',
    label: 'Product',
    permission: 'product',
    records: (d) => d.parameter.products,
    schemas: {
      search: SearchProductsBody,
      create: CreateProductBody,
      update: UpdateProductBody,
      status: UpdateProductStatusBody,
      bulk: DeleteProductsBulkBody,
      trash: SearchProductTrashBody,
      restore: RestoreProductsBody,
      purge: PurgeProductsBody,
    },
    trash: (t) => t.products,
    filter: (p, body) =>
      matches(body.search, p.name) &&
      (!body.status || p.status === body.status) &&
      (!body.productType || p.productType === body.productType) &&
      anyOf(body.producerIds, p.producerId ? [p.producerId] : []) &&
      anyOf(body.licensorIds, p.licensorId ? [p.licensorId] : []) &&
      anyOf(body.directorIds, p.directorId ? [p.directorId] : []) &&
      anyOf(body.companyIds, p.companyId ? [p.companyId] : []),
    view: (d, p) => productView(d.parameter, p),
    check: (d, body, existing) => productProblem(d, body, existing),
    create: (body): Product => ({
      id: crypto.randomUUID(),
      ...fieldsOf(body),
      producerName: null,
      licensorName: null,
      directorName: null,
      companyName: null,
      status: body.status ?? 'active',
      createdAt: new Date().toISOString(),
    }),
    update: (record, body) => Object.assign(record, fieldsOf(body), { status: body.status }),
  })
