import type { Lang } from './reference'

/** An enum member: the key sent in requests and its label in each UI language. */
export type EnumMember = readonly [id: string, en: string, tr: string]
export type EnumTable = Readonly<Record<string, readonly EnumMember[]>>

const RECORD_STATUS: readonly EnumMember[] = [
  ['active', 'Active', 'Aktif'],
  ['passive', 'Passive', 'Pasif'],
]

export const IDENTITY_ENUMS: EnumTable = {
  PlatformType: [
    ['back_office', 'Back office', 'Yönetim paneli'],
    ['mobile', 'Mobile', 'Mobil'],
    ['web', 'Web', 'Web'],
    ['smart_tv', 'Smart TV', 'Akıllı TV'],
  ],
  UserStatus: RECORD_STATUS,
  OrganizationStatus: RECORD_STATUS,
  RecordStatus: RECORD_STATUS,
  PermissionGroup: [
    ['users', 'Users', 'Kullanıcılar'],
    ['roles', 'Roles', 'Roller'],
    ['organization', 'Organization', 'Organizasyon'],
    ['parameters', 'Parameters', 'Parametreler'],
    ['reports', 'Reports', 'Raporlar'],
    ['dashboard', 'Dashboard', 'Pano'],
    ['channels', 'Channels', 'Kanallar'],
    ['cms', 'CMS', 'CMS'],
    ['thumbnail', 'Thumbnail', 'Küçük resim'],
    ['notifications', 'Notifications', 'Bildirimler'],
    ['translation', 'Translation', 'Çeviri'],
    ['documents', 'Documents', 'Belgeler'],
  ],
}

/** Kinds of notification the server knows (an unknown one can still arrive). */
export const KNOWN_TYPE_KEYS = ['copyright', 'general', 'system', 'warning', 'monetization', 'content_id', 'strike', 'claim_deadline'] as const

export const NOTIFICATION_ENUMS: EnumTable = {
  NotificationType: [
    ['Info', 'Information', 'Bilgi'],
    ['Warning', 'Warning', 'Uyarı'],
    ['System', 'System', 'Sistem'],
    ['Alert', 'Alert', 'Alarm'],
  ],
  NotificationTypeKey: [
    ['copyright', 'Copyright', 'Telif hakkı'],
    ['general', 'General', 'Genel'],
    ['system', 'System', 'Sistem'],
    ['warning', 'Warning', 'Uyarı'],
    ['monetization', 'Monetization', 'Para kazanma'],
    ['content_id', 'Content ID', 'İçerik kimliği'],
    ['strike', 'Strike', 'İhtar'],
    ['claim_deadline', 'Claim deadlines', 'Talep süreleri'],
  ],
}

export const PARAMETER_ENUMS: EnumTable = {
  ProductType: [
    ['movie', 'Movie', 'Film'],
    ['series', 'Series', 'Dizi'],
    ['documentary', 'Documentary', 'Belgesel'],
    ['music', 'Music', 'Müzik'],
    ['program', 'Program', 'Program'],
    ['other', 'Other', 'Diğer'],
  ],
  CompanyType: [
    ['production', 'Production', 'Yapım'],
    ['distribution', 'Distribution', 'Dağıtım'],
    ['broadcaster', 'Broadcaster', 'Yayıncı'],
    ['agency', 'Agency', 'Ajans'],
    ['other', 'Other', 'Diğer'],
  ],
  RecordStatus: RECORD_STATUS,
}

/** Video platform categories; their ids are the platform's category ids (strings, not UUIDs). */
export const CATEGORIES: readonly EnumMember[] = [
  ['1', 'Film & Animation', 'Film ve Animasyon'],
  ['2', 'Autos & Vehicles', 'Otomobiller ve Araçlar'],
  ['10', 'Music', 'Müzik'],
  ['15', 'Pets & Animals', 'Evcil Hayvanlar'],
  ['17', 'Sports', 'Spor'],
  ['19', 'Travel & Events', 'Seyahat ve Etkinlikler'],
  ['20', 'Gaming', 'Oyun'],
  ['22', 'People & Blogs', 'Kişiler ve Bloglar'],
  ['23', 'Comedy', 'Komedi'],
  ['24', 'Entertainment', 'Eğlence'],
  ['25', 'News & Politics', 'Haberler ve Politika'],
  ['26', 'Howto & Style', 'Nasıl Yapılır ve Stil'],
  ['27', 'Education', 'Eğitim'],
  ['28', 'Science & Technology', 'Bilim ve Teknoloji'],
]

export const CHANNEL_ENUMS: EnumTable = {
  Category: CATEGORIES,
  RecordStatus: RECORD_STATUS,
  PrivacyStatus: [
    ['public', 'Public', 'Herkese açık'],
    ['unlisted', 'Unlisted', 'Liste dışı'],
    ['private', 'Private', 'Özel'],
  ],
  VideoKind: [
    ['normal', 'Video', 'Video'],
    ['short', 'Short', 'Kısa video'],
    ['live', 'Live', 'Canlı'],
    ['premiere', 'Premiere', 'İlk gösterim'],
  ],
  UploadStatus: [
    ['pending', 'Pending', 'Bekliyor'],
    ['uploading', 'Uploading', 'Yükleniyor'],
    ['processing', 'Processing', 'İşleniyor'],
    ['uploaded', 'Uploaded', 'Yüklendi'],
    ['failed', 'Failed', 'Başarısız'],
    ['cancelled', 'Cancelled', 'İptal edildi'],
  ],
  VideoStatus: [
    ['draft', 'Draft', 'Taslak'],
    ['published', 'Published', 'Yayında'],
    ['scheduled', 'Scheduled', 'Zamanlanmış'],
    ['blocked', 'Blocked', 'Engellendi'],
    ['deleted', 'Deleted', 'Silindi'],
  ],
  PolicyAction: [
    ['monetize', 'Monetize', 'Para kazan'],
    ['track', 'Track', 'İzle'],
    ['block', 'Block', 'Engelle'],
  ],
  DocumentType: [
    ['contract', 'Contract', 'Sözleşme'],
    ['invoice', 'Invoice', 'Fatura'],
    ['license', 'License', 'Lisans'],
    ['report', 'Report', 'Rapor'],
    ['other', 'Other', 'Diğer'],
  ],
  ContentVisibility: [
    ['private', 'Private', 'Özel'],
    ['unlisted', 'Unlisted', 'Liste dışı'],
    ['public', 'Public', 'Herkese açık'],
    ['scheduled', 'Scheduled', 'Zamanlanmış'],
  ],
  TranslationStatus: [
    ['draft', 'Draft', 'Taslak'],
    ['published', 'Published', 'Yayında'],
  ],
  DefaultLicense: [
    ['youtube', 'Standard license', 'Standart lisans'],
    ['creative_common', 'Creative Commons', 'Creative Commons'],
  ],
  AgeGroup: [
    ['age_13_17', '13–17', '13–17'],
    ['age_18_24', '18–24', '18–24'],
    ['age_25_34', '25–34', '25–34'],
    ['age_35_44', '35–44', '35–44'],
    ['age_45_54', '45–54', '45–54'],
    ['age_55_64', '55–64', '55–64'],
    ['age_65_plus', '65+', '65+'],
  ],
  Gender: [
    ['female', 'Female', 'Kadın'],
    ['male', 'Male', 'Erkek'],
    ['user_specified', 'User specified', 'Kullanıcı tanımlı'],
  ],
  TopChannelMetric: [
    ['views', 'Views', 'İzlenme'],
    ['revenue', 'Revenue', 'Gelir'],
    ['subscribers', 'Subscribers', 'Abone'],
  ],
}

/** The members of an enum as `{id, name}` in the request language, or null for an unknown enum. */
export function enumItems(table: EnumTable, enumName: string, lang: Lang) {
  const members = Object.entries(table).find(([name]) => name.toLowerCase() === enumName.toLowerCase())?.[1]
  return members ? members.map(([id, en, tr]) => ({ id, name: lang === 'en' ? en : tr })) : null
}
