import type { Content, ContentPlacement, ContentVisibility } from '@/api/generated/channel/model'

/**
 * Content creation: a multi-step state from step 0 that can be reset;
 * what was chosen survives a step back; visibility defaults to private with an optional planned
 * date and time (in the user's time zone, in the future). Pure, so the wizard and its tests share it.
 */
export interface ContentCreationState {
  currentStep: number
  /**
   * Where the video is placed on the channel (openapi ContentPlacement): preset from the page the
   * wizard was opened on, confirmed or changed in step 2; a reset goes back to the page's.
   */
  placement: ContentPlacement
  /** The content record and its draft video, once the first file was chosen. */
  id: string | null
  videoUid: string | null
  videoId: string | null
  fileName: string | null
  thumbnail: string | null
  processedThumbnail: string | null
  youtubeUrl: string | null
  youtubeStudioUrl: string | null
  step1: { files: readonly File[]; madeForKids: boolean }
  step2: { title: string; description: string; tags: readonly string[]; categoryId: string | null; languageId: string | null; productId: string | null }
  /** plan_date_and_time: the `datetime-local` value the user typed (their zone), '' for none. */
  step3: { visibility: ContentVisibility; plan_date_and_time: string }
  statistics_display: boolean
  /** The fields the user changed: the server's draft does not overwrite them when it arrives. */
  edited: readonly DraftField[]
  /** The content whose server draft filled the form (once per content). */
  prefilledFrom: string | null
}

/**
 * The fields the server's draft fills in: the channel's installation defaults it copied into the
 * new upload (description, tags, category, made for kids…), or what was saved before a reload.
 */
type DraftField = keyof ContentCreationState['step2'] | 'madeForKids' | 'statistics_display'

/** Files, details, visibility, then the platform links. */
export const CONTENT_STEPS = ['files', 'details', 'visibility', 'links'] as const
export const LAST_STEP = CONTENT_STEPS.length - 1

export function initialContentCreation(placement: ContentPlacement = 'video'): ContentCreationState {
  return {
    currentStep: 0,
    placement,
    id: null,
    videoUid: null,
    videoId: null,
    fileName: null,
    thumbnail: null,
    processedThumbnail: null,
    youtubeUrl: null,
    youtubeStudioUrl: null,
    step1: { files: [], madeForKids: false },
    step2: { title: '', description: '', tags: [], categoryId: null, languageId: null, productId: null },
    step3: { visibility: 'private', plan_date_and_time: '' },
    statistics_display: true,
    edited: [],
    prefilledFrom: null,
  }
}

export type ContentCreationAction =
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'reset'; placement?: ContentPlacement }
  | { type: 'step1'; patch: Partial<ContentCreationState['step1']> }
  | { type: 'step2'; patch: Partial<ContentCreationState['step2']> }
  | { type: 'step3'; patch: Partial<ContentCreationState['step3']> }
  | { type: 'created'; id: string; videoUid: string; fileName: string }
  /** The content as the server has it (GET contents/{id}): fills in what the user has not changed. */
  | { type: 'draft'; content: Content }
  | {
      type: 'fields'
      patch: Partial<
        Pick<ContentCreationState, 'placement' | 'thumbnail' | 'processedThumbnail' | 'videoId' | 'youtubeUrl' | 'youtubeStudioUrl' | 'statistics_display'>
      >
    }

export function contentCreationReducer(state: ContentCreationState, action: ContentCreationAction): ContentCreationState {
  switch (action.type) {
    case 'next':
      return { ...state, currentStep: Math.min(LAST_STEP, state.currentStep + 1) }
    case 'back':
      // Nothing chosen is lost going back; the links step is the end (no way back once published).
      return state.currentStep === LAST_STEP ? state : { ...state, currentStep: Math.max(0, state.currentStep - 1) }
    case 'reset':
      return initialContentCreation(action.placement ?? state.placement)
    case 'step1':
      return { ...state, step1: { ...state.step1, ...action.patch }, edited: markEdited(state.edited, 'madeForKids' in action.patch ? ['madeForKids'] : []) }
    case 'step2':
      return { ...state, step2: { ...state.step2, ...action.patch }, edited: markEdited(state.edited, Object.keys(action.patch) as DraftField[]) }
    case 'step3': {
      const step3 = { ...state.step3, ...action.patch }
      // A plan belongs to a scheduled content only.
      if (step3.visibility !== 'scheduled') step3.plan_date_and_time = ''
      return { ...state, step3 }
    }
    case 'created':
      return {
        ...state,
        id: action.id,
        videoUid: action.videoUid,
        fileName: action.fileName,
        step2: { ...state.step2, title: state.step2.title || titleFromFileName(action.fileName) },
      }
    case 'draft':
      return prefill(state, action.content)
    case 'fields':
      return { ...state, ...action.patch, edited: markEdited(state.edited, 'statistics_display' in action.patch ? ['statistics_display'] : []) }
  }
}

function markEdited(edited: readonly DraftField[], fields: readonly DraftField[]): readonly DraftField[] {
  const added = fields.filter((field) => !edited.includes(field))
  return added.length > 0 ? [...edited, ...added] : edited
}

/**
 * The server's draft of this content fills the form once, field by field, except what the user
 * already changed (he may reach step 2 before the draft arrives). A draft without a title keeps
 * the one from the file's name.
 */
function prefill(state: ContentCreationState, content: Content): ContentCreationState {
  if (content.id !== state.id || state.prefilledFrom === content.id) return state
  const keep = (field: DraftField) => state.edited.includes(field)
  const step2 = {
    title: keep('title') || !content.title ? state.step2.title : content.title,
    description: keep('description') ? state.step2.description : (content.description ?? ''),
    tags: keep('tags') ? state.step2.tags : content.tags,
    categoryId: keep('categoryId') ? state.step2.categoryId : content.categoryId,
    languageId: keep('languageId') ? state.step2.languageId : content.languageId,
    productId: keep('productId') ? state.step2.productId : content.productId,
  }
  return {
    ...state,
    prefilledFrom: content.id,
    step2,
    step1: keep('madeForKids') ? state.step1 : { ...state.step1, madeForKids: content.madeForKids },
    statistics_display: keep('statistics_display') ? state.statistics_display : content.statistics_display,
  }
}

export const titleFromFileName = (name: string) => (name.replace(/\.[^.]+$/, '') || name).slice(0, 100)

/**
 * The planned instant of a `datetime-local` value read in the user's time zone, as ISO; null when
 * empty. `invalid` when it does not parse, `past` when it is not in the future.
 */
export function plannedInstant(local: string, now = Date.now()): { iso: string | null; problem: 'invalid' | 'past' | null } {
  if (!local) return { iso: null, problem: null }
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local)
  if (!match) return { iso: null, problem: 'invalid' }
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number]
  const date = new Date(y, mo - 1, d, h, mi)
  if (Number.isNaN(date.getTime()) || date.getMonth() !== mo - 1) return { iso: null, problem: 'invalid' }
  return { iso: date.toISOString(), problem: date.getTime() <= now ? 'past' : null }
}

/** Step 3's request: scheduled needs a future plan, the others send none. */
export function publishRequest(step3: ContentCreationState['step3'], now = Date.now()) {
  const plan = plannedInstant(step3.plan_date_and_time, now)
  if (step3.visibility === 'scheduled' && (plan.problem || !plan.iso)) return { problem: plan.problem ?? ('required' as const) }
  return { body: { visibility: step3.visibility, plan_date_and_time: step3.visibility === 'scheduled' ? plan.iso : null } }
}
