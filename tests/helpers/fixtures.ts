import type { Organization } from '@/api/generated/identity/model'
import type { Product } from '@/api/generated/parameter/model'

/** A readable, valid uuid for fixture `n`: `00000000-0000-4000-8000-000000000042`. */
export const fixtureId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

/** Organization `n` as the identity service returns it (`Org n`, active, Turkish), with overrides. */
export function organizationFixture(n: number, overrides: Partial<Organization> = {}): Organization {
  return {
    id: fixtureId(n),
    name: `Org ${n}`,
    authorizedName: `Yetkili ${n}`,
    phoneNumber: '+902121234567',
    email: `org${n}@example.com`,
    address: null,
    country: 'TR',
    language: 'tr',
    taxNumber: null,
    contractStartDate: '2024-01-01',
    contractEndDate: '2025-12-31',
    status: 'active',
    createdAt: '2024-01-01T10:00:00Z',
    ...overrides,
  }
}

/** Product `n` as the parameter service stores it (`Ürün n`, a movie, no references, active), with overrides. */
export function productFixture(n: number, overrides: Partial<Product> = {}): Product {
  return {
    id: fixtureId(n),
    name: `Ürün ${n}`,
    productType: 'movie',
    producerId: null,
    producerName: null,
    licensorId: null,
    licensorName: null,
    directorId: null,
    directorName: null,
    companyId: null,
    companyName: null,
    licenseStartDate: null,
    licenseEndDate: null,
    publicationStartYear: null,
    publicationEndYear: null,
    status: 'active',
    createdAt: '2024-01-01T10:00:00Z',
    ...overrides,
  }
}
