import type { RequestHandler } from 'msw'
import type { Db } from '../db'
import { accountHandlers } from './account'
import { authHandlers } from './auth'
import { identityCommonsHandlers } from './identity-commons'
import { notificationHandlers } from './notifications'
import { organizationHandlers } from './organizations'
import { parameterCommonsHandlers } from './parameter-commons'
import { parameterHandlers } from './parameters'
import { roleHandlers } from './roles'
import { userHandlers } from './users'

/**
 * The stateful handlers, answering from the database before the generated faker fallbacks.
 * Within a service, literal paths come before `:id` paths so `/bulk` or `/permissions` never
 * reach an id route.
 */
export function statefulHandlers(db: Db): RequestHandler[] {
  return [
    ...authHandlers(db),
    ...accountHandlers(db),
    ...identityCommonsHandlers(db),
    ...userHandlers(db),
    ...roleHandlers(db),
    ...organizationHandlers(db),
    ...notificationHandlers(db),
    ...parameterCommonsHandlers(db),
    ...parameterHandlers(db),
  ]
}
