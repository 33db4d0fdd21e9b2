import {
  AlertRegular,
  ClockAlarmRegular,
  ContentViewRegular,
  InfoRegular,
  MoneyRegular,
  SettingsRegular,
  ShieldErrorRegular,
  ShieldKeyholeRegular,
  WarningRegular,
} from '@fluentui/react-icons'
import type { FluentIcon } from '@fluentui/react-icons'
import { knownTypeKey, type KnownTypeKey } from './notification-text'

const ICONS: Record<KnownTypeKey, FluentIcon> = {
  copyright: ShieldKeyholeRegular,
  general: InfoRegular,
  system: SettingsRegular,
  warning: WarningRegular,
  monetization: MoneyRegular,
  content_id: ContentViewRegular,
  strike: ShieldErrorRegular,
  claim_deadline: ClockAlarmRegular,
}

/** A decorative icon for a notification kind (unknown kinds get the bell). */
export function TypeKeyIcon({ typeKey, className }: { typeKey: string; className?: string }) {
  const kind = knownTypeKey(typeKey)
  const Icon = kind ? ICONS[kind] : AlertRegular
  return <Icon className={className} aria-hidden="true" />
}
