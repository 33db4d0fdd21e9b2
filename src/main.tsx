import { createRoot } from 'react-dom/client'
import { App } from '@/app/app'

/**
 * Mock mode (the default of `npm run dev` / `npm start`): the mock gateway starts in the page
 * before the first render. It is a dynamic import behind a build-time constant, so gateway-mode
 * builds contain none of mocks/ and none of faker.
 */
async function start() {
  if (__MOCK_MODE__) {
    const { startBrowserMocks } = await import('../mocks/browser')
    await startBrowserMocks()
  }
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  createRoot(root).render(<App />)
}

void start()
