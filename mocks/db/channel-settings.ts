import type { ChannelSettings, ChannelTargeting, CmsSettings, InstallationDefaults } from '@/api/generated/channel/model'
import { CATEGORIES } from './enums'
import { hashOf, pickOf, prng } from './random'

const KEYWORDS = ['dizi', 'film', 'türk dizileri', 'fragman', 'eğlence', 'belgesel', 'müzik', 'yeni bölüm', 'drama', 'komedi']
const INTERESTS = ['Diziler', 'Filmler', 'Müzik', 'Spor', 'Teknoloji', 'Yemek', 'Seyahat', 'Oyun', 'Eğitim']

/**
 * Settings pages of CMS accounts and channels. A record that was never saved shows defaults
 * derived from its id (stable across reloads); a save replaces it.
 */
export class SettingsStore {
  readonly cms = new Map<string, CmsSettings>()
  readonly channel = new Map<string, ChannelSettings>()
  readonly installation = new Map<string, InstallationDefaults>()
  readonly targeting = new Map<string, ChannelTargeting>()

  cmsSettings(cmsId: string, policyIds: readonly string[]): CmsSettings {
    const rand = prng(hashOf(`cms-settings:${cmsId}`))
    return (
      this.cms.get(cmsId) ?? {
        cmsId,
        defaultPrivacyStatus: pickOf(rand, ['private', 'unlisted', 'public'] as const),
        defaultLanguage: 'tr',
        defaultCategoryId: pickOf(rand, CATEGORIES)[0],
        autoClaim: rand() < 0.6,
        matchPolicyId: policyIds.length ? pickOf(rand, policyIds) : null,
        notifyOnClaim: rand() < 0.7,
        notificationEmails: ['telif@demo.local'],
        updatedAt: null,
      }
    )
  }

  channelSettings(channelId: string, channelName: string): ChannelSettings {
    const rand = prng(hashOf(`channel-settings:${channelId}`))
    return (
      this.channel.get(channelId) ?? {
        channelId,
        description: `${channelName} resmi kanalı. Yeni bölümler, fragmanlar ve kamera arkası görüntüleri.`,
        keywords: [pickOf(rand, KEYWORDS), pickOf(rand, KEYWORDS)].filter((k, i, all) => all.indexOf(k) === i),
        country: 'TR',
        defaultLanguage: 'tr',
        trailerVideoId: null,
        contactEmail: 'kanal@demo.local',
        showSubscriberCount: rand() < 0.8,
        updatedAt: null,
      }
    )
  }

  installationDefaults(channelId: string): InstallationDefaults {
    const rand = prng(hashOf(`installation:${channelId}`))
    return (
      this.installation.get(channelId) ?? {
        channelId,
        defaultTitle: null,
        defaultDescription: 'Abone olmayı unutmayın!',
        defaultPrivacyStatus: 'private',
        defaultCategoryId: pickOf(rand, CATEGORIES)[0],
        defaultLicense: 'youtube',
        defaultTags: ['dizi', 'yeni bölüm'],
        defaultLanguage: 'tr',
        madeForKids: false,
        allowComments: rand() < 0.8,
        allowEmbedding: true,
        showLikeCount: true,
        notifySubscribers: true,
        updatedAt: null,
      }
    )
  }

  channelTargeting(channelId: string): ChannelTargeting {
    const rand = prng(hashOf(`targeting:${channelId}`))
    return (
      this.targeting.get(channelId) ?? {
        channelId,
        countries: rand() < 0.5 ? ['TR'] : ['TR', 'DE', 'AZ'],
        languages: ['tr'],
        ageGroups: ['age_18_24', 'age_25_34', 'age_35_44'],
        genders: ['female', 'male'],
        interests: [pickOf(rand, INTERESTS), pickOf(rand, INTERESTS)].filter((k, i, all) => all.indexOf(k) === i),
        updatedAt: null,
      }
    )
  }
}
