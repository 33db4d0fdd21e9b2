/** True when the in-browser mock gateway starts with the app (set by vite.config.ts). */
declare const __MOCK_MODE__: boolean
