import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestI18n } from '@tests/i18n'
import { ConfigErrorPage } from './config-error-page'

afterEach(cleanup)

describe('ConfigErrorPage', () => {
  it('names the file and each problem, in Turkish by default', async () => {
    render(
      <ConfigErrorPage
        path="/config.json"
        problems={['gatewayUrl: must be an http:// or https:// URL', 'clientId: must not be empty']}
        i18n={createTestI18n('tr')}
      />,
    )
    expect(await screen.findByRole('heading', { name: 'Uygulama yapılandırması hatalı' })).toBeTruthy()
    expect(screen.getByText(/\/config\.json dosyasındaki sorunlar/)).toBeTruthy()
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'gatewayUrl: must be an http:// or https:// URL',
      'clientId: must not be empty',
    ])
  })

  it('speaks English when that is the chosen language, and renders problems as text', async () => {
    render(<ConfigErrorPage path="/config.json" problems={['<img src=x onerror=alert(1)>']} i18n={createTestI18n('en')} />)
    expect(await screen.findByRole('heading', { name: 'The application is not configured correctly' })).toBeTruthy()
    expect(screen.getByRole('listitem').textContent).toBe('<img src=x onerror=alert(1)>')
    expect(document.querySelector('img')).toBeNull()
  })
})
