import { lazy, Suspense } from 'react'

// Loaded after the layout, as the bell is: the tray's code stays out of what the first page needs.
const Tray = /* @__PURE__ */ lazy(() => import('./tray/jobs-tray').then((module) => ({ default: module.JobsTray })))

/** The header's indicator of the user's running and newly finished jobs. */
export function JobsTray() {
  return (
    <Suspense fallback={null}>
      <Tray />
    </Suspense>
  )
}
