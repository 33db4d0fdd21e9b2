import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { useForm } from 'react-hook-form'
import { beforeEach, describe, expect, it } from 'vitest'
import { useGetIdentityEnumKeyValueList } from '@/api/generated/identity/endpoints/commons/commons'
import { FormMultiSelect, FormSelect, OptionCombobox } from '@/shared/form'
import { ENUM_LIST_PARAMS, OPTION_LIST_QUERY, useOptionList } from './use-option-list'
import { api, fail, keyValues, server } from '@tests/msw'
import { renderWithProviders } from '@tests/render'
import { signInLocally } from '@tests/session'

configure({ asyncUtilTimeout: 5000 })

const STATUSES = api('identity', '/commons/enums/UserStatus/key-value-list')
const answered = () =>
  keyValues([
    ['active', 'Aktif'],
    ['passive', 'Pasif'],
  ])

/** A list that fails until `fixed` is set, counting the calls. */
function failing() {
  const state = { fixed: false, calls: 0 }
  server.use(
    http.get(STATUSES, () => {
      state.calls += 1
      return state.fixed ? answered() : fail(500, 'Durum listesi kapalı')
    }),
  )
  return state
}

function Combobox() {
  const statuses = useOptionList(useGetIdentityEnumKeyValueList('UserStatus', ENUM_LIST_PARAMS, OPTION_LIST_QUERY))
  return <OptionCombobox label="Durum" value={null} onChange={() => undefined} options={statuses.options} loading={statuses.loading} />
}

function Form() {
  const statuses = useOptionList(useGetIdentityEnumKeyValueList('UserStatus', ENUM_LIST_PARAMS, OPTION_LIST_QUERY))
  const form = useForm<{ status: string | null; many: string[] }>({ defaultValues: { status: null, many: [] } })
  return (
    <>
      <FormSelect control={form.control} name="status" label="Tek durum" hint="Birini seçin" options={statuses.options} loading={statuses.loading} />
      <FormMultiSelect control={form.control} name="many" label="Çok durum" options={statuses.options} loading={statuses.loading} />
    </>
  )
}

const alerts = () => screen.queryAllByRole('alert').filter((alert) => (alert.textContent ?? '').trim() !== '')

describe('an option control whose list loads or fails', () => {
  beforeEach(() => signInLocally())

  it('is busy with a progress indicator while the list loads, and not once it answered', async () => {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.get(STATUSES, async () => {
        await held
        return answered()
      }),
    )
    renderWithProviders(<Combobox />)
    const box = screen.getByRole('combobox', { name: 'Durum' })
    await waitFor(() => expect(box.getAttribute('aria-busy')).toBe('true'))
    expect(screen.getByRole('progressbar', { name: 'Seçenekler yükleniyor' })).toBeTruthy()
    release()
    await waitFor(() => expect(box.getAttribute('aria-busy')).toBeNull())
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect(alerts()).toEqual([])
  })

  it('says the list failed with the server’s reason and a Retry that brings the options', async () => {
    const list = failing()
    renderWithProviders(<Combobox />)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Seçenekler yüklenemedi. Durum listesi kapalı')
    expect(screen.getByRole('combobox', { name: 'Durum' }).getAttribute('aria-busy')).toBeNull()
    list.fixed = true
    fireEvent.click(within(alert).getByRole('button', { name: 'Tekrar dene' }))
    await waitFor(() => expect(alerts()).toEqual([]))
    expect(list.calls).toBe(2)
    fireEvent.click(screen.getByRole('combobox', { name: 'Durum' }))
    expect(await screen.findByRole('option', { name: 'Pasif' })).toBeTruthy()
  })

  it('keeps the failure while a Retry that fails again is under way', async () => {
    let release: () => void = () => undefined
    let calls = 0
    server.use(
      http.get(STATUSES, async () => {
        calls += 1
        if (calls > 1) await new Promise<void>((resolve) => (release = resolve))
        return fail(503, calls > 1 ? 'Bakımda' : 'Kapalı')
      }),
    )
    renderWithProviders(<Combobox />)
    const retry = () => within(screen.getByRole('alert')).getByRole('button', { name: 'Tekrar dene' })
    await screen.findByRole('alert')
    fireEvent.click(retry())
    await waitFor(() => expect(retry().getAttribute('aria-disabled')).toBe('true'))
    expect(screen.getByRole('alert').textContent).toContain('Kapalı')
    release()
    await waitFor(() => expect(retry().getAttribute('aria-disabled')).toBeNull())
    expect(screen.getByRole('alert').textContent).toContain('Bakımda')
  })

  it('loads a failed list again by itself when the browser is back online', async () => {
    const list = failing()
    renderWithProviders(<Combobox />)
    await screen.findByRole('alert')
    list.fixed = true
    await act(async () => void window.dispatchEvent(new Event('online')))
    await waitFor(() => expect(alerts()).toEqual([]))
    expect(list.calls).toBe(2)
  })

  it('shows the failure under FormSelect (beside its hint) and FormMultiSelect, and one Retry brings both back', async () => {
    const list = failing()
    renderWithProviders(<Form />)
    await waitFor(() => expect(alerts()).toHaveLength(2))
    expect(screen.getByText('Birini seçin')).toBeTruthy()
    list.fixed = true
    fireEvent.click(within(alerts()[0]!).getByRole('button', { name: 'Tekrar dene' }))
    await waitFor(() => expect(alerts()).toEqual([]))
    fireEvent.click(screen.getByRole('combobox', { name: 'Tek durum' }))
    expect(await screen.findByRole('option', { name: 'Aktif' })).toBeTruthy()
  })
})
