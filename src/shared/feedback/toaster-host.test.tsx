import { FluentProvider } from '@fluentui/react-components'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { themeFor } from '@/shared/theme'
import { AppToaster } from './app-toaster'
import { useNotify } from './use-notify'

afterEach(() => cleanup())

function Notifier() {
  const notify = useNotify()
  return (
    <button type="button" onClick={() => notify.success('Kaydedildi', { body: 'Kanal ayarları güncellendi.' })}>
      save
    </button>
  )
}

async function showToast() {
  render(
    <FluentProvider theme={themeFor('light')}>
      <AppToaster />
      <Notifier />
    </FluentProvider>,
  )
  act(() => screen.getByRole('button', { name: 'save' }).click())
  const toast = (await screen.findByText('Kaydedildi')).closest('[role="listitem"]') as HTMLElement
  const toaster = toast.closest('[data-toaster-position]') as HTMLElement
  // Fluent counts a toast's life with a CSS animation on this element (ends → toast closes).
  const clock = toast.querySelector('[data-timer-status]') as HTMLElement
  return { toast, toaster, clock }
}

/**
 * jsdom runs no CSS animations, so the test plays the browser's part: the animation that
 * the toast set up (its own animation-duration) ends after that long, on the fake clock.
 * React listens for the prefixed event name where AnimationEvent is missing (jsdom).
 */
function runCssClock(clock: HTMLElement) {
  const duration = Number.parseFloat(clock.style.animationDuration)
  const type = 'AnimationEvent' in window ? 'animationend' : 'webkitAnimationEnd'
  setTimeout(() => clock.dispatchEvent(new Event(type, { bubbles: true })), duration)
}

describe('the toaster (spec §4, §9)', () => {
  it('shows a toast at the top right, below the navbar', async () => {
    const { toaster } = await showToast()
    expect(toaster.dataset.toasterPosition).toBe('top-end')
    expect(toaster.style.right).toBe('20px')
    expect(toaster.style.top).toBe('64px')
  })

  it('lets a toast be up to 400 px wide (Fluent alone fixes the toaster at 292 px)', async () => {
    const { toaster, toast } = await showToast()
    const style = getComputedStyle(toaster)
    expect(style.width).not.toBe('292px')
    expect(style.maxWidth).toBe('400px')
    expect(getComputedStyle(toast.querySelector('.fui-Toast') as HTMLElement).maxWidth).toBe('400px')
  })

  it('is still there at 4.9 s and gone at 5 s', async () => {
    const { clock } = await showToast()
    expect(clock.dataset.timerStatus).toBe('running')
    vi.useFakeTimers()
    runCssClock(clock)
    await act(() => vi.advanceTimersByTimeAsync(4900))
    expect(screen.getByText('Kaydedildi')).toBeTruthy()
    await act(() => vi.advanceTimersByTimeAsync(100))
    expect(screen.queryByText('Kaydedildi')).toBeNull()
  })

  it('stops counting while the pointer rests on the toast (WCAG 2.2.1), and resumes after', async () => {
    const { toast, clock } = await showToast()
    fireEvent.mouseEnter(toast)
    expect(clock.dataset.timerStatus).toBe('paused')
    expect(clock.style.animationPlayState).toBe('paused')
    fireEvent.mouseLeave(toast)
    expect(clock.dataset.timerStatus).toBe('running')
  })
})
