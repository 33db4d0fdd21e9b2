// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest'
import { signAccessToken } from '../auth/jwt'
import { visibleChannels } from '../db/channel-access'
import { createGateway, type MockGateway } from '../gateway'
import { HUB_PATH, type HubSocket } from './hub'
import { MessageType, parseFrames, RECORD_SEPARATOR } from './protocol'

const g = globalThis as { localStorage?: unknown; sessionStorage?: unknown }
g.localStorage ??= { clear: () => undefined }
g.sessionStorage ??= { clear: () => undefined }

class Socket implements HubSocket {
  sent: string[] = []
  send(data: string) {
    this.sent.push(data)
  }
  close() {}
  invocations(target: string) {
    return this.sent.flatMap((chunk) => parseFrames(chunk)).filter((m) => m.type === MessageType.Invocation && m.target === target)
  }
}

let gateway: MockGateway

afterEach(() => gateway.hub.dropAll())

async function connect(email: string) {
  const user = gateway.db.identity.users.find((u) => u.email === email)!
  const url = new URL(`http://gateway.test${HUB_PATH}`)
  url.searchParams.set('userId', user.id)
  url.searchParams.set(
    'access_token',
    await signAccessToken({ sub: user.id, email, given_name: 'A', family_name: 'B', role: user.roles.map((r) => r.name) }, 3600),
  )
  const socket = new Socket()
  const handlers = await gateway.hub.accept(socket, url)
  handlers!.onMessage(`{"protocol":"json","version":1}${RECORD_SEPARATOR}`)
  return { socket, user }
}

describe('VideoStatusChanged on the hub', () => {
  it('is pushed, with the video status fields, to users who may read the channel when the processing schedule advances', async () => {
    gateway = createGateway()
    const admin = await connect('admin@demo.local')
    const editor = await connect('editor@demo.local')
    // A channel with videos still processing that the editor is not assigned to, when there is one.
    const hidden = gateway.db.channel.channels.find((c) => !visibleChannels(gateway.db, editor.user.id).some((v) => v.id === c.id))!
    const processing = gateway.db.videos.list(hidden.id).find((v) => v.uploadStatus === 'processing')
    const channel = processing ? hidden : gateway.db.channel.channels[0]!
    const video = processing ?? gateway.db.videos.list(channel.id).find((v) => v.uploadStatus === 'processing')!
    expect(gateway.db.videos.processingQueue()).toContain(video.id)

    const events = gateway.db.videos.advanceProcessing({ count: gateway.db.videos.processingQueue().indexOf(video.id) + 1 })
    expect(events.map((e) => e.id)).toContain(video.id)
    expect(gateway.db.videos.get(video.id)).toMatchObject({ uploadStatus: 'uploaded', loadingStatus: 100 })

    const pushed = admin.socket.invocations('VideoStatusChanged').map((m) => m.arguments?.[0] as { id: string })
    expect(pushed).toContainEqual({
      id: video.id,
      channelId: channel.id,
      videoId: video.videoId,
      status: video.status,
      loadingStatus: 100,
      uploadStatus: 'uploaded',
      thumbnail: expect.stringMatching(/^http:\/\/gateway\.test\/mock-files\/generated\/.+\.png$/),
    })
    const editorSees = visibleChannels(gateway.db, editor.user.id).some((c) => c.id === channel.id)
    expect(editor.socket.invocations('VideoStatusChanged').some((m) => (m.arguments?.[0] as { id: string }).id === video.id)).toBe(editorSees)
    expect(gateway.db.videos.processingQueue()).not.toContain(video.id)
  })
})
