import type { RequestHandler } from 'msw'
import type { Company, Director, Licensor, Producer } from '@/api/generated/parameter/model'
import {
  CreateCompanyBody,
  CreateDirectorBody,
  CreateLicensorBody,
  CreateProducerBody,
  DeleteCompaniesBulkBody,
  DeleteDirectorsBulkBody,
  DeleteLicensorsBulkBody,
  DeleteProducersBulkBody,
  SearchCompaniesBody,
  SearchDirectorsBody,
  SearchLicensorsBody,
  SearchProducersBody,
  UpdateCompanyBody,
  UpdateCompanyStatusBody,
  UpdateDirectorBody,
  UpdateDirectorStatusBody,
  UpdateLicensorBody,
  UpdateLicensorStatusBody,
  UpdateProducerBody,
  UpdateProducerStatusBody,
  SearchCompanyTrashBody,
  RestoreCompaniesBody,
  PurgeCompaniesBody,
  SearchDirectorTrashBody,
  RestoreDirectorsBody,
  PurgeDirectorsBody,
  SearchLicensorTrashBody,
  RestoreLicensorsBody,
  PurgeLicensorsBody,
  SearchProducerTrashBody,
  RestoreProducersBody,
  PurgeProducersBody,
} from '@/api/generated/parameter/zod/index.zod'
import type { Db } from '../db'
import { trashOf } from '../db/trash'
import { matches } from '../lib/respond'
import { masterDataHandlers } from './master-data'
import { productHandlers } from './products'

const now = () => new Date().toISOString()

/**
 * A product that references the record through the given field, when one does: a live one, or
 * one in the Trash (a restore brings it back with its references, so they must still be there).
 */
function productUsing(field: 'producerId' | 'licensorId' | 'directorId' | 'companyId') {
  return (db: Db, record: { id: string }) => {
    const product = db.parameter.products.find((p) => p[field] === record.id)
    if (product) return `the product ${product.name}`
    const trashed = trashOf(db)
      .products.list()
      .find((entry) => entry.record[field] === record.id)
    return trashed ? `the product ${trashed.record.name} in the Trash` : undefined
  }
}

/**
 * Companies are shared with the channel service: CMS accounts and channels belong to them. A CMS
 * account in its Trash still does (its restore brings it back with its company).
 */
function companyUser(db: Db, record: { id: string }) {
  const cms = db.channel.cms.find((c) => c.companyId === record.id)
  const trashedCms = trashOf(db)
    .cms.list()
    .find((entry) => entry.record.cms.companyId === record.id)?.record.cms
  const channel = db.channel.channels.find((c) => c.companyId === record.id)
  return (
    productUsing('companyId')(db, record) ??
    (cms ? `the CMS ${cms.name}` : trashedCms ? `the CMS ${trashedCms.name} in the Trash` : channel ? `the channel ${channel.name}` : undefined)
  )
}

const nameAndStatus = <B extends { search?: string; status?: string }>(record: { name: string; status: string }, body: B) =>
  matches(body.search, record.name) && (!body.status || record.status === body.status)

export function parameterHandlers(db: Db): RequestHandler[] {
  return [
    ...masterDataHandlers(db, {
      path: '/licensors',
      label: 'Licensor',
      permission: 'licensor',
      records: (d) => d.parameter.licensors,
      schemas: {
        search: SearchLicensorsBody,
        create: CreateLicensorBody,
        update: UpdateLicensorBody,
        status: UpdateLicensorStatusBody,
        bulk: DeleteLicensorsBulkBody,
        trash: SearchLicensorTrashBody,
        restore: RestoreLicensorsBody,
        purge: PurgeLicensorsBody,
      },
      trash: (t) => t.licensors,
      filter: nameAndStatus,
      create: (body): Licensor => ({ id: crypto.randomUUID(), name: body.name.trim(), status: body.status ?? 'active', createdAt: now() }),
      update: (record, body) => Object.assign(record, { name: body.name.trim(), status: body.status }),
      usedBy: productUsing('licensorId'),
    }),
    ...masterDataHandlers(db, {
      path: '/producers',
      label: 'Producer',
      permission: 'producer',
      records: (d) => d.parameter.producers,
      schemas: {
        search: SearchProducersBody,
        create: CreateProducerBody,
        update: UpdateProducerBody,
        status: UpdateProducerStatusBody,
        bulk: DeleteProducersBulkBody,
        trash: SearchProducerTrashBody,
        restore: RestoreProducersBody,
        purge: PurgeProducersBody,
      },
      trash: (t) => t.producers,
      filter: nameAndStatus,
      create: (body): Producer => ({ id: crypto.randomUUID(), name: body.name.trim(), status: body.status ?? 'active', createdAt: now() }),
      update: (record, body) => Object.assign(record, { name: body.name.trim(), status: body.status }),
      usedBy: productUsing('producerId'),
    }),
    ...masterDataHandlers(db, {
      path: '/directors',
      label: 'Director',
      permission: 'director',
      records: (d) => d.parameter.directors,
      schemas: {
        search: SearchDirectorsBody,
        create: CreateDirectorBody,
        update: UpdateDirectorBody,
        status: UpdateDirectorStatusBody,
        bulk: DeleteDirectorsBulkBody,
        trash: SearchDirectorTrashBody,
        restore: RestoreDirectorsBody,
        purge: PurgeDirectorsBody,
      },
      trash: (t) => t.directors,
      filter: nameAndStatus,
      create: (body): Director => ({ id: crypto.randomUUID(), name: body.name.trim(), status: body.status ?? 'active' }),
      update: (record, body) => Object.assign(record, { name: body.name.trim(), status: body.status }),
      usedBy: productUsing('directorId'),
    }),
    ...masterDataHandlers(db, {
      path: '/companies',
      label: 'Company',
      permission: 'company',
      records: (d) => d.parameter.companies,
      schemas: {
        search: SearchCompaniesBody,
        create: CreateCompanyBody,
        update: UpdateCompanyBody,
        status: UpdateCompanyStatusBody,
        bulk: DeleteCompaniesBulkBody,
        trash: SearchCompanyTrashBody,
        restore: RestoreCompaniesBody,
        purge: PurgeCompaniesBody,
      },
      trash: (t) => t.companies,
      filter: (record, body) =>
        matches(body.search, record.name, record.taxNumber, record.email) &&
        (!body.status || record.status === body.status) &&
        (!body.companyType || record.companyType === body.companyType),
      create: (body): Company => ({
        id: crypto.randomUUID(),
        name: body.name.trim(),
        companyType: body.companyType,
        taxNumber: body.taxNumber ?? null,
        email: body.email ?? null,
        phoneNumber: body.phoneNumber ?? null,
        status: body.status ?? 'active',
        createdAt: now(),
      }),
      update: (record, body) =>
        Object.assign(record, {
          name: body.name.trim(),
          companyType: body.companyType,
          taxNumber: body.taxNumber ?? null,
          email: body.email ?? null,
          phoneNumber: body.phoneNumber ?? null,
          status: body.status,
        }),
      usedBy: companyUser,
    }),
    ...productHandlers(db),
  ]
}
