/**
 * What to tell the user about a failed call. Works on the mutator's ApiError by shape (this
 * bottom layer does not import src/api): the server's own message wins, then a client message
 * key (translated by the caller), then nothing (the caller's generic text).
 */
export interface ErrorDescription {
  /** The server's text (header.message), shown as is. */
  serverMessage?: string
  /** A translation key in the `common` namespace (e.g. errors.network). */
  messageKey?: string
  status?: number
}

export function describeError(error: unknown): ErrorDescription {
  if (typeof error !== 'object' || error === null) return {}
  const { serverMessage, messageKey, status } = error as { serverMessage?: unknown; messageKey?: unknown; status?: unknown }
  return {
    serverMessage: typeof serverMessage === 'string' && serverMessage.trim() ? serverMessage : undefined,
    messageKey: typeof messageKey === 'string' && messageKey ? messageKey : undefined,
    status: typeof status === 'number' ? status : undefined,
  }
}
