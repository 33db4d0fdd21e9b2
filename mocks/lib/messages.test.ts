// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { inLanguage, TURKISH_MESSAGES, TURKISH_TERMS, translateMessage } from './messages'
import { testClient } from '@tests/test-client'

const root = join(import.meta.dirname, '../..')

/** Seed data (names, descriptions, notification texts in the database), not messages of a call. */
const SEED_DATA = /^mocks\/db\/(identity|channel|channel-settings|documents|playlists|parameter|notification-factory|video-factory|audit|caption-seed)\.ts$/

function* sources(dir: string): Generator<string> {
  for (const name of readdirSync(join(root, dir))) {
    const path = join(dir, name)
    if (statSync(join(root, path)).isDirectory()) yield* sources(path)
    else if (name.endsWith('.ts') && !name.endsWith('.test.ts') && !['generated.ts', 'messages.ts'].includes(name) && !SEED_DATA.test(path)) yield path
  }
}

/** A template literal's `${…}` as the catalogue's `{}`. */
const asKey = (text: string) => text.replace(/\$\{(?:[^{}]|\{[^{}]*\})*\}/g, '{}')

/**
 * Where the gateway's messages come from: the handlers and what they use, and outside the
 * handlers the Node host's transport errors (server), the hub's protocol errors and close
 * reasons (hub) and the uploads' state machine and the browser host's upload transport (upload).
 */
export const MESSAGE_SOURCES = ['mocks/handlers', 'mocks/lib', 'mocks/db', 'mocks/auth', 'mocks/server', 'mocks/hub', 'mocks/upload']

/**
 * Every message the gateway can put into an answer, read from its source: English sentences in
 * string and template literals (at least three words, ending in `.` or `)`, with letters (the
 * thumbnail images' pixel-font rows are not), no Turkish letters: those are already Turkish), and the record names given to notFound().
 */
function producedMessages() {
  const messages = new Map<string, string>()
  const terms = new Map<string, string>()
  for (const dir of MESSAGE_SOURCES) {
    for (const file of sources(dir)) {
      const code = readFileSync(join(root, file), 'utf8')
      for (const match of code.matchAll(/(['`])((?:(?!\1)[^\\\n]|\\.)*?)\1/g)) {
        const text = match[2]!
        if (
          (text.match(/ /g) ?? []).length < 2 ||
          /[çğıöşüÇĞİÖŞÜ]/.test(text) ||
          !/[.)]$/.test(text) ||
          /=>|^\s|import /.test(text) ||
          !/[A-Za-z]{2}/.test(text)
        )
          continue
        messages.set(asKey(text), file)
      }
      for (const call of code.matchAll(/notFound\(([^()]*(?:\([^()]*\)[^()]*)*)\)/g)) {
        for (const literal of (call[1] ?? '').matchAll(/(['`])((?:(?!\1)[^\\\n])*)\1/g)) terms.set(asKey(literal[2]!), file)
      }
    }
  }
  return { messages, terms }
}

describe('the message catalogue', () => {
  const { messages, terms } = producedMessages()

  it('has a Turkish version of every message a handler can produce', () => {
    expect(messages.size).toBeGreaterThan(80)
    // A handler that already writes both languages has the Turkish beside the English.
    const turkish = new Set(Object.values(TURKISH_MESSAGES))
    const missing = [...messages].filter(([text]) => !Object.hasOwn(TURKISH_MESSAGES, text) && !turkish.has(text)).map(([text, file]) => `${file}: ${text}`)
    expect(missing, 'add these to TURKISH_MESSAGES in mocks/lib/messages.ts').toEqual([])
  })

  it('has a Turkish name for every record kind given to notFound()', () => {
    expect(terms.size).toBeGreaterThan(10)
    const missing = [...terms].filter(([text]) => !Object.hasOwn(TURKISH_TERMS, text) && text !== '').map(([text, file]) => `${file}: ${text}`)
    expect(missing, 'add these to TURKISH_TERMS in mocks/lib/messages.ts').toEqual([])
  })

  it('keeps every value of a template, in the order Turkish needs, and translates known names', () => {
    expect(translateMessage('User not found.')).toBe('Kullanıcı bulunamadı.')
    expect(translateMessage('Enum videoStatus not found.')).toBe('videoStatus listesi bulunamadı.')
    expect(translateMessage('One of the licensor records not found.')).toBe('lisans veren kayıtlarından biri bulunamadı.')
    expect(translateMessage('A producer named Yapım A.Ş. already exists.')).toBe('Yapım A.Ş. adında bir yapımcı zaten var.')
    expect(translateMessage('A back_office role named Editör already exists.')).toBe('Editör adında bir back_office rolü zaten var.')
    expect(translateMessage('Another web role is named Moderatör now. Nothing was restored.')).toBe(
      'Artık Moderatör adında başka bir web rolü var. Hiçbiri geri getirilmedi.',
    )
    expect(translateMessage('Tekand Yapım is used by the product Kayıp Nehir and cannot be deleted; make it passive instead.')).toBe(
      'Tekand Yapım, Kayıp Nehir ürünü tarafından kullanılıyor ve silinemez; bunun yerine pasif yapın.',
    )
    expect(translateMessage('Something nobody wrote.')).toBeNull()
    for (const [english, turkish] of Object.entries(TURKISH_MESSAGES)) {
      const slots = english.split('{}').length - 1
      const used = new Set([...turkish.matchAll(/\{(\d)\}/g)].map((m) => Number(m[1])))
      expect([...used].sort(), english).toEqual(Array.from({ length: slots }, (_, i) => i))
    }
  })
})

describe('the gateway answers in the caller’s language', () => {
  it('Turkish by default and for tr, English for en, on an envelope', async () => {
    const client = testClient()
    await client.login('admin@demo.local')
    const path = '/identity-service/users/00000000-0000-4000-8000-00000000dead'
    const turkish = await client.call('GET', path)
    expect(turkish.status).toBe(404)
    expect(((await turkish.json()) as { header: { message: string } }).header.message).toBe('Kullanıcı bulunamadı.')
    const english = await client.call('GET', path, undefined, { 'Accept-Language': 'en-US,en;q=0.9' })
    expect(((await english.json()) as { header: { message: string } }).header.message).toBe('User not found.')
    const unspecified = await client.call('GET', path, undefined, { 'Accept-Language': '' })
    expect(((await unspecified.json()) as { header: { message: string } }).header.message).toBe('Kullanıcı bulunamadı.')
  })

  it('on the token endpoint’s error too', async () => {
    const client = testClient()
    const wrong = await client.token({ grant_type: 'password', username: 'admin@demo.local', password: 'nope' })
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toEqual({ error: 'InvalidUserNameOrPassword', error_description: 'Kullanıcı adı ya da şifre hatalı.' })
  })

  it('on a request body the contract’s schema refuses: zod’s own issue texts too', async () => {
    const client = testClient()
    await client.login('admin@demo.local')
    const search = (language: string) =>
      client.call('POST', '/channel-service/channels/search', { index: 0, size: 100_000, status: 'gone' }, { 'Accept-Language': language })
    const turkish = await search('tr-TR,tr;q=0.9')
    expect(turkish.status).toBe(400)
    expect(((await turkish.json()) as { header: { message: string } }).header.message).toBe('size: Çok büyük: beklenen number <=500')
    const english = await search('en')
    expect(((await english.json()) as { header: { message: string } }).header.message).toBe('size: Too big: expected number to be <=500')
  })

  it('names every refused field in `errors` (path, code, bound), so a client never shows the validator’s text', async () => {
    const client = testClient()
    await client.login('admin@demo.local')
    const answer = await client.call('POST', '/channel-service/channels/search', { index: -1, size: 100_000, search: 'x'.repeat(600) })
    expect(answer.status).toBe(400)
    const { errors } = (await answer.json()) as { errors: unknown }
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'index', code: 'tooSmall', limit: 0 },
        { field: 'size', code: 'tooBig', limit: 500 },
        { field: 'search', code: 'tooLong', limit: expect.any(Number) as number },
      ]),
    )
  })

  it('outside the handlers (Node host, hub, upload transport): inLanguage', () => {
    expect(inLanguage('The request path is not valid.', 'tr')).toBe('İstek yolu geçerli değil.')
    expect(inLanguage('The request path is not valid.', null)).toBe('İstek yolu geçerli değil.')
    expect(inLanguage('The request path is not valid.', 'en-GB,en;q=0.8')).toBe('The request path is not valid.')
    expect(inLanguage('The hub has no method "Nope".', undefined)).toBe('Hub’da "Nope" adında bir yöntem yok.')
    expect(inLanguage('Something nobody wrote.', 'tr')).toBe('Something nobody wrote.')
  })

  it('leaves the developer’s injected faults as they are', async () => {
    const client = testClient()
    await client.login('admin@demo.local')
    const { faults } = await import('../faults')
    faults.set({ method: 'POST', path: '/identity-service/users/search', status: 500 })
    try {
      const response = await client.call('POST', '/identity-service/users/search', { index: 0, size: 10 })
      expect(((await response.json()) as { header: { message: string } }).header.message).toBe('Injected fault: HTTP 500')
    } finally {
      faults.clear()
    }
  })
})
