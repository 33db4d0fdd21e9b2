import { renderHook, screen, waitFor } from '@testing-library/react'
import { http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { useGetIdentityEnumKeyValueList } from '@/api/generated/identity/endpoints/commons/commons'
import { api, fail, keyValues, server } from '@tests/msw'
import { renderWithProviders } from '@tests/render'
import { signInLocally } from '@tests/session'
import { ENUM_LIST_PARAMS, OPTION_LIST_QUERY, useOptionList, type OptionReference, type OptionSource } from './use-option-list'

const answered = <Item,>(items: Item[]): OptionSource<Item> => ({ data: { items }, isPending: false, error: null })
const producers = answered([
  { id: 'p1', name: 'Active One' },
  { id: 'p2', name: 'Active Two' },
])
const byCode = (item: { code: string; name: string }) => ({ value: item.code, label: `${item.name} (${item.code})` })

describe('useOptionList', () => {
  it('turns key-value items into options, and is loading until the call answers', () => {
    const { result, rerender } = renderHook(({ source }) => useOptionList(source), {
      initialProps: { source: { isPending: true } as OptionSource<{ id: string; name: string }> },
    })
    expect(result.current).toMatchObject({ options: [], loading: true, error: null })
    rerender({ source: producers })
    expect(result.current.options).toEqual([
      { value: 'p1', label: 'Active One' },
      { value: 'p2', label: 'Active Two' },
    ])
    expect(result.current.loading).toBe(false)
    expect(result.current.labelOf('p2')).toBe('Active Two')
    expect(result.current.labelOf('unknown')).toBeUndefined()
    expect(result.current.labelOf(null)).toBeUndefined()
  })

  it('maps other items with the given function', () => {
    const { result } = renderHook(() => useOptionList(answered([{ code: 'TR', name: 'Türkiye' }]), { map: byCode }))
    expect(result.current.options).toEqual([{ value: 'TR', label: 'Türkiye (TR)' }])
  })

  it('keeps the references a row holds that the list lacks, named as the row names them, once each', () => {
    const keep: OptionReference[] = [
      { id: 'p1', name: 'Old name of One' },
      { id: 'p9', name: 'Passive Nine' },
      { id: 'p9', name: 'Passive Nine' },
      { id: null, name: 'No id' },
      { id: 'p8', name: null },
    ]
    const { result } = renderHook(() => useOptionList(producers, { keep }))
    expect(result.current.options).toEqual([
      { value: 'p1', label: 'Active One' },
      { value: 'p2', label: 'Active Two' },
      { value: 'p9', label: 'Passive Nine' },
    ])
  })

  it('keeps its identity across renders while nothing changed, even with references built inline', () => {
    const { result, rerender } = renderHook(() => useOptionList(producers, { keep: [{ id: 'p9', name: 'Passive Nine' }] }))
    const first = result.current
    rerender()
    expect(result.current).toBe(first)
  })
})

describe('useOptionList with a generated call', () => {
  function Statuses() {
    const statuses = useOptionList(useGetIdentityEnumKeyValueList('UserStatus', ENUM_LIST_PARAMS, OPTION_LIST_QUERY))
    if (statuses.loading) return <p>loading</p>
    if (statuses.error) return <p>failed</p>
    return (
      <ul>
        {statuses.options.map((option) => (
          <li key={option.value}>{`${option.value}=${option.label}`}</li>
        ))}
      </ul>
    )
  }

  beforeEach(() => {
    signInLocally()
  })

  it('reads the enum list whole and shows its names', async () => {
    let asked: URL | null = null
    server.use(
      http.get(api('identity', '/commons/enums/UserStatus/key-value-list'), ({ request }) => {
        asked = new URL(request.url)
        return keyValues([
          ['active', 'Aktif'],
          ['passive', 'Pasif'],
        ])
      }),
    )
    renderWithProviders(<Statuses />)
    expect(screen.getByText('loading')).toBeTruthy()
    expect(await screen.findByText('active=Aktif')).toBeTruthy()
    expect(screen.getByText('passive=Pasif')).toBeTruthy()
    await waitFor(() => expect(asked?.searchParams.get('Size')).toBe('10000'))
  })

  it('says when the call failed', async () => {
    server.use(http.get(api('identity', '/commons/enums/UserStatus/key-value-list'), () => fail(500, 'down')))
    renderWithProviders(<Statuses />)
    expect(await screen.findByText('failed')).toBeTruthy()
  })
})
