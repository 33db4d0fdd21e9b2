import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { Route, Routes, useLocation } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import { getGetOrganizationQueryKey, getSearchOrganizationsQueryKey } from '@/api/generated/identity/endpoints/organizations/organizations'
import type { Organization, OrganizationSearchRequest } from '@/api/generated/identity/model'
import { ORGANIZATION_QUERY_ROOTS } from '@/features/organizations'
import { OrganizationRoute } from '@/features/organizations/organization-screen'
import { api, envelope, handleInEveryTest, permissionsHandler } from '@tests/msw'
import { renderWithProviders } from '@tests/render'
import { signInLocally } from '@tests/session'
import { fixtureId, organizationFixture } from '@tests/fixtures'
import { Sidebar } from './sidebar'

/** Spec §2 "Clicking /organization triggers an extra action" as docs/decisions.md defines it. */

const uuid = fixtureId
const organization = (n: number, status: 'active' | 'passive' = 'active') => organizationFixture(n, { status })

let organizations: Organization[] = []
const searches: OrganizationSearchRequest[] = []

handleInEveryTest(
  permissionsHandler(['organization_read', 'organization_write']),
  http.get(api('identity', '/account/menu-profile'), () => envelope({ id: 'u', profilePicture: null, roles: ['admin'], firstName: 'Ada', lastName: 'Admin' })),
  http.post(api('identity', '/organizations/search'), async ({ request }) => {
    const body = (await request.json()) as OrganizationSearchRequest
    searches.push(body)
    const found = organizations.filter((o) => !body.status || o.status === body.status)
    return envelope({ items: found.slice(body.index * body.size, (body.index + 1) * body.size), totalCount: found.length })
  }),
  http.post(api('parameter', '/countries/search'), () => envelope({ items: [], totalCount: 0 })),
  http.post(api('parameter', '/languages/search'), () => envelope({ items: [], totalCount: 0 })),
  http.get(api('identity', '/commons/enums/OrganizationStatus/key-value-list'), () => envelope({ items: [], totalCount: 0 })),
)

function Search() {
  return <output data-testid="search">{useLocation().search}</output>
}

const names = () =>
  within(screen.getByRole('table', { name: 'Organizations', hidden: true }))
    .getAllByRole('row', { hidden: true })
    .slice(1)
    .map((row) => row.querySelector('[data-column="name"]')?.textContent)

beforeEach(() => {
  signInLocally({ role: 'manager', organizationId: uuid(999) })
  organizations = [organization(1), organization(2, 'passive'), organization(3, 'passive')]
  searches.length = 0
})

describe('the sidebar organization entry', () => {
  it('names the generated query roots it reloads', () => {
    expect(ORGANIZATION_QUERY_ROOTS).toEqual([getSearchOrganizationsQueryKey()[0], getGetOrganizationQueryKey(uuid(1))[0]])
  })

  it('clears a selection even when the list is already in its default view', async () => {
    const view = renderWithProviders(
      <>
        <Sidebar isMobile={false} open onOpenChange={() => undefined} />
        <Routes>
          <Route path="organization" element={<OrganizationRoute />} />
        </Routes>
      </>,
      { route: '/organization', language: 'en' },
    )
    await waitFor(() => expect(names()).toHaveLength(3))
    await view.user.click(screen.getByRole('checkbox', { name: 'Select Org 1', hidden: true }))
    expect(screen.getByTestId('bulk-bar')).toBeTruthy()
    await view.user.click(screen.getByRole('link', { name: 'Organizations', hidden: true }))
    await waitFor(() => expect(screen.queryByTestId('bulk-bar')).toBeNull())
    await waitFor(() => expect(searches).toHaveLength(2))
  })

  it('opens the organization list afresh even when it is open: default view, no selection, data reloaded', async () => {
    const view = renderWithProviders(
      <>
        <Sidebar isMobile={false} open onOpenChange={() => undefined} />
        <Routes>
          <Route path="organization" element={<OrganizationRoute />} />
        </Routes>
        <Search />
      </>,
      { route: '/organization?status=passive&sort=name&order=desc', language: 'en' },
    )
    await waitFor(() => expect(names()).toEqual(['Org 2', 'Org 3']))
    expect(searches.at(-1)).toEqual({ index: 0, size: 10, status: 'passive', sortKey: 'name', sortOrder: 'desc' })
    await view.user.click(screen.getByRole('checkbox', { name: 'Select Org 3', hidden: true }))
    expect(within(screen.getByTestId('bulk-bar')).getByText('1 row selected')).toBeTruthy()

    // Meanwhile someone adds an organization on the server.
    organizations = [organization(4), ...organizations]
    const before = searches.length
    await view.user.click(screen.getByRole('link', { name: 'Organizations', hidden: true }))

    expect(screen.getByTestId('search').textContent).toBe('')
    await waitFor(() => expect(names()).toEqual(['Org 4', 'Org 1', 'Org 2', 'Org 3']))
    expect(searches.slice(before)).toEqual([{ index: 0, size: 10 }])
    expect(screen.queryByTestId('bulk-bar')).toBeNull()
    expect(localStorage.getItem('lastSelectedMenuKey')).toBe('/organization')
  })
})
