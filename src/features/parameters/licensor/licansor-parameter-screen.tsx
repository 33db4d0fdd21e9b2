import { NamedParameterList } from '../named-parameter-list'
import { LICENSORS } from '../named-parameters'

/** /dynamicParameter/licansorParameter (the product's established spelling of the path). */
export function LicansorParameterScreen() {
  return <NamedParameterList kind={LICENSORS} />
}
