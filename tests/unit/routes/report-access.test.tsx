import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { grantOnly } from '@tests/gateway'
import { renderApp } from '@tests/app'
import { REPORT_ORDER } from '@/features/reports/access'
import { LONG_WAIT } from '@tests/waits'

// Each report page asks for its own read permission: without it the user gets the no-access page for it.
let gateway: MockGateway
beforeEach(() => {
  gateway = createGateway()
})

const open = (route: string) => renderApp(route, { gateway, signedInAs: 'editor@demo.local' })
const title = () => screen.findByRole('heading', { level: 1 }, LONG_WAIT)

describe('report permissions', () => {
  it.each(REPORT_ORDER.map((report, index) => [report.path, report.permission, REPORT_ORDER[(index + 1) % REPORT_ORDER.length]!.permission] as const))(
    '%s: the no-access page without %s',
    async (path, permission, other) => {
      grantOnly(gateway.db, 'editor@demo.local', [other])
      await open(`/reports/${path}`)
      expect((await title()).textContent).toBe('Bu sayfayı görme yetkiniz yok')
      expect(permission).not.toBe(other)
    },
  )

  it('opens the report the user holds the permission of', async () => {
    grantOnly(gateway.db, 'editor@demo.local', ['company_report_read'])
    await open('/reports/companyReports')
    expect(await screen.findByRole('heading', { level: 1, name: 'Şirket Raporları' }, LONG_WAIT)).toBeTruthy()
  })
})
