/** The languages offered for a caption track, most asked for first; any BCP 47 code the contract accepts may come from an upload. */
export const TRACK_LANGUAGES = ['tr', 'en', 'de', 'ar', 'ru', 'fr', 'es', 'az', 'fa'] as const

/** Whether the videos list's "no subtitles in" filter offers this language. */
export const isTrackLanguage = (code: string): code is (typeof TRACK_LANGUAGES)[number] => (TRACK_LANGUAGES as readonly string[]).includes(code.toLowerCase())

/** A language's name in the interface's language ("İngilizce", "English"), or its code. */
export function languageName(code: string, uiLanguage: string): string {
  try {
    return new Intl.DisplayNames([uiLanguage], { type: 'language' }).of(code) ?? code
  } catch {
    return code
  }
}
