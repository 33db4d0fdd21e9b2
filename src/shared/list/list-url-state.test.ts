import { describe, expect, it } from 'vitest'
import {
  activeFilterCount,
  defaultListState,
  defineList,
  filter,
  filtersKey,
  lastPage,
  nextSort,
  pageAfterResize,
  parseListState,
  toSearchRequest,
  writeListState,
} from './list-url-state'

const ROLE_A = '3f0b7c1e-3a4b-4c5d-8e9f-0a1b2c3d4e5f'
const ROLE_B = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d'

const users = defineList({
  id: 'users',
  filters: {
    search: filter.text(),
    status: filter.oneOf(['active', 'passive'] as const),
    roles: filter.listOf({ uuid: true, max: 100 }),
    executive: filter.boolean(),
    from: filter.date(),
  },
  sortKeys: ['firstName', 'lastName', 'status'] as const,
})

const parse = (query: string) => parseListState(users, new URLSearchParams(query))

describe('list URL state', () => {
  it('round-trips filters, sort, page and size through the query string', () => {
    const state = {
      page: 3,
      size: 50,
      sort: { key: 'lastName' as const, order: 'desc' as const },
      filters: { search: 'ayşe yılmaz', status: 'passive' as const, roles: [ROLE_A, ROLE_B], executive: false, from: '2024-02-29' },
    }
    const query = writeListState(users, state).toString()
    expect(parse(query)).toEqual(state)
    // Page is one-based in the URL; multi-valued filters repeat their parameter.
    const params = new URLSearchParams(query)
    expect(params.get('page')).toBe('4')
    expect(params.getAll('roles')).toEqual([ROLE_A, ROLE_B])
  })

  it('writes nothing for the default view and reads an empty query as the default view', () => {
    expect(writeListState(users, defaultListState(users)).toString()).toBe('')
    expect(parse('')).toEqual(defaultListState(users))
    expect(defaultListState(users)).toEqual({
      page: 0,
      size: 10,
      sort: null,
      filters: { search: '', status: undefined, roles: [], executive: undefined, from: undefined },
    })
  })

  it('keeps parameters that belong to other parts of the page', () => {
    const base = new URLSearchParams('cmsId=abc&page=9&status=active&editor=new')
    const next = writeListState(users, { ...defaultListState(users), filters: { ...defaultListState(users).filters, search: 'x' } }, base)
    expect(next.get('cmsId')).toBe('abc')
    expect(next.get('editor')).toBe('new')
    expect(next.get('page')).toBeNull()
    expect(next.get('status')).toBeNull()
    expect(next.get('search')).toBe('x')
  })

  it('falls back to defaults for values edited by hand', () => {
    const state = parse('page=-2&size=7&sort=password&order=sideways&status=deleted&roles=not-a-uuid&roles=' + ROLE_A + '&executive=maybe&from=2024-13-45')
    expect(state).toEqual({
      page: 0,
      size: 10,
      sort: null,
      filters: { search: '', status: undefined, roles: [ROLE_A], executive: undefined, from: undefined },
    })
    expect(parse('page=abc').page).toBe(0)
    expect(parse('page=99999999999').page).toBe(0)
    expect(parse('sort=firstName&order=oops').sort).toEqual({ key: 'firstName', order: 'asc' })
  })

  it('trims the search text and treats whitespace as no filter', () => {
    const write = (search: string) => writeListState(users, { ...defaultListState(users), filters: { ...defaultListState(users).filters, search } })
    expect(write('  ali  ').get('search')).toBe('ali')
    expect(write('   ').has('search')).toBe(false)
  })

  it('drops duplicate list values and caps them at the contract maximum', () => {
    const many = Array.from({ length: 150 }, (_, i) => `roles=00000000-0000-4000-8000-${String(i).padStart(12, '0')}`)
    expect(parse(many.join('&')).filters.roles).toHaveLength(100)
    expect(parse(`roles=${ROLE_A}&roles=${ROLE_A}`).filters.roles).toEqual([ROLE_A])
  })

  it('supports a default sort, and "no sort" as an explicit choice against it', () => {
    const sorted = defineList({
      id: 'roles',
      filters: { search: filter.text() },
      sortKeys: ['name', 'createdAt'] as const,
      defaultSort: { key: 'name', order: 'asc' },
    })
    const base = defaultListState(sorted)
    expect(base.sort).toEqual({ key: 'name', order: 'asc' })
    expect(writeListState(sorted, base).toString()).toBe('')
    const unsorted = writeListState(sorted, { ...base, sort: null })
    expect(unsorted.get('sort')).toBe('none')
    expect(parseListState(sorted, unsorted).sort).toBeNull()
  })

  it('prefixes its parameters when two lists share a page', () => {
    const inner = defineList({ id: 'perm', paramPrefix: 'p_', filters: { search: filter.text() } })
    const next = writeListState(inner, { ...defaultListState(inner), page: 1, filters: { search: 'a' } }, new URLSearchParams('search=outer'))
    expect(next.toString()).toBe('search=outer&p_search=a&p_page=2')
    expect(parseListState(inner, next).filters.search).toBe('a')
  })

  it('counts active filters and keys selection by filters only', () => {
    const state = parse(`search=a&roles=${ROLE_A}&page=3&sort=status`)
    expect(activeFilterCount(users, state.filters)).toBe(2)
    expect(filtersKey(users, state.filters)).toBe(filtersKey(users, parse(`search=a&roles=${ROLE_A}`).filters))
    expect(filtersKey(users, state.filters)).not.toBe(filtersKey(users, parse('search=a').filters))
  })

  it('cycles sort none → asc → desc → none, and restarts on another column', () => {
    expect(nextSort(null, 'name')).toEqual({ key: 'name', order: 'asc' })
    expect(nextSort({ key: 'name', order: 'asc' }, 'name')).toEqual({ key: 'name', order: 'desc' })
    expect(nextSort({ key: 'name', order: 'desc' }, 'name')).toBeNull()
    expect(nextSort({ key: 'name', order: 'desc' }, 'status')).toEqual({ key: 'status', order: 'asc' })
  })

  it('keeps the first visible row when the page size changes, and knows the last page', () => {
    expect(pageAfterResize(4, 10, 50)).toBe(0)
    expect(pageAfterResize(7, 10, 20)).toBe(3)
    expect(lastPage(0, 10)).toBe(0)
    expect(lastPage(10, 10)).toBe(0)
    expect(lastPage(11, 10)).toBe(1)
  })

  it('turns the view into the paging and sort part of a search request', () => {
    expect(toSearchRequest(parse('page=2&size=20&sort=lastName&order=desc'))).toEqual({ index: 1, size: 20, sortKey: 'lastName', sortOrder: 'desc' })
    expect(toSearchRequest(parse(''))).toEqual({ index: 0, size: 10 })
  })

  it('reads codes that match their pattern only', () => {
    const orgs = defineList({ id: 'orgs', filters: { country: filter.matching(/^[A-Z]{2}$/) } })
    expect(parseListState(orgs, new URLSearchParams('country=TR')).filters.country).toBe('TR')
    expect(parseListState(orgs, new URLSearchParams('country=turkey')).filters.country).toBeUndefined()
  })

  it('refuses a default page size that is not offered', () => {
    expect(() => defineList({ id: 'x', filters: {}, defaultPageSize: 15 })).toThrow(/not one of/)
  })
})
