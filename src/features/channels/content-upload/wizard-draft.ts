import { initialContentCreation, LAST_STEP, type ContentCreationState } from './content-creation-state'

/** The content wizard's draft of a page (the videos or short videos of a channel): one per page. */
export const wizardDraftScope = (pathname: string) => `${pathname}#content-wizard`

/** What a draft keeps: everything but the chosen files (a File cannot be stored; its upload goes on in the tray). */
export type KeptContentCreation = Omit<ContentCreationState, 'step1'> & { step1: { madeForKids: boolean } }

/** What to keep of the wizard, or null when there is nothing to keep (untouched, or published: the links step). */
export function wizardDraftOf(state: ContentCreationState): KeptContentCreation | null {
  const untouched = state.id == null && state.edited.length === 0 && state.currentStep === 0
  if (untouched || state.currentStep === LAST_STEP) return null
  return { ...state, step1: { madeForKids: state.step1.madeForKids } }
}

/** The wizard's state from a kept draft (no files chosen: they were picked on the page that went away). */
export function fromWizardDraft(kept: KeptContentCreation): ContentCreationState {
  const initial = initialContentCreation(kept.placement)
  return {
    ...initial,
    ...kept,
    step1: { files: [], madeForKids: kept.step1?.madeForKids === true },
    step2: { ...initial.step2, ...kept.step2 },
    step3: { ...initial.step3, ...kept.step3 },
    edited: Array.isArray(kept.edited) ? kept.edited : [],
  }
}
