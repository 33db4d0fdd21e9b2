import { FluentProvider } from '@fluentui/react-components'
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { ApiError } from '@/api/errors'
import { versionToSend } from '@/api/record-versions'
import { themeFor } from '@/shared/theme'
import { createTestI18n } from '@tests/i18n'
import { FormDrawer, FormInput, useFormEditor, useZodForm } from '@/shared/form'
import { mergeFields } from './merge'

configure({ asyncUtilTimeout: 5000 })
afterEach(() => cleanup())

const schema = z.object({ title: z.string().max(100), description: z.string().max(500), tags: z.string().max(100) })
type Values = z.infer<typeof schema>
const ORIGINAL: Values = { title: 'Sunset', description: 'A sunset', tags: 'sea' }

/** The 412 the gateway answers: the record as it is now, who changed it, when. */
function stale(record: Values & { id: string; version: number }) {
  return new ApiError('Changed by Burak Demir', {
    kind: 'http',
    status: 412,
    serverMessage: 'Burak Demir changed this record at 2026-11-26T22:00:00Z.',
    data: {
      header: { isSuccess: false, message: 'Burak Demir changed this record.' },
      body: {
        conflicts: [
          {
            id: record.id,
            version: record.version,
            changedBy: { id: 'u2', name: 'Burak Demir' },
            changedAt: new Date().toISOString(),
            changedFields: [],
            record,
          },
        ],
      },
    },
  })
}

function Editor({ save }: { save: (values: Values) => Promise<unknown> }) {
  const form = useZodForm(schema, { defaultValues: ORIGINAL })
  const editor = useFormEditor({ form, save, record: { id: 'v1', version: 3 }, onClose: () => undefined })
  return (
    <FormDrawer open title="Edit video" editor={editor}>
      <FormInput control={form.control} name="title" label="Title" />
      <FormInput control={form.control} name="description" label="Description" />
      <FormInput control={form.control} name="tags" label="Tags" />
    </FormDrawer>
  )
}

function renderEditor(save: (values: Values) => Promise<unknown>, language: 'en' | 'tr' = 'en') {
  const router = createMemoryRouter([{ path: '/', element: <Editor save={save} /> }])
  render(
    <I18nextProvider i18n={createTestI18n(language)}>
      <FluentProvider theme={themeFor('light')}>
        <RouterProvider router={router} />
      </FluentProvider>
    </I18nextProvider>,
  )
  return userEvent.setup()
}

const field = (name: string) => screen.getByRole('textbox', { name, hidden: true }) as HTMLInputElement

describe('mergeFields', () => {
  it('takes theirs where only they changed, keeps mine where only I changed, and names the fields both changed', () => {
    const merged = mergeFields(ORIGINAL, { ...ORIGINAL, description: 'Mine', tags: 'mine' }, { ...ORIGINAL, title: 'Theirs', tags: 'theirs' })
    expect(merged.values).toEqual({ title: 'Theirs', description: 'Mine', tags: 'mine' })
    expect(merged.base).toEqual({ title: 'Theirs', description: 'A sunset', tags: 'theirs' })
    expect(merged.conflicts).toEqual([{ field: 'tags', original: 'sea', mine: 'mine', theirs: 'theirs' }])
  })

  it('settles a field both changed to the same value', () => {
    expect(mergeFields(ORIGINAL, { ...ORIGINAL, title: 'Same' }, { ...ORIGINAL, title: 'Same' }).conflicts).toEqual([])
  })
})

describe('a save answered 412', () => {
  it('takes their change of a field I did not touch, keeps mine, and saves again with their version, without asking', async () => {
    const save = vi
      .fn<(values: Values) => Promise<unknown>>()
      .mockRejectedValueOnce(stale({ id: 'v1', version: 7, title: 'Sunset over the sea', description: 'A sunset', tags: 'sea' }))
      .mockResolvedValue({})
    const user = renderEditor(save)
    expect(versionToSend('v1')).toBe(3)
    await user.clear(field('Description'))
    await user.type(field('Description'), 'Mine')
    await user.click(screen.getByRole('button', { name: 'Save', hidden: true }))
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2))
    expect(save.mock.calls[1]![0]).toEqual({ title: 'Sunset over the sea', description: 'Mine', tags: 'sea' })
    // The resave goes with the version the 412 named (the mutator's If-Match).
    expect(versionToSend('v1')).toBe(7)
    expect(screen.queryByTestId('merge-dialog')).toBeNull()
  })

  it.each(['en', 'tr'] as const)('opens the merge view for a field both changed; the pick is saved (%s)', async (language) => {
    const save = vi
      .fn<(values: Values) => Promise<unknown>>()
      .mockRejectedValueOnce(stale({ id: 'v1', version: 9, title: 'Their title', description: 'A sunset', tags: 'beach' }))
      .mockResolvedValue({})
    const user = renderEditor(save, language)
    await user.clear(field(language === 'en' ? 'Title' : 'Title'))
    await user.type(field('Title'), 'My title')
    await user.clear(field('Description'))
    await user.type(field('Description'), 'My description')
    await user.click(screen.getByRole('button', { name: language === 'en' ? 'Save' : 'Kaydet', hidden: true }))
    const dialog = await screen.findByTestId('merge-dialog')
    // Theirs, mine and the original side by side, for the title only.
    expect(within(dialog).getByText('Their title')).toBeTruthy()
    expect(within(dialog).getByText('My title')).toBeTruthy()
    expect(within(dialog).getByText('Sunset')).toBeTruthy()
    expect(within(dialog).queryByText('My description')).toBeNull()
    expect(dialog.textContent).toContain('Burak Demir')
    expect(save).toHaveBeenCalledTimes(1)
    await user.click(within(dialog).getByRole('radio', { name: language === 'en' ? 'Theirs (Burak Demir)' : 'Onunki (Burak Demir)', hidden: true }))
    await user.click(within(dialog).getByRole('button', { name: language === 'en' ? 'Save these values' : 'Bu değerlerle kaydet', hidden: true }))
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2))
    expect(save.mock.calls[1]![0]).toEqual({ title: 'Their title', description: 'My description', tags: 'beach' })
    expect(versionToSend('v1')).toBe(9)
  })

  it('keeps what I typed when I choose mine and keep editing', async () => {
    const save = vi
      .fn<(values: Values) => Promise<unknown>>()
      .mockRejectedValueOnce(stale({ id: 'v1', version: 4, title: 'Theirs', description: 'A sunset', tags: 'sea' }))
    const user = renderEditor(save)
    await user.clear(field('Title'))
    await user.type(field('Title'), 'Mine')
    await user.click(screen.getByRole('button', { name: 'Save', hidden: true }))
    const dialog = await screen.findByTestId('merge-dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Apply and keep editing', hidden: true }))
    await waitFor(() => expect(screen.queryByTestId('merge-dialog')).toBeNull())
    expect(field('Title').value).toBe('Mine')
    expect(save).toHaveBeenCalledTimes(1)
  })
})
