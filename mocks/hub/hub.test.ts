// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { signAccessToken, signRefreshToken } from '../auth/jwt'
import { HUB_PATH, MockHub, type HubSocket } from './hub'
import { MessageType, parseFrames, RECORD_SEPARATOR } from './protocol'

/** The hub's protocol handling on a scripted socket (the host-level tests use the real client). */

const g = globalThis as { localStorage?: unknown; sessionStorage?: unknown }
g.localStorage ??= { clear: () => undefined }
g.sessionStorage ??= { clear: () => undefined }

class ScriptedSocket implements HubSocket {
  sent: string[] = []
  closed: { code?: number; reason?: string } | null = null
  send(data: string) {
    this.sent.push(data)
  }
  close(code?: number, reason?: string) {
    this.closed = { code, reason }
  }
  messages() {
    return this.sent.flatMap((chunk) => parseFrames(chunk))
  }
}

const urlFor = async (userId: string | null, tokenSub: string | null = userId, role: string | string[] = 'admin') => {
  const url = new URL(`http://gateway.test${HUB_PATH}`)
  if (userId) url.searchParams.set('userId', userId)
  if (tokenSub) {
    url.searchParams.set('access_token', await signAccessToken({ sub: tokenSub, email: 'a@demo.local', given_name: 'A', family_name: 'B', role }, 3600))
  }
  return url
}

const handshake = `{"protocol":"json","version":1}${RECORD_SEPARATOR}`

let created: string[]
let hub: MockHub

beforeEach(() => {
  created = []
  hub = new MockHub((userId) => created.push(userId))
})

afterEach(() => {
  hub.dropAll()
})

async function open(userId = 'u-1', role: string | string[] = 'admin', acceptLanguage: string | null = null) {
  const socket = new ScriptedSocket()
  const handlers = await hub.accept(socket, await urlFor(userId, userId, role), acceptLanguage)
  expect(handlers).not.toBeNull()
  return { socket, handlers: handlers! }
}

describe('MockHub', () => {
  it('answers the JSON handshake with an empty message', async () => {
    const { socket, handlers } = await open()
    handlers.onMessage(handshake)
    expect(socket.sent).toEqual([`{}${RECORD_SEPARATOR}`])
  })

  it('refuses another protocol with a handshake error and closes', async () => {
    const { socket, handlers } = await open()
    handlers.onMessage(`{"protocol":"messagepack","version":1}${RECORD_SEPARATOR}`)
    expect(socket.messages()[0]?.error).toMatch(/messagepack/)
    expect(socket.closed?.code).toBe(1002)
  })

  it('refuses a missing user id, a missing or refresh token, and a token of another user (4401)', async () => {
    for (const url of [
      await urlFor(null, 'u-1'),
      await urlFor('u-1', null),
      await urlFor('u-1', 'u-2'),
      new URL(`http://gateway.test${HUB_PATH}?userId=u-1&access_token=${await signRefreshToken('u-1', 3600)}`),
    ]) {
      const socket = new ScriptedSocket()
      expect(await hub.accept(socket, url)).toBeNull()
      expect(socket.closed?.code).toBe(4401)
    }
    expect(hub.connectionCount).toBe(0)
  })

  it('accepts a handshake and an invocation arriving in one chunk', async () => {
    const { socket, handlers } = await open('u-7')
    handlers.onMessage(`${handshake}{"type":1,"invocationId":"1","target":"SendTestNotification","arguments":["u-7"]}${RECORD_SEPARATOR}`)
    expect(created).toEqual(['u-7'])
    expect(socket.messages()[1]).toEqual({ type: MessageType.Completion, invocationId: '1', result: null })
  })

  it('SendTestNotification without a user id argument uses the connection’s user; a fire-and-forget call gets no reply', async () => {
    const { socket, handlers } = await open('u-3')
    handlers.onMessage(handshake)
    handlers.onMessage(`{"type":1,"target":"SendTestNotification","arguments":[]}${RECORD_SEPARATOR}`)
    expect(created).toEqual(['u-3'])
    expect(socket.sent).toHaveLength(1)
  })

  it('SendTestNotification to another user: refused for an editor, allowed for an admin role', async () => {
    const editor = await open('u-editor', 'editor')
    editor.handlers.onMessage(handshake)
    editor.handlers.onMessage(`{"type":1,"invocationId":"7","target":"SendTestNotification","arguments":["u-admin"]}${RECORD_SEPARATOR}`)
    expect(created).toEqual([])
    expect(editor.socket.messages()[1]).toMatchObject({
      type: MessageType.Completion,
      invocationId: '7',
      error: 'Test bildirimi yalnızca kendinize gönderilebilir.',
    })
    // The editor's own id is fine.
    editor.handlers.onMessage(`{"type":1,"invocationId":"8","target":"SendTestNotification","arguments":["u-editor"]}${RECORD_SEPARATOR}`)
    expect(created).toEqual(['u-editor'])
    // A role list holding admin may push to anyone.
    const admin = await open('u-admin', ['editor', 'admin'])
    admin.handlers.onMessage(handshake)
    admin.handlers.onMessage(`{"type":1,"invocationId":"9","target":"SendTestNotification","arguments":["u-editor"]}${RECORD_SEPARATOR}`)
    expect(created).toEqual(['u-editor', 'u-editor'])
    expect(admin.socket.messages()[1]).toEqual({ type: MessageType.Completion, invocationId: '9', result: null })
  })

  it('pushes ReloadNotifications only to handshaken connections of that user', async () => {
    const a = await open('u-1')
    const b = await open('u-2')
    const early = await open('u-1')
    a.handlers.onMessage(handshake)
    b.handlers.onMessage(handshake)
    hub.notifyUser('u-1')
    expect(a.socket.messages().at(-1)).toEqual({ type: MessageType.Invocation, target: 'ReloadNotifications', arguments: [] })
    expect(b.socket.messages()).toHaveLength(1)
    expect(early.socket.sent).toHaveLength(0)
  })

  it('closes on a malformed frame with a Close message', async () => {
    const { socket, handlers } = await open()
    handlers.onMessage(handshake)
    handlers.onMessage(`{not json${RECORD_SEPARATOR}`)
    expect(socket.messages().at(-1)).toMatchObject({ type: MessageType.Close, allowReconnect: false })
    expect(socket.closed?.code).toBe(1003)
  })

  it('closes when the client sends Close', async () => {
    const { socket, handlers } = await open()
    handlers.onMessage(handshake)
    handlers.onMessage(`{"type":7}${RECORD_SEPARATOR}`)
    expect(socket.closed?.code).toBe(1000)
  })

  it('pings handshaken connections every 15 s while any connection is open', async () => {
    vi.useFakeTimers()
    const { socket, handlers } = await open()
    await vi.advanceTimersByTimeAsync(15_000)
    expect(socket.sent).toHaveLength(0) // not before the handshake
    handlers.onMessage(handshake)
    await vi.advanceTimersByTimeAsync(15_000)
    expect(socket.messages().at(-1)).toEqual({ type: MessageType.Ping })
    const count = socket.sent.length
    handlers.onClose()
    expect(hub.connectionCount).toBe(0)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(socket.sent).toHaveLength(count)
  })

  it('answers protocol errors and close reasons in the language of the upgrade request: Turkish unless it asks for English', async () => {
    const turkish = await open('u-1', 'editor')
    const english = await open('u-2', 'editor', 'en-US,en;q=0.9')
    for (const { handlers } of [turkish, english]) {
      handlers.onMessage(handshake)
      handlers.onMessage(`{"type":1,"invocationId":"1","target":"Nope","arguments":[]}${RECORD_SEPARATOR}`)
      handlers.onMessage(`{"type":1,"invocationId":"2","target":"SendTestNotification","arguments":["u-9"]}${RECORD_SEPARATOR}`)
    }
    expect(
      turkish.socket
        .messages()
        .slice(1)
        .map((m) => m.error),
    ).toEqual(['Hub’da "Nope" adında bir yöntem yok.', 'Test bildirimi yalnızca kendinize gönderilebilir.'])
    expect(
      english.socket
        .messages()
        .slice(1)
        .map((m) => m.error),
    ).toEqual(['The hub has no method "Nope".', 'A test notification may only be sent to yourself.'])

    const refused = new ScriptedSocket()
    await hub.accept(refused, await urlFor('u-1', 'u-2'))
    expect(refused.closed).toEqual({ code: 4401, reason: 'Erişim belirteci yok, süresi dolmuş ya da bu kullanıcıya ait değil.' })
    const refusedEnglish = new ScriptedSocket()
    await hub.accept(refusedEnglish, await urlFor('u-1', 'u-2'), 'en')
    expect(refusedEnglish.closed).toEqual({ code: 4401, reason: 'The access token is missing, expired or not for this user.' })

    turkish.handlers.onMessage(`{not json${RECORD_SEPARATOR}`)
    expect(turkish.socket.messages().at(-1)).toMatchObject({ type: MessageType.Close, error: 'Mesaj geçerli bir JSON hub protokolü mesajı değil.' })
    const wrongProtocol = await open('u-3', 'admin', 'en')
    wrongProtocol.handlers.onMessage(`{"protocol":"messagepack","version":1}${RECORD_SEPARATOR}`)
    expect(wrongProtocol.socket.messages()[0]?.error).toBe('The requested protocol "messagepack" is not available.')
    expect(wrongProtocol.socket.closed).toEqual({ code: 1002, reason: 'The requested protocol is not available.' })
    english.handlers.onMessage(`{"type":7}${RECORD_SEPARATOR}`)
    expect(english.socket.closed).toEqual({ code: 1000, reason: 'The client closed the connection.' })

    const dropped = await open('u-4')
    hub.dropAll()
    expect(dropped.socket.closed).toEqual({ code: 4000, reason: 'Mock ağ geçidi bağlantıyı kesti.' })
    // Every reason fits a close frame (123 bytes of UTF-8), so no host's socket refuses it.
    for (const socket of [turkish.socket, refused, dropped.socket])
      expect(new TextEncoder().encode(socket.closed?.reason ?? '').length).toBeLessThanOrEqual(123)
  })

  it('dropAll closes every connection with a non-normal code, so clients reconnect', async () => {
    const a = await open('u-1')
    const b = await open('u-2')
    hub.dropAll()
    expect(a.socket.closed?.code).toBe(4000)
    expect(b.socket.closed?.code).toBe(4000)
    expect(hub.connectionCount).toBe(0)
  })
})
