import type { Faker } from '@faker-js/faker'
import type { Company, CompanyType, Director, Licensor, Producer, Product, ProductType, RecordStatus } from '@/api/generated/parameter/model'
import { daysAgo, isoDate, isoDateTime, slug } from './random'

/** Master data of the parameter service. Companies are shared: identity and channel records point at them. */
export interface ParameterData {
  companies: Company[]
  licensors: Licensor[]
  producers: Producer[]
  directors: Director[]
  /** Stored with ids; the *Name fields are filled at read time (see `productView`). */
  products: Product[]
}

const COMPANY_FIRST = [
  'Anadolu',
  'Boğaziçi',
  'Ege',
  'Marmara',
  'Kuzey',
  'Galata',
  'Pera',
  'Kapadokya',
  'Lale',
  'Yıldız',
  'Karadeniz',
  'Toros',
  'Nazar',
  'Mavi Ay',
  'Doruk',
  'Atlas',
  'Kule',
  'Sarmaşık',
  'Northlight',
  'Bluewave',
  'Silverline',
  'Redstone',
  'Harbor',
  'Evergreen',
  'Meridian',
  'Bosphorus',
  'Zeytin',
  'Çınar',
  'Poyraz',
  'Kardelen',
]
const COMPANY_LAST = [
  'Medya',
  'Film',
  'Yapım',
  'Prodüksiyon',
  'Dağıtım',
  'Yayıncılık',
  'Stüdyoları',
  'Pictures',
  'Media Group',
  'Digital',
  'Entertainment',
  'İletişim',
]
const COMPANY_SUFFIX = ['A.Ş.', 'Ltd. Şti.', 'A.Ş.', 'Ltd.', 'Inc.']
const LICENSOR_WORDS = ['Lisans Hizmetleri', 'Rights Management', 'Telif Ajansı', 'Content Rights', 'Haklar Yönetimi', 'Licensing']
const TITLE_FIRST = [
  'Kayıp',
  'Sessiz',
  'Son',
  'Kırmızı',
  'Karanlık',
  'Uzak',
  'Gizli',
  'Eski',
  'Büyük',
  'Beyaz',
  'Kara',
  'Altın',
  'Mavi',
  'Sonsuz',
  'Yalnız',
  'Kırık',
  'Deli',
  'Yaban',
  'İlk',
  'Derin',
  'The Last',
  'Silent',
  'Hidden',
  'Broken',
  'Golden',
  'Northern',
]
const TITLE_SECOND = [
  'Şehir',
  'Deniz',
  'Tren',
  'Yol',
  'Ev',
  'Dağ',
  'Gece',
  'Sabah',
  'Rüya',
  'Bahar',
  'Kış',
  'Nehir',
  'Köprü',
  'Kale',
  'Orman',
  'Ada',
  'Saray',
  'Sokak',
  'Harbor',
  'Valley',
  'Road',
  'Winter',
  'Garden',
  'River',
]
const PRODUCT_TYPES: ProductType[] = ['series', 'series', 'movie', 'movie', 'documentary', 'music', 'program', 'other']
const COMPANY_TYPES: CompanyType[] = ['production', 'production', 'distribution', 'broadcaster', 'agency', 'other']

const status = (faker: Faker, passiveShare: number): RecordStatus => (faker.number.float() < passiveShare ? 'passive' : 'active')

function uniqueNames(faker: Faker, count: number, make: () => string): string[] {
  const seen = new Set<string>()
  const names: string[] = []
  for (let guard = 0; names.length < count && guard < count * 50; guard++) {
    const name = make()
    const key = name.toLocaleLowerCase('tr')
    if (!seen.has(key)) {
      seen.add(key)
      names.push(name)
    }
  }
  return names
}

export function seedParameter(faker: Faker, anchor: number): ParameterData {
  const created = () => isoDateTime(daysAgo(anchor, faker.number.int({ min: 30, max: 1500 })))

  const companies: Company[] = uniqueNames(
    faker,
    30,
    () => `${faker.helpers.arrayElement(COMPANY_FIRST)} ${faker.helpers.arrayElement(COMPANY_LAST)} ${faker.helpers.arrayElement(COMPANY_SUFFIX)}`,
  ).map((name) => ({
    id: faker.string.uuid(),
    name,
    companyType: faker.helpers.arrayElement(COMPANY_TYPES),
    taxNumber: faker.string.numeric(10),
    email: `info@${slug(name.split(' ').slice(0, 2).join(' '), '') || 'firma'}.com.tr`,
    phoneNumber: `+90 212 ${faker.string.numeric(3)} ${faker.string.numeric(2)} ${faker.string.numeric(2)}`,
    status: status(faker, 0.1),
    createdAt: created(),
  }))

  const licensors: Licensor[] = uniqueNames(faker, 30, () => `${faker.person.lastName()} ${faker.helpers.arrayElement(LICENSOR_WORDS)}`).map((name) => ({
    id: faker.string.uuid(),
    name,
    status: status(faker, 0.1),
    createdAt: created(),
  }))

  const producers: Producer[] = uniqueNames(faker, 30, () =>
    faker.datatype.boolean()
      ? `${faker.person.firstName()} ${faker.person.lastName()}`
      : `${faker.person.lastName()} ${faker.helpers.arrayElement(['Yapım', 'Productions', 'Film'])}`,
  ).map((name) => ({ id: faker.string.uuid(), name, status: status(faker, 0.1), createdAt: created() }))

  const directors: Director[] = uniqueNames(faker, 30, () => `${faker.person.firstName()} ${faker.person.lastName()}`).map((name) => ({
    id: faker.string.uuid(),
    name,
    status: status(faker, 0.1),
  }))

  const refOrNull = <T extends { id: string }>(items: T[], share = 0.85) => (faker.number.float() < share ? faker.helpers.arrayElement(items).id : null)
  const products: Product[] = uniqueNames(faker, 200, () => {
    const title = `${faker.helpers.arrayElement(TITLE_FIRST)} ${faker.helpers.arrayElement(TITLE_SECOND)}`
    return faker.number.float() < 0.3 ? `${title} ${faker.number.int({ min: 2, max: 5 })}` : title
  }).map((name) => {
    const licenseStart = faker.number.float() < 0.85 ? daysAgo(anchor, faker.number.int({ min: 30, max: 2500 })) : null
    const licenseEnd =
      licenseStart && faker.number.float() < 0.9 ? new Date(licenseStart.getTime() + faker.number.int({ min: 180, max: 2200 }) * 86_400_000) : null
    const startYear = faker.number.float() < 0.9 ? faker.number.int({ min: 1985, max: 2026 }) : null
    const productType = faker.helpers.arrayElement(PRODUCT_TYPES)
    const endYear = startYear && productType === 'series' ? Math.min(2026, startYear + faker.number.int({ min: 0, max: 6 })) : startYear
    return {
      id: faker.string.uuid(),
      name,
      productType,
      producerId: refOrNull(producers),
      producerName: null,
      licensorId: refOrNull(licensors),
      licensorName: null,
      directorId: refOrNull(directors, 0.7),
      directorName: null,
      companyId: refOrNull(companies, 0.95),
      companyName: null,
      licenseStartDate: licenseStart ? isoDate(licenseStart) : null,
      licenseEndDate: licenseEnd ? isoDate(licenseEnd) : null,
      publicationStartYear: startYear,
      publicationEndYear: endYear,
      status: status(faker, 0.08),
      createdAt: created(),
    }
  })

  return { companies, licensors, producers, directors, products }
}

/** A product as the API shows it: the referenced records' names as they are now. */
export function productView(data: ParameterData, product: Product): Product {
  const name = (items: ReadonlyArray<{ id: string; name: string }>, id: string | null) => (id ? (items.find((item) => item.id === id)?.name ?? null) : null)
  return {
    ...product,
    producerName: name(data.producers, product.producerId),
    licensorName: name(data.licensors, product.licensorId),
    directorName: name(data.directors, product.directorId),
    companyName: name(data.companies, product.companyId),
  }
}
