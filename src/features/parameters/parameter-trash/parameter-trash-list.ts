import { defineTrashList } from '@/shared/list'

/** The Trash of a parameter list (one definition for all four): a search in the URL; newest deletion first (the server's order). */
export const parameterTrashList = defineTrashList('parameter_trash', ['name', 'status', 'deletedAt'] as const)

export const PARAMETER_TRASH_DEFAULT_COLUMNS = ['name', 'status', 'deletedBy', 'deletedAt', 'purgeAt'] as const
