import { createRoot } from 'react-dom/client'
import { loadRuntimeConfig, RuntimeConfigError } from '@/api/config'
import { App } from '@/app/app'

/**
 * Start-up: the deployment's runtime configuration (/config.json: gateway, hub, service prefixes,
 * client id) is read and validated first; when it is wrong the page says so instead of starting.
 * Mock mode (the default of `npm run dev` / `npm start`): the mock gateway starts in the page
 * before the first render. It is a dynamic import behind a build-time constant, so gateway-mode
 * builds contain none of mocks/ and none of faker.
 */
async function start() {
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  try {
    await loadRuntimeConfig()
  } catch (error) {
    if (!(error instanceof RuntimeConfigError)) throw error
    console.error(`[config] ${error.message}`)
    const { ConfigErrorPage } = await import('@/app/startup/config-error-page')
    createRoot(root).render(<ConfigErrorPage path={error.path} problems={error.problems} />)
    return
  }
  if (__MOCK_MODE__) {
    const { startBrowserMocks } = await import('../mocks/browser')
    await startBrowserMocks()
  }
  createRoot(root).render(<App />)
}

void start()
