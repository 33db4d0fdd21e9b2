import { z } from 'zod'
import type { VideoDetail, VideoUpdateRequest } from '@/api/generated/channel/model'
import { UpdateVideoBody } from '@/api/generated/channel/zod/videos/videos.zod'
import { parseTags } from './bulk-changes'

/** The edit drawer's form: the contract's update fields, tags typed as a comma-separated list. */
export const videoFormSchema = z.object({
  video: z.string().trim().pipe(UpdateVideoBody.shape.video),
  description: z.string().max(5000),
  tags: z.string().refine((text) => parseTags(text).length <= 50 && parseTags(text).every((tag) => tag.length <= 100), 'videos:editor.tagsInvalid'),
  categoryId: z.string().nullable(),
  languageId: z.string().nullable(),
  productId: z.string().nullable(),
  privacyStatus: UpdateVideoBody.shape.privacyStatus,
  madeForKids: z.boolean(),
  monetize: z.boolean(),
})

export type VideoFormInput = z.input<typeof videoFormSchema>
export type VideoFormValues = z.output<typeof videoFormSchema>

export const videoToForm = (video: VideoDetail): VideoFormInput => ({
  video: video.video,
  description: video.description ?? '',
  tags: video.tags.join(', '),
  categoryId: video.categoryId,
  languageId: video.languageId ?? null,
  productId: video.product?.id ?? null,
  privacyStatus: video.privacyStatus,
  madeForKids: video.madeForKids,
  monetize: video.monetize,
})

export const toVideoRequest = (values: VideoFormValues): VideoUpdateRequest => ({
  video: values.video,
  description: values.description.trim() ? values.description : null,
  tags: parseTags(values.tags),
  categoryId: values.categoryId || null,
  languageId: values.languageId || null,
  productId: values.productId || null,
  privacyStatus: values.privacyStatus,
  madeForKids: values.madeForKids,
  monetize: values.monetize,
})
