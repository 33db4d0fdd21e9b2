/**
 * A server-provided image address, or undefined unless it is http(s) (or a same-origin path).
 * docs/architecture.md: addresses from the server pass an allow-list before they reach the DOM.
 */
export function safeImageUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined
  const trimmed = value.trim()
  if (/^https?:\/\//i.test(trimmed)) return trimmed
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed
  return undefined
}
