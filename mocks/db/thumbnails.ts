import type { Thumbnail, ThumbnailRules } from '@/api/generated/channel/model'
import { hashOf, prng, uuidFrom } from './random'
import { thumbnailPath } from './thumbnail-images'
import type { VideoRecord, VideoStore } from './videos'

/**
 * Thumbnails per video, made the first time a video's thumbnails are read: three frames of an
 * uploaded video, the first selected (it is the picture the video shows until another is picked).
 */
export class ThumbnailStore {
  private readonly byVideo = new Map<string, Thumbnail[]>()

  /** The platform's custom-thumbnail rules (GET /thumbnails/rules); tests change them to see clients follow. */
  rules: ThumbnailRules = {
    acceptedTypes: ['image/jpeg', 'image/png', 'image/gif'],
    maxBytes: 2 * 1024 * 1024,
    minWidth: 640,
    width: 1280,
    height: 720,
    quality: 0.85,
  }

  constructor(private readonly videos: VideoStore) {}

  forVideo(video: VideoRecord): Thumbnail[] {
    let list = this.byVideo.get(video.id)
    if (!list) {
      const hasFrames = video.uploadStatus === 'uploaded' || video.uploadStatus === 'processing'
      const rand = prng(hashOf(`thumbnails:${video.id}`))
      const shown = this.videos.view(video).thumbnail
      list = hasFrames
        ? [0, 1, 2].map((frame) => ({
            id: uuidFrom(rand),
            videoId: video.id,
            videoTitle: video.video,
            url: frame === 0 && shown ? shown : thumbnailPath(video.video, hashOf(video.id) + frame * 5),
            processedUrl: null,
            width: 1280,
            height: 720,
            isSelected: frame === 0,
            createdAt: video.uploadedAt ?? new Date(0).toISOString(),
          }))
        : []
      this.byVideo.set(video.id, list)
    }
    return list
  }

  /** Thumbnails that exist so far (read or created), in no particular order. */
  all(): Thumbnail[] {
    return [...this.byVideo.values()].flat()
  }

  find(id: string): Thumbnail | undefined {
    for (const list of this.byVideo.values()) {
      const found = list.find((t) => t.id === id)
      if (found) return found
    }
    return undefined
  }

  /** Takes the thumbnails out of their videos' lists and answers them (for the Trash). */
  remove(ids: readonly string[]): Thumbnail[] {
    const removed: Thumbnail[] = []
    for (const [videoId, list] of this.byVideo) {
      removed.push(...list.filter((t) => ids.includes(t.id)))
      this.byVideo.set(
        videoId,
        list.filter((t) => !ids.includes(t.id)),
      )
    }
    return removed
  }

  /** Puts a thumbnail back into its video's list, not selected (what the video shows does not change). */
  putBack(video: VideoRecord, thumbnail: Thumbnail) {
    this.forVideo(video).push({ ...thumbnail, isSelected: false })
  }

  /** Makes the thumbnail the video's picture. */
  select(video: VideoRecord, thumbnailId: string): boolean {
    const list = this.forVideo(video)
    const chosen = list.find((t) => t.id === thumbnailId)
    if (!chosen) return false
    for (const t of list) t.isSelected = t === chosen
    video.customThumbnail = chosen.url
    return true
  }
}
