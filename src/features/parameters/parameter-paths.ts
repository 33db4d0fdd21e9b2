/** The four parameter lists of /dynamicParameter and their pages (each has its Trash at `<list>/trash`). */
export type ParameterListKind = 'product' | 'company' | 'licensor' | 'producer'

export const PARAMETER_LIST_PATHS: Record<ParameterListKind, string> = {
  product: '/dynamicParameter/productParameter',
  company: '/dynamicParameter/companyParameter',
  licensor: '/dynamicParameter/licansorParameter',
  producer: '/dynamicParameter/producerParameter',
}
