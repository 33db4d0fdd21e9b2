import { z } from 'zod'
import type { User, UserCreateRequest, UserUpdateRequest } from '@/api/generated/identity/model'
import { CreateUserBody, UpdateUserBody } from '@/api/generated/identity/zod/users/users.zod'

/**
 * The user form, derived from the contract's request schemas: the same limits and formats,
 * plus trimming of names (a name of spaces is empty) and an explicit status.
 */
const trimmed = <S extends z.ZodType<string, string>>(schema: S) => z.string().trim().pipe(schema)

export const userCreateSchema = CreateUserBody.pick({
  email: true,
  phoneNumber: true,
  roleIds: true,
  companyIds: true,
  channelIds: true,
  executive: true,
  organizationId: true,
}).extend({
  firstName: trimmed(CreateUserBody.shape.firstName),
  lastName: trimmed(CreateUserBody.shape.lastName),
  email: z.string().trim().pipe(CreateUserBody.shape.email),
  status: CreateUserBody.shape.status.unwrap(),
})

/** Editing: everything but the email, which identifies the account (shown read-only). */
export const userEditSchema = UpdateUserBody.pick({
  phoneNumber: true,
  roleIds: true,
  companyIds: true,
  channelIds: true,
  executive: true,
  organizationId: true,
}).extend({
  firstName: trimmed(UpdateUserBody.shape.firstName),
  lastName: trimmed(UpdateUserBody.shape.lastName),
  email: z.string(),
  status: UpdateUserBody.shape.status.unwrap(),
})

export type UserFormInput = z.input<typeof userCreateSchema>
export type UserFormValues = z.output<typeof userCreateSchema>

export function emptyUser(organizationId: string | null): UserFormInput {
  return {
    firstName: '',
    lastName: '',
    email: '',
    phoneNumber: null,
    roleIds: [],
    companyIds: [],
    channelIds: [],
    executive: false,
    organizationId,
    status: 'active',
  }
}

export function userToForm(user: User): UserFormInput {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    roleIds: user.roles.map((role) => role.id),
    companyIds: user.companies.map((company) => company.id),
    channelIds: user.channels.map((channel) => channel.id),
    executive: user.executive,
    organizationId: user.organizationId,
    status: user.status,
  }
}

export function toCreateRequest(values: UserFormValues): UserCreateRequest {
  return { ...toUpdateRequest(values), email: values.email }
}

/** The update replaces every editable field (the contract clears what is left out). */
export function toUpdateRequest(values: UserFormValues): UserUpdateRequest {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    phoneNumber: values.phoneNumber ?? null,
    roleIds: values.roleIds,
    companyIds: values.companyIds,
    channelIds: values.channelIds,
    executive: values.executive,
    organizationId: values.organizationId ?? null,
    status: values.status,
  }
}
