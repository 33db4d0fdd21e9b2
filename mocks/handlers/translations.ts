import type { RequestHandler } from 'msw'
import type { Translation, TranslationItemType, TranslationLanguageCoverage, TranslationSource } from '@/api/generated/channel/model'
import {
  CreateTranslationBody,
  DeleteTranslationBulkBody,
  PurgeTranslationsBody,
  RestoreTranslationsBody,
  SearchTranslationSourcesBody,
  SearchTranslationsBody,
  SearchTranslationTrashBody,
  UpdateTranslationBody,
} from '@/api/generated/channel/zod/index.zod'
import type { Db } from '../db'
import { mayAccessChannel } from '../db/channel-access'
import { isUuid } from '../db/random'
import { basisOf, TARGET_LANGUAGES, type TranslationRecord, type TranslationSourceText } from '../db/translations'
import { deleter, trashOf } from '../db/trash'
import { listPage } from '../lib/list'
import { fail, matches, notFound, ok, page } from '../lib/respond'
import { routesFor } from '../lib/route'
import { trashRoutes } from '../lib/trash-routes'

const sameLanguage = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** The original title and description of a video, playlist or channel now. */
function sourceOf(db: Db, itemType: TranslationItemType, itemId: string): TranslationSourceText | null {
  const channelName = (id: string) => db.channel.channels.find((c) => c.id === id)?.name ?? ''
  switch (itemType) {
    case 'video': {
      const video = db.videos.get(itemId)
      return video ? { title: video.video, description: video.description, channelId: video.channelId, channelName: channelName(video.channelId) } : null
    }
    case 'playlist': {
      const playlist = db.playlists.find((p) => p.id === itemId)
      return playlist
        ? { title: playlist.playlist, description: playlist.description, channelId: playlist.channelId, channelName: channelName(playlist.channelId) }
        : null
    }
    case 'channel': {
      const channel = db.channel.channels.find((c) => c.id === itemId)
      return channel ? { title: channel.name, description: null, channelId: channel.id, channelName: channel.name } : null
    }
  }
}

function view(db: Db, record: TranslationRecord): Translation | null {
  const source = sourceOf(db, record.itemType, record.itemId)
  if (!source) return null
  const { basis, ...fields } = record
  return {
    ...fields,
    itemTitle: source.title,
    channelId: source.channelId,
    channelName: source.channelName,
    sourceTitle: source.title,
    sourceDescription: source.description,
    needsUpdate: basis !== basisOf(source),
  }
}

/** Every item of a kind (in one channel when given), with its original text. */
function itemsOf(db: Db, itemType: TranslationItemType, channelId: string | undefined): Array<{ itemId: string } & TranslationSourceText> {
  const channels = db.channel.channels.filter((c) => !channelId || c.id === channelId)
  switch (itemType) {
    case 'video':
      return channels.flatMap((c) =>
        db.videos.list(c.id).map((v) => ({ itemId: v.id, title: v.video, description: v.description, channelId: c.id, channelName: c.name })),
      )
    case 'playlist':
      return db.playlists
        .filter((p) => channels.some((c) => c.id === p.channelId))
        .map((p) => ({
          itemId: p.id,
          title: p.playlist,
          description: p.description,
          channelId: p.channelId,
          channelName: channels.find((c) => c.id === p.channelId)?.name ?? '',
        }))
    case 'channel':
      return channels.map((c) => ({ itemId: c.id, title: c.name, description: null, channelId: c.id, channelName: c.name }))
  }
}

/** Translations of titles and descriptions (translation page), a channel's coverage, and the items left to translate. */
const emptyCoverage = (languageCode: string): TranslationLanguageCoverage => ({
  languageCode,
  translatedCount: 0,
  publishedCount: 0,
  needsUpdateCount: 0,
  subtitledCount: 0,
  subtitlesNeedUpdateCount: 0,
})

export function translationHandlers(db: Db): RequestHandler[] {
  const route = routesFor(db)
  const all = () => db.translations
  /** Channel scopes: the channel of a translated item, of a translation's item, of a search's item. */
  const itemChannel = (itemType: TranslationItemType | null | undefined, itemId: string | null | undefined) =>
    itemType && itemId ? sourceOf(db, itemType, itemId)?.channelId : undefined
  const recordChannel = (id: string | undefined) => {
    const record = all().find((t) => t.id === id)
    return record && itemChannel(record.itemType, record.itemId)
  }
  const trash = trashOf(db).translations
  /** The channel of a trashed translation's item, live or itself in a Trash (so the channel scope still holds). */
  const trashedChannel = (record: TranslationRecord) =>
    itemChannel(record.itemType, record.itemId) ??
    (record.itemType === 'video' ? trashOf(db).videos.get(record.itemId)?.record.video.channelId : trashOf(db).playlists.get(record.itemId)?.record.channelId)
  const sameSlot = (a: TranslationRecord, b: TranslationRecord) => a.itemId === b.itemId && sameLanguage(a.languageCode, b.languageCode)

  return [
    route(
      'channel',
      'post',
      '/translations/search',
      { permission: 'translation_read', body: SearchTranslationsBody, channel: ({ body }) => [body.channelId, itemChannel(body.itemType, body.itemId)] },
      ({ body, claims }) => {
        const found = all()
          .filter(
            (t) => (!body.itemType || t.itemType === body.itemType) && (!body.itemId || t.itemId === body.itemId) && (!body.status || t.status === body.status),
          )
          .filter((t) => !body.languageCode || sameLanguage(t.languageCode, body.languageCode))
          .flatMap((t) => view(db, t) ?? [])
          .filter(
            (t) =>
              (!body.channelId || t.channelId === body.channelId) &&
              mayAccessChannel(db, claims.sub, t.channelId) &&
              (body.needsUpdate === undefined || t.needsUpdate === body.needsUpdate) &&
              matches(body.search, t.itemTitle, t.title),
          )
        return ok(listPage(found, body, { key: 'updatedAt', order: 'desc' }))
      },
    ),

    route('channel', 'get', '/translations/coverage', { permission: 'translation_read', channel: (call) => call.url.searchParams.get('channelId') }, (call) => {
      const channelId = call.url.searchParams.get('channelId') ?? ''
      if (!isUuid(channelId)) return fail(400, 'channelId must be a UUID.')
      const channel = db.channel.channels.find((c) => c.id === channelId)
      if (!channel) return notFound('Channel')
      const videos = db.videos.list(channel.id)
      const ofChannel = new Set(videos.map((v) => v.id))
      const byLanguage = new Map<string, TranslationLanguageCoverage>(TARGET_LANGUAGES.map((code) => [code, emptyCoverage(code)]))
      for (const t of all()) {
        if (t.itemType !== 'video' || !ofChannel.has(t.itemId)) continue
        const code = t.languageCode.toLowerCase()
        const entry = byLanguage.get(code) ?? emptyCoverage(code)
        entry.translatedCount++
        if (t.status === 'published') entry.publishedCount++
        if (view(db, t)?.needsUpdate) entry.needsUpdateCount++
        byLanguage.set(code, entry)
      }
      // Subtitles per language: videos with a published track, videos with a track timed against a replaced file.
      for (const video of videos) {
        const tracks = db.captions.ofVideo(video.id).map((record) => db.captions.view(record))
        for (const code of new Set(tracks.map((track) => track.languageCode.toLowerCase()))) {
          const entry = byLanguage.get(code) ?? emptyCoverage(code)
          const inLanguage = tracks.filter((track) => track.languageCode.toLowerCase() === code)
          if (inLanguage.some((track) => track.status === 'published')) entry.subtitledCount++
          if (inLanguage.some((track) => track.needsUpdate)) entry.subtitlesNeedUpdateCount++
          byLanguage.set(code, entry)
        }
      }
      const languages = [...byLanguage.values()].sort((a, b) => b.translatedCount - a.translatedCount || a.languageCode.localeCompare(b.languageCode))
      return ok({ channelId: channel.id, channelName: channel.name, videoCount: videos.length, languages })
    }),

    route(
      'channel',
      'post',
      '/translation-sources/search',
      { permission: 'translation_read', body: SearchTranslationSourcesBody, channel: ({ body }) => [body.channelId, itemChannel(body.itemType, body.itemId)] },
      ({ body, claims }) => {
        const languagesOf = new Map<string, string[]>()
        for (const t of all()) if (t.itemType === body.itemType) languagesOf.set(t.itemId, [...(languagesOf.get(t.itemId) ?? []), t.languageCode])
        const found: TranslationSource[] = []
        const known = body.itemId ? sourceOf(db, body.itemType, body.itemId) : null
        const items = body.itemId ? (known ? [{ itemId: body.itemId, ...known }] : []) : itemsOf(db, body.itemType, body.channelId)
        for (const item of items) {
          if (!mayAccessChannel(db, claims.sub, item.channelId)) continue
          const languageCodes = languagesOf.get(item.itemId) ?? []
          if (body.missingLanguageCode && languageCodes.some((code) => sameLanguage(code, body.missingLanguageCode as string))) continue
          if (!matches(body.search, item.title)) continue
          found.push({ itemType: body.itemType, ...item, languageCodes })
        }
        return ok(page(found, body.index, body.size))
      },
    ),

    // An item has at most one translation per language.
    route(
      'channel',
      'post',
      '/translations',
      {
        audit: { record: 'translation', id: 'answer:id' },
        permission: 'translation_write',
        body: CreateTranslationBody,
        channel: ({ body }) => itemChannel(body.itemType, body.itemId),
      },
      ({ body }) => {
        const source = sourceOf(db, body.itemType, body.itemId)
        if (!source) return fail(400, `The ${body.itemType} does not exist.`)
        if (all().some((t) => t.itemId === body.itemId && sameLanguage(t.languageCode, body.languageCode)))
          return fail(400, `This ${body.itemType} already has a ${body.languageCode} translation.`)
        const record: TranslationRecord = {
          id: crypto.randomUUID(),
          itemType: body.itemType,
          itemId: body.itemId,
          languageCode: body.languageCode,
          title: body.title.trim(),
          description: body.description?.trim() || null,
          status: body.status ?? 'draft',
          updatedAt: new Date().toISOString(),
          basis: basisOf(source),
        }
        all().push(record)
        return ok({ id: record.id })
      },
    ),

    route(
      'channel',
      'delete',
      '/translations/bulk',
      {
        audit: { record: 'translation', id: 'each:ids' },
        permission: 'translation_write',
        body: DeleteTranslationBulkBody,
        channel: ({ body }) => body.ids.map(recordChannel),
      },
      ({ body, claims }) => {
        const list = all()
        const by = deleter(db, claims.sub)
        for (const record of list.filter((t) => body.ids.includes(t.id))) trash.put(record, by)
        list.splice(0, list.length, ...list.filter((t) => !body.ids.includes(t.id)))
        return ok(null)
      },
    ),

    ...trashRoutes(db, {
      path: '/translations',
      bin: trash,
      record: 'translation',
      hubType: 'translations',
      read: 'translation_read',
      write: 'translation_write',
      bodies: { search: SearchTranslationTrashBody, restore: RestoreTranslationsBody, purge: PurgeTranslationsBody },
      notInTrash: 'This translation is not in the Trash.',
      found: (record, body, caller) => {
        const shown = view(db, record)
        return (
          !!shown &&
          (!body.channelId || shown.channelId === body.channelId) &&
          mayAccessChannel(db, caller, shown.channelId) &&
          matches(body.search, shown.itemTitle, shown.title)
        )
      },
      row: (record) => view(db, record)!,
      channelOf: trashedChannel,
      searchChannel: (body) => body.channelId,
      refuseRestore: (records) => {
        if (records.some((record) => !sourceOf(db, record.itemType, record.itemId)))
          return fail(400, 'The item of this translation is deleted; restore the item first.')
        // An item has at most one translation per language: one written since keeps its place.
        if (records.some((record, i) => all().some((t) => sameSlot(t, record)) || records.slice(0, i).some((other) => sameSlot(other, record))))
          return fail(400, 'Its item has a translation in this language again; the deleted one cannot come back beside it.')
        return null
      },
      putBack: (record) => all().push(record),
    }),

    route('channel', 'get', '/translations/:id', { permission: 'translation_read', channel: (call) => recordChannel(call.params.id) }, (call) => {
      const record = all().find((t) => t.id === call.params.id)
      const shown = record && view(db, record)
      return shown ? ok(shown) : notFound('Translation')
    }),

    // Saving a translation means it was checked against the original as it reads now.
    route(
      'channel',
      'put',
      '/translations/:id',
      {
        audit: { record: 'translation', id: 'param:id' },
        permission: 'translation_write',
        body: UpdateTranslationBody,
        channel: (call) => recordChannel(call.params.id),
      },
      ({ body, params }) => {
        const record = all().find((t) => t.id === params.id)
        const source = record && sourceOf(db, record.itemType, record.itemId)
        if (!record || !source) return notFound('Translation')
        Object.assign(record, {
          title: body.title.trim(),
          description: body.description?.trim() || null,
          status: body.status,
          updatedAt: new Date().toISOString(),
          basis: basisOf(source),
        })
        return ok(null)
      },
    ),
  ]
}
