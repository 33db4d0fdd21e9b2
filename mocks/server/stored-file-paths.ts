import { STORED_FILES_PREFIX } from '../db/stored-files'

/**
 * Uploaded images and documents (`/mock-files/<id>/<name>`) are answered by the gateway's
 * handlers, like the API, not from dist/: the image service's URLs are same-origin here.
 */
export const isStoredFilePath = (path: string) => path.startsWith(STORED_FILES_PREFIX)
