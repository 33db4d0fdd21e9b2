import type { RequestHandler } from 'msw'
import { SearchCountriesBody, SearchLanguagesBody } from '@/api/generated/parameter/zod/index.zod'
import type { Db } from '../db'
import { enumItems, PARAMETER_ENUMS } from '../db/enums'
import { countries, langOf, languages } from '../db/reference'
import { idsParam, keyValuePage } from '../lib/key-value'
import { matches, notFound, ok, page } from '../lib/respond'
import { route } from '../lib/route'

const ENTITIES = { producer: 'producers', licensor: 'licensors', director: 'directors', company: 'companies', product: 'products' } as const

/** Option lists, reference lists (languages, countries): open to every signed-in user. */
export const parameterCommonsHandlers = (db: Db): RequestHandler[] => [
  route('parameter', 'get', '/commons/enums/:enumName/key-value-list', ({ request, url, params }) => {
    const items = enumItems(PARAMETER_ENUMS, params.enumName ?? '', langOf(request))
    return items ? keyValuePage(url, items, []) : notFound(`Enum ${params.enumName}`)
  }),

  // Active records sorted by name, plus any record named in Ids whatever its status (so an
  // edit form can show a selection that has become passive); with Ids, only those.
  route('parameter', 'get', '/commons/entities/:entityType/key-value-list', ({ url, params }) => {
    const list = ENTITIES[(params.entityType ?? '').toLowerCase() as keyof typeof ENTITIES]
    if (!list) return notFound(`Entity type ${params.entityType}`)
    const ids = idsParam(url)
    const records: ReadonlyArray<{ id: string; name: string; status: string }> = db.parameter[list]
    const items = records
      .filter((r) => (ids.length ? ids.includes(r.id) : r.status === 'active'))
      .map(({ id, name }) => ({ id, name }))
      .sort((a, b) => a.name.localeCompare(b.name, 'tr'))
    return keyValuePage(url, items, [])
  }),

  route('parameter', 'post', '/languages/search', { body: SearchLanguagesBody }, ({ body, request }) => {
    return ok(
      page(
        languages(langOf(request)).filter((l) => matches(body.search, l.code, l.name)),
        body.index,
        body.size,
      ),
    )
  }),

  route('parameter', 'post', '/countries/search', { body: SearchCountriesBody }, ({ body, request }) => {
    return ok(
      page(
        countries(langOf(request)).filter((c) => matches(body.search, c.code, c.name)),
        body.index,
        body.size,
      ),
    )
  }),
]
