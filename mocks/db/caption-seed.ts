import type { CaptionCue } from '@/api/generated/channel/model'

/** The cues of the seeded tracks, timed to the 12-second sample clip. */
export const SEED_CUES: Record<string, CaptionCue[]> = {
  en: [
    { start: 0.5, end: 2.8, text: 'Welcome back to the channel.' },
    { start: 3, end: 5.6, text: "Today we're looking at\nthe new season." },
    { start: 6, end: 8.5, text: 'Stay until the end.' },
    { start: 9, end: 11.5, text: 'See you next week!' },
  ],
  de: [
    { start: 0.5, end: 2.8, text: 'Willkommen zurück.' },
    { start: 3, end: 5.6, text: 'Heute geht es um\ndie neue Staffel.' },
  ],
}
