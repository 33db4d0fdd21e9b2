import { describe, expect, it } from 'vitest'
import { createTestI18n } from '@tests/i18n'
import { checkFile, chooseFiles, formatBytes, matchesAccept, refusalText, rulesSummary, typeNames, type FileRules } from './file-rules'

const MB = 1024 * 1024
const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type })
const IMAGES: FileRules = { accept: ['image/jpeg', '.jpg', 'image/png', 'image/gif'], maxBytes: 2 * MB }

describe('file rules', () => {
  it('accepts by MIME type, type family or extension, case-insensitively', () => {
    expect(matchesAccept(file('a.PNG', 'image/png'), ['image/png'])).toBe(true)
    expect(matchesAccept(file('a.jpg', ''), ['.JPG'])).toBe(true)
    expect(matchesAccept(file('clip.mp4', 'video/mp4'), ['video/*'])).toBe(true)
    expect(matchesAccept(file('x.bmp', 'image/bmp'), IMAGES.accept)).toBe(false)
    expect(matchesAccept(file('noextension', ''), ['.png'])).toBe(false)
    expect(matchesAccept(file('any.bin', ''), undefined)).toBe(true)
    expect(typeNames(['image/jpeg', '.jpg', 'image/svg+xml', 'video/*'])).toEqual(['JPEG', 'JPG', 'SVG', 'video/*'])
  })

  it('refuses by type, emptiness and size, in that order', () => {
    expect(checkFile(file('x.bmp', 'image/bmp', 5 * MB), IMAGES)).toMatchObject({ name: 'x.bmp', rule: 'type' })
    expect(checkFile(file('empty.png', 'image/png', 0), IMAGES)).toEqual({ name: 'empty.png', rule: 'empty' })
    expect(checkFile(file('big.png', 'image/png', 2 * MB + 1), IMAGES)).toEqual({ name: 'big.png', rule: 'size', size: 2 * MB + 1, limit: 2 * MB })
    expect(checkFile(file('ok.png', 'image/png', 2 * MB), IMAGES)).toBeNull()
  })

  it('keeps the files already chosen when a new one is refused, and the same file once', async () => {
    const kept = file('a.png', 'image/png')
    const next = file('b.gif', 'image/gif')
    const choice = await chooseFiles([kept], [file('x.bmp', 'image/bmp'), next, kept], IMAGES, true)
    expect(choice.files).toEqual([kept, next])
    expect(choice.refused.map((refusal) => `${refusal.name}:${refusal.rule}`)).toEqual(['x.bmp:type'])
  })

  it('stops at maxFiles, naming each file left out', async () => {
    const rules: FileRules = { maxFiles: 2 }
    const choice = await chooseFiles([file('1.txt', 'text/plain')], [file('2.txt', 'text/plain'), file('3.txt', 'text/plain')], rules, true)
    expect(choice.files.map((f) => f.name)).toEqual(['1.txt', '2.txt'])
    expect(choice.refused).toEqual([{ name: '3.txt', rule: 'count', limit: 2 }])
  })

  it('replaces the file of a one-file field only with an accepted one', async () => {
    const current = file('old.png', 'image/png')
    expect((await chooseFiles([current], [file('x.bmp', 'image/bmp')], IMAGES, false)).files).toEqual([current])
    const fresh = file('new.jpg', 'image/jpeg')
    expect((await chooseFiles([current], [fresh, file('other.png', 'image/png')], IMAGES, false)).files).toEqual([fresh])
  })

  it('runs the inspect hook (e.g. a minimum image width) only on files that passed the other rules', async () => {
    const seen: string[] = []
    const rules: FileRules = {
      ...IMAGES,
      inspect: (candidate) => {
        seen.push(candidate.name)
        return candidate.name.startsWith('narrow') ? { key: 'common:form.file.type', values: { types: '≥ 1280 px' } } : null
      },
    }
    const choice = await chooseFiles([], [file('x.bmp', 'image/bmp'), file('narrow.png', 'image/png'), file('wide.png', 'image/png')], rules, true)
    expect(seen).toEqual(['narrow.png', 'wide.png'])
    expect(choice.files.map((f) => f.name)).toEqual(['wide.png'])
    expect(choice.refused[1]).toEqual({ name: 'narrow.png', rule: 'custom', message: { key: 'common:form.file.type', values: { types: '≥ 1280 px' } } })
  })

  it('formats sizes for people in each language', () => {
    expect(formatBytes(5.2 * MB, 'en-US')).toBe('5.2 MB')
    expect(formatBytes(5.2 * MB, 'tr-TR')).toBe('5,2 MB')
    expect(formatBytes(2 * MB, 'en-US')).toBe('2 MB')
    expect(formatBytes(512, 'en-US')).toBe('512 B')
    expect(formatBytes(150 * 1024, 'en-US')).toBe('150 KB')
  })

  it('refuses a file name over 255 characters in every field, in the user’s language, with the name shortened and its control characters shown', () => {
    const long = `${'a'.repeat(250)}\u202egnp.mp4`
    const refusal = checkFile(file(long, 'video/mp4'), {})!
    expect(refusal).toMatchObject({ rule: 'nameLength', length: 258, limit: 255 })
    expect(checkFile(file(`${'ğ'.repeat(251)}.mp4`, 'video/mp4'), {})).toBeNull()
    const translate = (i18n: ReturnType<typeof createTestI18n>) => (key: string, values?: Record<string, string | number>) => i18n.t(key, values ?? {})
    const en = refusalText(translate(createTestI18n('en')), refusal, 'en-US')
    expect(en).toBe(`${'a'.repeat(40)}…a[U+202E]gnp.mp4: the file name has 258 characters; the limit is 255. Rename the file and choose it again.`)
    expect(refusalText(translate(createTestI18n('tr')), refusal, 'tr-TR')).toContain('dosya adı 258 karakter; sınır 255')
    expect(en).not.toContain('\u202e')
  })

  it('says which file broke which rule, in English and Turkish', async () => {
    const refusals = [
      checkFile(file('x.bmp', 'image/bmp'), { accept: ['.jpg', '.png', '.gif'] })!,
      checkFile(file('x.mp4', 'video/mp4', 5.2 * MB), { maxBytes: 2 * MB })!,
    ]
    const en = createTestI18n('en')
    const tr = createTestI18n('tr')
    const translate = (i18n: typeof en) => (key: string, values?: Record<string, string | number>) => i18n.t(key, values ?? {})
    expect(refusals.map((refusal) => refusalText(translate(en), refusal, 'en-US'))).toEqual([
      'x.bmp: only JPG, PNG, or GIF',
      'x.mp4 is 5.2 MB; the limit is 2 MB',
    ])
    expect(refusals.map((refusal) => refusalText(translate(tr), refusal, 'tr-TR'))).toEqual(['x.bmp: yalnızca JPG, PNG veya GIF', 'x.mp4 5,2 MB; sınır 2 MB'])
    expect(refusalText(translate(en), { name: 'c.txt', rule: 'count', limit: 3 }, 'en-US')).toBe('c.txt: no more than 3 files can be chosen')
    expect(rulesSummary(translate(tr), IMAGES, 'tr-TR')).toBe('JPEG, JPG, PNG veya GIF, en fazla 2 MB')
    expect(rulesSummary(translate(en), { ...IMAGES, typeLabel: 'JPG, PNG or GIF' }, 'en-US')).toBe('JPG, PNG or GIF, up to 2 MB')
  })
})
