import { delay, http, HttpResponse } from 'msw'
import { faults, type FaultRule } from '../faults'
import { settings, updateSettings, type MockSettings } from '../settings'

/**
 * Runs first for every request: applies the configured latency and any fault rule, then falls
 * through to the real handlers. Also serves the control endpoint /__mock/* in both hosts.
 */
export const gatewayHandlers = [
  http.get('*/__mock/faults', () => HttpResponse.json(faults.list())),
  http.post('*/__mock/faults', async ({ request }) => {
    const rule = (await request.json()) as FaultRule
    if (!rule || typeof rule.method !== 'string' || typeof rule.path !== 'string') {
      return HttpResponse.json({ error: 'A fault needs method and path.' }, { status: 400 })
    }
    faults.set(rule)
    return HttpResponse.json(faults.list())
  }),
  http.delete('*/__mock/faults', () => {
    faults.clear()
    return HttpResponse.json([])
  }),
  http.get('*/__mock/settings', () => HttpResponse.json(settings)),
  http.post('*/__mock/settings', async ({ request }) => {
    updateSettings((await request.json()) as Partial<MockSettings>)
    return HttpResponse.json(settings)
  }),
  http.all(/\/(identity|notification|channel|parameter)-service\//, async ({ request }) => {
    const url = new URL(request.url)
    const rule = faults.take(request.method, url.pathname)
    const wait = (rule?.latencyMs ?? 0) + settings.latencyMs
    if (wait > 0) await delay(wait)
    if (rule?.network) return HttpResponse.error()
    if (rule?.status) {
      return HttpResponse.json({ header: { isSuccess: false, message: `Injected fault: HTTP ${rule.status}` }, body: null }, { status: rule.status })
    }
    return undefined
  }),
]
