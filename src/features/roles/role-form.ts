import { z } from 'zod'
import type { Role, RoleCreateRequest } from '@/api/generated/identity/model'
import { CreateRoleBody } from '@/api/generated/identity/zod/roles/roles.zod'

/**
 * The role form. The create form names two fields differently from the payload:
 * roleDescription (→ description) and department (→ departmentId); the rules are the
 * contract's.
 */
export const roleFormSchema = z.object({
  name: z.string().trim().pipe(CreateRoleBody.shape.name),
  roleDescription: CreateRoleBody.shape.description,
  platformType: CreateRoleBody.shape.platformType,
  department: CreateRoleBody.shape.departmentId,
})

export type RoleFormInput = z.input<typeof roleFormSchema>
export type RoleFormValues = z.output<typeof roleFormSchema>

export const emptyRole = (): RoleFormInput => ({ name: '', roleDescription: null, platformType: 'back_office', department: '' })

export const roleToForm = (role: Role): RoleFormInput => ({
  name: role.name,
  roleDescription: role.description,
  platformType: role.platformType,
  department: role.departmentId ?? '',
})

/** Create and update take the same body. */
export const toRoleRequest = (values: RoleFormValues): RoleCreateRequest => ({
  name: values.name,
  description: values.roleDescription?.trim() ? values.roleDescription.trim() : null,
  platformType: values.platformType,
  departmentId: values.department,
})
