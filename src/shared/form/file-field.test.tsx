import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { renderWithProviders } from '@tests/render'
import { FormFileField } from './file-field'
import type { FileRules } from './file-rules'
import { useZodForm } from './use-zod-form'

const MB = 1024 * 1024
const RULES: FileRules = { accept: ['.jpg', '.png', '.gif'], maxBytes: 2 * MB }
const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type })
const schema = z.object({ images: z.array(z.custom<File>((value) => value instanceof File)).min(1) })

function Form({ multiple = true, onValues }: { multiple?: boolean; onValues: (files: File[]) => void }) {
  const form = useZodForm(schema, { defaultValues: { images: [] } })
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit((values) => onValues(values.images))(event)}>
      <FormFileField control={form.control} name="images" label="Images" rules={RULES} multiple={multiple} required />
      <button type="submit">Send</button>
    </form>
  )
}

const picker = () => document.querySelector<HTMLInputElement>('input[type="file"]')!
const upload = (user: ReturnType<typeof userEvent.setup>, files: File[]) => user.upload(picker(), files)

describe('file field', () => {
  it('is a button that opens the picker, and says what it accepts', async () => {
    const { user } = renderWithProviders(<Form onValues={() => undefined} />, { language: 'en' })
    const zone = screen.getByRole('button', { name: /^Images.*Drag files here, or press to browse/ })
    expect(zone.getAttribute('aria-describedby')).toBeTruthy()
    expect(screen.getByText('JPG, PNG, or GIF, up to 2 MB')).toBeTruthy()
    const click = vi.spyOn(picker(), 'click')
    zone.focus()
    await user.keyboard('{Enter}')
    expect(click).toHaveBeenCalledTimes(1)
    expect(picker().accept).toBe('.jpg,.png,.gif')
  })

  it('refuses a wrong type and a too large file by name, keeps the files already chosen, and submits the accepted ones (en)', async () => {
    const onValues = vi.fn()
    const user = userEvent.setup({ applyAccept: false })
    renderWithProviders(<Form onValues={onValues} />, { language: 'en' })
    const kept = file('a.png', 'image/png')
    await upload(user, [kept])
    await upload(user, [file('x.bmp', 'image/bmp'), file('x.gif', 'image/gif', 5.2 * MB), file('b.jpg', 'image/jpeg')])
    const alert = screen.getByRole('alert')
    expect(within(alert).getByText('x.bmp: only JPG, PNG, or GIF')).toBeTruthy()
    expect(within(alert).getByText('x.gif is 5.2 MB; the limit is 2 MB')).toBeTruthy()
    const chosen = screen.getByRole('list', { name: 'Images: chosen files' })
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('a.png'), expect.stringContaining('b.jpg')])
    await user.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(onValues).toHaveBeenCalledTimes(1))
    expect((onValues.mock.calls[0]?.[0] as File[]).map((f) => f.name)).toEqual(['a.png', 'b.jpg'])
  })

  it('accepts a drop, removes a file, and says a file is required (tr)', async () => {
    const onValues = vi.fn()
    const { user } = renderWithProviders(<Form onValues={onValues} />, { language: 'tr' })
    const zone = screen.getByRole('button', { name: /Dosyaları buraya sürükleyin/ })
    fireEvent.drop(zone, { dataTransfer: { files: [file('x.bmp', 'image/bmp'), file('c.gif', 'image/gif')] } })
    expect(await screen.findByText('x.bmp: yalnızca JPG, PNG veya GIF')).toBeTruthy()
    expect(screen.getByText('c.gif')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'c.gif dosyasını kaldır' }))
    expect(screen.queryByText('c.gif')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Lütfen bir seçim yapın.')).toBeTruthy()
    expect(onValues).not.toHaveBeenCalled()
  })

  it('replaces the file of a one-file field and keeps it when the next one is refused', async () => {
    const user = userEvent.setup({ applyAccept: false })
    renderWithProviders(<Form multiple={false} onValues={() => undefined} />, { language: 'en' })
    expect(screen.getByRole('button', { name: /Drag a file here, or press to browse/ })).toBeTruthy()
    await upload(user, [file('first.png', 'image/png')])
    await upload(user, [file('second.png', 'image/png')])
    expect(screen.queryByText('first.png')).toBeNull()
    await upload(user, [file('x.bmp', 'image/bmp')])
    expect(screen.getByText('second.png')).toBeTruthy()
    expect(screen.getByText('x.bmp: only JPG, PNG, or GIF')).toBeTruthy()
  })
})
