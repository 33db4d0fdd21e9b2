import { z } from 'zod'
import type { Organization, OrganizationCreateRequest } from '@/api/generated/identity/model'
import { CreateOrganizationBody } from '@/api/generated/identity/zod/organizations/organizations.zod'
import { rangeRule, validationMessage } from '@/shared/form'

const trimmed = <S extends z.ZodType<string, string>>(schema: S) => z.string().trim().pipe(schema)

/**
 * The organization form: the contract's create schema, trimmed names, an explicit status, and
 * the contract's rule that the contract ends after it starts (checked here with a clear
 * message instead of waiting for the server's 400).
 */
export const organizationFormSchema = CreateOrganizationBody.pick({
  phoneNumber: true,
  email: true,
  address: true,
  country: true,
  language: true,
  taxNumber: true,
  contractStartDate: true,
  contractEndDate: true,
})
  .extend({
    name: trimmed(CreateOrganizationBody.shape.name),
    authorizedName: trimmed(CreateOrganizationBody.shape.authorizedName),
    status: CreateOrganizationBody.shape.status.unwrap(),
  })
  .refine(
    ...rangeRule<{ contractStartDate: string; contractEndDate: string }>(
      'contractStartDate',
      'contractEndDate',
      validationMessage('organization:form.endAfterStart'),
    ),
  )

export type OrganizationFormInput = z.input<typeof organizationFormSchema>
export type OrganizationFormValues = z.output<typeof organizationFormSchema>

export const emptyOrganization = (): OrganizationFormInput => ({
  name: '',
  authorizedName: '',
  phoneNumber: '',
  email: '',
  address: null,
  country: '',
  language: '',
  taxNumber: null,
  contractStartDate: '',
  contractEndDate: '',
  status: 'active',
})

export const organizationToForm = (o: Organization): OrganizationFormInput => ({
  name: o.name,
  authorizedName: o.authorizedName,
  phoneNumber: o.phoneNumber,
  email: o.email,
  address: o.address,
  country: o.country,
  language: o.language,
  taxNumber: o.taxNumber,
  contractStartDate: o.contractStartDate,
  contractEndDate: o.contractEndDate,
  status: o.status,
})

/** Create and update take the same fields; optional ones are sent as null to clear them. */
export const toOrganizationRequest = (v: OrganizationFormValues): OrganizationCreateRequest => ({
  name: v.name,
  authorizedName: v.authorizedName,
  phoneNumber: v.phoneNumber,
  email: v.email,
  address: v.address?.trim() ? v.address.trim() : null,
  country: v.country,
  language: v.language,
  taxNumber: v.taxNumber?.trim() ? v.taxNumber.trim() : null,
  contractStartDate: v.contractStartDate,
  contractEndDate: v.contractEndDate,
  status: v.status,
})
