/**
 * Text of a subtitle file as its tool saved it. Real files come in UTF-8 with or without a
 * byte-order mark, and Turkish ones still often in Windows-1254 (the Turkish ANSI code page):
 * bytes that are not valid UTF-8 are read as Windows-1254 and the caller tells the user so.
 */
export interface DecodedSubtitles {
  text: string
  encoding: 'utf-8' | 'windows-1254'
}

export function decodeSubtitles(bytes: Uint8Array): DecodedSubtitles {
  try {
    // fatal: invalid UTF-8 throws instead of turning into U+FFFD; the BOM is dropped by default.
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' }
  } catch {
    return { text: new TextDecoder('windows-1254').decode(bytes), encoding: 'windows-1254' }
  }
}
