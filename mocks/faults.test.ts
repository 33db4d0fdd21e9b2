import { afterEach, describe, expect, it } from 'vitest'
import { faults } from './faults'

afterEach(() => faults.clear())

describe('fault rules in the browser', () => {
  it('follow a change another tab made to the stored rules, without a reload', () => {
    faults.set({ method: 'GET', path: '/channel-service/dashboard/**', status: 503 })
    expect(faults.take('GET', '/channel-service/dashboard/summary')?.status).toBe(503)

    // Another tab clears its rules: the stored list changes and this tab hears of it.
    localStorage.setItem('mockGatewayFaults', '[]')
    window.dispatchEvent(new StorageEvent('storage', { key: 'mockGatewayFaults' }))
    expect(faults.take('GET', '/channel-service/dashboard/summary')).toBeUndefined()

    // And one it sets.
    localStorage.setItem('mockGatewayFaults', JSON.stringify([{ method: 'GET', path: '/channel-service/**', network: true }]))
    window.dispatchEvent(new StorageEvent('storage', { key: 'mockGatewayFaults' }))
    expect(faults.take('GET', '/channel-service/dashboard/summary')?.network).toBe(true)

    // localStorage.clear() in another tab (key null).
    localStorage.clear()
    window.dispatchEvent(new StorageEvent('storage', { key: null }))
    expect(faults.list()).toEqual([])
  })
})
