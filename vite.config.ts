import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { msw } from 'msw/vite'
import { defineConfig } from 'vite'

const r = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export default defineConfig(({ mode }) => ({
  // The msw plugin only serves (and emits) the service worker script; mocks start from src/main.tsx.
  plugins: [react(), msw({ mode: 'worker-only' })],
  resolve: {
    alias: { '@': r('./src'), '@mocks': r('./mocks') },
  },
  define: {
    // Mock mode is the default for dev; a production build is gateway mode unless asked.
    __MOCK_MODE__: JSON.stringify(process.env.VITE_MOCK_MODE ? process.env.VITE_MOCK_MODE === 'true' : mode === 'development'),
  },
  server: { port: 5173, strictPort: false },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 400,
  },
}))
