import { useSyncExternalStore } from 'react'
import type { TFunction } from 'i18next'
import { errorSentence } from '@/lib/error-text'
import { uploadManager } from './upload-manager'

/** The page's uploads and cancellation flags, live. */
export function useUploads() {
  return useSyncExternalStore(uploadManager.subscribe, uploadManager.getSnapshot)
}

/** A failed call in words: the server's message, a refused field, a known client message, or the generic one. */
export function failureText(error: unknown, t: TFunction<['uploads', 'common']>) {
  return errorSentence(error, t, 'uploads:errors.generic')
}
