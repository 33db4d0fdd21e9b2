import { AreaFrame } from '@/shared/ui/page-frame/area-frame'

/** /cms-management/policies?cmsId=: the policies of one CMS. */
export function CmsPoliciesScreen() {
  return <AreaFrame ns="cms-policies" pageKey="cmsPolicies" segment="cms-management/policies" />
}
