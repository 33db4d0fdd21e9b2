import type { RequestHandler } from 'msw'
import type { KeyValueItem } from '@/api/generated/channel/model'
import type { Db } from '../db'
import { CHANNEL_ENUMS, enumItems } from '../db/enums'
import { hashOf, svgImage } from '../db/random'
import { langOf } from '../db/reference'
import { idsParam, keyValuePage } from '../lib/key-value'
import { formFile } from '../lib/multipart'
import { fail, notFound, ok } from '../lib/respond'
import { route } from '../lib/route'

const named = (records: ReadonlyArray<{ id: string; name: string }>): KeyValueItem[] => records.map(({ id, name }) => ({ id, name }))

function entityItems(db: Db, entityType: string, ids: readonly string[]): KeyValueItem[] | null {
  switch (entityType.toLowerCase()) {
    case 'channel':
      return named(db.channel.channels)
    case 'cms':
      return named(db.channel.cms)
    case 'company':
      return named(db.parameter.companies)
    case 'product':
      return named(db.parameter.products)
    case 'playlist':
      return db.playlists.map((p) => ({ id: p.id, name: p.playlist }))
    case 'policy':
      return db.channel.policies.map((p) => ({ id: p.id, name: p.policyName }))
    case 'video':
      // Looked up by id (labels of chosen videos); a whole list would be every channel's videos.
      return ids.flatMap((id) => {
        const video = db.videos.get(id)
        return video ? [{ id: video.id, name: video.video }] : []
      })
    default:
      return null
  }
}

/** Accepted image types of the image upload (contract: JPEG, PNG and WebP). */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp']

async function imageSize(file: Blob): Promise<{ width: number; height: number }> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file)
      const size = { width: bitmap.width, height: bitmap.height }
      bitmap.close()
      return size
    } catch {
      // not decodable here: the default size below
    }
  }
  return { width: 1280, height: 720 }
}

export const channelCommonsHandlers = (db: Db): RequestHandler[] => [
  route('channel', 'get', '/commons/enums/:enumName/key-value-list', ({ request, url, params }) => {
    const items = enumItems(CHANNEL_ENUMS, params.enumName ?? '', langOf(request))
    return items ? keyValuePage(url, items, []) : notFound(`Enum ${params.enumName}`)
  }),

  route('channel', 'get', '/commons/entities/:entityType/key-value-list', ({ url, params }) => {
    const ids = idsParam(url)
    const items = entityItems(db, params.entityType ?? '', ids)
    return items ? keyValuePage(url, items, ids) : notFound(`Entity type ${params.entityType}`)
  }),

  // The browser keeps the picture as an object URL for the session, so the app shows the real
  // image; the Node host has no page to keep it in and answers a generated picture instead.
  route('channel', 'post', '/images/upload', async ({ request }) => {
    const file = await formFile(request)
    if (!file) return fail(400, 'Send the image as the multipart field "file".')
    if (!IMAGE_TYPES.includes(file.type)) return fail(400, 'The file is not a JPEG, PNG or WebP image.')
    const name = file instanceof File ? file.name : 'image'
    const url = typeof window !== 'undefined' && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : svgImage(name, hashOf(name), 400, 400)
    return ok({ url, ...(await imageSize(file)) })
  }),
]
