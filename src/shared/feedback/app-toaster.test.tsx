import { FluentProvider } from '@fluentui/react-components'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { themeFor } from '@/shared/theme'
import { AppToaster, type LoadToaster } from './app-toaster'
import { toastQueue } from './toast-queue'
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

  it('replaces a toast by one with the same id: the new text shows, the old one goes (a second failed sign-in)', async () => {
    renderApp()
    act(() => screen.getByRole('button', { name: 'first' }).click())
    expect(await screen.findByText('first try')).toBeTruthy()
    act(() => screen.getByRole('button', { name: 'second' }).click())
    expect(await screen.findByText('second try')).toBeTruthy()
    await waitFor(() => expect(screen.queryByText('first try')).toBeNull())
    expect(screen.getAllByText('Saved?')).toHaveLength(1)
  })

  it('shows toasts in the toaster still mounted when a later one goes', async () => {
    renderApp()
    act(() => screen.getByRole('button', { name: 'first' }).click())
    expect(await screen.findByText('first try')).toBeTruthy()
    const later = render(
      <FluentProvider theme={themeFor('light')}>
        <AppToaster />
      </FluentProvider>,
    )
    await act(async () => undefined)
    later.unmount()
    act(() => toastQueue.show({ intent: 'success', title: 'after the later one went' }))
    expect(await screen.findByText('after the later one went')).toBeTruthy()
  })

  it('keeps the toasts when its code fails to load, and loads it again at the next toast', async () => {
    // The chunk is gone (a deploy) or the network dropped: the load fails until `online`.
    let online = false
    const load = vi.fn<LoadToaster>(() => (online ? import('./toaster-host').then((module) => module.ToasterHost) : Promise.reject(new Error('chunk gone'))))
    function TwoToasts() {
      const notify = useNotify()
      return (
        <>
          <button type="button" onClick={() => notify.success('Kanal kaydedildi')}>
            save channel
          </button>
          <button type="button" onClick={() => notify.success('Video kaydedildi')}>
            save video
          </button>
        </>
      )
    }
    render(
      <FluentProvider theme={themeFor('light')}>
        <AppToaster load={load} />
        <TwoToasts />
      </FluentProvider>,
    )
    act(() => screen.getByRole('button', { name: 'save channel' }).click())
    await waitFor(() => expect(load).toHaveBeenCalled())
    const failedLoads = load.mock.calls.length
    await act(async () => undefined)
    // Nothing shown yet, and the page is still there (React.lazy would have thrown the failure).
    expect(screen.queryByText('Kanal kaydedildi')).toBeNull()
    expect(screen.getByRole('button', { name: 'save video' })).toBeTruthy()
    online = true
    act(() => screen.getByRole('button', { name: 'save video' }).click())
    expect(await screen.findByText('Video kaydedildi')).toBeTruthy()
    expect(screen.getByText('Kanal kaydedildi')).toBeTruthy()
    expect(load.mock.calls.length).toBeGreaterThan(failedLoads)
  })
})
