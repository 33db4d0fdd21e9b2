import { writeString } from '@/lib/safe-storage'
import { STORAGE_KEYS } from '@/lib/storage-keys'

/** The pages of /cms-management, in tab order. */
export const CMS_TABS = ['channels', 'policies', 'claims', 'settings'] as const
export type CmsTab = (typeof CMS_TABS)[number]

/** Where opening a CMS goes: its channels (or another tab), the CMS named by `cmsId`. */
export const cmsManagementPath = (cmsId: string, tab: CmsTab = 'channels') => `/cms-management/${tab}?cmsId=${encodeURIComponent(cmsId)}`

/** The CMS being worked on, remembered under cmsId and cmsName (cleared on logout). */
export function rememberCms(cms: { id: string; name: string }) {
  writeString(STORAGE_KEYS.cmsId, cms.id)
  writeString(STORAGE_KEYS.cmsName, cms.name)
}

/** The Trash of a CMS account's policies, under its policies tab. */
export const policyTrashPath = (cmsId: string) => `/cms-management/policies/trash?cmsId=${encodeURIComponent(cmsId)}`
