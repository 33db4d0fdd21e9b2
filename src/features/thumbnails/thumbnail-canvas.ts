import type { ThumbnailRules } from '@/api/generated/channel/model'
import { qualitySteps, type PixelArea } from './thumbnail-image'

/** An image file's decoded width in pixels, or null when the browser cannot decode it. */
export async function imageWidth(file: Blob): Promise<number | null> {
  try {
    const bitmap = await createImageBitmap(file)
    const width = bitmap.width
    bitmap.close()
    return width
  } catch {
    return null
  }
}

const toBlob = (canvas: HTMLCanvasElement, quality: number) =>
  new Promise<Blob | null>((resolve) => {
    canvas.toBlob(resolve, 'image/jpeg', quality)
  })

/**
 * The crop scaled to the rules' size and encoded as JPEG, re-encoded at lower qualities until it
 * fits `maxBytes`; null when even the lowest does not fit.
 */
export async function encodeThumbnail(source: CanvasImageSource, area: PixelArea, rules: ThumbnailRules): Promise<{ blob: Blob; quality: number } | null> {
  const canvas = document.createElement('canvas')
  canvas.width = rules.width
  canvas.height = rules.height
  const context = canvas.getContext('2d')
  if (!context) return null
  context.imageSmoothingQuality = 'high'
  context.drawImage(source, area.x, area.y, area.width, area.height, 0, 0, rules.width, rules.height)
  for (const quality of qualitySteps(rules.quality)) {
    const blob = await toBlob(canvas, quality)
    if (blob && blob.size <= rules.maxBytes) return { blob, quality }
  }
  return null
}

/** The video element's current frame as a PNG (lossless: it is cropped and encoded afterwards). */
export function captureFrame(video: HTMLVideoElement): Promise<Blob | null> {
  const canvas = document.createElement('canvas')
  canvas.width = video.videoWidth
  canvas.height = video.videoHeight
  const context = canvas.getContext('2d')
  if (!context || canvas.width === 0) return Promise.resolve(null)
  context.drawImage(video, 0, 0)
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'))
}

export const loadImage = (url: string) =>
  new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image()
    image.onload = () => resolve(image)
    image.onerror = () => reject(new Error('image'))
    image.src = url
  })
