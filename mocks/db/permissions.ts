import type { PermissionGroup } from '@/api/generated/identity/model'

/** One permission of the catalogue, with its text in both UI languages. */
export interface PermissionDefinition {
  name: string
  group: PermissionGroup
  en: string
  tr: string
  /** Internal permissions the permission editor does not offer. */
  hidden?: boolean
}

const p = (name: string, group: PermissionGroup, en: string, tr: string, hidden = false): PermissionDefinition => ({ name, group, en, tr, hidden })

/**
 * The permission catalogue: the product's read permissions and dashboard widgets, plus the
 * write permissions the contracts name (`<area>_write`).
 */
export const PERMISSIONS: readonly PermissionDefinition[] = [
  p('dashboard_channel_revenue_graph', 'dashboard', 'Dashboard: channel revenue graph', 'Pano: kanal gelir grafiği'),
  p('dashboard_channel_revenue_list', 'dashboard', 'Dashboard: channel revenue list', 'Pano: kanal gelir listesi'),
  p('dashboard_channel_watch_count', 'dashboard', 'Dashboard: channel watch count', 'Pano: kanal izlenme sayısı'),
  p('dashboard_copyright', 'dashboard', 'Dashboard: copyright claims', 'Pano: telif hakkı talepleri'),
  p('dashboard_draft_video', 'dashboard', 'Dashboard: draft videos', 'Pano: taslak videolar'),
  p('dashboard_published_video', 'dashboard', 'Dashboard: published videos', 'Pano: yayınlanan videolar'),
  p('dashboard_top_10_view_channels', 'dashboard', 'Dashboard: top 10 channels by views', 'Pano: izlenmeye göre ilk 10 kanal'),
  p('dashboard_top_10_revenue_channels', 'dashboard', 'Dashboard: top 10 channels by revenue', 'Pano: gelire göre ilk 10 kanal'),
  p('dashboard_top_10_subscriber_channels', 'dashboard', 'Dashboard: top 10 channels by subscribers', 'Pano: aboneye göre ilk 10 kanal'),
  p('dashboard_translation_published', 'dashboard', 'Dashboard: published translations', 'Pano: yayınlanan çeviriler'),
  p('dashboard_translation_draft', 'dashboard', 'Dashboard: draft translations', 'Pano: taslak çeviriler'),
  p('dashboard_video_upload_target', 'dashboard', 'Dashboard: video upload target', 'Pano: video yükleme hedefi'),
  p('dashboard_video_publish_target', 'dashboard', 'Dashboard: video publish target', 'Pano: video yayın hedefi'),
  p('dashboard_yellow_dollar', 'dashboard', 'Dashboard: limited-ads videos', 'Pano: sınırlı reklamlı videolar'),
  p('dashboard_youtube_channel_and_cms_count', 'dashboard', 'Dashboard: channel and CMS count', 'Pano: kanal ve CMS sayısı'),
  p('thumbnail_manage_view', 'thumbnail', 'View the thumbnail tool', 'Küçük resim aracını görüntüleme'),
  p('thumbnail_write', 'thumbnail', 'Create and delete thumbnails', 'Küçük resim oluşturma ve silme'),
  p('channel_read', 'channels', 'View channels', 'Kanalları görüntüleme'),
  p('channel_write', 'channels', 'Edit channels and their settings', 'Kanalları ve ayarlarını düzenleme'),
  p('channel_user_write', 'channels', 'Manage channel users', 'Kanal kullanıcılarını yönetme'),
  p('video_read', 'channels', 'View videos and playlists', 'Videoları ve oynatma listelerini görüntüleme'),
  p('video_write', 'channels', 'Edit videos and playlists', 'Videoları ve oynatma listelerini düzenleme'),
  p('content_create', 'channels', 'Create and upload content', 'İçerik oluşturma ve yükleme'),
  p('cms_read', 'cms', 'View CMS accounts', 'CMS hesaplarını görüntüleme'),
  p('cms_write', 'cms', 'Manage CMS accounts, channels and policies', 'CMS hesaplarını, kanallarını ve politikalarını yönetme'),
  p('claim_read', 'cms', 'View copyright claims and strikes', 'Telif hakkı taleplerini ve ihtarları görüntüleme'),
  p(
    'claim_write',
    'cms',
    'Release, dispute and reinstate claims, change their policy',
    'Talepleri serbest bırakma, itiraz etme, eski haline getirme, politikasını değiştirme',
  ),
  p('user_read', 'users', 'View users', 'Kullanıcıları görüntüleme'),
  p('user_write', 'users', 'Create, edit and delete users', 'Kullanıcı oluşturma, düzenleme ve silme'),
  p('role_read', 'roles', 'View roles and permissions', 'Rolleri ve yetkileri görüntüleme'),
  p('role_write', 'roles', 'Manage roles and their permissions', 'Rolleri ve yetkilerini yönetme'),
  p('organization_read', 'organization', 'View organizations', 'Organizasyonları görüntüleme'),
  p('organization_write', 'organization', 'Manage organizations', 'Organizasyonları yönetme'),
  p('channel_report_read', 'reports', 'View channel reports', 'Kanal raporlarını görüntüleme'),
  p('content_report_read', 'reports', 'View content reports', 'İçerik raporlarını görüntüleme'),
  p('user_report_read', 'reports', 'View user reports', 'Kullanıcı raporlarını görüntüleme'),
  p('revenue_report_read', 'reports', 'View revenue reports', 'Gelir raporlarını görüntüleme'),
  p('company_report_read', 'reports', 'View company reports', 'Şirket raporlarını görüntüleme'),
  p('producer_read', 'parameters', 'View producers', 'Yapımcıları görüntüleme'),
  p('producer_write', 'parameters', 'Manage producers', 'Yapımcıları yönetme'),
  p('licensor_read', 'parameters', 'View licensors', 'Lisans verenleri görüntüleme'),
  p('licensor_write', 'parameters', 'Manage licensors', 'Lisans verenleri yönetme'),
  p('product_read', 'parameters', 'View products', 'Ürünleri görüntüleme'),
  p('product_write', 'parameters', 'Manage products', 'Ürünleri yönetme'),
  p('director_read', 'parameters', 'View directors', 'Yönetmenleri görüntüleme'),
  p('director_write', 'parameters', 'Manage directors', 'Yönetmenleri yönetme'),
  p('contract_read', 'parameters', 'View contracts', 'Sözleşmeleri görüntüleme'),
  p('contract_write', 'parameters', 'Manage contracts', 'Sözleşmeleri yönetme'),
  p('company_read', 'parameters', 'View companies', 'Şirketleri görüntüleme'),
  p('company_write', 'parameters', 'Manage companies', 'Şirketleri yönetme'),
  p('actor_read', 'parameters', 'View actors', 'Oyuncuları görüntüleme'),
  p('actor_write', 'parameters', 'Manage actors', 'Oyuncuları yönetme'),
  p('notification_read', 'notifications', 'Receive notifications', 'Bildirim alma'),
  p('notification_send', 'notifications', 'Send test notifications', 'Test bildirimi gönderme', true),
  p('translation_read', 'translation', 'View translations', 'Çevirileri görüntüleme'),
  p('translation_write', 'translation', 'Manage translations', 'Çevirileri yönetme'),
  p('document_read', 'documents', 'View documents', 'Belgeleri görüntüleme'),
  p('document_write', 'documents', 'Upload and delete documents', 'Belge yükleme ve silme'),
  p('audit_read', 'users', 'Read the audit trail: who changed what, when', 'Denetim kaydını okuma: kim neyi ne zaman değiştirdi'),
  p('system_audit_read', 'users', 'Read the audit log', 'Denetim kaydını okuma', true),
]

/** Every dashboard widget permission. */
const DASHBOARD_PERMISSIONS = PERMISSIONS.filter((d) => d.group === 'dashboard').map((d) => d.name)

/** What editor@demo.local holds: a limited set, so the sidebar shows fewer menus. */
export const EDITOR_PERMISSIONS = [
  ...DASHBOARD_PERMISSIONS,
  'channel_read',
  'video_read',
  'cms_read',
  'claim_read',
  'user_read',
  'thumbnail_manage_view',
  'content_report_read',
  'product_read',
  'translation_read',
  'notification_read',
]
