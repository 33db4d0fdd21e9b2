import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The end-to-end files start longest first, so the two workers finish together: multi-tab waits
 * out several 10-second refresh windows and auth walks every sign-in path (about 150 s and 100 s
 * of the suite's ~680 s). Started last, either kept one worker busy alone while the other idled.
 * Vitest orders files by their last durations when it has them (not on a fresh clone, as in CI),
 * otherwise by size, which says nothing about waiting; the rest keep its order.
 */
const LONGEST_FIRST = ['multi-tab.e2e.ts', 'auth.e2e.ts']

const rank = (spec: TestSpecification) => {
  const index = LONGEST_FIRST.findIndex((name) => spec.moduleId.endsWith(`/${name}`))
  return index === -1 ? LONGEST_FIRST.length : index
}

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    return [...sorted].sort((a, b) => rank(a) - rank(b))
  }
}
