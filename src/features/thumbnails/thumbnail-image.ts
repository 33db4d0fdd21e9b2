import type { ThumbnailRules } from '@/api/generated/channel/model'
import type { FileMessage, FileRules } from '@/shared/form'

/** A rectangle of the source image in its own pixels (react-easy-crop's `croppedAreaPixels`). */
export interface PixelArea {
  x: number
  y: number
  width: number
  height: number
}

/** The sizes the platform shows a thumbnail at: the video grid, the watch page, a phone's list. */
export const PREVIEW_SIZES = [
  { id: 'grid', width: 320 },
  { id: 'watch', width: 480 },
  { id: 'mobile', width: 168 },
] as const

/** The JPEG qualities tried, from the rules' quality down, until the file fits (never below 0.4: it would show). */
export function qualitySteps(start: number): number[] {
  const steps: number[] = []
  for (let q = Math.min(1, start); q >= 0.4 - 1e-9; q -= 0.1) steps.push(Math.round(q * 100) / 100)
  return steps.length ? steps : [0.4]
}

/**
 * CSS for a preview box at most `width` wide (narrower on a small screen) showing the crop of an
 * image of natural size `natural`: the image as a background, sized and placed in percentages so
 * the crop fills the box whatever width it gets.
 */
export function previewBackground(area: PixelArea, natural: { width: number; height: number }, width: number) {
  // A background-position percentage places that point of the image at the same point of the box.
  const place = (offset: number, spare: number) => (spare > 0 ? (offset / spare) * 100 : 0)
  const round = (value: number) => Math.round(value * 1000) / 1000
  return {
    width: `${width}px`,
    aspectRatio: `${Math.round(area.width)} / ${Math.round(area.height)}`,
    backgroundSize: `${round((natural.width / area.width) * 100)}% auto`,
    backgroundPosition: `${round(place(area.x, natural.width - area.width))}% ${round(place(area.y, natural.height - area.height))}%`,
  }
}

/** The source image rules: the platform's types, and a minimum width read from the decoded image. */
export function sourceRules(rules: ThumbnailRules, typeLabel: string, widthOf: (file: File) => Promise<number | null>): FileRules {
  return {
    accept: rules.acceptedTypes,
    typeLabel,
    inspect: async (file): Promise<FileMessage | null> => {
      const width = await widthOf(file)
      if (width === null) return { key: 'thumbnail:rules.unreadable' }
      return width < rules.minWidth ? { key: 'thumbnail:rules.tooNarrow', values: { width, min: rules.minWidth } } : null
    },
  }
}

/** The crop is wide enough for the platform (a small crop of a large image would be blurred up). */
export const cropWideEnough = (area: PixelArea | null, rules: Pick<ThumbnailRules, 'minWidth'>) => (area ? Math.round(area.width) >= rules.minWidth : false)
