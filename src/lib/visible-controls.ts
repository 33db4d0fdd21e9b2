/**
 * Bidirectional control characters (U+202A–U+202E embeddings and overrides, U+2066–U+2069
 * isolates, U+200E/U+200F marks) in a user- or server-provided name: they can make
 * `invoice‮gnp.exe` read as `invoice‮exe.png`. A file name shows each one as a visible `[U+202E]`.
 */
const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

export const showBidiControls = (name: string): string =>
  name.replace(BIDI_CONTROLS, (char) => `[U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}]`)

/** The longest file name the contracts accept (`fileName` maxLength). */
export const MAX_FILE_NAME_LENGTH = 255
