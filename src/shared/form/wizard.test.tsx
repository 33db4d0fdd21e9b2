import { screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { ApiError } from '@/api/errors'
import { renderWithProviders } from '@tests/render'
import { FormInput } from './input-fields'
import { useWizard } from './use-wizard'
import { Wizard } from './wizard'
import { useZodForm } from './use-zod-form'

const schema = z.object({ title: z.string().trim().min(1), description: z.string().trim().min(3), tags: z.string() })
type Values = z.input<typeof schema>
const EMPTY: Values = { title: '', description: '', tags: '' }

function Upload({ onSubmit, onDetails }: { onSubmit: (values: z.output<typeof schema>) => Promise<void>; onDetails?: () => Promise<void> }) {
  const form = useZodForm(schema, { defaultValues: EMPTY })
  const [ready, setReady] = useState(false)
  const wizard = useWizard({
    form,
    onSubmit,
    steps: [
      { id: 'files', label: 'Files', blocked: ready ? false : 'Wait for the upload.' },
      { id: 'details', label: 'Details', fields: ['title', 'description'], onNext: onDetails },
      { id: 'visibility', label: 'Visibility', fields: ['tags'] },
    ],
  })
  return (
    <Wizard wizard={wizard} label="Upload steps" finishLabel="Publish" resettable>
      {wizard.index === 0 ? (
        <button type="button" onClick={() => setReady(true)}>
          Upload done
        </button>
      ) : null}
      {wizard.index === 1 ? (
        <>
          <FormInput control={form.control} name="title" label="Title" required />
          <FormInput control={form.control} name="description" label="Description" required />
        </>
      ) : null}
      {wizard.index === 2 ? <FormInput control={form.control} name="tags" label="Tags" /> : null}
      {wizard.completed ? <p>Published</p> : null}
    </Wizard>
  )
}

const current = () => document.querySelector('[aria-current="step"]')?.textContent
const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement

describe('wizard', () => {
  it('waits while a step cannot go on, validates each step alone, keeps values on Back, and submits once at the end', async () => {
    const onSubmit = vi.fn(async () => undefined)
    const { user } = renderWithProviders(<Upload onSubmit={onSubmit} />, { language: 'en' })
    expect(current()).toBe('Files')
    expect(screen.getByRole('list', { name: 'Upload steps' })).toBeTruthy()
    expect(screen.getByText('Wait for the upload.')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(current()).toBe('Files')

    await user.click(screen.getByRole('button', { name: 'Upload done' }))
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(current()).toBe('Details')
    expect(screen.getByTestId('step-announcement').textContent).toBe('Step 2 of 3: Details')

    // Only this step's fields are checked; the visibility step's are not reported here.
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2)
    expect(current()).toBe('Details')
    await user.type(field('Title'), 'Tanıtım')
    await user.type(field('Description'), 'ab')
    // After a failed Next the step's messages follow what is typed.
    await waitFor(() => expect(screen.getByText('Enter at least 3 characters.')).toBeTruthy())
    await user.type(field('Description'), 'c')
    await user.keyboard('{Enter}')
    expect(current()).toBe('Visibility')

    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(current()).toBe('Details')
    expect(field('Title').value).toBe('Tanıtım')
    expect(field('Description').value).toBe('abc')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await user.type(field('Tags'), 'spor')
    await user.click(screen.getByRole('button', { name: 'Publish' }))
    expect(await screen.findByText('Published')).toBeTruthy()
    expect(onSubmit).toHaveBeenCalledTimes(1)
    expect(onSubmit.mock.calls[0]).toEqual([{ title: 'Tanıtım', description: 'abc', tags: 'spor' }])
  })

  it("stays on a step whose server call fails, with the server's message and the values, and starts over empty", async () => {
    let fail = true
    const onDetails = vi.fn(async () => {
      if (fail) throw new ApiError('x', { kind: 'http', status: 409, serverMessage: 'Bu başlık kullanılıyor.' })
    })
    const { user } = renderWithProviders(<Upload onSubmit={async () => undefined} onDetails={onDetails} />, { language: 'tr' })
    await user.click(screen.getByRole('button', { name: 'Upload done' }))
    await user.click(screen.getByRole('button', { name: 'İleri' }))
    await user.type(field('Title'), 'Tanıtım')
    await user.type(field('Description'), 'Uzun açıklama')
    await user.click(screen.getByRole('button', { name: 'İleri' }))
    expect((await screen.findByTestId('wizard-error')).textContent).toBe('Bu başlık kullanılıyor.')
    expect(current()).toBe('Details')
    expect(field('Title').value).toBe('Tanıtım')
    fail = false
    await user.click(screen.getByRole('button', { name: 'İleri' }))
    expect(current()).toBe('Visibility')
    expect(screen.queryByTestId('wizard-error')).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Baştan başla' }))
    expect(current()).toBe('Files')
    await user.click(screen.getByRole('button', { name: 'İleri' }))
    expect(field('Title').value).toBe('')
  })
})
