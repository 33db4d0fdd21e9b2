import { screen, waitFor } from '@testing-library/react'
import { http } from 'msw'
import { useState } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import { useGetIdentityEntityKeyValueList } from '@/api/generated/identity/endpoints/commons/commons'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { useKeyValueLookup } from '@/shared/options'
import { api } from '@tests/msw'
import { renderScreen } from '@tests/screen'
import { OptionCombobox } from './option-combobox'

/** Every key-value call the control makes: its query parameters. */
let calls: URLSearchParams[] = []
const spy = http.get(api('identity', '/commons/entities/User/key-value-list'), ({ request }) => void calls.push(new URL(request.url).searchParams))

function UserPicker({ initial }: { initial: string | null }) {
  const [value, setValue] = useState<string | null>(initial)
  const users = useKeyValueLookup(useGetIdentityEntityKeyValueList, 'User', { selected: [value] })
  return <OptionCombobox label="User" value={value} onChange={setValue} options={users.options} />
}

let gateway: MockGateway
const byName = () =>
  gateway.db.identity.users.map((u) => ({ id: u.id, name: `${u.firstName} ${u.lastName}` })).sort((a, b) => a.name.localeCompare(b.name, 'tr'))

beforeEach(() => {
  gateway = createGateway()
  calls = []
})

describe('a key-value lookup in a combobox (spec §9: Size=10, Ids)', () => {
  it('asks for 10, names a chosen value that is not among them with one Ids call, and says how many there are', async () => {
    const users = byName()
    const last = users[users.length - 1]!
    const { user } = await renderScreen(<UserPicker initial={last.id} />, { gateway, handlers: [spy], language: 'en' })
    const box = screen.getByRole('combobox', { name: 'User' })
    await waitFor(() => expect((box as HTMLInputElement).value).toBe(last.name))
    expect(calls.map((params) => Object.fromEntries(params))).toEqual(
      expect.arrayContaining([
        { Index: '0', Size: '10', EntityType: 'User' },
        { Ids: last.id, Index: '0', Size: '1', EntityType: 'User' },
      ]),
    )
    expect(calls).toHaveLength(2)
    await user.click(box)
    const options = await screen.findAllByRole('option')
    expect(options.slice(0, 10).map((option) => option.textContent)).toEqual(users.slice(0, 10).map((u) => u.name))
    expect(screen.getByText(`11 of ${users.length} shown; type to find the others.`)).toBeTruthy()
  })

  it('searches the server as the user types, and a value chosen from the results keeps its name without another call', async () => {
    const users = byName()
    const wanted = users[users.length - 2]!
    const { user } = await renderScreen(<UserPicker initial={null} />, { gateway, handlers: [spy], language: 'en' })
    const box = screen.getByRole('combobox', { name: 'User' })
    await waitFor(() => expect(calls).toHaveLength(1))
    await user.type(box, wanted.name)
    const option = await screen.findByRole('option', { name: wanted.name })
    // One search after the typing settled (debounced), not one per key.
    const searches = calls.filter((params) => params.has('Search'))
    expect(searches.map((params) => params.get('Search'))).toEqual([wanted.name])
    expect(searches[0]!.get('Size')).toBe('10')
    await user.click(option)
    expect((box as HTMLInputElement).value).toBe(wanted.name)
    await waitFor(() => expect(calls.every((params) => !params.has('Ids'))).toBe(true))
  })
})
