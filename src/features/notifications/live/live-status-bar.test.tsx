import { act, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@tests/render'
import { ScriptedHub } from '@tests/scripted-hub'
import { LiveHubContext } from './live-hub'
import { LiveStatusBar } from './live-status-bar'

function renderBar(language: 'tr' | 'en' = 'en') {
  const hub = new ScriptedHub()
  hub.setUser('user-1')
  const view = renderWithProviders(
    <LiveHubContext.Provider value={hub}>
      <LiveStatusBar />
    </LiveHubContext.Provider>,
    { language },
  )
  return { hub, ...view }
}

const bar = () => screen.queryByTestId('live-status')

describe('LiveStatusBar', () => {
  it('is absent while connected, while the first connection is made, and with nobody signed in', () => {
    const { hub } = renderBar()
    expect(bar()).toBeNull()
    act(() => hub.set({ status: 'connecting' }))
    expect(bar()).toBeNull()
    act(() => hub.set({ status: 'disconnected', userId: null, reason: 'none' }))
    expect(bar()).toBeNull()
  })

  it('says it is reconnecting, without a button while the client is trying by itself', () => {
    const { hub } = renderBar()
    act(() => hub.set({ status: 'reconnecting' }))
    expect(bar()?.textContent).toContain('Live updates were interrupted. Reconnecting…')
    expect(within(bar()!).queryByRole('button')).toBeNull()
  })

  it.each([
    ['retrying' as const, 'Canlı güncellemeler kapalı. Birkaç saniye içinde yeniden denenecek…'],
    ['offline' as const, 'Çevrimdışısınız. Bağlantı geri geldiğinde canlı güncellemeler sürecek.'],
    ['gave_up' as const, 'Canlı güncellemeler kapalı. Yeniden bağlanana kadar yeni bildirimler görünmeyecek.'],
  ])('when down (%s) says why and reconnects with one click', async (reason, text) => {
    const { hub, user } = renderBar('tr')
    act(() => hub.set({ status: 'disconnected', reason }))
    expect(bar()?.textContent).toContain(text)
    await user.click(within(bar()!).getByRole('button', { name: 'Yeniden bağlan' }))
    expect(hub.reconnects).toBe(1)
  })
})
