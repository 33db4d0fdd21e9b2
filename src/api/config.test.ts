import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { server } from '@tests/msw'
import { apiConfig, loadRuntimeConfig, parseRuntimeConfig, RuntimeConfigError, serviceUrl } from './config'

const defaults = structuredClone(apiConfig)
afterEach(() => {
  Object.assign(apiConfig, structuredClone(defaults))
})

const serveConfig = (body: string, status = 200) =>
  server.use(http.get('*/config.json', () => new HttpResponse(body, { status, headers: { 'Content-Type': 'application/json' } })))

describe('runtime configuration (/config.json)', () => {
  it('points the services, the hub and the client id where the file says, without a rebuild', async () => {
    serveConfig(JSON.stringify({ gatewayUrl: 'https://gw.example.com/', prefixes: { channel: '/ch' }, clientId: 'bo-staging' }))
    await expect(loadRuntimeConfig()).resolves.toMatchObject({ clientId: 'bo-staging' })
    expect(serviceUrl('channel', '/videos/search')).toBe('https://gw.example.com/ch/videos/search')
    expect(serviceUrl('identity', '/users/search')).toBe('https://gw.example.com/identity-service/users/search')
    expect(apiConfig.hubBaseUrl).toBe('https://gw.example.com')
    expect(apiConfig.clientId).toBe('bo-staging')
  })

  it('takes a hub of its own, and keeps every default for an empty file or no file', async () => {
    serveConfig(JSON.stringify({ gatewayUrl: '', hubUrl: 'https://hub.example.com' }))
    await loadRuntimeConfig()
    expect(serviceUrl('identity', '/x')).toBe('/identity-service/x')
    expect(apiConfig.hubBaseUrl).toBe('https://hub.example.com')

    Object.assign(apiConfig, structuredClone(defaults))
    serveConfig('{}')
    await expect(loadRuntimeConfig()).resolves.toEqual({})
    expect(apiConfig).toEqual(defaults)
    serveConfig('', 404)
    await expect(loadRuntimeConfig()).resolves.toBeNull()
    expect(apiConfig).toEqual(defaults)
  })

  it('refuses a file that is not JSON, a server error, and wrong fields, naming each one; nothing is applied', async () => {
    serveConfig('<!doctype html><html></html>')
    await expect(loadRuntimeConfig()).rejects.toMatchObject({ problems: ['is not valid JSON'] })
    serveConfig('{}', 500)
    await expect(loadRuntimeConfig()).rejects.toMatchObject({ problems: ['answered HTTP 500'] })
    serveConfig(JSON.stringify({ gatewayUrl: 'ftp://gw', prefixes: { channel: 'no-slash' }, clientId: ' ' }))
    const error = await loadRuntimeConfig().catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(RuntimeConfigError)
    const problems = (error as RuntimeConfigError).problems.join('\n')
    expect(problems).toMatch(/^gatewayUrl: /m)
    expect(problems).toMatch(/^prefixes\.channel: must be "" or a path/m)
    expect(problems).toMatch(/^clientId: must not be empty/m)
    expect(apiConfig).toEqual(defaults)
  })

  it('accepts only absolute http(s) URLs without a query, and only the fields it knows', async () => {
    await expect(parseRuntimeConfig({ gatewayUrl: 'https://gw.example.com?x=1' })).rejects.toThrow(/query/)
    await expect(parseRuntimeConfig({ hubUrl: '/relative' })).rejects.toThrow(RuntimeConfigError)
    await expect(parseRuntimeConfig([])).rejects.toThrow(RuntimeConfigError)
    await expect(parseRuntimeConfig({ gatewayURL: 'https://gw.example.com' })).rejects.toThrow(/gatewayURL/)
    await expect(parseRuntimeConfig({ gatewayUrl: 'http://10.0.0.5:8000' })).resolves.toEqual({ gatewayUrl: 'http://10.0.0.5:8000' })
  })
})
