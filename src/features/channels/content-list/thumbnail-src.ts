import { safeImageUrl } from '@/lib/safe-image-url'

/**
 * A thumbnail address the page may show: http(s), a same-origin path, or an inline raster or
 * SVG image (an SVG shown through <img> runs no script). Anything else shows no image.
 */
export function thumbnailSrc(value: string | null | undefined): string | undefined {
  if (value && /^data:image\/(png|jpeg|webp|gif|svg\+xml)[;,]/i.test(value.trim())) return value.trim()
  return safeImageUrl(value)
}

/** The platform's page of a video (http(s) only: the id is checked, nothing else is joined in). */
export function platformUrl(videoId: string | null | undefined, short: boolean): string | undefined {
  if (!videoId || !/^[A-Za-z0-9_-]{11}$/.test(videoId)) return undefined
  return short ? `https://www.youtube.com/shorts/${videoId}` : `https://www.youtube.com/watch?v=${videoId}`
}
