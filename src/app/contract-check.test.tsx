import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { contractReports } from '@/api/contract-check/reports'
import { CONTRACT_CHECK_KEY } from '@/api/contract-check/switch'
import { renderWithProviders } from '@tests/render'
import { showContractMismatches } from './contract-check'

const mismatch = { operationId: 'getUser', method: 'GET', path: '/users/{id}', url: '/users/u-1', field: 'body.email', problem: 'Invalid email address' }

describe('contract mismatch toasts (development and staging)', () => {
  it('shows a warning naming the operation, the path and the first differing field', async () => {
    localStorage.setItem(CONTRACT_CHECK_KEY, 'on')
    const { i18n } = renderWithProviders(<p>page</p>, { language: 'en' })
    const stop = showContractMismatches(i18n)
    contractReports.emit(mismatch)
    expect(await screen.findByText('Response does not match the contract: getUser')).toBeTruthy()
    expect(screen.getAllByText(/GET \/users\/u-1 · first differing field: body\.email \(Invalid email address\)/).length).toBeGreaterThan(0)
    stop()
  })

  it('shows nothing where the check is off', () => {
    const { i18n } = renderWithProviders(<p>page</p>, { language: 'en' })
    const stop = showContractMismatches(i18n)
    contractReports.emit({ ...mismatch, operationId: 'searchUsers' })
    expect(screen.queryByText(/does not match the contract/)).toBeNull()
    stop()
  })
})
