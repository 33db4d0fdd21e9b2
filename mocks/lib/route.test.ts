// @vitest-environment node
import './node-storage'
import { getResponse, type RequestHandler } from 'msw'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import * as zod from 'zod'
import { hasPermission } from '../db/identity-views'
import { createGateway } from '../gateway'
import { ok } from './respond'
import { publicRoute, route, routesFor } from './route'
import { testClient } from '@tests/test-client'

/**
 * The route declaration: a token (401), then the declared permission (403), then the declared
 * body (400), and only then the handler. Routes are declared here on a test path of a seeded
 * database, so each check is seen on its own.
 */
const gateway = createGateway()
const { db } = gateway
const declare = routesFor(db)
const editor = db.identity.users.find((u) => u.email === 'editor@demo.local')!
const Body = zod.object({ name: zod.string().min(1) })

let tokens: { admin: string; editor: string }
beforeAll(async () => {
  tokens = {
    admin: (await testClient(gateway).login('admin@demo.local')).access_token,
    editor: (await testClient(gateway).login('editor@demo.local')).access_token,
  }
})

async function call(handler: RequestHandler, bearer: string | null, body?: unknown) {
  const request = new Request('http://localhost/channel-service/route-test', {
    method: 'POST',
    headers: { 'Accept-Language': 'en', 'Content-Type': 'application/json', ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const response = (await getResponse([handler], request))!
  const json = (await response.json()) as { header: { isSuccess: boolean; message: string | null }; body: unknown }
  return { status: response.status, message: json.header.message, body: json.body }
}

describe('a route that declares a permission', () => {
  it('is declared with a permission the editor holds and one they do not', () => {
    expect(hasPermission(db, editor.id, 'video_read')).toBe(true)
    expect(hasPermission(db, editor.id, 'video_write')).toBe(false)
  })

  it('refuses a call without a token (401) or with an invalid one, and never runs the handler', async () => {
    const handler = vi.fn(() => ok('ran'))
    const declared = declare('channel', 'post', '/route-test', { permission: 'video_read' }, handler)
    expect(await call(declared, null)).toMatchObject({ status: 401, message: 'The access token is missing, expired or invalid.' })
    expect(await call(declared, 'not-a-token')).toMatchObject({ status: 401 })
    expect(handler).not.toHaveBeenCalled()
  })

  it('refuses a caller without the permission (403, naming it) and never runs the handler', async () => {
    const handler = vi.fn(() => ok('ran'))
    const declared = declare('channel', 'post', '/route-test', { permission: 'video_write' }, handler)
    expect(await call(declared, tokens.editor)).toEqual({ status: 403, message: 'This needs the video_write permission.', body: null })
    expect(handler).not.toHaveBeenCalled()
  })

  it('lets a caller with the permission through, with their claims and the path parameters', async () => {
    const handler = vi.fn(() => ok('ran'))
    expect(await call(declare('channel', 'post', '/route-test', { permission: 'video_read' }, handler), tokens.editor)).toMatchObject({
      status: 200,
      body: 'ran',
    })
    expect(await call(declare('channel', 'post', '/route-test', { permission: 'video_write' }, handler), tokens.admin)).toMatchObject({
      status: 200,
      body: 'ran',
    })
    expect(handler).toHaveBeenCalledTimes(2)
    expect(handler.mock.calls[0]).toMatchObject([{ claims: { sub: editor.id }, params: {} }])
  })

  it('with anyOf, lets a caller holding any one of them through, else names them all', async () => {
    const handler = vi.fn(() => ok('ran'))
    expect(
      await call(declare('channel', 'post', '/route-test', { permission: { anyOf: ['video_write', 'video_read'] } }, handler), tokens.editor),
    ).toMatchObject({ status: 200 })
    expect(await call(declare('channel', 'post', '/route-test', { permission: { anyOf: ['video_write', 'user_write'] } }, handler), tokens.editor)).toEqual({
      status: 403,
      message: 'This needs the video_write or user_write permission.',
      body: null,
    })
    expect(handler).toHaveBeenCalledTimes(1)
  })

  it('with a function, asks for the permission it names or answers with the response it returns', async () => {
    const handler = vi.fn(() => ok('ran'))
    const declared = declare('channel', 'post', '/route-test', { permission: () => (handler.mock.calls.length ? 'video_write' : 'video_read') }, handler)
    expect(await call(declared, tokens.editor)).toMatchObject({ status: 200 })
    expect(await call(declared, tokens.editor)).toMatchObject({ status: 403, message: 'This needs the video_write permission.' })
    const gone = declare('channel', 'post', '/route-test', { permission: () => ok('answered by the declaration', 404) }, handler)
    expect(await call(gone, tokens.admin)).toMatchObject({ status: 404, body: 'answered by the declaration' })
    expect(handler).toHaveBeenCalledTimes(1)
  })
})

describe('a route that declares a body', () => {
  it('validates it after the permission: a caller without the permission gets 403 whatever the body', async () => {
    const handler = vi.fn(() => ok('ran'))
    const declared = declare('channel', 'post', '/route-test', { permission: 'video_write', body: Body }, handler)
    expect(await call(declared, tokens.editor, {})).toMatchObject({ status: 403 })
    expect(await call(declared, tokens.admin, {})).toMatchObject({ status: 400, message: 'name: Invalid input: expected string, received undefined' })
    expect(handler).not.toHaveBeenCalled()
  })

  it('hands the parsed body to the handler', async () => {
    const declared = declare('channel', 'post', '/route-test', { permission: 'video_read', body: Body }, ({ body }) => ok(body.name.toUpperCase()))
    expect(await call(declared, tokens.editor, { name: 'kanal', extra: true })).toMatchObject({ status: 200, body: 'KANAL' })
  })

  it('with bodyFirst, validates before the permission (400 before 403), still after the token', async () => {
    const handler = vi.fn(() => ok('ran'))
    const declared = declare('channel', 'post', '/route-test', { permission: 'video_write', body: Body, bodyFirst: true }, handler)
    expect(await call(declared, null, {})).toMatchObject({ status: 401 })
    expect(await call(declared, tokens.editor, {})).toMatchObject({ status: 400 })
    expect(await call(declared, tokens.editor, { name: 'kanal' })).toMatchObject({ status: 403 })
    expect(handler).not.toHaveBeenCalled()
  })

  it('on a token-only route and a public route too', async () => {
    const tokenOnly = route('channel', 'post', '/route-test', { body: Body }, ({ body }) => ok(body.name))
    expect(await call(tokenOnly, null, { name: 'a' })).toMatchObject({ status: 401 })
    expect(await call(tokenOnly, tokens.editor, {})).toMatchObject({ status: 400 })
    expect(await call(tokenOnly, tokens.editor, { name: 'a' })).toMatchObject({ status: 200, body: 'a' })
    const open = publicRoute('channel', 'post', '/route-test', { body: Body }, ({ body }) => ok(body.name))
    expect(await call(open, null, {})).toMatchObject({ status: 400 })
    expect(await call(open, null, { name: 'b' })).toMatchObject({ status: 200, body: 'b' })
  })
})

it('a permission declared without the database is refused when the route is declared', () => {
  // routesFor(db) is the route that can check a permission; the plain one is typed without it.
  const untyped = route as unknown as (...args: unknown[]) => RequestHandler
  expect(() => untyped('channel', 'post', '/route-test', { permission: 'video_read' }, () => ok(null))).toThrow(/declares a permission/)
})
