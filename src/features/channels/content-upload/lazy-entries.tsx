import { lazy, Suspense } from 'react'

// Marked pure so a module that imports only the routes from index.ts does not carry the tray.
const Tray = /* @__PURE__ */ lazy(() => import('./upload-tray').then((module) => ({ default: module.UploadTray })))

/** The upload tray, loaded after the layout (tus client and texts stay out of the first page's code). */
export function UploadTray() {
  return (
    <Suspense fallback={null}>
      <Tray />
    </Suspense>
  )
}
