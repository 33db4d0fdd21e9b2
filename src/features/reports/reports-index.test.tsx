import { screen } from '@testing-library/react'
import { Route, Routes, useLocation, useParams } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { grantOnly } from '@tests/gateway'
import { renderScreen } from '@tests/screen'
import { REPORT_ORDER } from './access'
import { ReportsIndex } from './reports-index'

const EDITOR = 'editor@demo.local'
let gateway: MockGateway

beforeEach(() => {
  gateway = createGateway()
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

/** /reports for the editor account holding exactly `permissions` (the gateway answers its permission list). */
function renderReports(permissions: readonly string[], route = '/reports') {
  grantOnly(gateway.db, EDITOR, permissions)
  return renderScreen(reports, { gateway, signedInAs: EDITOR, route })
}

describe('the reports index (spec §2)', () => {
  it.each(REPORT_ORDER.map((entry, index) => [entry.path, REPORT_ORDER.slice(index).map((later) => later.permission)] as const))(
    'goes to %s when it is the first readable report',
    async (path, held) => {
      await renderReports(held)
      expect((await screen.findByTestId('report')).textContent).toBe(path)
    },
  )

  it('follows the spec order whatever order the permissions come in', async () => {
    await renderReports(['company_report_read', 'user_report_read', 'revenue_report_read'])
    expect((await screen.findByTestId('report')).textContent).toBe('user-reports')
  })

  it('carries the query ids (cmsId, channelId, companyId) to the report', async () => {
    await renderReports(['user_report_read'], '/reports?cmsId=m&channelId=c&companyId=o')
    expect((await screen.findByTestId('report')).textContent).toBe('user-reports')
    expect(screen.getByTestId('search').textContent).toBe('?cmsId=m&channelId=c&companyId=o')
  })

  it('keeps the user on /reports, saying why, without a report permission', async () => {
    await renderReports(['user_read'])
    expect(await screen.findByText(/Okuma izniniz olan bir rapor yok/)).toBeTruthy()
  })
})
