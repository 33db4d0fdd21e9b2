import { screen, waitFor, within } from '@testing-library/react'
import { Link } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { ApiError } from '@/api/errors'
import { renderWithProviders } from '@tests/render'
import { FormInput } from './input-fields'
import { PageForm, PageFormLoader, type RecordQuery } from './page-form'
import { usePageForm } from './use-page-form'
import { useZodForm } from './use-zod-form'

const schema = z.object({ name: z.string().trim().min(1), email: z.email() })
type Settings = z.input<typeof schema>

function SettingsForm({ record, save }: { record: Settings; save: (values: Settings) => Promise<unknown> }) {
  const form = useZodForm(schema, { defaultValues: record })
  const editor = usePageForm({ form, save })
  return (
    <PageForm editor={editor}>
      <FormInput control={form.control} name="name" label="Name" required />
      <FormInput control={form.control} name="email" label="E-mail" type="email" required />
    </PageForm>
  )
}

function SettingsPage({ query, save }: { query: RecordQuery<Settings>; save: (values: Settings) => Promise<unknown> }) {
  return (
    <>
      <Link to="/elsewhere">Somewhere else</Link>
      <PageFormLoader query={query}>{(record) => <SettingsForm record={record} save={save} />}</PageFormLoader>
    </>
  )
}

const loaded = (data: Settings): RecordQuery<Settings> => ({ data, error: null, refetch: () => undefined })

function renderPage(save: (values: Settings) => Promise<unknown>, query: RecordQuery<Settings> = loaded({ name: 'Kanal', email: 'kanal@demo.local' })) {
  return renderWithProviders(<></>, {
    language: 'en',
    route: '/settings',
    routes: [
      { path: '/settings', element: <SettingsPage query={query} save={save} /> },
      { path: '/elsewhere', element: <p>Elsewhere page</p> },
    ],
  })
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`), hidden: true }) as HTMLInputElement

describe('page form', () => {
  it('shows a skeleton while the record loads, and the failure with a retry', async () => {
    const { unmount } = renderPage(async () => undefined, { data: undefined, error: null, refetch: () => undefined })
    expect(screen.getByLabelText('Loading…')).toBeTruthy()
    unmount()
    const refetch = vi.fn()
    const { user } = renderPage(async () => undefined, {
      data: undefined,
      error: new ApiError('x', { kind: 'http', status: 500, serverMessage: 'Ayarlar okunamadı.' }),
      refetch,
    })
    const failure = screen.getByTestId('form-load-error')
    expect(failure.textContent).toContain('The record could not be loaded.')
    expect(failure.textContent).toContain('Ayarlar okunamadı.')
    await user.click(within(failure).getByRole('button', { name: 'Try again' }))
    expect(refetch).toHaveBeenCalledTimes(1)
  })

  it('keeps every value and shows the server message when the save fails, then saves and says so in the toaster', async () => {
    let attempts = 0
    const save = vi.fn(async () => {
      attempts += 1
      if (attempts === 1) throw new ApiError('x', { kind: 'http', status: 500, serverMessage: 'Ayarlar kaydedilemedi.' })
    })
    const { user } = renderPage(save)
    await user.clear(field('Name'))
    await user.type(field('Name'), 'Yeni kanal')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect((await screen.findByTestId('form-server-error')).textContent).toBe('Ayarlar kaydedilemedi.')
    expect(field('Name').value).toBe('Yeni kanal')
    expect(field('E-mail').value).toBe('kanal@demo.local')

    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Changes saved.')).toBeTruthy()
    expect(save.mock.calls[1]).toEqual([{ name: 'Yeni kanal', email: 'kanal@demo.local' }])
    expect(screen.queryByTestId('form-server-error')).toBeNull()
    // Saved values are the new starting point: nothing to undo.
    expect((screen.getByRole('button', { name: 'Undo changes' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('blocks a navigation while dirty, and lets it through when clean', async () => {
    const { user, router } = renderPage(async () => undefined)
    await user.type(field('Name'), ' 2')
    await user.click(screen.getByRole('link', { name: 'Somewhere else' }))
    const dialog = await screen.findByRole('alertdialog', { hidden: true })
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing', hidden: true }))
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull())
    expect(router!.state.location.pathname).toBe('/settings')
    expect(field('Name').value).toBe('Kanal 2')
    const reload = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(reload)
    expect(reload.defaultPrevented).toBe(true)

    // Undo asks, then restores the loaded values; the page is clean and a link just works.
    await user.click(screen.getByRole('button', { name: 'Undo changes' }))
    await user.click(within(await screen.findByRole('alertdialog', { hidden: true })).getByRole('button', { name: 'Discard changes', hidden: true }))
    await waitFor(() => expect(field('Name').value).toBe('Kanal'))
    const clean = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(clean)
    expect(clean.defaultPrevented).toBe(false)
    await user.click(screen.getByRole('link', { name: 'Somewhere else' }))
    expect(await screen.findByText('Elsewhere page')).toBeTruthy()
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull()
  })
})
