import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { getGetOrganizationQueryKey, getSearchOrganizationsQueryKey } from '@/api/generated/identity/endpoints/organizations/organizations'
import type { OrganizationSearchRequest } from '@/api/generated/identity/model'
import { ORGANIZATION_QUERY_ROOTS } from '@/features/organizations'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { renderApp } from '@tests/app'
import { fixtureId, organizationFixture } from '@tests/fixtures'
import { accountOf } from '@tests/gateway'
import { api } from '@tests/msw'
import { LONG_WAIT } from '@tests/waits'

/** The sidebar's organization entry opens the list afresh (docs/decisions.md, "The sidebar's organization entry"). */

const organization = (n: number, status: 'active' | 'passive' = 'active') => organizationFixture(n, { status })

let gateway: MockGateway
let searches: OrganizationSearchRequest[] = []
/** Sees every organization search the app sends, then lets the gateway answer it. */
const searchSpy = http.post(api('identity', '/organizations/search'), async ({ request }) => {
  searches.push((await request.clone().json()) as OrganizationSearchRequest)
})

const names = () =>
  within(screen.getByRole('table', { name: 'Organizations', hidden: true }))
    .getAllByRole('row', { hidden: true })
    .slice(1)
    .map((row) => row.querySelector('[data-column="name"]')?.textContent)

const sidebarEntry = () =>
  within(screen.getByRole('navigation', { name: 'Main menu', hidden: true })).getByRole('link', { name: 'Organizations', hidden: true })

beforeEach(() => {
  gateway = createGateway()
  // Three organizations on the server; the admin belongs to the first (the sidebar shows the entry to users with an organization).
  gateway.db.identity.organizations.splice(0, Infinity, organization(1), organization(2, 'passive'), organization(3, 'passive'))
  accountOf(gateway.db, 'admin@demo.local').organizationId = fixtureId(1)
  searches = []
})

const open = (route: string) => renderApp(route, { gateway, handlers: [searchSpy], language: 'en' })

describe('the sidebar organization entry', () => {
  it('names the generated query roots it reloads', () => {
    expect(ORGANIZATION_QUERY_ROOTS).toEqual([getSearchOrganizationsQueryKey()[0], getGetOrganizationQueryKey(fixtureId(1))[0]])
  })

  it('clears a selection even when the list is already in its default view', async () => {
    const app = await open('/organization')
    await waitFor(() => expect(names()).toHaveLength(3), LONG_WAIT)
    await app.user.click(screen.getByRole('checkbox', { name: 'Select Org 1', hidden: true }))
    expect(screen.getByTestId('bulk-bar')).toBeTruthy()
    const before = searches.length
    await app.user.click(sidebarEntry())
    await waitFor(() => expect(screen.queryByTestId('bulk-bar')).toBeNull())
    await waitFor(() => expect(searches.length).toBe(before + 1))
  })

  it('opens the organization list afresh even when it is open: default view, no selection, data reloaded', async () => {
    const app = await open('/organization?status=passive&sort=name&order=desc')
    await waitFor(() => expect(names()).toEqual(['Org 3', 'Org 2']), LONG_WAIT)
    expect(searches.at(-1)).toEqual({ index: 0, size: 10, status: 'passive', sortKey: 'name', sortOrder: 'desc' })
    await app.user.click(screen.getByRole('checkbox', { name: 'Select Org 3', hidden: true }))
    expect(within(screen.getByTestId('bulk-bar')).getByText('1 row selected')).toBeTruthy()

    // Meanwhile someone adds an organization on the server.
    gateway.db.identity.organizations.unshift(organization(4))
    const before = searches.length
    await app.user.click(sidebarEntry())

    expect(app.where()).toBe('/organization')
    await waitFor(() => expect(names()).toEqual(['Org 1', 'Org 2', 'Org 3', 'Org 4']))
    expect(searches.slice(before)).toEqual([{ index: 0, size: 10 }])
    expect(screen.queryByTestId('bulk-bar')).toBeNull()
    expect(localStorage.getItem('lastSelectedMenuKey')).toBe('/organization')
  })
})
