import type { CmsChannelSearchRequest } from '@/api/generated/channel/model'
import { STORAGE_KEYS } from '@/lib/storage-keys'
import { defineList, filter, type ListStateOf, type SearchFilters } from '@/shared/list'

/** The thresholds offered for "at least N third-party claims" (the contract's minimum filter). */
export const CLAIM_THRESHOLDS = ['1', '5', '10', '25', '50'] as const

/** The CMS channels list: its filters and server sort in the URL; chosen columns under `cms_channels_columns`. */
export const cmsChannelsList = defineList({
  id: 'cmsChannels',
  columnsKey: STORAGE_KEYS.cmsChannelsColumns,
  filters: {
    search: filter.text(),
    isChannelConnectedToPlatform: filter.boolean(),
    status: filter.oneOf(['active', 'passive'] as const),
    isChannelMonetizationEnabled: filter.boolean(),
    thirdPartyClaimsCount: filter.oneOf(CLAIM_THRESHOLDS),
  },
  sortKeys: ['channel', 'copyright', 'isChannelConnectedToPlatform', 'status', 'isChannelMonetizationEnabled', 'thirdPartyClaimsCount'] as const,
})

/** The CMS channels columns (the operation menu is the kit's). */
export const CMS_CHANNEL_DEFAULT_COLUMNS = [
  'channel',
  'copyright',
  'isChannelConnectedToPlatform',
  'status',
  'isChannelMonetizationEnabled',
  'thirdPartyClaimsCount',
] as const

export function cmsChannelSearchFilters(cmsId: string, state: ListStateOf<typeof cmsChannelsList>): SearchFilters<CmsChannelSearchRequest> {
  const { filters } = state
  return {
    cmsId,
    ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
    ...(filters.isChannelConnectedToPlatform !== undefined ? { isChannelConnectedToPlatform: filters.isChannelConnectedToPlatform } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.isChannelMonetizationEnabled !== undefined ? { isChannelMonetizationEnabled: filters.isChannelMonetizationEnabled } : {}),
    ...(filters.thirdPartyClaimsCount ? { thirdPartyClaimsCount: Number(filters.thirdPartyClaimsCount) } : {}),
  }
}
