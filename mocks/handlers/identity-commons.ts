import type { RequestHandler } from 'msw'
import type { KeyValueItem } from '@/api/generated/identity/model'
import type { Db } from '../db'
import { enumItems, IDENTITY_ENUMS } from '../db/enums'
import { langOf } from '../db/reference'
import { keyValuePage } from '../lib/key-value'
import { notFound } from '../lib/respond'
import { route } from '../lib/route'

const byName = (a: KeyValueItem, b: KeyValueItem) => a.name.localeCompare(b.name, 'tr')

/** Records of each identity entity as `{id, name}`; companies and channels use the other services' ids. */
function entityItems(db: Db, entityType: string, lang: 'tr' | 'en'): KeyValueItem[] | null {
  const named = (records: ReadonlyArray<{ id: string; name: string }>) => records.map(({ id, name }) => ({ id, name })).sort(byName)
  switch (entityType.toLowerCase()) {
    case 'role':
      return named(db.identity.roles)
    case 'department':
      return named(db.identity.departments)
    case 'organization':
      return named(db.identity.organizations)
    case 'company':
      return named(db.parameter.companies)
    case 'channel':
      return named(db.channel.channels)
    case 'user':
      return db.identity.users.map((u) => ({ id: u.id, name: `${u.firstName} ${u.lastName}` })).sort(byName)
    case 'permission':
      return db.identity.permissions.map((p) => ({ id: p.id, name: lang === 'tr' ? p.descriptionTr : (p.description ?? p.name) }))
    default:
      return null
  }
}

export const identityCommonsHandlers = (db: Db): RequestHandler[] => [
  route('identity', 'get', '/commons/enums/:enumName/key-value-list', ({ request, url, params }) => {
    const items = enumItems(IDENTITY_ENUMS, params.enumName ?? '', langOf(request))
    return items ? keyValuePage(url, items, []) : notFound(`Enum ${params.enumName}`)
  }),
  route('identity', 'get', '/commons/entities/:entityType/key-value-list', ({ request, url, params }) => {
    const items = entityItems(db, params.entityType ?? '', langOf(request))
    return items ? keyValuePage(url, items) : notFound(`Entity type ${params.entityType}`)
  }),
]
