import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * A vitest sequencer that starts the files `rank` puts first (lower first), and otherwise keeps
 * vitest's own order: longest first by the last run's durations, or by file size without them, as on
 * a fresh clone in CI, where size says nothing about how long a file waits or renders. With the
 * slow files first the workers finish together instead of one ending the run alone.
 */
export function rankedSequencer(rank: (spec: TestSpecification) => number) {
  return class RankedSequencer extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const sorted = await super.sort(files)
      return [...sorted].sort((a, b) => rank(a) - rank(b))
    }
  }
}

/** The rank of a name in `first` (its index), or after all of them. */
export const rankIn = (first: readonly string[], name: string | undefined) => {
  const index = name === undefined ? -1 : first.indexOf(name)
  return index === -1 ? first.length : index
}
