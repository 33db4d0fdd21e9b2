import { vi } from 'vitest'
import type { RecordChangedEvent } from '@/api/generated/channel/model'
import { notificationHub } from '@/api/notification-hub'
import { useLiveRecords } from '@/shared/hooks'
import type { MockGateway } from '@mocks/gateway'

/**
 * The hub as the app sees it, for screen tests of live changes: every RecordChanged the gateway
 * announces (any user's write through its HTTP handlers) reaches the app's `onRecordChanged` listeners.
 */
export function relayRecordChanges(gateway: MockGateway) {
  const listeners = new Set<(event: RecordChangedEvent) => void>()
  vi.spyOn(notificationHub, 'onRecordChanged').mockImplementation((listener) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  })
  gateway.db.versions.onChanged(({ channelId: _channel, permission: _permission, ...event }) => {
    for (const listener of [...listeners]) listener(event)
  })
}

/** The app's live-records listener (the layout mounts it), for a screen rendered alone: `<LiveRecords />` beside it. */
export function LiveRecords() {
  useLiveRecords()
  return null
}
