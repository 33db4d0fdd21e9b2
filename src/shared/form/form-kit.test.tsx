import { FluentProvider } from '@fluentui/react-components'
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, Link, RouterProvider, useNavigate } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { ApiError } from '@/api/errors'
import { themeFor } from '@/shared/theme'
import { AppToaster } from '@/shared/feedback'
import { createTestI18n } from '@tests/i18n'
import { FormDate, FormDrawer, FormInput, FormSwitch, rangeRule, useFormEditor, useZodForm, validationMessage } from '@/shared/form'

configure({ asyncUtilTimeout: 5000 })
afterEach(() => cleanup())

const schema = z
  .object({
    name: z.string().trim().min(1).max(20),
    email: z.email(),
    start: z.iso.date(),
    end: z.iso.date(),
  })
  .refine(...rangeRule<{ start: string; end: string }>('start', 'end', validationMessage('list-kit:validation.invalid')))

type Values = z.input<typeof schema>

function Editor({ save }: { save: (values: z.output<typeof schema>) => Promise<unknown> }) {
  const navigate = useNavigate()
  const form = useZodForm(schema, { defaultValues: { name: '', email: '', start: '', end: '' } satisfies Values })
  const editor = useFormEditor({
    form,
    save,
    fieldFor: (error) => (error.status === 409 ? 'email' : undefined),
    onClose: () => void navigate('/list'),
  })
  return (
    <>
      <Link to="/elsewhere">Somewhere else</Link>
      <FormDrawer open title="Edit thing" editor={editor}>
        <FormInput control={form.control} name="name" label="Name" required />
        <FormInput control={form.control} name="email" label="E-mail" type="email" required />
        <FormDate control={form.control} name="start" label="Start" required />
        <FormDate control={form.control} name="end" label="End" required />
      </FormDrawer>
    </>
  )
}

function renderEditor(save: (values: z.output<typeof schema>) => Promise<unknown>) {
  const router = createMemoryRouter(
    [
      { path: '/edit', element: <Editor save={save} /> },
      { path: '/elsewhere', element: <p>Elsewhere page</p> },
      { path: '/list', element: <p>List page</p> },
    ],
    { initialEntries: ['/list', '/edit'], initialIndex: 1 },
  )
  const i18n = createTestI18n('en')
  render(
    <I18nextProvider i18n={i18n}>
      <FluentProvider theme={themeFor('light')}>
        <AppToaster />
        <RouterProvider router={router} />
      </FluentProvider>
    </I18nextProvider>,
  )
  return { router, user: userEvent.setup() }
}

// Drawer and dialog contents: `hidden`, because Fluent's focus manager toggles aria-hidden on
// modal surfaces asynchronously in jsdom.
const field = (name: string) => screen.getByRole('textbox', { name, hidden: true }) as HTMLInputElement
const dateField = (name: string) => screen.getByLabelText(new RegExp(`^${name}`), { selector: 'input' }) as HTMLInputElement
const button = (name: string) => screen.getByRole('button', { name, hidden: true })

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Name'), 'Ayşe Yılmaz')
  await user.type(field('E-mail'), 'ayse@example.com')
  await user.type(dateField('Start'), '05/01/2024')
  await user.type(dateField('End'), '04/30/2025')
}

describe('form kit', () => {
  it('shows translated messages for every invalid field at once, including the range rule', async () => {
    const save = vi.fn(async () => undefined)
    const { user } = renderEditor(save)
    await user.type(field('E-mail'), 'not-an-email')
    await user.type(dateField('Start'), '05/01/2024')
    await user.type(dateField('End'), '04/01/2024')
    await user.click(button('Save'))
    await waitFor(() => expect(screen.getByText('This field is required.')).toBeTruthy())
    expect(screen.getByText('Enter a valid e-mail address.')).toBeTruthy()
    expect(screen.getByText('This value is not valid.')).toBeTruthy()
    expect(save).not.toHaveBeenCalled()
    // Nothing typed was lost to validation.
    expect(field('E-mail').value).toBe('not-an-email')
    expect(dateField('End').value).toBe('04/01/2024')
  })

  it('keeps every value when the save fails, with the server message on the field it concerns', async () => {
    const save = vi.fn(async () => {
      throw new ApiError('Bu e-posta adresi zaten kayıtlı.', { kind: 'http', status: 409, serverMessage: 'Bu e-posta adresi zaten kayıtlı.' })
    })
    const { user, router } = renderEditor(save)
    await fill(user)
    await user.click(button('Save'))
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1))
    expect(await screen.findByText('Bu e-posta adresi zaten kayıtlı.')).toBeTruthy()
    expect(field('Name').value).toBe('Ayşe Yılmaz')
    expect(field('E-mail').value).toBe('ayse@example.com')
    expect(dateField('Start').value).toBe('05/01/2024')
    expect(dateField('End').value).toBe('04/30/2025')
    expect(router.state.location.pathname).toBe('/edit')
  })

  it('says a 400 that names no field in the product’s words above the form, never the server’s sentence', async () => {
    const save = vi.fn(async () => {
      throw new ApiError('x', { kind: 'http', status: 400, serverMessage: 'channelId must be a UUID.' })
    })
    const { user } = renderEditor(save)
    await fill(user)
    await user.click(button('Save'))
    const banner = await screen.findByTestId('form-server-error')
    expect(banner.textContent).toContain('The server did not accept a value. Nothing was saved; check the values and try again.')
    expect(document.body.textContent).not.toContain('must be a UUID')
    expect(field('Name').value).toBe('Ayşe Yılmaz')
  })

  it('shows a failure that concerns no field above the form, keeps the input, and saves on retry', async () => {
    let attempts = 0
    const save = vi.fn(async () => {
      attempts += 1
      if (attempts === 1) throw new ApiError('Failed to fetch things.', { kind: 'http', status: 500, serverMessage: 'Sunucu şu anda yanıt veremiyor.' })
    })
    const { user, router } = renderEditor(save)
    await fill(user)
    await user.click(button('Save'))
    const banner = await screen.findByTestId('form-server-error')
    expect(banner.textContent).toContain('Sunucu şu anda yanıt veremiyor.')
    expect(field('Name').value).toBe('Ayşe Yılmaz')
    await user.click(button('Save'))
    // Saved: the form closes without asking about unsaved changes.
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'))
    expect(save.mock.calls[1]).toEqual([{ name: 'Ayşe Yılmaz', email: 'ayse@example.com', start: '2024-05-01', end: '2025-04-30' }])
  })

  it('asks before leaving a dirty form by a link, Back or Cancel, and stays with the input when told to', async () => {
    const { user, router } = renderEditor(async () => undefined)
    await user.type(field('Name'), 'Yarım kalan')

    await user.click(screen.getByRole('link', { name: 'Somewhere else', hidden: true }))
    let dialog = await screen.findByRole('alertdialog', { hidden: true })
    expect(within(dialog).getByText('Leave without saving?')).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing', hidden: true }))
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull())
    expect(router.state.location.pathname).toBe('/edit')
    expect(field('Name').value).toBe('Yarım kalan')

    // Back is a navigation too.
    void router.navigate(-1)
    dialog = await screen.findByRole('alertdialog', { hidden: true })
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing', hidden: true }))
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull())
    expect(router.state.location.pathname).toBe('/edit')

    // Cancel asks once, then leaves.
    await user.click(button('Cancel'))
    dialog = await screen.findByRole('alertdialog', { hidden: true })
    await user.click(within(dialog).getByRole('button', { name: 'Discard changes', hidden: true }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'))
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull()
  })

  it('lets a link through after "Leave", and warns the browser on reload while dirty', async () => {
    const { user, router } = renderEditor(async () => undefined)
    const clean = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(clean)
    expect(clean.defaultPrevented).toBe(false)

    await user.type(field('Name'), 'x')
    const dirty = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(dirty)
    expect(dirty.defaultPrevented).toBe(true)

    await user.click(screen.getByRole('link', { name: 'Somewhere else', hidden: true }))
    const dialog = await screen.findByRole('alertdialog', { hidden: true })
    await user.click(within(dialog).getByRole('button', { name: 'Leave', hidden: true }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'))
    expect(screen.getByText('Elsewhere page')).toBeTruthy()
  })

  it('leaves a clean form without asking', async () => {
    const { user, router } = renderEditor(async () => undefined)
    await user.click(button('Cancel'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'))
  })

  it('names a switch by its setting, with no "Yes" beside it: the state is the switch', async () => {
    function Settings() {
      const form = useZodForm(z.object({ monetize: z.boolean() }), { defaultValues: { monetize: false } })
      return <FormSwitch control={form.control} name="monetize" label="Monetization" description="Ads may run on this video." />
    }
    const i18n = createTestI18n('en')
    render(
      <I18nextProvider i18n={i18n}>
        <FluentProvider theme={themeFor('light')}>
          <Settings />
        </FluentProvider>
      </I18nextProvider>,
    )
    const toggle = screen.getByRole('switch', { name: 'Monetization' }) as HTMLInputElement
    expect(toggle.checked).toBe(false)
    expect(screen.queryByText('Yes')).toBeNull()
    expect(screen.getByText('Ads may run on this video.')).toBeTruthy()
    await userEvent.setup().click(toggle)
    expect(toggle.checked).toBe(true)
    expect(screen.queryByText('Yes')).toBeNull()
  })
})
