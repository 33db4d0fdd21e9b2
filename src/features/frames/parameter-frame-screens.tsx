import { Frame } from './frame'

export function ProductParameterFrameScreen() {
  return <Frame segment="productParameter" description="productParameter" />
}

export function CompanyParameterFrameScreen() {
  return <Frame segment="companyParameter" description="companyParameter" />
}

export function LicansorParameterFrameScreen() {
  return <Frame segment="licansorParameter" description="licansorParameter" />
}

export function ProducerParameterFrameScreen() {
  return <Frame segment="producerParameter" description="producerParameter" />
}
