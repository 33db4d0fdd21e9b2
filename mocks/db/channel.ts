import type { Faker } from '@faker-js/faker'
import type { Channel, Cms, CmsChannel, Policy, PolicyAction, RecordStatus } from '@/api/generated/channel/model'
import type { ParameterData } from './parameter'
import { daysAgo, hashOf, isoDateTime, platformId, prng, slug, svgImage } from './random'

/** A channel with the CMS-side figures the cms-channels list shows. */
export interface ChannelRecord extends Channel {
  copyright: number
  thirdPartyClaimsCount: number
}

export interface ChannelData {
  cms: Cms[]
  channels: ChannelRecord[]
  policies: Policy[]
}

/** The channel with 10,000 videos: the first channel of the first CMS. */
export const BIG_CHANNEL_VIDEO_COUNT = 10_000

const CHANNEL_SUFFIX = [
  'TV',
  'Dizi',
  'Film',
  'Müzik',
  'Kids',
  'Haber',
  'Spor',
  'Belgesel',
  'Komedi',
  'Shorts',
  'Official',
  'Klip',
  'Arşiv',
  'Fragman',
  'Podcast',
]
const POLICY_NAMES = [
  'Tüm dünyada para kazan',
  'Türkiye dışında izle',
  'Fragmanları engelle',
  'Müzik eşleşmelerini izle',
  'Avrupa’da para kazan',
  'Tam eşleşmeyi engelle',
  'Kısa videoları izle',
  'Monetize worldwide',
  'Track outside Turkey',
  'Block full matches',
]
const POLICY_ACTIONS: PolicyAction[] = ['monetize', 'track', 'block']
const TERRITORIES = ['TR', 'DE', 'NL', 'AZ', 'US', 'GB', 'FR', 'AT', 'BE', 'CY', 'KZ', 'SA', 'AE']

export function seedChannel(faker: Faker, anchor: number, parameter: ParameterData): ChannelData {
  const companies = parameter.companies
  const usedNames = new Set<string>()
  const brandOf = (companyName: string) =>
    companyName
      .split(' ')
      .slice(0, companyName.split(' ')[1] === 'Ay' ? 2 : 1)
      .join(' ')

  const cms: Cms[] = []
  for (let i = 0; i < 24; i++) {
    const company = companies[i % companies.length]!
    const brand = brandOf(company.name)
    const name = cms.some((c) => c.name.startsWith(brand))
      ? `${brand} ${faker.helpers.arrayElement(['Dijital', 'Müzik', 'Yayın', 'Global'])} CMS`
      : `${brand} CMS`
    cms.push({
      id: faker.string.uuid(),
      name,
      cmsKey: `${slug(name, '-')}-${String(i + 1).padStart(2, '0')}`,
      channelCount: 0,
      status: i > 0 && faker.number.float() < 0.12 ? 'passive' : 'active',
      companyId: company.id,
      createdAt: isoDateTime(daysAgo(anchor, faker.number.int({ min: 200, max: 1800 }))),
    })
  }

  const channels: ChannelRecord[] = []
  for (let i = 0; i < 60; i++) {
    // 54 channels in CMS accounts (two or three each, the first CMS first); six stand alone.
    const owner = i < 54 ? cms[Math.floor(i / 2.25)]! : null
    const company = owner ? companies.find((c) => c.id === owner.companyId)! : faker.helpers.arrayElement(companies)
    let name = `${brandOf(company.name)} ${faker.helpers.arrayElement(CHANNEL_SUFFIX)}`
    while (usedNames.has(name)) name = `${brandOf(company.name)} ${faker.helpers.arrayElement(CHANNEL_SUFFIX)}`
    usedNames.add(name)
    const big = i === 0
    const status: RecordStatus = !big && faker.number.float() < 0.1 ? 'passive' : 'active'
    channels.push({
      id: faker.string.uuid(),
      name,
      youtubeChannelId: platformId(prng(hashOf(name)), 22, 'UC'),
      thumbnail: svgImage(name, i, 88, 88),
      cmsId: owner?.id ?? null,
      cmsName: owner?.name ?? null,
      companyId: company.id,
      companyName: company.name,
      subscriberCount: big ? 2_480_000 : faker.number.int({ min: 1_200, max: 1_800_000 }),
      videoCount: big ? BIG_CHANNEL_VIDEO_COUNT : faker.number.int({ min: 8, max: 60 }),
      status,
      createdAt: isoDateTime(daysAgo(anchor, faker.number.int({ min: 100, max: 2500 }))),
      copyright: faker.number.int({ min: 0, max: big ? 140 : 25 }),
      isChannelConnectedToPlatform: big || faker.number.float() < 0.85,
      isChannelMonetizationEnabled: big || faker.number.float() < 0.7,
      thirdPartyClaimsCount: faker.number.int({ min: 0, max: big ? 60 : 12 }),
    })
  }

  const policies: Policy[] = cms.flatMap((account) =>
    faker.helpers.arrayElements(POLICY_NAMES, { min: 2, max: 5 }).map((policyName) => ({
      id: faker.string.uuid(),
      cmsId: account.id,
      policyName,
      description: faker.datatype.boolean()
        ? faker.helpers.arrayElement([
            'Varsayılan eşleşme politikası.',
            'Fragman ve tanıtımlar için.',
            'Applies to claimed music.',
            'Lisans bölgeleri dışında izleme.',
          ])
        : null,
      action: faker.helpers.arrayElement(POLICY_ACTIONS),
      territories: faker.helpers.arrayElements(TERRITORIES, { min: 1, max: 4 }),
      createdAt: isoDateTime(daysAgo(anchor, faker.number.int({ min: 10, max: 900 }))),
    })),
  )

  return { cms, channels, policies }
}

/** A CMS as listed: its channel count as it is now. */
export const cmsView = (data: ChannelData, account: Cms): Cms => ({
  ...account,
  channelCount: data.channels.filter((channel) => channel.cmsId === account.id).length,
})

/** The channel as `GET /channels/{id}` shows it (no claim figures; connection and monetization status too). */
export function channelView(data: ChannelData, parameter: ParameterData, record: ChannelRecord, videoCount: number): Channel {
  const { copyright: _c, thirdPartyClaimsCount: _t, ...channel } = record
  return {
    ...channel,
    cmsName: record.cmsId ? (data.cms.find((c) => c.id === record.cmsId)?.name ?? null) : null,
    companyName: parameter.companies.find((c) => c.id === record.companyId)?.name ?? record.companyName,
    videoCount,
  }
}

export const cmsChannelView = (record: ChannelRecord): CmsChannel => ({
  id: record.id,
  channel: record.name,
  channelId: record.youtubeChannelId,
  thumbnail: record.thumbnail,
  copyright: record.copyright,
  isChannelConnectedToPlatform: record.isChannelConnectedToPlatform,
  status: record.status,
  isChannelMonetizationEnabled: record.isChannelMonetizationEnabled,
  thirdPartyClaimsCount: record.thirdPartyClaimsCount,
  cmsId: record.cmsId ?? '',
  companyId: record.companyId,
})
