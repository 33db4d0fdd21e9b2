import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@tests/render'
import { UNDO_TIMEOUT_MS } from './toast-options'
import { useUndo } from './use-undo'

function Deleter({ undo }: { undo: () => Promise<unknown> }) {
  const offerUndo = useUndo()
  return (
    <button type="button" onClick={() => offerUndo({ title: '1 playlist moved to the Trash.', undo, undone: '1 playlist restored.' })}>
      delete
    </button>
  )
}

const toastOf = async (title: string) => (await screen.findByText(title)).closest('[role="listitem"]') as HTMLElement

describe('the Undo toast', () => {
  it('offers Undo for 10 s; Undo runs the reverse once, closes the toast and says it is done', async () => {
    const undo = vi.fn(() => Promise.resolve())
    const { user } = renderWithProviders(<Deleter undo={undo} />, { language: 'en' })
    await user.click(screen.getByRole('button', { name: 'delete' }))
    const toast = await toastOf('1 playlist moved to the Trash.')
    // Fluent times a toast with a CSS animation as long as its timeout.
    expect((toast.querySelector('[data-timer-status]') as HTMLElement).style.animationDuration).toBe(`${UNDO_TIMEOUT_MS}ms`)
    await user.click(within(toast).getByRole('button', { name: 'Undo' }))
    expect(await screen.findByText('1 playlist restored.')).toBeTruthy()
    expect(undo).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull()
  })

  it('says why an Undo failed, in Turkish too', async () => {
    const undo = () => Promise.reject(new Error('boom'))
    const { user } = renderWithProviders(<Deleter undo={undo} />, { language: 'tr' })
    await user.click(screen.getByRole('button', { name: 'delete' }))
    await user.click(within(await toastOf('1 playlist moved to the Trash.')).getByRole('button', { name: 'Geri al' }))
    expect(await screen.findByText('Geri alınamadı')).toBeTruthy()
  })

  it('closes with its own Close button, in both languages, without undoing (it covers the page buttons at the top right)', async () => {
    const undo = vi.fn(() => Promise.resolve())
    for (const [language, name] of [
      ['en', 'Close this message'],
      ['tr', 'Bu mesajı kapat'],
    ] as const) {
      const { user, unmount } = renderWithProviders(<Deleter undo={undo} />, { language })
      await user.click(screen.getByRole('button', { name: 'delete' }))
      const toast = await toastOf('1 playlist moved to the Trash.')
      await user.click(within(toast).getByRole('button', { name }))
      await waitFor(() => expect(screen.queryByText('1 playlist moved to the Trash.')).toBeNull())
      unmount()
    }
    expect(undo).not.toHaveBeenCalled()
  })
})
