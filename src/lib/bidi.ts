/**
 * Right-to-left letters (Hebrew, Arabic, Syriac, Thaana, N'Ko, Samaritan and their presentation
 * forms, and the supplementary RTL blocks) and the bidirectional controls (marks, embeddings,
 * overrides, isolates, the Arabic letter mark).
 */
const BIDI_RISK = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]|[\u{10800}-\u{10fff}\u{1e800}-\u{1efff}]/u

/** U+2068 FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE. */
const FSI = '\u2068'
const PDI = '\u2069'

/**
 * A user- or server-provided text placed inside a sentence of the interface (Turkish or English,
 * both left to right), isolated so it cannot reorder the words around it: a name holding a
 * right-to-left letter or a bidirectional control is wrapped in FSI…PDI (its own direction comes
 * from its first strong letter, and PDI ends any embedding or override it leaves open). A text
 * with neither cannot reorder a left-to-right sentence, so it is returned as it is.
 */
export const isolateText = (text: string): string => (BIDI_RISK.test(text) ? `${FSI}${text}${PDI}` : text)
