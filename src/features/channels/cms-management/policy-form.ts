import { z } from 'zod'
import type { Policy, PolicyUpdateRequest } from '@/api/generated/channel/model'
import { UpdateCmsPolicyBody } from '@/api/generated/channel/zod/policies/policies.zod'

/** The policy form: the contract's update schema, the name trimmed, an empty description sent as null. */
export const policyFormSchema = UpdateCmsPolicyBody.pick({ description: true, action: true, territories: true }).extend({
  policyName: z.string().trim().pipe(UpdateCmsPolicyBody.shape.policyName),
})

export type PolicyFormInput = z.input<typeof policyFormSchema>
export type PolicyFormValues = z.output<typeof policyFormSchema>

export const emptyPolicy = (): PolicyFormInput => ({ policyName: '', description: null, action: 'monetize', territories: [] })

export const policyToForm = (policy: Policy): PolicyFormInput => ({
  policyName: policy.policyName,
  description: policy.description,
  action: policy.action,
  territories: policy.territories,
})

export const toPolicyRequest = (values: PolicyFormValues): PolicyUpdateRequest => ({
  policyName: values.policyName,
  description: values.description?.trim() ? values.description.trim() : null,
  action: values.action,
  territories: values.territories,
})
