import { http, HttpResponse, type RequestHandler } from 'msw'
import type { Db } from '../db'
import { STORED_FILES_PREFIX } from '../db/stored-files'
import { generatedFile } from '../db/thumbnail-images'

/**
 * Serves the stored images and documents at `/mock-files/<id>/<name>`, and the generated
 * thumbnails at `/mock-files/generated/<name>.png` (mocks/db/thumbnail-images.ts), on the page's origin: the
 * msw worker answers it in the browser, and the Node host routes the path here (mocks/server).
 * No token: an `<img>` or a download link sends none, as with a real file service's public URLs.
 */
export const storedFileHandlers = (db: Db): RequestHandler[] => [
  http.get(`*${STORED_FILES_PREFIX}:id/:name`, ({ request }) => {
    const { pathname } = new URL(request.url)
    const path = decodeURIComponent(pathname)
    const file = db.files.get(path) ?? generatedFile(path)
    if (!file) return new HttpResponse('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } })
    return new HttpResponse(file.bytes, {
      headers: {
        'Content-Type': file.contentType,
        'Content-Length': String(file.bytes.size),
        'Cache-Control': 'private, max-age=3600',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  }),
]
