/** SignalR JSON hub protocol framing: JSON messages, each ended by the record separator. */
export const RECORD_SEPARATOR = '\u001e'

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
} as const

export interface HubMessage {
  type?: number
  invocationId?: string
  target?: string
  arguments?: unknown[]
  result?: unknown
  error?: string
  allowReconnect?: boolean
  protocol?: string
  version?: number
}

export const frame = (message: object) => JSON.stringify(message) + RECORD_SEPARATOR

/** Splits a received chunk into messages; a chunk may hold several. */
export function parseFrames(data: string): HubMessage[] {
  return data
    .split(RECORD_SEPARATOR)
    .filter((part) => part.trim() !== '')
    .map((part) => JSON.parse(part) as HubMessage)
}
