import { FluentProvider } from '@fluentui/react-components'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { themeFor } from '@/shared/theme'
import { AppToaster } from './app-toaster'
import { useNotify } from './use-notify'

afterEach(() => cleanup())

function Notifier() {
  const notify = useNotify()
  return (
    <>
      <button type="button" onClick={() => notify.error('Saved?', { body: 'first try', id: 'save' })}>
        first
      </button>
      <button type="button" onClick={() => notify.error('Saved?', { body: 'second try', id: 'save' })}>
        second
      </button>
    </>
  )
}

const renderApp = () =>
  render(
    <FluentProvider theme={themeFor('light')}>
      <AppToaster />
      <Notifier />
    </FluentProvider>,
  )

describe('the app toaster', () => {
  it('mounts on the first toast and shows it, title and body', async () => {
    renderApp()
    expect(screen.queryByText('Saved?')).toBeNull()
    act(() => screen.getByRole('button', { name: 'first' }).click())
    expect(await screen.findByText('first try')).toBeTruthy()
    expect(screen.getByText('Saved?')).toBeTruthy()
  })

  it('keeps showing toasts after the app was mounted again (the queue outlives a toaster)', async () => {
    renderApp()
    act(() => screen.getByRole('button', { name: 'second' }).click())
    expect(await screen.findByText('second try')).toBeTruthy()
  })
})
