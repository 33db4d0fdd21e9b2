import { NamedParameterList } from '../named-parameter-list'
import { LICENSORS } from '../named-parameters'

/** /dynamicParameter/licansorParameter (the spec's spelling of the path). */
export function LicansorParameterScreen() {
  return <NamedParameterList kind={LICENSORS} />
}
