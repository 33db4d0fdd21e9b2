import { Badge } from '@fluentui/react-components'

/** Cell helpers shared by lists: status badges, name lists (formatting: `@/shared/ui/format`). */

/** active / passive as a coloured badge; the label comes from the enum list or the screen. */
export function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <Badge appearance="tint" shape="rounded" color={status === 'active' ? 'success' : status === 'passive' ? 'subtle' : 'informative'}>
      {label}
    </Badge>
  )
}

/** `[{name: 'A'}, {name: 'B'}]` → `A, B` (spec: roles joined by a comma). */
export const joinNames = (refs: ReadonlyArray<{ name: string }> | null | undefined) => (refs ?? []).map((ref) => ref.name).join(', ')

