import type { ToastIntent } from '@fluentui/react-components'
import { toastQueue } from './toast-queue'

interface NotifyOptions {
  /** Second line under the title. */
  body?: string
  /** Same id replaces a toast instead of stacking a second copy. */
  id?: string
}

type NotifyFn = (title: string, options?: NotifyOptions) => void

export interface Notify {
  success: NotifyFn
  error: NotifyFn
  warning: NotifyFn
  info: NotifyFn
}

const show =
  (intent: ToastIntent): NotifyFn =>
  (title, options) =>
    toastQueue.show({ intent, title, body: options?.body, id: options?.id })

const notify: Notify = { success: show('success'), error: show('error'), warning: show('warning'), info: show('info') }

/** Shows toast alerts in the app toaster. Texts must already be translated. */
export function useNotify(): Notify {
  return notify
}
