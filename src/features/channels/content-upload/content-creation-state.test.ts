import { describe, expect, it } from 'vitest'
import type { Content } from '@/api/generated/channel/model'
import { contentCreationReducer as reduce, initialContentCreation, LAST_STEP, plannedInstant, publishRequest } from './content-creation-state'

describe('content creation state', () => {
  it('starts at step 0, private, statistics shown, nothing chosen', () => {
    const state = initialContentCreation('short')
    expect(state).toMatchObject({ currentStep: 0, placement: 'short', id: null, statistics_display: true })
    expect(state.step1).toEqual({ files: [], madeForKids: false })
    expect(state.step3).toEqual({ visibility: 'private', plan_date_and_time: '' })
  })

  it('moves between the steps within bounds and keeps what was chosen across a step back', () => {
    let state = initialContentCreation()
    state = reduce(state, { type: 'back' })
    expect(state.currentStep).toBe(0)
    state = reduce(state, { type: 'step1', patch: { madeForKids: true } })
    state = reduce(state, { type: 'next' })
    state = reduce(state, { type: 'step2', patch: { title: 'Bölüm 1' } })
    state = reduce(state, { type: 'back' })
    expect(state.currentStep).toBe(0)
    expect(state.step1.madeForKids).toBe(true)
    expect(state.step2.title).toBe('Bölüm 1')
    for (let i = 0; i < 10; i++) state = reduce(state, { type: 'next' })
    expect(state.currentStep).toBe(LAST_STEP)
    // The links step is the end: no way back into a published content.
    expect(reduce(state, { type: 'back' }).currentStep).toBe(LAST_STEP)
  })

  it('resets to step 0 and the defaults, keeping the placement', () => {
    let state = initialContentCreation('short')
    state = reduce(state, { type: 'created', id: 'c', videoUid: 'v', fileName: 'fragman.mp4' })
    state = reduce(state, { type: 'step3', patch: { visibility: 'public' } })
    state = reduce(state, { type: 'next' })
    expect(state.step2.title).toBe('fragman')
    expect(reduce(state, { type: 'reset' })).toEqual(initialContentCreation('short'))
  })

  it('keeps the step 2 choices (language, product, placement) across a step back; a reset to the page’s placement clears them', () => {
    let state = reduce(initialContentCreation('video'), { type: 'next' })
    state = reduce(state, { type: 'step2', patch: { languageId: 'lang-1', productId: 'product-1' } })
    state = reduce(state, { type: 'fields', patch: { placement: 'short' } })
    state = reduce(reduce(state, { type: 'back' }), { type: 'next' })
    expect(state.step2).toMatchObject({ languageId: 'lang-1', productId: 'product-1' })
    expect(state.placement).toBe('short')
    expect(reduce(state, { type: 'reset', placement: 'video' })).toEqual(initialContentCreation('video'))
  })

  it('drops the planned date when the visibility is not scheduled', () => {
    let state = reduce(initialContentCreation(), { type: 'step3', patch: { visibility: 'scheduled', plan_date_and_time: '2030-01-02T10:30' } })
    expect(state.step3.plan_date_and_time).toBe('2030-01-02T10:30')
    state = reduce(state, { type: 'step3', patch: { visibility: 'unlisted' } })
    expect(state.step3.plan_date_and_time).toBe('')
  })

  it('reads the planned date and time in the user zone and refuses the past', () => {
    const now = new Date(2030, 0, 2, 10, 0).getTime()
    expect(plannedInstant('2030-01-02T10:30', now)).toEqual({ iso: new Date(2030, 0, 2, 10, 30).toISOString(), problem: null })
    expect(plannedInstant('2030-01-02T09:59', now).problem).toBe('past')
    expect(plannedInstant('2030-02-31T09:59', now).problem).toBe('invalid')
    expect(publishRequest({ visibility: 'scheduled', plan_date_and_time: '' }, now)).toEqual({ problem: 'required' })
    expect(publishRequest({ visibility: 'private', plan_date_and_time: '' }, now)).toEqual({ body: { visibility: 'private', plan_date_and_time: null } })
    expect(publishRequest({ visibility: 'scheduled', plan_date_and_time: '2030-01-03T08:00' }, now)).toEqual({
      body: { visibility: 'scheduled', plan_date_and_time: new Date(2030, 0, 3, 8, 0).toISOString() },
    })
  })

  describe('the server’s draft', () => {
    const draft = (overrides: Partial<Content> = {}): Content => ({
      id: 'c',
      channelId: 'ch',
      placement: 'video',
      currentStep: 0,
      videoId: null,
      videoUid: 'v',
      fileName: 'fragman.mp4',
      sizeBytes: null,
      uploadStatus: 'pending',
      loadingStatus: 0,
      thumbnail: null,
      processedThumbnail: null,
      youtubeUrl: null,
      youtubeStudioUrl: null,
      title: 'fragman',
      description: 'Abone olun',
      tags: ['dizi'],
      categoryId: '17',
      productId: null,
      languageId: 'lang-tr',
      madeForKids: true,
      statistics_display: false,
      visibility: 'private',
      plan_date_and_time: null,
      createdAt: '2026-11-01T10:00:00Z',
      ...overrides,
    })
    const created = () => reduce(initialContentCreation(), { type: 'created', id: 'c', videoUid: 'v', fileName: 'fragman.mp4' })

    it('fills in the details, made for kids and statistics once', () => {
      let state = reduce(created(), { type: 'draft', content: draft() })
      expect(state.step2).toEqual({ title: 'fragman', description: 'Abone olun', tags: ['dizi'], categoryId: '17', languageId: 'lang-tr', productId: null })
      expect(state.step1.madeForKids).toBe(true)
      expect(state.statistics_display).toBe(false)
      // Once: a later answer (a refetch) does not undo what the user changed since.
      state = reduce(state, { type: 'step2', patch: { description: '' } })
      expect(reduce(state, { type: 'draft', content: draft() }).step2.description).toBe('')
    })

    it('leaves what the user changed before it arrived, and keeps the file’s title when it has none', () => {
      let state = created()
      state = reduce(state, { type: 'step2', patch: { description: 'Benim', tags: [] } })
      state = reduce(state, { type: 'step1', patch: { madeForKids: false } })
      state = reduce(state, { type: 'fields', patch: { statistics_display: true } })
      state = reduce(state, { type: 'draft', content: draft({ title: null }) })
      expect(state.step2).toEqual({ title: 'fragman', description: 'Benim', tags: [], categoryId: '17', languageId: 'lang-tr', productId: null })
      expect(state.step1.madeForKids).toBe(false)
      expect(state.statistics_display).toBe(true)
    })

    it('ignores another content’s draft, and a reset forgets what was changed', () => {
      const state = reduce(created(), { type: 'step2', patch: { description: 'Benim' } })
      expect(reduce(state, { type: 'draft', content: draft({ id: 'other' }) })).toBe(state)
      const again = reduce(reduce(state, { type: 'reset' }), { type: 'created', id: 'c2', videoUid: 'v2', fileName: 'b.mp4' })
      expect(reduce(again, { type: 'draft', content: draft({ id: 'c2' }) }).step2.description).toBe('Abone olun')
    })
  })
})
