import { storedUploads, type StoredUpload } from '@/api/upload/tus-upload'
import { uploadManager } from './upload-manager'

/**
 * Uploads this browser started and no longer sends (the page was reloaded or closed mid-upload):
 * the server still says "uploading", but nothing arrives until the same file is picked again.
 * The lists show such a video as interrupted and ask the tray (which holds the file picker) to
 * pick its file again.
 */

/** The videos (record ids) whose upload this browser stored and this page does not send. */
export function interruptedVideoIds(): ReadonlySet<string> {
  const ids = new Set<string>()
  for (const upload of storedUploads()) {
    const videoUid = upload.metadata.videoUid
    if (videoUid && !uploadManager.isUploading(videoUid)) ids.add(videoUid)
  }
  return ids
}

const pickListeners = new Set<(upload: StoredUpload) => void>()

/** Asks the tray to pick the file of this video's interrupted upload again; false when there is none. */
export function pickFileAgain(videoUid: string): boolean {
  const stored = storedUploads().find((upload) => upload.metadata.videoUid === videoUid)
  if (!stored || pickListeners.size === 0) return false
  for (const listener of [...pickListeners]) listener(stored)
  return true
}

/** The tray opens its file picker for the upload named. */
export function onPickFileAgain(listener: (upload: StoredUpload) => void) {
  pickListeners.add(listener)
  return () => void pickListeners.delete(listener)
}
