/**
 * Pixel size from a PNG, GIF or JPEG header, for hosts without an image decoder (Node); null
 * when the bytes are none of these or are cut short.
 */
export function imageHeaderSize(bytes: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const at = (offset: number) => bytes[offset] ?? -1
  // PNG: signature, then the IHDR chunk with width and height (big-endian).
  if (bytes.length >= 24 && at(0) === 0x89 && at(1) === 0x50 && at(2) === 0x4e && at(3) === 0x47)
    return { width: view.getUint32(16), height: view.getUint32(20) }
  // GIF: "GIF8", then the logical screen size (little-endian).
  if (bytes.length >= 10 && at(0) === 0x47 && at(1) === 0x49 && at(2) === 0x46 && at(3) === 0x38)
    return { width: view.getUint16(6, true), height: view.getUint16(8, true) }
  // JPEG: walk the segments to the first start-of-frame marker.
  if (at(0) !== 0xff || at(1) !== 0xd8) return null
  let offset = 2
  while (offset + 9 < bytes.length) {
    if (at(offset) !== 0xff) return null
    const marker = at(offset + 1)
    const length = view.getUint16(offset + 2)
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc
    if (isFrame) return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) }
    offset += 2 + length
  }
  return null
}
