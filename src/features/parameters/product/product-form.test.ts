import { describe, expect, it } from 'vitest'
import { decodeMessage, issueMessage } from '@/shared/form'
import { productFormSchema, productToForm, type ProductFormInput } from './product-form'

const valid: ProductFormInput = { ...productToForm(null), name: 'Film', productType: 'movie' }
const errors = (value: ProductFormInput) =>
  Object.fromEntries(
    (productFormSchema.safeParse(value, { error: issueMessage }).error?.issues ?? []).map((i) => [i.path.join('.'), decodeMessage(i.message)?.key]),
  )

describe('product form rules', () => {
  it('accepts open and same-day or same-year ranges', () => {
    expect(errors(valid)).toEqual({})
    expect(errors({ ...valid, licenseStartDate: '2024-01-01', licenseEndDate: '2024-01-01', publicationStartYear: 2020, publicationEndYear: 2020 })).toEqual({})
    expect(errors({ ...valid, licenseEndDate: '2024-01-01', publicationStartYear: 2020 })).toEqual({})
  })

  it('refuses a license that ends before it starts and publication years in the wrong order, at once', () => {
    expect(
      errors({ ...valid, name: ' ', licenseStartDate: '2024-02-01', licenseEndDate: '2024-01-31', publicationStartYear: 2021, publicationEndYear: 2020 }),
    ).toEqual({
      name: 'list-kit:validation.required',
      licenseEndDate: 'dynamic-parameter:product.licenseRange',
      publicationEndYear: 'dynamic-parameter:product.publicationRange',
    })
  })

  it('keeps the contract limits on years', () => {
    expect(errors({ ...valid, publicationStartYear: 1899 })).toEqual({ publicationStartYear: 'list-kit:validation.min' })
    expect(errors({ ...valid, publicationEndYear: 2101 })).toEqual({ publicationEndYear: 'list-kit:validation.max' })
  })
})
