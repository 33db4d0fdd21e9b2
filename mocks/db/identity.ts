import { Faker, base, en } from '@faker-js/faker'
import type { Organization, Permission, PlatformType, Role, UiLanguage, User } from '@/api/generated/identity/model'
import type { ChannelRecord } from './channel'
import type { ParameterData } from './parameter'
import { EDITOR_PERMISSIONS, PERMISSIONS } from './permissions'
import { daysAgo, isoDate, isoDateTime, prng, slug, turkishMobile, hashOf } from './random'

interface Department {
  id: string
  name: string
}

/** A permission with its description in both UI languages (the API answers one of them). */
interface PermissionRecord extends Permission {
  descriptionTr: string
}

/** A user with the own-profile fields that the admin screens do not show. */
export interface UserRecord extends User {
  jobTitle: string | null
  language: UiLanguage
}

export interface IdentityData {
  departments: Department[]
  permissions: PermissionRecord[]
  /** userCount and permissionCount are computed on read (see identity-views). */
  roles: Role[]
  /** Role id → permission ids. */
  rolePermissions: Map<string, Set<string>>
  organizations: Organization[]
  users: UserRecord[]
}

const DEPARTMENTS = [
  'Yayın Operasyonları',
  'İçerik Yönetimi',
  'Dijital Pazarlama',
  'Finans',
  'Hukuk ve Lisans',
  'Teknoloji',
  'Raporlama ve Analiz',
  'Müşteri İlişkileri',
]

interface RoleSeed {
  name: string
  description: string
  platformType: PlatformType
  department: number | null
  permissions: readonly string[] | 'all'
  weight: number
}

const dashboards = (...names: string[]) => names.map((n) => `dashboard_${n}`)

const ROLES: readonly RoleSeed[] = [
  { name: 'admin', description: 'Built-in role with every permission.', platformType: 'back_office', department: null, permissions: 'all', weight: 0 },
  {
    name: 'Editör',
    description: 'Kanalları ve içerikleri görüntüler, raporları okur.',
    platformType: 'back_office',
    department: 1,
    permissions: EDITOR_PERMISSIONS,
    weight: 30,
  },
  {
    name: 'Kanal Yöneticisi',
    description: 'Kanalları, kullanıcılarını ve videolarını yönetir.',
    platformType: 'back_office',
    department: 0,
    permissions: [
      'channel_read',
      'channel_write',
      'channel_user_write',
      'video_read',
      'video_write',
      'content_create',
      'channel_report_read',
      'thumbnail_manage_view',
      'thumbnail_write',
      'notification_read',
      ...dashboards('channel_watch_count', 'published_video', 'draft_video'),
    ],
    weight: 40,
  },
  {
    name: 'İçerik Yöneticisi',
    description: 'Video yükler, düzenler ve yayınlar.',
    platformType: 'back_office',
    department: 1,
    permissions: [
      'channel_read',
      'video_read',
      'video_write',
      'content_create',
      'translation_read',
      'translation_write',
      'thumbnail_manage_view',
      'thumbnail_write',
      'content_report_read',
      'notification_read',
      ...dashboards('draft_video', 'published_video'),
    ],
    weight: 50,
  },
  {
    name: 'CMS Yöneticisi',
    description: 'CMS hesaplarını, kanallarını ve politikalarını yönetir.',
    platformType: 'back_office',
    department: 0,
    permissions: [
      'cms_read',
      'cms_write',
      'claim_read',
      'claim_write',
      'channel_read',
      'video_read',
      'notification_read',
      ...dashboards('copyright', 'youtube_channel_and_cms_count'),
    ],
    weight: 15,
  },
  {
    name: 'Rapor İzleyici',
    description: 'Tüm raporları ve pano bileşenlerini görüntüler.',
    platformType: 'back_office',
    department: 6,
    permissions: [
      'channel_report_read',
      'content_report_read',
      'user_report_read',
      'revenue_report_read',
      'company_report_read',
      'notification_read',
      ...PERMISSIONS.filter((d) => d.group === 'dashboard').map((d) => d.name),
    ],
    weight: 25,
  },
  {
    name: 'Finans Uzmanı',
    description: 'Gelir ve şirket raporlarını izler.',
    platformType: 'back_office',
    department: 3,
    permissions: [
      'revenue_report_read',
      'company_report_read',
      'notification_read',
      ...dashboards('channel_revenue_graph', 'channel_revenue_list', 'yellow_dollar'),
    ],
    weight: 12,
  },
  {
    name: 'Parametre Yöneticisi',
    description: 'Ürün, şirket, lisans veren, yapımcı ve yönetmen parametrelerini yönetir.',
    platformType: 'back_office',
    department: 4,
    permissions: PERMISSIONS.filter((d) => d.group === 'parameters').map((d) => d.name),
    weight: 10,
  },
  {
    name: 'Video Yükleyici',
    description: 'Kanallara içerik yükler.',
    platformType: 'back_office',
    department: 1,
    permissions: ['channel_read', 'video_read', 'content_create', 'notification_read'],
    weight: 35,
  },
  {
    name: 'Çevirmen',
    description: 'Video başlık ve açıklamalarını çevirir.',
    platformType: 'back_office',
    department: 1,
    permissions: ['translation_read', 'translation_write', 'video_read', 'notification_read', ...dashboards('translation_published', 'translation_draft')],
    weight: 12,
  },
  {
    name: 'Tasarımcı',
    description: 'Küçük resimleri hazırlar.',
    platformType: 'back_office',
    department: 2,
    permissions: ['thumbnail_manage_view', 'thumbnail_write', 'video_read', 'channel_read'],
    weight: 10,
  },
  {
    name: 'Organizasyon Sorumlusu',
    description: 'Organizasyonları ve kullanıcılarını yönetir.',
    platformType: 'back_office',
    department: 7,
    permissions: ['organization_read', 'organization_write', 'user_read', 'user_write', 'role_read', 'notification_read'],
    weight: 8,
  },
  {
    name: 'Mobil Kullanıcı',
    description: 'Mobil uygulamada bildirimleri alır.',
    platformType: 'mobile',
    department: 7,
    permissions: ['notification_read'],
    weight: 10,
  },
  {
    name: 'Web Moderatörü',
    description: 'Web sitesindeki videoları denetler.',
    platformType: 'web',
    department: 2,
    permissions: ['video_read', 'channel_read'],
    weight: 8,
  },
  {
    name: 'Smart TV Operatörü',
    description: 'Akıllı TV yayın akışını izler.',
    platformType: 'smart_tv',
    department: 5,
    permissions: ['channel_read'],
    weight: 5,
  },
]

const ORG_WORDS = ['Holding', 'Medya Grubu', 'Yayın Grubu', 'İletişim', 'Teknoloji', 'Eğlence', 'Dijital', 'Media Group']
const COUNTRIES: ReadonlyArray<readonly [string, string]> = [
  ['TR', 'tr'],
  ['TR', 'tr'],
  ['TR', 'tr'],
  ['TR', 'tr'],
  ['TR', 'tr'],
  ['DE', 'de'],
  ['NL', 'nl'],
  ['AZ', 'az'],
  ['GB', 'en'],
  ['US', 'en'],
]
const JOB_TITLES = [
  'İçerik Uzmanı',
  'Kanal Sorumlusu',
  'Yayın Koordinatörü',
  'Video Editörü',
  'Dijital Pazarlama Uzmanı',
  'Finans Analisti',
  'Lisans Uzmanı',
  'Content Producer',
  'Project Manager',
  null,
]
const EMAIL_DOMAINS = ['medya.com.tr', 'yayin.com.tr', 'studio.tv', 'icerik.net', 'demo.local']

/** The demo accounts of docs/architecture.md, in this order at the start of the user list. */
const DEMO_ACCOUNTS = [
  { email: 'admin@demo.local', firstName: 'Deniz', lastName: 'Yılmaz', role: 'admin', org: true, jobTitle: 'Platform Yöneticisi' },
  { email: 'editor@demo.local', firstName: 'Elif', lastName: 'Kaya', role: 'Editör', org: false, jobTitle: 'Kıdemli Editör' },
  { email: 'newuser@demo.local', firstName: 'Can', lastName: 'Demir', role: 'Video Yükleyici', org: false, jobTitle: null },
  { email: 'expired@demo.local', firstName: 'Murat', lastName: 'Aydın', role: 'Editör', org: false, jobTitle: 'Eski Danışman' },
  { email: 'ldap@demo.local', firstName: 'Selin', lastName: 'Öztürk', role: 'Kanal Yöneticisi', org: false, jobTitle: null },
  { email: 'unavailable@demo.local', firstName: 'Burak', lastName: 'Şahin', role: 'Rapor İzleyici', org: false, jobTitle: null },
  { email: 'crash@demo.local', firstName: 'Zeynep', lastName: 'Çelik', role: 'İçerik Yöneticisi', org: false, jobTitle: null },
] as const

function pickWeighted<T extends { weight: number }>(faker: Faker, items: readonly T[]): T {
  const total = items.reduce((sum, item) => sum + item.weight, 0)
  let roll = faker.number.float({ min: 0, max: total })
  for (const item of items) {
    roll -= item.weight
    if (roll <= 0) return item
  }
  return items[items.length - 1]!
}

export function seedIdentity(faker: Faker, anchor: number, parameter: ParameterData, channels: readonly ChannelRecord[]): IdentityData {
  const english = new Faker({ locale: [en, base] })
  english.seed(hashOf('identity.en'))
  const departments: Department[] = DEPARTMENTS.map((name) => ({ id: faker.string.uuid(), name }))

  const permissions: PermissionRecord[] = PERMISSIONS.map((d) => ({
    id: faker.string.uuid(),
    name: d.name,
    group: d.group,
    description: d.en,
    descriptionTr: d.tr,
    isHide: d.hidden ?? false,
  }))
  const permissionId = new Map(permissions.map((p) => [p.name, p.id]))

  const roles: Role[] = []
  const rolePermissions = new Map<string, Set<string>>()
  for (const seed of ROLES) {
    const department = seed.department == null ? null : departments[seed.department]!
    const role: Role = {
      id: faker.string.uuid(),
      name: seed.name,
      description: seed.description,
      platformType: seed.platformType,
      departmentId: department?.id ?? null,
      departmentName: department?.name ?? null,
      userCount: 0,
      permissionCount: 0,
      createdAt: isoDateTime(daysAgo(anchor, faker.number.int({ min: 400, max: 1600 }))),
    }
    roles.push(role)
    const names = seed.permissions === 'all' ? PERMISSIONS.map((d) => d.name) : seed.permissions
    rolePermissions.set(role.id, new Set(names.map((name) => permissionId.get(name)).filter((id): id is string => id != null)))
  }
  const roleByName = new Map(roles.map((r) => [r.name, r]))

  const organizations: Organization[] = Array.from({ length: 40 }, (_, i) => {
    const [country, language] = i === 0 ? (['TR', 'tr'] as const) : faker.helpers.arrayElement(COUNTRIES)
    const name =
      i === 0
        ? 'Demo Medya Grubu A.Ş.'
        : `${faker.person.lastName()} ${faker.helpers.arrayElement(ORG_WORDS)} ${faker.helpers.arrayElement(['A.Ş.', 'Ltd. Şti.', 'GmbH', 'B.V.', 'Ltd.'])}`
    // The demo admin's organization is under a current contract.
    const start = daysAgo(anchor, i === 0 ? 420 : faker.number.int({ min: 30, max: 1800 }))
    const end = new Date(start.getTime() + (i === 0 ? 1460 : faker.number.int({ min: 365, max: 1825 })) * 86_400_000)
    return {
      id: faker.string.uuid(),
      name,
      authorizedName: `${faker.person.firstName()} ${faker.person.lastName()}`,
      phoneNumber: `+90212${faker.string.numeric(7)}`,
      email: `iletisim@${slug(name.split(' ').slice(0, 2).join(' '), '')}.com.tr`,
      address: faker.datatype.boolean({ probability: 0.85 }) ? `${faker.location.streetAddress()}, ${faker.location.city()}` : null,
      country,
      language,
      taxNumber: faker.datatype.boolean({ probability: 0.9 }) ? faker.string.numeric(10) : null,
      contractStartDate: isoDate(start),
      contractEndDate: isoDate(end),
      status: i === 0 || faker.number.float() > 0.15 ? 'active' : 'passive',
      createdAt: isoDateTime(new Date(start.getTime() - faker.number.int({ min: 1, max: 60 }) * 86_400_000)),
    }
  })

  const emails = new Set<string>()
  const uniqueEmail = (first: string, last: string, domain: string) => {
    let local = `${slug(first)}.${slug(last)}`
    for (let n = 2; emails.has(`${local}@${domain}`); n++) local = `${slug(first)}.${slug(last)}${n}`
    emails.add(`${local}@${domain}`)
    return `${local}@${domain}`
  }
  const companyChannels = (companyIds: string[]) => channels.filter((c) => companyIds.includes(c.companyId))
  const ref = (item: { id: string; name: string }) => ({ id: item.id, name: item.name })
  const rand = prng(hashOf('identity.phones'))

  const users: UserRecord[] = DEMO_ACCOUNTS.map((demo, i) => {
    const companies =
      i === 0 ? parameter.companies.slice(0, 3) : i === 1 ? parameter.companies.slice(0, 2) : [parameter.companies[i % parameter.companies.length]!]
    const assigned = i <= 1 ? channels.slice(0, i === 0 ? 6 : 3) : companyChannels(companies.map((c) => c.id)).slice(0, 2)
    emails.add(demo.email)
    return {
      id: faker.string.uuid(),
      firstName: demo.firstName,
      lastName: demo.lastName,
      email: demo.email,
      phoneNumber: turkishMobile(rand),
      roles: [ref(roleByName.get(demo.role)!)],
      status: demo.email.startsWith('expired@') ? 'passive' : 'active',
      executive: i === 0,
      companies: companies.map(ref),
      channels: assigned.map(ref),
      organizationId: demo.org ? organizations[0]!.id : null,
      profilePicture: null,
      createdAt: isoDateTime(daysAgo(anchor, demo.email.startsWith('newuser@') ? 2 : 900 - i * 40)),
      lastLoginAt: demo.email.startsWith('newuser@') ? null : isoDateTime(daysAgo(anchor, i + 1)),
      jobTitle: demo.jobTitle,
      language: 'tr',
    }
  })

  const assignable = ROLES.filter((r) => r.weight > 0)
  for (let i = users.length; i < 300; i++) {
    const person = faker.number.float() < 0.8 ? faker : english
    const firstName = person.person.firstName()
    const lastName = person.person.lastName()
    const roleSeeds = new Set([pickWeighted(faker, assignable)])
    if (faker.number.float() < 0.25) roleSeeds.add(pickWeighted(faker, assignable))
    if (i % 97 === 0) roleSeeds.add(ROLES[0]!)
    const companies = faker.helpers.arrayElements(parameter.companies, { min: 0, max: 3 })
    const candidates = companyChannels(companies.map((c) => c.id))
    const createdDays = faker.number.int({ min: 3, max: 1500 })
    users.push({
      id: faker.string.uuid(),
      firstName,
      lastName,
      email: uniqueEmail(firstName, lastName, faker.helpers.arrayElement(EMAIL_DOMAINS)),
      phoneNumber: faker.number.float() < 0.9 ? turkishMobile(rand) : null,
      roles: [...roleSeeds].map((seed) => ref(roleByName.get(seed.name)!)),
      status: faker.number.float() < 0.88 ? 'active' : 'passive',
      executive: faker.number.float() < 0.08,
      companies: companies.map(ref),
      channels: faker.helpers.arrayElements(candidates, { min: 0, max: Math.min(4, candidates.length) }).map(ref),
      organizationId: faker.number.float() < 0.7 ? faker.helpers.arrayElement(organizations).id : null,
      profilePicture: null,
      createdAt: isoDateTime(daysAgo(anchor, createdDays)),
      lastLoginAt: faker.number.float() < 0.8 ? isoDateTime(daysAgo(anchor, faker.number.int({ min: 0, max: createdDays }))) : null,
      jobTitle: faker.helpers.arrayElement(JOB_TITLES),
      language: faker.number.float() < 0.85 ? 'tr' : 'en',
    })
  }

  return { departments, permissions, roles, rolePermissions, organizations, users }
}
