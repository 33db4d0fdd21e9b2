import { apiConfig } from './config'
import { http } from './http'

/**
 * Developer controls of the mock gateway's hub (mock mode only; the screens render them behind
 * `__MOCK_MODE__`). In the page's own mock gateway they call it directly; otherwise (the local
 * Node mock server) they use its HTTP control endpoints, /__mock/hub/*.
 */
interface MockGatewayHandle {
  sendTestNotification(userId: string): void
  dropHubConnections(): void
}

const inPageGateway = () => (globalThis as { __mockGateway?: MockGatewayHandle }).__mockGateway

const control = (path: string, body?: object) =>
  http.post(`${apiConfig.baseUrl}/__mock/hub/${path}`, body ?? {}, { skipAuth: true, headers: { 'Content-Type': 'application/json' } })

export const devControls = {
  /** Drops every hub connection, as a network failure would, to watch the client reconnect. */
  async dropHubConnections(): Promise<void> {
    const gateway = inPageGateway()
    if (gateway) gateway.dropHubConnections()
    else await control('drop')
  },
  /** Creates a test notification for the user without the live connection (it may be down). */
  async sendTestNotification(userId: string): Promise<void> {
    const gateway = inPageGateway()
    if (gateway) gateway.sendTestNotification(userId)
    else await control('test-notification', { userId })
  },
}
