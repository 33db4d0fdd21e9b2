import { rankedSequencer, rankIn } from './helpers/sequencer'

/**
 * The unit and integration files start project by project, slowest kind first: the fault sweep
 * (7–15 s a file), then the gateway and hub files (the contract test alone
 * takes ~27 s) and the two isolated tab files, then the screen and component files, most of them a
 * second or two. Vitest runs the
 * projects in name order (dom, node, sweep): the sweep came last, and the run ended with one worker
 * on a sweep file while the other idled.
 */
const PROJECT_ORDER = ['sweep', 'node', 'dom-reloading', 'dom']

export default rankedSequencer((spec) => rankIn(PROJECT_ORDER, spec.project.name))
