import { z } from 'zod'
import type { Product, ProductUpdateRequest } from '@/api/generated/parameter/model'
import { CreateProductBody, UpdateProductBody } from '@/api/generated/parameter/zod/index.zod'
import { rangeRule, validationMessage } from '@/shared/form'

type Ranges = { licenseStartDate?: string | null; licenseEndDate?: string | null; publicationStartYear?: number | null; publicationEndYear?: number | null }

/**
 * The product form: the contract's fields and limits (years 1900–2100), the name trimmed, and
 * the contract's two ranges checked with clear messages: the license ends on or after it
 * starts, the publication end year is not before the start year (each only when both are set).
 */
export const productFormSchema = CreateProductBody.pick({
  productType: true,
  producerId: true,
  licensorId: true,
  directorId: true,
  companyId: true,
  licenseStartDate: true,
  licenseEndDate: true,
  publicationStartYear: true,
  publicationEndYear: true,
})
  .extend({
    name: z.string().trim().pipe(CreateProductBody.shape.name),
    status: UpdateProductBody.shape.status,
  })
  .refine(...rangeRule<Ranges>('licenseStartDate', 'licenseEndDate', validationMessage('dynamic-parameter:product.licenseRange'), { allowEqual: true }))
  .refine(
    ...rangeRule<Ranges>('publicationStartYear', 'publicationEndYear', validationMessage('dynamic-parameter:product.publicationRange'), { allowEqual: true }),
  )

export type ProductFormInput = z.input<typeof productFormSchema>
export type ProductFormValues = z.output<typeof productFormSchema>

export const productToForm = (p: Product | null): ProductFormInput => ({
  name: p?.name ?? '',
  productType: p?.productType ?? ('' as ProductFormInput['productType']),
  producerId: p?.producerId ?? null,
  licensorId: p?.licensorId ?? null,
  directorId: p?.directorId ?? null,
  companyId: p?.companyId ?? null,
  licenseStartDate: p?.licenseStartDate ?? null,
  licenseEndDate: p?.licenseEndDate ?? null,
  publicationStartYear: p?.publicationStartYear ?? null,
  publicationEndYear: p?.publicationEndYear ?? null,
  status: p?.status ?? 'active',
})

/** Every field is sent (update clears what is left out; create accepts the same body). */
export const toProductRequest = (v: ProductFormValues): ProductUpdateRequest => ({
  name: v.name,
  productType: v.productType,
  producerId: v.producerId ?? null,
  licensorId: v.licensorId ?? null,
  directorId: v.directorId ?? null,
  companyId: v.companyId ?? null,
  licenseStartDate: v.licenseStartDate ?? null,
  licenseEndDate: v.licenseEndDate ?? null,
  publicationStartYear: v.publicationStartYear ?? null,
  publicationEndYear: v.publicationEndYear ?? null,
  status: v.status,
})
