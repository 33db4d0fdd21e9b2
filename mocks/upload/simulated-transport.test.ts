// @vitest-environment node
import { http, HttpResponse } from 'msw'
import type { HttpStack } from 'tus-js-client'
import { afterEach, describe, expect, it } from 'vitest'
import { registerSimulatedUploads, SIMULATED_TRANSPORT_KEY } from './simulated-transport'

/** The browser host's upload transport: its own failures answer in the request's language, like the gateway. */

const stack = () => (globalThis as Record<string, unknown>)[SIMULATED_TRANSPORT_KEY] as HttpStack

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[SIMULATED_TRANSPORT_KEY]
})

const UPLOAD_URL = 'http://gateway.test/channel-service/contents/c-1/uploads/u-1'

describe('the simulated upload transport', () => {
  it.each([
    ['tr-TR', 'Bağlantı koptu.'],
    [null, 'Bağlantı koptu.'],
    ['en-US,en;q=0.9', 'The connection dropped.'],
  ])('a dropped connection fails in the language of the request (%s)', async (language, message) => {
    registerSimulatedUploads([http.patch(UPLOAD_URL, () => HttpResponse.error())])
    const request = stack().createRequest('PATCH', UPLOAD_URL)
    if (language) request.setHeader('Accept-Language', language)
    await expect(request.send(new Uint8Array(16))).rejects.toThrow(message)
  })

  it('an aborted chunk fails in the language of the request, and a chunk that arrives reports its progress', async () => {
    registerSimulatedUploads([http.patch(UPLOAD_URL, () => new HttpResponse(null, { status: 204, headers: { 'Upload-Offset': '1048576' } }))])
    const aborted = stack().createRequest('PATCH', UPLOAD_URL)
    aborted.setHeader('Accept-Language', 'tr')
    const sending = aborted.send(new Uint8Array(4 * 1024 * 1024))
    await aborted.abort()
    await expect(sending).rejects.toThrow('Yükleme isteği durduruldu.')

    const english = stack().createRequest('PATCH', UPLOAD_URL)
    english.setHeader('Accept-Language', 'en')
    const progress: number[] = []
    english.setProgressHandler((sent) => progress.push(sent))
    const response = await english.send(new Uint8Array(1024 * 1024))
    expect(response.getStatus()).toBe(204)
    expect(response.getHeader('Upload-Offset')).toBe('1048576')
    expect(progress).toEqual([1024 * 1024])
    const abortedEnglish = stack().createRequest('PATCH', UPLOAD_URL)
    abortedEnglish.setHeader('Accept-Language', 'en')
    const again = abortedEnglish.send(new Uint8Array(4 * 1024 * 1024))
    await abortedEnglish.abort()
    await expect(again).rejects.toThrow('The upload request was aborted.')
  })
})
