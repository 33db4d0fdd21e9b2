import type { RequestHandler } from 'msw'
import * as channel from '@/api/generated/channel/endpoints/index.msw'
import * as identity from '@/api/generated/identity/endpoints/index.msw'
import * as notification from '@/api/generated/notification/endpoints/index.msw'
import * as parameter from '@/api/generated/parameter/endpoints/index.msw'

/**
 * Every operation of every contract, answered with faker data shaped by the contract. They come
 * last: the stateful handlers answer first wherever a screen needs data that stays put.
 */
export const generatedHandlers: RequestHandler[] = [identity, notification, channel, parameter].flatMap((service) =>
  Object.values(service).flatMap((factory) => (factory as () => RequestHandler[])()),
)
