import { createContext, useContext, useSyncExternalStore } from 'react'
import { notificationHub, type HubSnapshot, type NotificationHubClient } from '@/api/notification-hub'

/** What the screens use of the live connection; tests provide a scripted one. */
export type LiveHub = Pick<
  NotificationHubClient,
  'getSnapshot' | 'subscribe' | 'onReload' | 'onResync' | 'setUser' | 'stop' | 'reconnect' | 'attach' | 'sendTestNotification'
>

export const LiveHubContext = createContext<LiveHub>(notificationHub)

export function useLiveHub(): LiveHub {
  return useContext(LiveHubContext)
}

/** The connection state (disconnected, connecting, connected, reconnecting) and why it is down. */
export function useLiveStatus(): HubSnapshot {
  const hub = useLiveHub()
  return useSyncExternalStore(hub.subscribe, hub.getSnapshot, hub.getSnapshot)
}

/** The sentence that explains the state, as a key of the `notifications` namespace. */
export function liveStatusKey(snapshot: HubSnapshot): string {
  if (snapshot.status === 'connected') return 'live.connected'
  if (snapshot.status === 'connecting') return 'live.connecting'
  if (snapshot.status === 'reconnecting') return 'live.reconnecting'
  if (snapshot.reason === 'retrying') return 'live.retrying'
  if (snapshot.reason === 'offline') return 'live.offline'
  if (snapshot.reason === 'gave_up') return 'live.gaveUp'
  return 'live.stopped'
}
