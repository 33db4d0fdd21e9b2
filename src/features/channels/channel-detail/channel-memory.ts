import { readJson, readString, writeJson, writeString } from '@/lib/safe-storage'
import { STORAGE_KEYS } from '@/lib/storage-keys'

/** A channel the switcher offers (stored in selectBoxData), as channels/search/company lists it. */
export interface ChannelOption {
  id: string
  name: string
  companyId?: string
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A route segment is an id when it matches the UUID pattern. */
export const isChannelId = (value: string | undefined): value is string => value !== undefined && UUID.test(value)

const isOption = (value: unknown): value is ChannelOption => {
  if (typeof value !== 'object' || value === null) return false
  const { id, name, companyId } = value as Record<string, unknown>
  return typeof id === 'string' && isChannelId(id) && typeof name === 'string' && (companyId === undefined || typeof companyId === 'string')
}

/** The switcher's options; anything stored in another shape (edited by hand, half-written) is none. */
export function readSelectBoxData(): ChannelOption[] {
  const stored = readJson(STORAGE_KEYS.selectBoxData)
  return Array.isArray(stored) ? stored.filter(isOption) : []
}

export function writeSelectBoxData(options: readonly ChannelOption[]) {
  writeJson(
    STORAGE_KEYS.selectBoxData,
    options.map(({ id, name, companyId }) => (companyId ? { id, name, companyId } : { id, name })),
  )
}

/** The company whose channels the user last chose (stored as companyId), or null. */
export function readCompanyId(): string | null {
  const stored = readString(STORAGE_KEYS.companyId)
  return stored && UUID.test(stored) ? stored : null
}

export function writeCompanyId(companyId: string) {
  writeString(STORAGE_KEYS.companyId, companyId)
}

/**
 * Remembers the channel being worked on: selectedChannel, channelId, channelName and companyId,
 * which the other channel pages and the breadcrumb read.
 */
export function rememberChannel(channel: { id: string; name: string; companyId: string; cmsId?: string | null; cmsName?: string | null }) {
  writeJson(STORAGE_KEYS.selectedChannel, { id: channel.id, name: channel.name, companyId: channel.companyId })
  writeString(STORAGE_KEYS.channelId, channel.id)
  writeString(STORAGE_KEYS.channelName, channel.name)
  writeString(STORAGE_KEYS.companyId, channel.companyId)
  if (channel.cmsId) writeString(STORAGE_KEYS.cmsId, channel.cmsId)
  if (channel.cmsName) writeString(STORAGE_KEYS.cmsName, channel.cmsName)
}

/** A channel's page on the video platform: built from its platform id, so always https. */
export const platformUrl = (youtubeChannelId: string) => `https://www.youtube.com/channel/${encodeURIComponent(youtubeChannelId)}`
