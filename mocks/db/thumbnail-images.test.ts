// @vitest-environment node
import '../lib/node-storage'
import { inflateSync } from 'node:zlib'
import { beforeAll, describe, expect, it } from 'vitest'
import { testClient, type TestClient } from '@tests/test-client'
import { GENERATED_PREFIX, initialsOf, thumbnailPath, thumbnailPng } from './thumbnail-images'

/** The chunks of a PNG, each with its CRC checked. */
function chunks(png: Uint8Array) {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength)
  const found: Array<{ type: string; data: Uint8Array; crcOk: boolean }> = []
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (bytes: Uint8Array) => {
    let c = 0xffffffff
    for (const b of bytes) c = table[(c ^ b) & 255]! ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  for (let at = 8; at < png.length;) {
    const length = view.getUint32(at)
    const typed = png.subarray(at + 4, at + 8 + length)
    found.push({ type: new TextDecoder().decode(typed.subarray(0, 4)), data: typed.subarray(4), crcOk: crc(typed) === view.getUint32(at + 8 + length) })
    at += 12 + length
  }
  return found
}

describe('generated thumbnails', () => {
  it('name a colour and the first two letters (Turkish letters in ASCII)', () => {
    expect(initialsOf('Özel Sahne')).toBe('OZ')
    expect(initialsOf('ığdır')).toBe('IG')
    expect(initialsOf('  – 12. Bölüm')).toBe('12')
    expect(thumbnailPath('Atlas Arşiv 3. Bölüm', 3)).toBe(`${GENERATED_PREFIX}3-AT.png`)
    expect(thumbnailPath('!!', 14)).toBe(`${GENERATED_PREFIX}2.png`)
  })

  it('are valid 160×90 palette PNGs with the letters drawn in white', () => {
    const png = thumbnailPng('#0f6cbd', 'AB')
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    const parts = chunks(png)
    expect(parts.map((c) => c.type)).toEqual(['IHDR', 'PLTE', 'IDAT', 'IEND'])
    expect(parts.every((c) => c.crcOk)).toBe(true)
    const header = new DataView(parts[0]!.data.buffer, parts[0]!.data.byteOffset)
    expect([header.getUint32(0), header.getUint32(4), header.getUint8(8), header.getUint8(9)]).toEqual([160, 90, 2, 3])
    expect([...parts[1]!.data.subarray(0, 3)]).toEqual([0x0f, 0x6c, 0xbd])
    const raw = inflateSync(parts[2]!.data)
    expect(raw.length).toBe(90 * 41)
    const pixel = (x: number, y: number) => (raw[y * 41 + 1 + (x >> 2)]! >> (6 - 2 * (x & 3))) & 3
    const row = (y: number) => Array.from({ length: 160 }, (_, x) => pixel(x, y))
    expect(row(0).every((p) => p === 0)).toBe(true)
    expect(row(89).every((p) => p === 1)).toBe(true)
    // The letters' rows hold white pixels; without letters there are none.
    expect(
      Array.from({ length: 90 }, (_, y) => row(y))
        .flat()
        .filter((p) => p === 2).length,
    ).toBeGreaterThan(300)
    const plain = inflateSync(chunks(thumbnailPng('#0f6cbd', ''))[2]!.data)
    expect([...plain].some((byte, i) => i % 41 !== 0 && byte !== 0 && byte !== 0x55)).toBe(false)
  })
})

describe('thumbnails through the gateway', () => {
  let client: TestClient
  beforeAll(async () => {
    client = testClient()
    await client.login('admin@demo.local')
  })

  it('lists videos and playlists with absolute same-origin picture addresses the gateway serves as PNG', async () => {
    const channel = client.gateway.db.channel.channels[0]!
    const videos = await client.json<{ body: { items: Array<{ thumbnail: string | null; uploadStatus: string }> } }>('POST', '/channel-service/videos/search', {
      channelId: channel.id,
      index: 0,
      size: 50,
    })
    const withPicture = videos.data.body.items.filter((v) => v.thumbnail)
    expect(withPicture.length).toBeGreaterThan(30)
    expect(videos.data.body.items.filter((v) => !v.thumbnail).every((v) => v.uploadStatus !== 'uploaded')).toBe(true)
    const playlists = await client.json<{ body: { items: Array<{ thumbnail: string | null }> } }>('POST', '/channel-service/playlists/search', {
      channelId: channel.id,
      index: 0,
      size: 10,
    })
    for (const url of [withPicture[0]!.thumbnail!, playlists.data.body.items[0]!.thumbnail!]) {
      expect(url).toMatch(/^http:\/\/localhost\/mock-files\/generated\/\d+(-[A-Z0-9]{1,2})?\.png$/)
      const response = await client.call('GET', new URL(url).pathname)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/png')
      expect(new Uint8Array(await response.arrayBuffer()).subarray(1, 4)).toEqual(new TextEncoder().encode('PNG'))
    }
  })

  it('answers 404 for a generated name it does not draw', async () => {
    expect((await client.call('GET', `${GENERATED_PREFIX}99-AB.png`)).status).toBe(404)
    expect((await client.call('GET', `${GENERATED_PREFIX}3-abc.png`)).status).toBe(404)
  })
})
