import { http as route, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { server } from '@tests/msw'
import { tokenExpiringIn } from '@tests/tokens'
import { identityClient } from '../http'
import { session } from '../session'
import { resetContractCheckForTests } from './checker'
import { operations } from './operations.generated'
import { contractReports } from './reports'
import { CONTRACT_CHECK_KEY } from './switch'
import type { ContractMismatch } from './types'

/**
 * Responses checked against the contract: a mock answer that breaks the getUser contract on
 * purpose is reported once (console and the reports the app turns into a toast), and the data
 * still reaches the caller.
 */

const USER_ID = '0b6f6a3c-1a43-4a57-9d0e-6b1f6b0b6d2f'
const validUser = {
  id: USER_ID,
  firstName: 'Ada',
  lastName: 'Admin',
  email: 'ada@demo.local',
  phoneNumber: null,
  roles: [],
  status: 'active',
  executive: false,
  companies: [],
  channels: [],
  organizationId: null,
  profilePicture: null,
  createdAt: '2026-01-05T09:30:00+03:00',
  lastLoginAt: null,
}

let body: Record<string, unknown> = validUser
const getUser = () => identityClient<{ header: { isSuccess: boolean }; body: Record<string, unknown> }>({ url: `/users/${USER_ID}`, method: 'GET' })

let reports: ContractMismatch[] = []
beforeEach(() => {
  resetContractCheckForTests()
  session.resetForTests()
  session.signIn({ accessToken: tokenExpiringIn(3600), refreshToken: 'r' }, 'admin@demo.local', true)
  body = validUser
  reports = []
  const stop = contractReports.subscribe((mismatch) => reports.push(mismatch))
  server.use(route.get('*/identity-service/users/:id', () => HttpResponse.json({ header: { isSuccess: true, message: null }, body })))
  return stop
})

describe('the contract check', () => {
  it('reports a response that breaks its contract once per operation, naming the operation, path and first differing field; the data still flows', async () => {
    localStorage.setItem(CONTRACT_CHECK_KEY, 'on')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    body = { ...validUser, email: 'not an email', status: 'sleeping' }
    const data = await getUser()
    expect(data).toMatchObject({ email: 'not an email', status: 'sleeping' })
    await vi.waitFor(() => expect(reports).toHaveLength(1))
    expect(reports[0]).toMatchObject({ operationId: 'getUser', method: 'GET', path: '/users/{id}', url: `/users/${USER_ID}`, field: 'body.email' })
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]?.[0])).toContain(`[contract] getUser (GET /users/${USER_ID}): body.email:`)
    // The same operation again: the data flows, nothing is reported twice.
    await getUser()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(reports).toHaveLength(1)
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('stays quiet for a response that matches, and when the switch is off', async () => {
    localStorage.setItem(CONTRACT_CHECK_KEY, 'on')
    await getUser()
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(reports).toEqual([])
    localStorage.setItem(CONTRACT_CHECK_KEY, 'off')
    body = { ...validUser, id: 42 }
    expect(await getUser()).toMatchObject({ id: 42 })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(reports).toEqual([])
  })
})

describe('the operation map (scripts/generate-contract-map.mjs)', () => {
  it('has one entry per operationId, each matching its own path with parameters filled in', () => {
    const ids = operations.map((op) => op.operationId)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).toEqual(expect.arrayContaining(['getUser', 'searchUsers', 'searchVideos', 'getNavbarNotifications']))
    for (const op of operations) expect(op.pattern.test(op.path.replace(/\{[^}]+\}/g, USER_ID)), op.operationId).toBe(true)
  })

  it('loads a zod schema for every operation', async () => {
    const schemas = await Promise.all(operations.map((op) => op.schema()))
    for (const [index, schema] of schemas.entries()) expect(typeof schema?.safeParse, operations[index]!.operationId).toBe('function')
  })
})
