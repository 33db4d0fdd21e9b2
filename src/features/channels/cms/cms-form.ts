import { z } from 'zod'
import type { Cms, CmsUpdateRequest } from '@/api/generated/channel/model'
import { CreateCmsBody, UpdateCmsBody } from '@/api/generated/channel/zod/cms/cms.zod'

const trimmed = <S extends z.ZodType<string, string>>(schema: S) => z.string().trim().pipe(schema)

/** The CMS form: the contract's update schema (it needs every field), names and keys trimmed. */
export const cmsFormSchema = UpdateCmsBody.pick({ companyId: true }).extend({
  name: trimmed(CreateCmsBody.shape.name),
  cmsKey: trimmed(CreateCmsBody.shape.cmsKey),
  status: UpdateCmsBody.shape.status,
})

export type CmsFormInput = z.input<typeof cmsFormSchema>
export type CmsFormValues = z.output<typeof cmsFormSchema>

export const emptyCms = (): CmsFormInput => ({ name: '', cmsKey: '', companyId: '', status: 'active' })

export const cmsToForm = (cms: Cms): CmsFormInput => ({ name: cms.name, cmsKey: cms.cmsKey, companyId: cms.companyId, status: cms.status })

/** Create and update send the same fields. */
export const toCmsRequest = (values: CmsFormValues): CmsUpdateRequest => ({
  name: values.name,
  cmsKey: values.cmsKey,
  companyId: values.companyId,
  status: values.status,
})
