import type { RequestHandler } from 'msw'
import type { KeyValueItem } from '@/api/generated/channel/model'
import type { Db } from '../db'
import { mayAccessChannel, visibleChannels, visibleCms } from '../db/channel-access'
import { CHANNEL_ENUMS, enumItems } from '../db/enums'
import { absoluteUrl } from '../db/stored-files'
import { langOf } from '../db/reference'
import { imageHeaderSize } from '../lib/image-size'
import { idsParam, keyValuePage } from '../lib/key-value'
import { formFile } from '../lib/multipart'
import { fail, notFound, ok } from '../lib/respond'
import { routesFor } from '../lib/route'

const named = (records: ReadonlyArray<{ id: string; name: string }>): KeyValueItem[] => records.map(({ id, name }) => ({ id, name }))

/** The items of an entity list; channels, playlists and videos only of the caller's channels (the channel scope). */
function entityItems(db: Db, userId: string, entityType: string, ids: readonly string[]): KeyValueItem[] | null {
  const mine = (channelId: string) => mayAccessChannel(db, userId, channelId)
  switch (entityType.toLowerCase()) {
    case 'channel':
      return named(visibleChannels(db, userId))
    case 'cms':
      return named(visibleCms(db, userId))
    case 'company':
      return named(db.parameter.companies)
    case 'product':
      return named(db.parameter.products)
    case 'playlist':
      return db.playlists.filter((p) => mine(p.channelId)).map((p) => ({ id: p.id, name: p.playlist }))
    case 'policy':
      return db.channel.policies.map((p) => ({ id: p.id, name: p.policyName }))
    case 'video':
      // Looked up by id (labels of chosen videos); a whole list would be every channel's videos.
      return ids.flatMap((id) => {
        const video = db.videos.get(id)
        return video && mine(video.channelId) ? [{ id: video.id, name: video.video }] : []
      })
    default:
      return null
  }
}

/** Accepted image types of the image upload (contract: JPEG, PNG, GIF and WebP). */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp']
const EXTENSION: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif', 'image/webp': 'webp' }

async function imageSize(file: Blob): Promise<{ width: number; height: number }> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file)
      const size = { width: bitmap.width, height: bitmap.height }
      bitmap.close()
      return size
    } catch {
      // not decodable here: read the header below
    }
  }
  return imageHeaderSize(new Uint8Array(await file.arrayBuffer())) ?? { width: 1280, height: 720 }
}

export function channelCommonsHandlers(db: Db): RequestHandler[] {
  const route = routesFor(db)
  return [
    route('channel', 'get', '/commons/enums/:enumName/key-value-list', ({ request, url, params }) => {
      const items = enumItems(CHANNEL_ENUMS, params.enumName ?? '', langOf(request))
      return items ? keyValuePage(url, items, []) : notFound(`Enum ${params.enumName}`)
    }),

    route('channel', 'get', '/commons/entities/:entityType/key-value-list', ({ url, params, claims }) => {
      const ids = idsParam(url)
      const items = entityItems(db, claims.sub, params.entityType ?? '', ids)
      return items ? keyValuePage(url, items, ids) : notFound(`Entity type ${params.entityType}`)
    }),

    // Like an image service: the bytes are kept and served at an absolute URL on the gateway's
    // own origin (`/mock-files/…`), in the browser (msw) and in the Node host alike.
    route('channel', 'post', '/images/upload', { audit: { record: 'image', id: 'answer:url' } }, async ({ request }) => {
      const file = await formFile(request)
      if (!file) return fail(400, 'Send the image as the multipart field "file".')
      if (!IMAGE_TYPES.includes(file.type)) return fail(400, 'The file is not a JPEG, PNG, GIF or WebP image.')
      const url = absoluteUrl(db.files.put(file, file.type, `image.${EXTENSION[file.type] ?? 'img'}`), request)
      return ok({ url, ...(await imageSize(file)) })
    }),
  ]
}
