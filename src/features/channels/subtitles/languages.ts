/** The languages offered for a track, most asked for first; any BCP 47 code the contract accepts may come from an upload. */
export const TRACK_LANGUAGES = ['tr', 'en', 'de', 'ar', 'ru', 'fr', 'es', 'az', 'fa'] as const

/** A language's name in the interface's language ("İngilizce", "English"), or its code. */
export function languageName(code: string, uiLanguage: string): string {
  try {
    return new Intl.DisplayNames([uiLanguage], { type: 'language' }).of(code) ?? code
  } catch {
    return code
  }
}
