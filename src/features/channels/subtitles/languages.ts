/** The track languages live in src/lib: the translations coverage links into the videos list's "no subtitles in" filter with them. */
export { languageName, TRACK_LANGUAGES } from '@/lib/track-languages'
