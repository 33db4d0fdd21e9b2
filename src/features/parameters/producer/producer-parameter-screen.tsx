import { NamedParameterList } from '../named-parameter-list'
import { PRODUCERS } from '../named-parameters'

/** /dynamicParameter/producerParameter. */
export function ProducerParameterScreen() {
  return <NamedParameterList kind={PRODUCERS} />
}
