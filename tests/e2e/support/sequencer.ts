import { rankedSequencer, rankIn } from '../../helpers/sequencer'

/**
 * The end-to-end files start longest first, so the workers finish together: multi-tab waits
 * out several 10-second refresh windows and auth walks every sign-in path. Started last, either
 * kept one worker busy alone while the others idled.
 */
const LONGEST_FIRST = ['multi-tab.e2e.ts', 'auth.e2e.ts']

export default rankedSequencer((spec) => rankIn(LONGEST_FIRST, spec.moduleId.split('/').pop()))
