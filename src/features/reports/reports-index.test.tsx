import { screen } from '@testing-library/react'
import { Route, Routes, useLocation, useParams } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import { permissionsHandler, server } from '@tests/msw'
import { renderWithProviders } from '@tests/render'
import { signInLocally } from '@tests/session'
import { REPORT_ORDER } from './access'
import { ReportsIndex } from './reports-index'

beforeEach(() => {
  signInLocally({ role: 'editor' }, 'e@d.l')
})

function ReportName() {
  return (
    <>
      <p data-testid="report">{useParams().report}</p>
      <p data-testid="search">{useLocation().search}</p>
    </>
  )
}

const reports = (
  <Routes>
    <Route path="/reports">
      <Route index element={<ReportsIndex />} />
      <Route path=":report" element={<ReportName />} />
    </Route>
  </Routes>
)

describe('the reports index (spec §2)', () => {
  it.each(REPORT_ORDER.map((entry, index) => [entry.path, REPORT_ORDER.slice(index).map((later) => later.permission)] as const))(
    'goes to %s when it is the first readable report',
    async (path, held) => {
      server.use(permissionsHandler(held))
      renderWithProviders(reports, { route: '/reports' })
      expect((await screen.findByTestId('report')).textContent).toBe(path)
    },
  )

  it('follows the spec order whatever order the permissions come in', async () => {
    server.use(permissionsHandler(['company_report_read', 'user_report_read', 'revenue_report_read']))
    renderWithProviders(reports, { route: '/reports' })
    expect((await screen.findByTestId('report')).textContent).toBe('user-reports')
  })

  it('carries the query ids (cmsId, channelId, companyId) to the report', async () => {
    server.use(permissionsHandler(['user_report_read']))
    renderWithProviders(reports, { route: '/reports?cmsId=m&channelId=c&companyId=o' })
    expect((await screen.findByTestId('report')).textContent).toBe('user-reports')
    expect(screen.getByTestId('search').textContent).toBe('?cmsId=m&channelId=c&companyId=o')
  })

  it('keeps the user on /reports, saying why, without a report permission', async () => {
    server.use(permissionsHandler(['user_read']))
    renderWithProviders(reports, { route: '/reports' })
    expect(await screen.findByText(/Okuma izniniz olan bir rapor yok/)).toBeTruthy()
  })
})
