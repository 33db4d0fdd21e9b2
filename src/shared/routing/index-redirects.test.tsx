import { screen } from '@testing-library/react'
import { Route, Routes, useLocation, useParams } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import { session } from '@/api/session'
import { PARAMETER_ORDER } from '@/features/parameters'
import { REPORT_ORDER } from '@/features/reports'
import { permissionsHandler, setupTestServer } from '../../../tests/helpers/msw'
import { renderWithProviders } from '../../../tests/helpers/render'
import { tokenExpiringIn } from '../../../tests/helpers/tokens'
import { ParameterIndex } from '@/features/parameters/parameter-index'
import { ReportsIndex } from '@/features/reports/reports-index'

const server = setupTestServer()

beforeEach(() => {
  session.resetForTests()
  session.signIn({ accessToken: tokenExpiringIn(3600, { role: 'editor' }), refreshToken: 'r' }, 'e@d.l', true)
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

describe('the dynamicParameter index', () => {
  it.each(PARAMETER_ORDER.map((entry) => [entry.permission, entry.path] as const))('with only %s goes to %s', async (permission, path) => {
    server.use(permissionsHandler([permission]))
    const tree = (
      <Routes>
        <Route path="/dynamicParameter">
          <Route index element={<ParameterIndex />} />
          <Route path={path} element={<p data-testid="list">{path}</p>} />
        </Route>
      </Routes>
    )
    renderWithProviders(tree, { route: '/dynamicParameter' })
    expect((await screen.findByTestId('list')).textContent).toBe(path)
  })

  it('stays, saying why, without a parameter permission', async () => {
    server.use(permissionsHandler(['director_read']))
    const tree = (
      <Routes>
        <Route path="/dynamicParameter" element={<ParameterIndex />} />
      </Routes>
    )
    renderWithProviders(tree, { route: '/dynamicParameter' })
    expect(await screen.findByText(/Rolleriniz hiçbir parametre listesini içermiyor/)).toBeTruthy()
  })
})
